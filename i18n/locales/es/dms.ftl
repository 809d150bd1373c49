# MD que el jugador no pidió (turnos, fin de partida, recordatorios).

## Turn DMs (/notify dm or both)
dms-first-turn = La partida #{ $game } de { $title } ha empezado y es tu turno. { $link }
dms-your-turn = Es tu turno en la partida #{ $game } de { $title }. { $link }
dms-game-over = La partida #{ $game } de { $title } ha terminado. { $link }
dms-reminder = Un recordatorio: es tu turno en la partida #{ $game } de { $title } (esperando desde hace { $hours } h). { $link }

## The link at the end of a DM, back to the game's channel
dms-back-link = [Ir a la partida]({ $url })
