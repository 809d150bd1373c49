# DMs, um die die Spieler nicht gebeten haben (Züge, Spielende, Erinnerungen).

## Turn DMs (/notify dm or both)
dms-first-turn = Die { $title }-Partie #{ $game } hat begonnen, und du bist am Zug. { $link }
dms-your-turn = Du bist am Zug in der { $title }-Partie #{ $game }. { $link }
dms-game-over = Die { $title }-Partie #{ $game } ist beendet. { $link }
dms-reminder = Eine Erinnerung: Du bist am Zug in der { $title }-Partie #{ $game } (seit { $hours } Std.). { $link }

## The link at the end of a DM, back to the game's channel
dms-back-link = [Zur Partie]({ $url })
