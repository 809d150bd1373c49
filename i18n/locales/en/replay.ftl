# Replays and reviews (bot/features/replay): /replay, the Replay GIF button, /review.
# Private answers. Variables in { } keep their names; $game is a game's title, $id its number.

## /replay
# The first line of a replay: $move is the position shown, $last the number of the last.
replay-caption = **Replay** · { $game } · game #{ $id } · move { $move } of { $last }
replay-start = The start
# $who: a player's name; $move: the move in notation.
replay-step-move = { $who }: `{ $move }`
replay-step-resign = { $who } resigned
replay-step-timeout = { $who } ran out of time
replay-step-end = Ended by agreement
replay-goes-on = -# The game goes on: this is its latest position.
# The last position of a finished game: how it ended. $how: replay-result-how.
replay-result-draw = Game over: a draw{ $how }.
# $winner: a name.
replay-result-win = Game over: { $winner } wins{ $how }.
# $winners: names, as a list.
replay-result-share = Game over: { $winners } share the win{ $how }.
# $reason: resign, agreement, timeout, or another way a game ends (said by nothing).
replay-result-how = { $reason ->
    [resign] { " " }by resignation
    [agreement] { " " }by agreement
    [timeout] { " " }on time
   *[other] { "" }
  }
# $scores: each player's name and score, "alice 3, bob 2".
replay-result-scores = { " " }Final scores: { $scores }.
replay-button-first = ⏮ First
replay-button-back = ◀ Back
replay-button-next = Forward ▶
replay-button-last = Last ⏭
# The select's options: a position by number.
replay-jump-move = Move { $move }
replay-jump-placeholder = Jump to a move…
replay-refuse-log = Game #{ $id } cannot be replayed: its move log does not replay ({ $error }).

## The Replay GIF button
# $note: replay-gif-note or nothing.
replay-gif = { $game } game #{ $id }, move by move{ $note }.
# When not every position fits in the file: $kept of $total positions are in it.
replay-gif-note = { " " }(every few moves: { $kept } of { $total } positions, to fit)
# The animation's alt text; $names: the players, as a list.
replay-gif-alt = Animation of { $game } game #{ $id } ({ $names }): { $frames } positions, from the start to the end.
replay-gif-file = game-{ $id }.gif

## /review
replay-review-refuse-unknown = I know no such game on this server. `/games` lists the running ones.
replay-review-refuse-running = Game #{ $id } is not finished: a review shows only finished games, so that nobody gets hints during play.
# The value of a position for the player who moved, with perfect play.
replay-value-win = win
replay-value-draw = draw
replay-value-loss = loss
replay-value-unknown = ?
# $percent: the mover's chance to win, 0 to 100.
replay-value-chance = { $percent }%
# One move: $ply its number, $who the mover, $move the move, $before and $after its values.
replay-review-line = { $ply }. { $who }: { $move } — { $before } → { $after }
# After a move that threw a result away: $value is what it was worth before.
replay-review-threw = { "  " }⚠ threw away a { $value }
replay-review-head = **Review of { $game } game #{ $id }** ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
  }). { $how }
replay-review-exact = Values are exact: win, draw or loss for the player who moved, with perfect play.
replay-review-estimate = Figures are the computer's quick estimate of the mover's chance to win.
replay-review-marked = { $count ->
    [one] { $count } move threw a result away:
   *[other] { $count } moves threw a result away:
  }
replay-review-none-marked = No move threw a result away.
replay-review-file = review-{ $id }.txt
