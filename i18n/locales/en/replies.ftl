# Answers every feature shares (bot/ui/replies.py, bot/ui/lookup.py, bot/services/refusal.py).
# Variables in { } keep their names in every language.

## When something goes wrong
replies-apology = Sorry, something went wrong on my side and nothing was changed. Please try again in a moment.
# After the change was saved: it holds and will be announced.
replies-apology-stored = Your change is saved, but something went wrong while I answered you. The channel will show it shortly; use `/board` to check.
# The database is away and nothing was stored.
replies-unavailable = The game store is not answering right now; try again in a moment.
# The connection broke while saving and the bot could not find out afterwards whether it was saved.
replies-unconfirmed = I could not confirm that your change was saved: the game store stopped answering. Check the game with `/board` in a moment before you try again.
# A game whose saved position does not match its list of moves; posted in the channel too.
replies-game-corrupt = Game #{ $id } ({ $game }) cannot continue: its saved position does not match its move log. A moderator can close it with `/game cancel`.

## Private confirmations after a stored change
replies-done-move = Done: your move is stored. The table follows in the channel.
replies-done-resign = Done: you resigned. The channel is told.
replies-done-timeout = Done: the claim on time is stored. The channel is told.
replies-done-end = Done: the game is ended by agreement. The result follows in the channel.
replies-done-undo = Done: the move is taken back. The table follows in the channel.
replies-done = Done.
# $who: the opponent whose planned reply was played at once after the player's move.
replies-done-planned = Done: your move is stored, and { $who }'s planned reply to it was played at once, so it is your turn again. The table follows in the channel.

## Long answers
# Under the first lines of a long answer; the rest is in an attached text file.
replies-attached = (the whole text is attached)

## Finding the game (bot/ui/lookup.py)
replies-game-over-here = The { $game } game here (#{ $id }) is over. Start a new one with `/game new`.
replies-no-game-here = There is no game in this channel. Start one with `/game new game:<name>`.
replies-lobby-here = The { $game } game here has not started yet: join its lobby, or its creator can `/game start`.
replies-lobby-first = The game here has not started yet: join its lobby first.
replies-button-gone = That game is not available here any more.
# $text: what the player typed (markdown escaped).
replies-not-a-number = { $text } is not a game number: give it like `#12` (the number in the game's posts).
replies-no-such-game = There is no game #{ $id } on this server to show.
replies-nothing-to-show = There is no game in this channel to show. Name one by number, like `game:#12`, or start one with `/game new`.
replies-not-finished = Game #{ $id } is not finished yet: a record can be exported once it has ended.
