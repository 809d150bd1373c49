# Epicycle's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
epicycle-label = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} dans le trou, prends la { $taken ->
    [S] petite
    [M] moyenne
   *[L] grande
} à { $steps } { $steps ->
    [one] case
   *[other] cases
} { $direction ->
    [cw] dans le sens horaire
   *[ccw] dans le sens antihoraire
} ({ $move })
epicycle-move = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} dans le trou, prend la { $taken ->
    [S] petite
    [M] moyenne
   *[L] grande
} à { $steps } { $steps ->
    [one] case
   *[other] cases
} { $direction ->
    [cw] dans le sens horaire
   *[ccw] dans le sens antihoraire
} ({ $move })
epicycle-step-loses = { $label } — tu perdrais aussitôt
epicycle-prompt = Quelle pyramide prends-tu ?

## Refusals (after "That move is not legal: ")
epicycle-refuse-shape = `{ $text }` n'est pas un coup ; un coup s'écrit `M ccw` (une taille S, M ou L que tu as, puis cw ou ccw) ; { $hint }
epicycle-refuse-not-held = tu n'as pas de { $size } (tu as { $held }) ; { $hint }
epicycle-refuse-empty = la case { $space } est vide
epicycle-refuse-same-size = tu dois prendre une pyramide d'une autre taille que { $size } : à { $steps } { $steps ->
    [one] case
   *[other] cases
} du trou { $direction ->
    [cw] dans le sens horaire
   *[ccw] dans le sens antihoraire
} (case { $space }) se trouve un { $taken } ; { $hint }

## Status under the board, the end, the text board
epicycle-held = { $first }, { $second }, { $third }
epicycle-status = En main : { $first } { $first_held } ; { $second } { $second_held }.
epicycle-end-no-first-move = { $seat } n'a aucun premier coup légal
epicycle-end-three = { $seat } a trois { $size ->
    [S] petites
    [M] moyennes
   *[L] grandes
} pyramides
epicycle-end-repetition = La même position est revenue une troisième fois
epicycle-end-repetition-inside = la même position est revenue une troisième fois
epicycle-words-holds = { $seat } a : { $held }.
epicycle-words-ring = L'anneau, dans le sens horaire (9 est voisin de 0) :
epicycle-words-space = { $space } : { $piece }
epicycle-words-gap = { $space } : le trou
epicycle-words-seen = Vue { $times } fois (la troisième fois, c'est match nul).

## Options, as a lobby lists them when set ($value: yes or no)
epicycle-option-random-setup = { $value ->
    [yes] les pyramides de l'anneau sont mélangées au départ
   *[no] non : les pyramides de l'anneau sont mélangées au départ
}
