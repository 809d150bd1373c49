# MP que le joueur n'a pas demandés (tours, fins de partie, rappels).

## Turn DMs (/notify dm or both)
dms-first-turn = La partie { $title } #{ $game } a commencé et c'est ton tour. { $link }
dms-your-turn = C'est ton tour dans la partie { $title } #{ $game }. { $link }
dms-game-over = La partie { $title } #{ $game } est terminée. { $link }
dms-reminder = Un rappel : c'est ton tour dans la partie { $title } #{ $game } (en attente depuis { $hours } h). { $link }

## The link at the end of a DM, back to the game's channel
dms-back-link = [Aller à la partie]({ $url })
