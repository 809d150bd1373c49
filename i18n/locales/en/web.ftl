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
