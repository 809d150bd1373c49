# Cardinal Connections' words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
cardinal-label = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} sur { $square } { $orient ->
    [U] debout
    [N] pointant plein nord
    [E] pointant plein est
    [S] pointant plein sud
   *[W] pointant plein ouest
} ({ $move })
cardinal-label-take = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} sur { $square } { $orient ->
    [U] debout
    [N] pointant plein nord
    [E] pointant plein est
    [S] pointant plein sud
   *[W] pointant plein ouest
}, prends le haut de { $take } ({ $move })
cardinal-move = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} sur { $square } { $orient ->
    [U] debout
    [N] pointant plein nord
    [E] pointant plein est
    [S] pointant plein sud
   *[W] pointant plein ouest
} ({ $move })
cardinal-move-take = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} sur { $square } { $orient ->
    [U] debout
    [N] pointant plein nord
    [E] pointant plein est
    [S] pointant plein sud
   *[W] pointant plein ouest
}, prend le haut de { $take } ({ $move })

## The Play picker
cardinal-step-row = Rangée y={ $y } (x de { $first } à { $last })
cardinal-step-facing = Plein { $direction }, vers le bord de { $seat }
cardinal-step-facing-nobody = Plein { $direction }, vers le bord de personne
cardinal-step-facing-upright = Debout
cardinal-step-piece = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} plein { $direction }, vers le bord de { $seat }
cardinal-step-piece-nobody = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} plein { $direction }, vers le bord de personne
cardinal-step-piece-upright = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} debout
cardinal-step-taking = { $facing }, en prenant le haut de { $take }
cardinal-step-take = Prendre le haut de { $square } (une { $size } debout)
cardinal-prompt-facing = Dans quelle direction ?
cardinal-prompt-piece = Quelle pyramide ?
cardinal-prompt-take = Quelle pyramide debout prends-tu ?

## Refusals (after "That move is not legal: ")
cardinal-refuse-shape = écris un coup sous la forme `<taille> <x>,<y> <U|N|E|S|W>`, plus `take <x>,<y>` quand tu retires une pyramide debout, par ex. { $example } ; { $hint }
cardinal-refuse-pool = la réserve commune n'a pas de { $size }
cardinal-refuse-occupied = { $square } est occupée
cardinal-refuse-not-next = joue à côté d'une pyramide (orthogonalement)
cardinal-refuse-choose-take = choisis la pyramide à prendre : { $squares }
cardinal-refuse-no-upright = { $square } n'a pas de pyramide debout à côté de la tienne

## Status under the board, the end, the text board
cardinal-seat-score = { $seat } ({ $direction }) { $score }
cardinal-status = Réserve commune : { $pool }. Score : { $scores }.
cardinal-pool-empty = vide
cardinal-end-pool = La réserve commune est vide
cardinal-end-pool-inside = la réserve commune est vide
cardinal-words-seat = { $seat } est côté { $direction }, score { $score }.
cardinal-words-pool = Réserve commune : { $pool }.
cardinal-words-squares = Les cases sont x,y (x vers l'est, y vers le nord) :
cardinal-words-upright = { $size } debout
cardinal-words-pointing = { $size } pointant plein { $direction }
cardinal-words-stack = { $square } : pile de { $height }, { $top } au sommet
