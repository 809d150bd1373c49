# Epicycle's words: moves, refusals, the text board. Variables in { } keep their names.
# $size, $taken: S, M or L; $direction: cw or ccw; $move: the notation, as it is.

## A move in words: as a choice starts (label), and inside a sentence (move)
epicycle-label = { $size ->
    [S] Small
    [M] Medium
   *[L] Large
} into the gap, take the { $taken ->
    [S] small
    [M] medium
   *[L] large
} { $steps } { $steps ->
    [one] space
   *[other] spaces
} { $direction ->
    [cw] clockwise
   *[ccw] counter-clockwise
} ({ $move })
epicycle-move = { $size ->
    [S] small
    [M] medium
   *[L] large
} into the gap, take the { $taken ->
    [S] small
    [M] medium
   *[L] large
} { $steps } { $steps ->
    [one] space
   *[other] spaces
} { $direction ->
    [cw] clockwise
   *[ccw] counter-clockwise
} ({ $move })
# A Play choice that makes the mover hold three of a size, which loses at once.
epicycle-step-loses = { $label } — you would lose at once
epicycle-prompt = Which piece do you take?

## Refusals (after "That move is not legal: ")
epicycle-refuse-shape = `{ $text }` is not a move; moves look like `M ccw` (a size S, M or L you hold, then cw or ccw); { $hint }
# $held: the sizes held, in notation ("S S M").
epicycle-refuse-not-held = you have no { $size } (you hold { $held }); { $hint }
epicycle-refuse-empty = space { $space } is empty
epicycle-refuse-same-size = you must take a piece of another size than { $size }: { $steps } { $steps ->
    [one] space
   *[other] spaces
} { $direction ->
    [cw] clockwise
   *[ccw] counter-clockwise
} of the gap (space { $space }) is an { $taken }; { $hint }

## Status under the board, the end, the text board
# The three pyramids a player holds.
epicycle-held = { $first }, { $second }, { $third }
epicycle-status = In hand: { $first } { $first_held }; { $second } { $second_held }.
epicycle-end-no-first-move = { $seat } has no legal first move
epicycle-end-three = { $seat } holds three { $size ->
    [S] small
    [M] medium
   *[L] large
} pyramids
epicycle-end-repetition = The same position came up a third time
epicycle-end-repetition-inside = the same position came up a third time
epicycle-words-holds = { $seat } holds: { $held }.
epicycle-words-ring = The ring, clockwise (9 is next to 0):
epicycle-words-space = { $space }: { $piece }
epicycle-words-gap = { $space }: the gap
epicycle-words-seen = Seen { $times } times (the third time is a draw).

## Options, as a lobby lists them when set ($value: yes or no)
epicycle-option-random-setup = { $value ->
    [yes] the ring pieces are shuffled at the start
   *[no] not: the ring pieces are shuffled at the start
}
