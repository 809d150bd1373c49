# Synapse-Ice's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
synapse-label = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} auf { $square }, zeigt nach { $direction ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
} auf { $target } ({ $move })
synapse-move = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} auf { $square }, zeigt nach { $direction ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
} auf { $target } ({ $move })
synapse-step-piece = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
}, zeigt nach { $direction ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
} auf { $target } ({ $move })
synapse-prompt-piece = Welche Pyramide, in welche Richtung?

## Refusals (after "That move is not legal: ")
synapse-refuse-first-square = die erste Pyramide darf auf jedes Feld, also nenn auch das Feld, z. B. `c3 M N`
synapse-refuse-shape = `{ $text }` ist kein Zug; Züge sehen aus wie `c3 M N`: ein Feld, eine Größe S/M/L und eine Richtung N/E/S/W; { $hint }
synapse-refuse-shape-forced = `{ $text }` ist kein Zug; Züge sehen aus wie `M N` (das Feld steht fest) oder `c3 M N`: ein Feld, eine Größe S/M/L und eine Richtung N/E/S/W; { $hint }
synapse-refuse-square = `{ $square }` ist kein Feld; die Felder reichen von a1 bis f5
synapse-refuse-forced = die nächste Pyramide muss auf { $square }, wohin die letzte zeigt; { $hint }
synapse-refuse-occupied = { $square } ist besetzt
synapse-refuse-none-left = du hast kein { $size } mehr; { $hint }
synapse-refuse-off-board = { $move } zeigt über den Brettrand hinaus; { $hint }
synapse-refuse-target-occupied = { $move } zeigt auf { $target }, und das ist besetzt; eine Pyramide muss auf ein leeres Feld zeigen; { $hint }

## Status under the board, the text board
synapse-status = Übrige Pyramiden: { $first } { $first_left }; { $second } { $second_left }.
synapse-words-forced = Die nächste Pyramide kommt auf { $square }.
synapse-words-first = Die erste Pyramide darf überallhin.
synapse-words-piece = { $square }: { $size } Pyramide von { $seat }, zeigt nach { $direction }
