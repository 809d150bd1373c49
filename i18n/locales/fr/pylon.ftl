# Pylon's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
pylon-label-place = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} sur { $square } ({ $move })
pylon-move-place = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
} sur { $square } ({ $move })
pylon-label-stack = Pile de { $source } sur { $square }, { $height } de haut ({ $move })
pylon-move-stack = pile de { $source } sur { $square }, { $height } de haut ({ $move })

## The Play picker
pylon-step-size = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
} ({ $left } en réserve)
pylon-step-stack-top = { $size } de { $seat } au sommet
pylon-step-stack-high = { $height } de haut, { $size } de { $seat } au sommet
pylon-step-stack = La pile sur { $square } ({ $stack })
pylon-step-onto = Plein { $direction }, sur { $square } ({ $stack }), { $height } de haut ({ $move })
pylon-prompt-where = Où ?
pylon-prompt-stack = Quelle pile ?

## Refusals (after "That move is not legal: ")
pylon-refuse-not-stacking = l'empilement commence quand le plateau est plein ({ $placed } sur { $total } posées) ; pose maintenant une pyramide, par ex. `d2 L` ; { $hint }
pylon-refuse-place-shape = `{ $text }` n'est pas un coup ; en phase de pose, un coup s'écrit `d2 L` (une case, puis une taille S/M/L) ; { $hint }
pylon-refuse-occupied = { $square } est occupée
pylon-refuse-none-left = tu n'as plus de { $size } ; { $hint }
pylon-refuse-stacking-on = le plateau est plein, c'est donc la phase d'empilement : déplace une pyramide ou une pile sur une case voisine, par ex. `c3-c4` ; { $hint }
pylon-refuse-stack-shape = `{ $text }` n'est pas un coup ; un coup s'écrit `c3-c4` (la pile de c3 va sur c4) ; { $hint }
pylon-refuse-source-empty = { $square } est vide (une case libérée reste vide) ; { $hint }
pylon-refuse-not-next = { $square } n'est pas orthogonalement voisine de { $source } ; une pile se déplace d'une case vers le nord, l'est, le sud ou l'ouest
pylon-refuse-dest-empty = { $square } est vide ; une pile ne peut aller que sur une case occupée
pylon-refuse-larger = la pyramide du bas sur { $source } ({ $bottom }) est plus grande que celle du haut sur { $square } ({ $top }) ; une pyramide ne va jamais sur une plus petite

## Status under the board, the end, the text board
pylon-status-placement = Pose des pyramides : { $placed } cases remplies sur { $total }. Score : { $first } { $first_score }, { $second } { $second_score }.
pylon-status-stacking = Empilement. Score : { $first } { $first_score }, { $second } { $second_score }.
pylon-status-over = Final. Score : { $first } { $first_score }, { $second } { $second_score }.
pylon-end-no-stacking = Il ne reste aucun coup d'empilement
pylon-end-no-stacking-inside = il ne reste aucun coup d'empilement
pylon-words-phase = { $phase ->
    [placement] Phase de pose.
    [stacking] Phase d'empilement.
   *[over] Partie terminée.
}
pylon-words-score = Score : { $first } { $first_score }, { $second } { $second_score }.
pylon-words-piece = { $size } de { $seat }
pylon-words-stack = { $size } de { $seat }, { $height } de haut, base { $base }
pylon-words-empty = Cases vides :
