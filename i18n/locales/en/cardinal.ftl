# Cardinal Connections' words: moves, refusals, the text board. Variables in { } keep their names.
# $size: S, M or L; $orient: U (upright) or N, E, S, W (lying flat, pointing that way);
# $square, $take, $move: squares x,y and notation, as they are.

## A move in words: as a choice starts (label), and inside a sentence (move)
cardinal-label = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square } { $orient ->
    [U] upright
    [N] pointing North
    [E] pointing East
    [S] pointing South
   *[W] pointing West
} ({ $move })
cardinal-label-take = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square } { $orient ->
    [U] upright
    [N] pointing North
    [E] pointing East
    [S] pointing South
   *[W] pointing West
}, take the top of { $take } ({ $move })
cardinal-move = { $size ->
    [S] small
    [M] medium
   *[L] large
} on { $square } { $orient ->
    [U] upright
    [N] pointing North
    [E] pointing East
    [S] pointing South
   *[W] pointing West
} ({ $move })
cardinal-move-take = { $size ->
    [S] small
    [M] medium
   *[L] large
} on { $square } { $orient ->
    [U] upright
    [N] pointing North
    [E] pointing East
    [S] pointing South
   *[W] pointing West
}, take the top of { $take } ({ $move })

## The Play picker
# A row of squares along y, when a row has more than a menu holds: "Row y=2 (x -3 to 4)".
cardinal-step-row = Row y={ $y } (x { $first } to { $last })
# Which way the piece faces; $seat is the player whose edge it points at.
cardinal-step-facing = Pointing { $direction }, at { $seat }'s edge
cardinal-step-facing-nobody = Pointing { $direction }, at nobody's edge
cardinal-step-facing-upright = Upright
# The size and the facing in one choice ($size: S, M or L).
cardinal-step-piece = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} pointing { $direction }, at { $seat }'s edge
cardinal-step-piece-nobody = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} pointing { $direction }, at nobody's edge
cardinal-step-piece-upright = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} upright
# A facing whose compulsory take is said with it.
cardinal-step-taking = { $facing }, taking the top of { $take }
cardinal-step-take = Take the top of { $square } (a { $size } upright)
cardinal-prompt-facing = Which way does it face?
cardinal-prompt-piece = Which piece?
cardinal-prompt-take = Which upright piece do you take?

## Refusals (after "That move is not legal: ")
cardinal-refuse-shape = write a move as `<size> <x>,<y> <U|N|E|S|W>`, plus `take <x>,<y>` when you remove an upright piece, e.g. { $example }; { $hint }
cardinal-refuse-pool = the pool has no { $size }
cardinal-refuse-occupied = { $square } is occupied
cardinal-refuse-not-next = play next to a piece (orthogonally)
# $squares: the squares to choose from ("0,1 or 1,1").
cardinal-refuse-choose-take = choose which piece to take: { $squares }
cardinal-refuse-no-upright = { $square } holds no upright piece next to your piece

## Status under the board, the end, the text board
cardinal-seat-score = { $seat } ({ $direction }) { $score }
cardinal-status = Pool: { $pool }. Score: { $scores }.
cardinal-pool-empty = empty
cardinal-end-pool = The pool is empty
cardinal-end-pool-inside = the pool is empty
cardinal-words-seat = { $seat } sits { $direction }, score { $score }.
cardinal-words-pool = Pool: { $pool }.
cardinal-words-squares = Squares are x,y (x east, y north):
cardinal-words-upright = { $size } upright
cardinal-words-pointing = { $size } pointing { $direction }
cardinal-words-stack = { $square }: stack of { $height }, { $top } on top
