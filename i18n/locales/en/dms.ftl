# DMs the player did not ask for: turns, game ends, reminders (bot/delivery/notifier.py,
# bot/features/upkeep/). In the player's language (their /language, else their Discord app's).

## Turn DMs (/notify dm or both)
# $title: the game's title; $game: its number; $link: dms-back-link.
dms-first-turn = { $title } game #{ $game } has begun and it is your turn. { $link }
dms-your-turn = It is your turn in { $title } game #{ $game }. { $link }
dms-game-over = { $title } game #{ $game } is over. { $link }
# $hours: hours since the turn began.
dms-reminder = A reminder: it is your turn in { $title } game #{ $game } (waiting { $hours } h). { $link }

## The link at the end of a DM, back to the game's channel
# A Markdown link: keep the brackets and ({ $url }).
dms-back-link = [Go to the game]({ $url })
