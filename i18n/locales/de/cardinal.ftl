# Cardinal Connections' words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
cardinal-label = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} auf { $square } { $orient ->
    [U] aufrecht
    [N] nach Norden
    [E] nach Osten
    [S] nach Süden
   *[W] nach Westen
} ({ $move })
cardinal-label-take = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} auf { $square } { $orient ->
    [U] aufrecht
    [N] nach Norden
    [E] nach Osten
    [S] nach Süden
   *[W] nach Westen
}, nimm die oberste von { $take } ({ $move })
cardinal-move = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} auf { $square } { $orient ->
    [U] aufrecht
    [N] nach Norden
    [E] nach Osten
    [S] nach Süden
   *[W] nach Westen
} ({ $move })
cardinal-move-take = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} auf { $square } { $orient ->
    [U] aufrecht
    [N] nach Norden
    [E] nach Osten
    [S] nach Süden
   *[W] nach Westen
}, nimmt die oberste von { $take } ({ $move })

## The Play picker
cardinal-step-row = Reihe y={ $y } (x { $first } bis { $last })
cardinal-step-facing = Nach { $direction }, auf die Seite von { $seat }
cardinal-step-facing-nobody = Nach { $direction }, auf niemandes Seite
cardinal-step-facing-upright = Aufrecht
cardinal-step-piece = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} nach { $direction }, auf die Seite von { $seat }
cardinal-step-piece-nobody = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} nach { $direction }, auf niemandes Seite
cardinal-step-piece-upright = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} aufrecht
cardinal-step-taking = { $facing }, nimmt die oberste von { $take }
cardinal-step-take = Nimm die oberste von { $square } (eine { $size } aufrechte Pyramide)
cardinal-prompt-facing = In welche Richtung zeigt sie?
cardinal-prompt-piece = Welche Pyramide?
cardinal-prompt-take = Welche aufrechte Pyramide nimmst du?

## Refusals (after "That move is not legal: ")
cardinal-refuse-shape = schreib einen Zug als `<Größe> <x>,<y> <U|N|E|S|W>`, dazu `take <x>,<y>`, wenn du eine aufrechte Pyramide wegnimmst, z. B. { $example }; { $hint }
cardinal-refuse-pool = im Pool ist kein { $size }
cardinal-refuse-occupied = { $square } ist besetzt
cardinal-refuse-not-next = setz neben eine Pyramide (waagerecht oder senkrecht)
cardinal-refuse-choose-take = wähl, welche Pyramide du nimmst: { $squares }
cardinal-refuse-no-upright = auf { $square } steht keine aufrechte Pyramide neben deiner

## Status under the board, the end, the text board
cardinal-seat-score = { $seat } ({ $direction }) { $score }
cardinal-status = Pool: { $pool }. Punkte: { $scores }.
cardinal-pool-empty = leer
cardinal-end-pool = Der Pool ist leer
cardinal-end-pool-inside = der Pool ist leer
cardinal-words-seat = { $seat } sitzt im { $direction }, { $score } { $score ->
    [one] Punkt
   *[other] Punkte
}.
cardinal-words-pool = Pool: { $pool }.
cardinal-words-squares = Felder sind x,y (x nach Osten, y nach Norden):
cardinal-words-upright = { $size } Pyramide, aufrecht
cardinal-words-pointing = { $size } Pyramide, zeigt nach { $direction }
cardinal-words-stack = { $square }: Stapel aus { $height }, oben { $top }
