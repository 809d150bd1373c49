# Synapse-Ice's words: moves, refusals, the text board. Variables in { } keep their names.
# $size: S, M or L; $direction: N, E, S or W; $square, $target, $move: notation, as it is.

## A move in words: as a choice starts (label), and inside a sentence (move)
synapse-label = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square } pointing { $direction ->
    [N] North
    [E] East
    [S] South
   *[W] West
} at { $target } ({ $move })
synapse-move = { $size ->
    [S] small
    [M] medium
   *[L] large
} on { $square } pointing { $direction ->
    [N] North
    [E] East
    [S] South
   *[W] West
} at { $target } ({ $move })
# A Play choice once the square is chosen: the piece and where it points.
synapse-step-piece = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} pointing { $direction ->
    [N] North
    [E] East
    [S] South
   *[W] West
} at { $target } ({ $move })
synapse-prompt-piece = Which piece, pointing where?

## Refusals (after "That move is not legal: ")
synapse-refuse-first-square = the first piece may go on any square, so name the square too, e.g. `c3 M N`
synapse-refuse-shape = `{ $text }` is not a move; moves look like `c3 M N`: a square, a size S/M/L and a direction N/E/S/W; { $hint }
synapse-refuse-shape-forced = `{ $text }` is not a move; moves look like `M N` (the square is forced) or `c3 M N`: a square, a size S/M/L and a direction N/E/S/W; { $hint }
synapse-refuse-square = `{ $square }` is not a square; squares run from a1 to f5
synapse-refuse-forced = the next piece must go on { $square }, where the last piece points; { $hint }
synapse-refuse-occupied = { $square } is occupied
synapse-refuse-none-left = you have no { $size } left; { $hint }
synapse-refuse-off-board = { $move } points off the board; { $hint }
synapse-refuse-target-occupied = { $move } points at { $target }, which is occupied; a piece must point at an empty square; { $hint }

## Status under the board, the text board
synapse-status = Pieces left: { $first } { $first_left }; { $second } { $second_left }.
synapse-words-forced = The next piece goes on { $square }.
synapse-words-first = The first piece may go anywhere.
# "c3: alice's small, points North"
synapse-words-piece = { $square }: { $seat }'s { $size }, points { $direction }
