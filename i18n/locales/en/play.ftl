# Moving: /move, /resign, /undo, /board, /history, the Text board and the Play button's
# picker (bot/features/play/), and the refusals of moves (bot/services/sessions.py).

## Refusals of a move or a change
play-refuse-lobby-state = This game has not started yet: it is still a lobby.
play-refuse-changed = The game changed a moment ago; look at `/board` and try again.
play-refuse-cancelled = That game no longer exists: it was cancelled.
play-refuse-abandoned = That game was abandoned, so it cannot go on. Start a new one with `/game new`.
play-refuse-lobby = This game has not started yet: join the lobby, or its creator can `/game start`.
play-refuse-over = This game is over. Start a new one with `/game new`.
# Planned replies (a player's prepared answer to a move) changed while the move was stored.
play-refuse-plans-changing = Your opponent's plans were changing just then; please try your move again.
play-refuse-raced = Someone else's move was stored a moment before yours; look at `/board` and try again.
play-refuse-raced-change = Someone else's change was stored a moment before yours; look at `/board` and try again.
# $players: the players' names, joined by "and".
play-refuse-not-player = You are not a player in this game ({ $players } are).
play-refuse-version = The game changed while the move was being chosen.
play-refuse-resigned = You resigned from this game, so you cannot move in it any more.
# $who: the players on turn, joined by "and".
play-refuse-not-your-turn = It is not your turn: it is { $who }'s turn. You will be mentioned when it is yours.
# $reason: the game's own words for what is wrong ("f3 is taken"); $hint: what would be legal.
play-refuse-illegal = That move is not legal: { $reason }.
play-refuse-illegal-hint = That move is not legal: { $reason }; { $hint }.
# $reason: the game's own words for why this player cannot resign.
play-refuse-resign = You cannot resign: { $reason }.

## Claims on time (/game claim)
play-refuse-no-limit = This game has no time limit, so there is nothing to claim.
play-refuse-claim-gone = You are no longer playing in this game, so you cannot claim on time.
play-refuse-claim-nobody = Nobody is on the clock right now, so there is nothing to claim.
play-refuse-claim-self = You are the one on the clock, so you cannot claim: make your move with `/move`.
# <t:…:f> is a Discord timestamp: each reader's app shows it in their own language and zone.
play-refuse-claim-away = { $who } is away until <t:{ $back }:f>, so their clock is paused; you may claim once their time runs out after that.
# $left: a duration ("3 hours 12 minutes").
play-refuse-claim-early = { $who } still has { $left } to move (until <t:{ $deadline }:f>); you may claim after that.
# Take-backs (/undo) answered later.
play-refuse-undo-moved-on = The game has moved on since the take-back was asked, so it no longer applies.
play-refuse-undo-nothing = There is no move to take back.

## /move and Play: the private answer to an action within a turn (a Connections draw)
play-done-stored = Done: stored.
# How the player goes on, as they began: the next two messages.
play-again-move = `/move` again
play-again-play = press **Play** below
play-turn-goes-on = Your turn goes on: { $again } to finish it.
play-turn-of = It is { $who }'s turn; you will be mentioned when it is yours.

## /undo
play-undo-posted = Done: your request is posted in the channel.
play-undo-computer = Done: the computer agreed, and your move is taken back.

## /board, /history and the Text board
# The line above the table /board shows.
play-board-headline = The table as it stands.
play-game = { $game } game #{ $id }
play-history-empty = { $title }: no moves yet.
play-history-title = { $title }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}:
play-history-title-undone = { $title }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} ({ $undone } taken back):
play-history-move = { $number }. { $who }: { $words }
play-history-resigned = - { $who } resigned
play-history-timeout = - { $who } ran out of time
play-history-ended = - ended by agreement
# A file name: letters, digits and dashes only.
play-history-file = game-{ $id }-history.txt
play-board-file = game-{ $id }-board.txt
play-text-board = **{ $game } game #{ $id }**, in words:

## The Play button's picker (private)
play-button = Play
play-back = Back
play-confirm = Confirm
play-start-again = Start again
play-choose = Choose…
# Names of the picture files the picker shows.
play-preview-file = preview.png
play-refuse-not-playing = You are not playing in this game; it is { $who }'s turn.
play-refuse-not-yours = It is { $who }'s turn, not yours; you will be mentioned when it is yours.
play-refuse-finished = This game is over, so there is no move to make. Start a new one with `/game new`.
play-refuse-choice-gone = That choice is no longer on offer. Press Play on the table to start again.
play-refuse-move-gone = That move is no longer on offer. Press Play on the table to start again.
play-heading = **Your move** in { $game } game #{ $id }
# The choices made so far, joined by arrows.
play-so-far = So far: { $steps }
# A proposal (a trade offer) as a question; "Confirm" and "Back" are the buttons under it.
play-question-back = { $question }
    Confirm, or go Back.
play-question = { $question }
    Confirm.
play-preview-only = { $heading }: { $words }
    Confirm to play it.
play-preview-back = { $heading }: { $words }
    The board below shows it played. Confirm to play it, or go Back.
play-preview = { $heading }: { $words }
    The board below shows it played. Confirm to play it.
play-stale = The { $game } game #{ $id } has moved on since you opened this, so these choices may no longer fit. Start again from the position as it is now.
# $words: the move in words with its notation ("small on f3 (f3 S)").
play-done-words = Done: your move, { $words }, is stored. The board is posted in the channel.

## The web table's buttons (with Play's picker, /next and /board private:true)
play-open-board = Open the board
# Opens the same page inside Discord, as an Activity.
play-open-in-discord = Open in Discord
