# DMs que o jogador não pediu (vezes, fim de partida, lembretes).

## Turn DMs (/notify dm or both)
dms-first-turn = A partida #{ $game } de { $title } começou e é a sua vez. { $link }
dms-your-turn = É a sua vez na partida #{ $game } de { $title }. { $link }
dms-game-over = A partida #{ $game } de { $title } terminou. { $link }
dms-reminder = Um lembrete: é a sua vez na partida #{ $game } de { $title } (esperando há { $hours } h). { $link }

## The link at the end of a DM, back to the game's channel
dms-back-link = [Ir para a partida]({ $url })
