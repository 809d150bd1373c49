# Synapse-Ice's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
synapse-label = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} sur { $square } pointant plein { $direction ->
    [N] nord
    [E] est
    [S] sud
   *[W] ouest
} vers { $target } ({ $move })
synapse-move = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} sur { $square } pointant plein { $direction ->
    [N] nord
    [E] est
    [S] sud
   *[W] ouest
} vers { $target } ({ $move })
synapse-step-piece = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} pointant plein { $direction ->
    [N] nord
    [E] est
    [S] sud
   *[W] ouest
} vers { $target } ({ $move })
synapse-prompt-piece = Quelle pyramide, pointant où ?

## Refusals (after "That move is not legal: ")
synapse-refuse-first-square = la première pyramide peut aller sur n'importe quelle case, alors indique aussi la case, par ex. `c3 M N`
synapse-refuse-shape = `{ $text }` n'est pas un coup ; un coup s'écrit `c3 M N` : une case, une taille S/M/L et une direction N/E/S/W ; { $hint }
synapse-refuse-shape-forced = `{ $text }` n'est pas un coup ; un coup s'écrit `M N` (la case est imposée) ou `c3 M N` : une case, une taille S/M/L et une direction N/E/S/W ; { $hint }
synapse-refuse-square = `{ $square }` n'est pas une case ; les cases vont de a1 à f5
synapse-refuse-forced = la prochaine pyramide doit aller sur { $square }, là où pointe la dernière ; { $hint }
synapse-refuse-occupied = { $square } est occupée
synapse-refuse-none-left = tu n'as plus de { $size } ; { $hint }
synapse-refuse-off-board = { $move } pointe hors du plateau ; { $hint }
synapse-refuse-target-occupied = { $move } pointe vers { $target }, qui est occupée ; une pyramide doit pointer vers une case vide ; { $hint }

## Status under the board, the text board
synapse-status = Pyramides restantes : { $first } { $first_left } ; { $second } { $second_left }.
synapse-words-forced = La prochaine pyramide va sur { $square }.
synapse-words-first = La première pyramide peut aller n'importe où.
synapse-words-piece = { $square } : { $size } de { $seat }, pointe plein { $direction }
