# Epicycle's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
epicycle-label = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} al hueco, toma la { $taken ->
    [S] pequeña
    [M] mediana
   *[L] grande
} a { $steps } { $steps ->
    [one] casilla
   *[other] casillas
} { $direction ->
    [cw] en sentido horario
   *[ccw] en sentido antihorario
} ({ $move })
epicycle-move = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} al hueco, toma la { $taken ->
    [S] pequeña
    [M] mediana
   *[L] grande
} a { $steps } { $steps ->
    [one] casilla
   *[other] casillas
} { $direction ->
    [cw] en sentido horario
   *[ccw] en sentido antihorario
} ({ $move })
epicycle-step-loses = { $label } — perderías en el acto
epicycle-prompt = ¿Qué pirámide tomas?

## Refusals (after "That move is not legal: ")
epicycle-refuse-shape = `{ $text }` no es una jugada; las jugadas se escriben `M ccw` (un tamaño S, M o L que tengas, y luego cw o ccw); { $hint }
epicycle-refuse-not-held = no tienes ninguna { $size } (tienes { $held }); { $hint }
epicycle-refuse-empty = la casilla { $space } está vacía
epicycle-refuse-same-size = debes tomar una pirámide de otro tamaño que { $size }: a { $steps } { $steps ->
    [one] casilla
   *[other] casillas
} del hueco { $direction ->
    [cw] en sentido horario
   *[ccw] en sentido antihorario
} (casilla { $space }) hay una { $taken }; { $hint }

## Status under the board, the end, the text board
epicycle-held = { $first }, { $second }, { $third }
epicycle-status = En la mano: { $first } { $first_held }; { $second } { $second_held }.
epicycle-end-no-first-move = { $seat } no tiene ninguna primera jugada legal
epicycle-end-three = { $seat } tiene tres pirámides { $size ->
    [S] pequeñas
    [M] medianas
   *[L] grandes
}
epicycle-end-repetition = La misma posición se repitió por tercera vez
epicycle-end-repetition-inside = la misma posición se repitió por tercera vez
epicycle-words-holds = { $seat } tiene: { $held }.
epicycle-words-ring = El anillo, en sentido horario (el 9 está junto al 0):
epicycle-words-space = { $space }: { $piece }
epicycle-words-gap = { $space }: el hueco
epicycle-words-seen = Vista { $times } veces (la tercera vez es empate).

## Options, as a lobby lists them when set ($value: yes or no)
epicycle-option-random-setup = { $value ->
    [yes] las pirámides del anillo se barajan al empezar
   *[no] no: las pirámides del anillo se barajan al empezar
}
