# Epicycle's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
epicycle-label = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} in die Lücke, nimm die { $taken ->
    [S] kleine
    [M] mittlere
   *[L] große
} { $steps } { $steps ->
    [one] Feld
   *[other] Felder
} { $direction ->
    [cw] im Uhrzeigersinn
   *[ccw] gegen den Uhrzeigersinn
} ({ $move })
epicycle-move = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} in die Lücke, nimmt die { $taken ->
    [S] kleine
    [M] mittlere
   *[L] große
} { $steps } { $steps ->
    [one] Feld
   *[other] Felder
} { $direction ->
    [cw] im Uhrzeigersinn
   *[ccw] gegen den Uhrzeigersinn
} ({ $move })
epicycle-step-loses = { $label } — damit verlierst du sofort
epicycle-prompt = Welche Pyramide nimmst du?

## Refusals (after "That move is not legal: ")
epicycle-refuse-shape = `{ $text }` ist kein Zug; Züge sehen aus wie `M ccw` (eine Größe S, M oder L, die du hast, dann cw oder ccw); { $hint }
epicycle-refuse-not-held = du hast kein { $size } (du hast { $held }); { $hint }
epicycle-refuse-empty = Feld { $space } ist leer
epicycle-refuse-same-size = du musst eine Pyramide einer anderen Größe als { $size } nehmen: { $steps } { $steps ->
    [one] Feld
   *[other] Felder
} { $direction ->
    [cw] im Uhrzeigersinn
   *[ccw] gegen den Uhrzeigersinn
} von der Lücke (Feld { $space }) liegt ein { $taken }; { $hint }

## Status under the board, the end, the text board
epicycle-held = { $first }, { $second }, { $third }
epicycle-status = In der Hand: { $first } { $first_held }; { $second } { $second_held }.
epicycle-end-no-first-move = { $seat } hat keinen legalen ersten Zug
epicycle-end-three = { $seat } hat drei { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} Pyramiden
epicycle-end-repetition = Dieselbe Stellung kam zum dritten Mal vor
epicycle-end-repetition-inside = dieselbe Stellung kam zum dritten Mal vor
epicycle-words-holds = { $seat } hat: { $held }.
epicycle-words-ring = Der Ring im Uhrzeigersinn (auf 9 folgt 0):
epicycle-words-space = { $space }: { $piece }
epicycle-words-gap = { $space }: die Lücke
epicycle-words-seen = { $times } Mal gesehen (beim dritten Mal ist es unentschieden).

## Options, as a lobby lists them when set ($value: yes or no)
epicycle-option-random-setup = { $value ->
    [yes] die Pyramiden des Rings werden zu Beginn gemischt
   *[no] nicht: die Pyramiden des Rings werden zu Beginn gemischt
}
