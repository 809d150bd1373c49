# Cardinal Connections' words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
cardinal-label = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} en { $square } { $orient ->
    [U] de pie
    [N] apuntando al norte
    [E] apuntando al este
    [S] apuntando al sur
   *[W] apuntando al oeste
} ({ $move })
cardinal-label-take = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} en { $square } { $orient ->
    [U] de pie
    [N] apuntando al norte
    [E] apuntando al este
    [S] apuntando al sur
   *[W] apuntando al oeste
}, toma la de arriba de { $take } ({ $move })
cardinal-move = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} en { $square } { $orient ->
    [U] de pie
    [N] apuntando al norte
    [E] apuntando al este
    [S] apuntando al sur
   *[W] apuntando al oeste
} ({ $move })
cardinal-move-take = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
} en { $square } { $orient ->
    [U] de pie
    [N] apuntando al norte
    [E] apuntando al este
    [S] apuntando al sur
   *[W] apuntando al oeste
}, toma la de arriba de { $take } ({ $move })

## The Play picker
cardinal-step-row = Fila y={ $y } (x de { $first } a { $last })
cardinal-step-facing = Al { $direction }, hacia el borde de { $seat }
cardinal-step-facing-nobody = Al { $direction }, hacia el borde de nadie
cardinal-step-facing-upright = De pie
cardinal-step-piece = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} al { $direction }, hacia el borde de { $seat }
cardinal-step-piece-nobody = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} al { $direction }, hacia el borde de nadie
cardinal-step-piece-upright = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
} de pie
cardinal-step-taking = { $facing }, tomando la de arriba de { $take }
cardinal-step-take = Toma la de arriba de { $square } (una { $size } de pie)
cardinal-prompt-facing = ¿Hacia dónde apunta?
cardinal-prompt-piece = ¿Qué pirámide?
cardinal-prompt-take = ¿Qué pirámide de pie tomas?

## Refusals (after "That move is not legal: ")
cardinal-refuse-shape = escribe una jugada como `<tamaño> <x>,<y> <U|N|E|S|W>`, más `take <x>,<y>` cuando retiras una pirámide de pie, p. ej. { $example }; { $hint }
cardinal-refuse-pool = la reserva común no tiene ninguna { $size }
cardinal-refuse-occupied = { $square } está ocupada
cardinal-refuse-not-next = juega junto a una pirámide (ortogonalmente)
cardinal-refuse-choose-take = elige qué pirámide tomas: { $squares }
cardinal-refuse-no-upright = { $square } no tiene ninguna pirámide de pie junto a la tuya

## Status under the board, the end, the text board
cardinal-seat-score = { $seat } ({ $direction }) { $score }
cardinal-status = Reserva común: { $pool }. Puntos: { $scores }.
cardinal-pool-empty = vacía
cardinal-end-pool = La reserva común está vacía
cardinal-end-pool-inside = la reserva común está vacía
cardinal-words-seat = { $seat } se sienta al { $direction }, { $score } { $score ->
    [one] punto
   *[other] puntos
}.
cardinal-words-pool = Reserva común: { $pool }.
cardinal-words-squares = Las casillas son x,y (x hacia el este, y hacia el norte):
cardinal-words-upright = { $size } de pie
cardinal-words-pointing = { $size } apuntando al { $direction }
cardinal-words-stack = { $square }: pila de { $height }, arriba { $top }
