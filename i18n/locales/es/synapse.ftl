# Synapse-Ice's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
synapse-label = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} en { $square } apuntando al { $direction ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}, a { $target } ({ $move })
synapse-move = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} en { $square } apuntando al { $direction ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}, a { $target } ({ $move })
synapse-step-piece = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} apuntando al { $direction ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}, a { $target } ({ $move })
synapse-prompt-piece = ¿Qué pirámide, apuntando adónde?

## Refusals (after "That move is not legal: ")
synapse-refuse-first-square = la primera pirámide puede ir en cualquier casilla, así que indica también la casilla, p. ej. `c3 M N`
synapse-refuse-shape = `{ $text }` no es una jugada; las jugadas se escriben `c3 M N`: una casilla, un tamaño S/M/L y una dirección N/E/S/W; { $hint }
synapse-refuse-shape-forced = `{ $text }` no es una jugada; las jugadas se escriben `M N` (la casilla es obligada) o `c3 M N`: una casilla, un tamaño S/M/L y una dirección N/E/S/W; { $hint }
synapse-refuse-square = `{ $square }` no es una casilla; las casillas van de a1 a f5
synapse-refuse-forced = la siguiente pirámide debe ir en { $square }, adonde apunta la última; { $hint }
synapse-refuse-occupied = { $square } está ocupada
synapse-refuse-none-left = no te queda ninguna { $size }; { $hint }
synapse-refuse-off-board = { $move } apunta fuera del tablero; { $hint }
synapse-refuse-target-occupied = { $move } apunta a { $target }, que está ocupada; una pirámide debe apuntar a una casilla vacía; { $hint }

## Status under the board, the text board
synapse-status = Pirámides restantes: { $first } { $first_left }; { $second } { $second_left }.
synapse-words-forced = La siguiente pirámide va en { $square }.
synapse-words-first = La primera pirámide puede ir en cualquier sitio.
synapse-words-piece = { $square }: { $size } de { $seat }, apunta al { $direction }
