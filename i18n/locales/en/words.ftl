# Words shared by the games' engines (rules/words, rules/steps). Variables in { } keep their names.

# A player named by seat number (0-based, as in the notation) where no name is known.
words-seat = seat { $seat }

## Sizes, directions and counts, inside the lines below
# A pyramid's size inside a sentence. $size is S, M or L.
words-size = { $size ->
    [S] small
    [M] medium
   *[L] large
}
# The same as a line or a choice starts.
words-size-start = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
}
# A compass direction. $direction is N, E, S or W.
words-direction = { $direction ->
    [N] North
    [E] East
    [S] South
   *[W] West
}
# So many pyramids of a size, in a list of holdings: "2 small".
words-count = { $count } { $size ->
    [S] small
    [M] medium
   *[L] large
}
# Two parts of a list of holdings, joined by a comma only ("2 small, 5 large").
words-comma = { $head }, { $tail }
# Squares to choose from: $head is "a, b" (notation), $last the last one.
words-or = { $head } or { $last }
# A list of holdings with nothing in it.
words-none = none

## Whose turn, results (the text board's first line)
words-turn-draw = The game is over: a draw.
# $winners: names joined by "and"; $count: how many (for languages whose verb agrees).
words-turn-won = The game is over: { $winners } { $count ->
    [one] won
   *[other] won
}.
words-turn-to-move = { $seats } to move.
words-resigned = { $seat } resigned.
words-has-left = { $seat } has left: { $left }.
# One square of the text board: "a1: alice's small".
words-square-line = { $square }: { $what }
# Why a game ended: the next player could not move.
words-end-no-move = { $seat } has no legal move

## The Play picker's steps shared by the board games
words-prompt-move = Which move?
words-prompt-row = Which row?
words-prompt-square = Which square?
words-prompt-size = Which size?
words-step-square = Square { $square }
words-step-row = Row { $row }

## Refusals of any game's move (after "That move is not legal: ")
words-refuse-over = the game is over
words-refuse-not-in-game = { $seat } is not in this game
words-refuse-not-playing = { $seat } is not playing in this game
words-refuse-resigned = you have resigned from this game
words-refuse-empty = type a move; { $hint }
words-refuse-turn = it is { $seat }'s turn
words-refuse-nobody = nobody can move now
# Ends many refusals: $example is one legal move (notation), $count how many there are.
words-hint-examples = for example `{ $example }`; the list under /move shows all { $count } legal moves, or press { play-button } on the table to pick one step by step
words-hint-none = you have no legal move now
# The bot's reply to a refused move: $reason is one of the refusals above or a game's.

## The end of a game and whose turn (posts, /games, the web table)
# $how: play, resign, agreement or timeout.
words-result-draw = Game over: a draw{ $how ->
    [resign] {" "}by resignation
    [agreement] {" "}by agreement
    [timeout] {" "}on time
   *[play] {""}
}.
# $winners: names joined by "and"; $count: how many share the win.
words-result-won = Game over: **{ $winners }** { $count ->
    [one] wins
   *[other] share the win
}{ $how ->
    [resign] {" "}by resignation
    [agreement] {" "}by agreement
    [timeout] {" "}on time
   *[play] {""}
}.
# One player's final score in the list after the result: "alice 12".
words-result-score = { $name } { $score }
words-result-scores = Final scores: { $scores }.

## How many players a game is for ($game: its title)
words-player-count-exactly = { $game } is for exactly { $count } players
words-player-count-range = { $game } is for { $least } to { $most } players
