# Epicycle's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
epicycle-label = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} no vão, pegue a { $taken ->
    [S] pequena
    [M] média
   *[L] grande
} a { $steps } { $steps ->
    [one] casa
   *[other] casas
} { $direction ->
    [cw] no sentido horário
   *[ccw] no sentido anti-horário
} ({ $move })
epicycle-move = { $size ->
    [S] pequena
    [M] média
   *[L] grande
} no vão, pega a { $taken ->
    [S] pequena
    [M] média
   *[L] grande
} a { $steps } { $steps ->
    [one] casa
   *[other] casas
} { $direction ->
    [cw] no sentido horário
   *[ccw] no sentido anti-horário
} ({ $move })
epicycle-step-loses = { $label } — você perderia na hora
epicycle-prompt = Qual pirâmide você pega?

## Refusals (after "That move is not legal: ")
epicycle-refuse-shape = `{ $text }` não é uma jogada; as jogadas são escritas `M ccw` (um tamanho S, M ou L que você tem, depois cw ou ccw); { $hint }
epicycle-refuse-not-held = você não tem nenhuma { $size } (você tem { $held }); { $hint }
epicycle-refuse-empty = a casa { $space } está vazia
epicycle-refuse-same-size = você precisa pegar uma pirâmide de tamanho diferente de { $size }: a { $steps } { $steps ->
    [one] casa
   *[other] casas
} do vão { $direction ->
    [cw] no sentido horário
   *[ccw] no sentido anti-horário
} (casa { $space }) há uma { $taken }; { $hint }

## Status under the board, the end, the text board
epicycle-held = { $first }, { $second }, { $third }
epicycle-status = Na mão: { $first } { $first_held }; { $second } { $second_held }.
epicycle-end-no-first-move = { $seat } não tem nenhuma primeira jogada válida
epicycle-end-three = { $seat } tem três pirâmides { $size ->
    [S] pequenas
    [M] médias
   *[L] grandes
}
epicycle-end-repetition = A mesma posição apareceu pela terceira vez
epicycle-end-repetition-inside = a mesma posição apareceu pela terceira vez
epicycle-words-holds = { $seat } tem: { $held }.
epicycle-words-ring = O anel, no sentido horário (o 9 fica ao lado do 0):
epicycle-words-space = { $space }: { $piece }
epicycle-words-gap = { $space }: o vão
epicycle-words-seen = Vista { $times } vezes (na terceira vez é empate).

## Options, as a lobby lists them when set ($value: yes or no)
epicycle-option-random-setup = { $value ->
    [yes] as pirâmides do anel são embaralhadas no início
   *[no] não: as pirâmides do anel são embaralhadas no início
}
