# Pylon's words: moves, refusals, the text board. Variables in { } keep their names.
# $size, $bottom, $top: S, M or L; $square, $source, $move: notation, as it is.

## A move in words: as a choice starts (label), and inside a sentence (move)
pylon-label-place = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} on { $square } ({ $move })
pylon-move-place = { $size ->
    [S] small
    [M] medium
   *[L] large
} on { $square } ({ $move })
pylon-label-stack = Stack from { $source } onto { $square }, { $height } high ({ $move })
pylon-move-stack = stack from { $source } onto { $square }, { $height } high ({ $move })

## The Play picker
# A size to place, with how many of it are left.
pylon-step-size = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} ({ $left } left)
# A stack described inside a choice: "alice's small on top", "3 high, alice's small on top".
pylon-step-stack-top = { $seat }'s { $size } on top
pylon-step-stack-high = { $height } high, { $seat }'s { $size } on top
pylon-step-stack = The stack on { $square } ({ $stack })
# Where a stack goes: "North onto c4 (bob's large on top), 2 high (c3-c4)".
pylon-step-onto = { $direction } onto { $square } ({ $stack }), { $height } high ({ $move })
pylon-prompt-where = Where to?
pylon-prompt-stack = Which stack?

## Refusals (after "That move is not legal: ")
pylon-refuse-not-stacking = stacking starts when the board is full ({ $placed } of { $total } placed); now place a pyramid, e.g. `d2 L`; { $hint }
pylon-refuse-place-shape = `{ $text }` is not a move; in the placement phase moves look like `d2 L` (a square, then a size S/M/L); { $hint }
pylon-refuse-occupied = { $square } is occupied
pylon-refuse-none-left = you have no { $size } left; { $hint }
pylon-refuse-stacking-on = the board is full, so the stacking phase is on: move a pyramid or stack onto a neighbour, e.g. `c3-c4`; { $hint }
pylon-refuse-stack-shape = `{ $text }` is not a move; moves look like `c3-c4` (move the stack on c3 onto c4); { $hint }
pylon-refuse-source-empty = { $square } is empty (a vacated square stays empty); { $hint }
pylon-refuse-not-next = { $square } is not orthogonally next to { $source }; a stack moves one square north, east, south or west
pylon-refuse-dest-empty = { $square } is empty; a stack may only move onto an occupied square
pylon-refuse-larger = the bottom pyramid on { $source } ({ $bottom }) is larger than the top pyramid on { $square } ({ $top }); a pyramid may never go on a smaller one

## Status under the board, the end, the text board
pylon-status-placement = Placing pieces: { $placed } of { $total } squares filled. Score: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-stacking = Stacking. Score: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-over = Final. Score: { $first } { $first_score }, { $second } { $second_score }.
pylon-end-no-stacking = No stacking move is left
pylon-end-no-stacking-inside = no stacking move is left
pylon-words-phase = { $phase ->
    [placement] Placement phase.
    [stacking] Stacking phase.
   *[over] Over phase.
}
pylon-words-score = Score: { $first } { $first_score }, { $second } { $second_score }.
# One pyramid on a square: "alice's small".
pylon-words-piece = { $seat }'s { $size }
# A stack: "alice's small, 3 high, large base" (only the top scores; the base limits moves).
pylon-words-stack = { $seat }'s { $size }, { $height } high, { $base } base
pylon-words-empty = Empty squares:
