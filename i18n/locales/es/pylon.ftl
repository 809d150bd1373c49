# Pylon's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
pylon-label-place = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} en { $square } ({ $move })
pylon-move-place = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} en { $square } ({ $move })
pylon-label-stack = Pila de { $source } sobre { $square }, { $height } de alto ({ $move })
pylon-move-stack = pila de { $source } sobre { $square }, { $height } de alto ({ $move })

## The Play picker
pylon-step-size = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} (quedan { $left })
pylon-step-stack-top = arriba la { $size } de { $seat }
pylon-step-stack-high = { $height } de alto, arriba la { $size } de { $seat }
pylon-step-stack = La pila de { $square } ({ $stack })
pylon-step-onto = Al { $direction }, sobre { $square } ({ $stack }), { $height } de alto ({ $move })
pylon-prompt-where = ¿Adónde?
pylon-prompt-stack = ¿Qué pila?

## Refusals (after "That move is not legal: ")
pylon-refuse-not-stacking = el apilamiento empieza cuando el tablero está lleno ({ $placed } de { $total } colocadas); ahora coloca una pirámide, p. ej. `d2 L`; { $hint }
pylon-refuse-place-shape = `{ $text }` no es una jugada; en la fase de colocación las jugadas se escriben `d2 L` (una casilla y luego un tamaño S/M/L); { $hint }
pylon-refuse-occupied = { $square } está ocupada
pylon-refuse-none-left = no te queda ninguna { $size }; { $hint }
pylon-refuse-stacking-on = el tablero está lleno, así que es la fase de apilamiento: mueve una pirámide o pila sobre una vecina, p. ej. `c3-c4`; { $hint }
pylon-refuse-stack-shape = `{ $text }` no es una jugada; las jugadas se escriben `c3-c4` (la pila de c3 va sobre c4); { $hint }
pylon-refuse-source-empty = { $square } está vacía (una casilla que se vacía sigue vacía); { $hint }
pylon-refuse-not-next = { $square } no está ortogonalmente junto a { $source }; una pila se mueve una casilla al norte, este, sur u oeste
pylon-refuse-dest-empty = { $square } está vacía; una pila solo puede moverse sobre una casilla ocupada
pylon-refuse-larger = la pirámide de abajo en { $source } ({ $bottom }) es más grande que la de arriba en { $square } ({ $top }); una pirámide nunca va sobre una más pequeña

## Status under the board, the end, the text board
pylon-status-placement = Colocando pirámides: { $placed } de { $total } casillas ocupadas. Puntos: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-stacking = Apilamiento. Puntos: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-over = Final. Puntos: { $first } { $first_score }, { $second } { $second_score }.
pylon-end-no-stacking = No queda ninguna jugada de apilamiento
pylon-end-no-stacking-inside = no queda ninguna jugada de apilamiento
pylon-words-phase = { $phase ->
    [placement] Fase de colocación.
    [stacking] Fase de apilamiento.
   *[over] Partida terminada.
}
pylon-words-score = Puntos: { $first } { $first_score }, { $second } { $second_score }.
pylon-words-piece = { $size } de { $seat }
pylon-words-stack = { $size } de { $seat }, { $height } de alto, base { $base }
pylon-words-empty = Casillas vacías:
