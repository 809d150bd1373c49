# The web table's page (bot/web/static/words.js names the same words in English).

web-gone = This link does not open a table. Ask the bot for a new one: the Play button or /next.
web-offline = The table cannot be reached. Trying again…
web-stale = The game changed; here is the new position.
web-done = Your move is played: { $words }
web-changed = The board was updated.
web-your-turn = Your turn.
web-choose = Choose:
web-confirm = Confirm
web-back = Back
web-first = First
web-forward = Forward
web-last = Last
web-position = Position { $n } of { $total }
web-start = The starting position.
web-hand-alt = Your hand
web-signing-in = Signing in with Discord…
web-sign-in-failed = Signing in with Discord did not work. Close the activity and open it again.
web-hand-title = Your hand
web-offers-title = Offers and invitations
web-players-title = Players
web-moves-title = Moves
# The group of First / Back / Forward / Last buttons, for screen readers.
web-replay-controls = Step through the game
# Notes after a player's name in the list of players.
web-to-move = to move
web-computer = computer
web-player-away = away

## Planned replies on the page (only the planner's own page shows them)
web-plan-start = Plan a reply
web-plan-confirm = Confirm plan
# Extends the line just planned with the opponent's next move and your reply to it.
web-plan-then = Then if they play…
web-plan-another = Plan another
# Leaves planning and shows the game again.
web-plan-done = Done
web-plans-title = Your planned replies (only you see them)
# Drops all of your planned replies in this game.
web-plans-clear = Clear

## The page's lines above the board
web-line-title = { $game } game #{ $id }: { $players }
web-line-last = Last move: { $move }
web-line-turn = Turn: { $players }.
# A move list's entries that are not moves.
web-entry-resign = { $player } resigned
web-entry-timeout = { $player } ran out of time
web-entry-end = { $player } ended by agreement

## Answers to the page (shown as they are)
web-not-found = This address does not open a game: it may have expired. Ask the bot for a new one with `/board private:true`.
web-not-found-title = Not found
web-too-many = Too many requests from your address. Wait a minute and reload the page.
# A request the page never makes (a wrong method, a body too large).
web-bad-request = The table cannot answer that request. Reload the page.
web-stale-move = The game has moved on since this page was drawn, so nothing was played. Look at the board as it is now and choose again.
web-stale-plan = The game has moved on since this page was drawn, so nothing was planned. Look at the board as it is now and plan again.
web-watching = This page only watches the game: open your own link from the bot (`/board private:true`) to play.
web-not-yours = It is not your turn to choose a move here.
web-away = The game store is not answering, so nothing was played. Try again in a moment.
web-away-plan = The game store is not answering, so nothing was planned. Try again in a moment.
web-unreadable-move = The move could not be read. Reload the page and choose again.
web-unreadable-plan = The plan could not be read. Reload the page and plan again.
web-incomplete-move = Choose a whole move before you confirm it.
web-unconfirmed = I could not confirm that your change was saved: the game store stopped answering. Check the game with `/board` in a moment before you try again.
web-choice-gone = That choice is no longer on offer. Start the move again.
web-replay-running = The game is still running: its replay opens once it is over.
web-replay-range = This game has positions 0 to { $last }.
# The exact value of a position for the player to move ($value: win, draw or loss).
web-replay-value = { $value ->
        [win] A win for { $player }, with perfect play.
        [loss] A loss for { $player }, with perfect play.
       *[draw] A draw for { $player }, with perfect play.
    }
web-activity-off = The Discord Activity is not set up on this bot.
web-activity-failed = Discord did not confirm who you are. Close the Activity and open it again.
web-activity-no-game = There is no game in this channel. Start one with `/game new`, then open the Activity again.
web-activity-unreadable = The sign-in could not be read. Close the Activity and open it again.
