# Pylon's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
pylon-label-place = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} em { $square } ({ $move })
pylon-move-place = { $size ->
    [S] pequena
    [M] média
   *[L] grande
} em { $square } ({ $move })
pylon-label-stack = Pilha de { $source } sobre { $square }, { $height } de altura ({ $move })
pylon-move-stack = pilha de { $source } sobre { $square }, { $height } de altura ({ $move })

## The Play picker
pylon-step-size = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} (restam { $left })
pylon-step-stack-top = em cima a { $size } de { $seat }
pylon-step-stack-high = { $height } de altura, em cima a { $size } de { $seat }
pylon-step-stack = A pilha em { $square } ({ $stack })
pylon-step-onto = Para o { $direction }, sobre { $square } ({ $stack }), { $height } de altura ({ $move })
pylon-prompt-where = Para onde?
pylon-prompt-stack = Qual pilha?

## Refusals (after "That move is not legal: ")
pylon-refuse-not-stacking = o empilhamento começa quando o tabuleiro está cheio ({ $placed } de { $total } colocadas); agora coloque uma pirâmide, por ex. `d2 L`; { $hint }
pylon-refuse-place-shape = `{ $text }` não é uma jogada; na fase de colocação as jogadas são escritas `d2 L` (uma casa, depois um tamanho S/M/L); { $hint }
pylon-refuse-occupied = { $square } está ocupada
pylon-refuse-none-left = você não tem mais nenhuma { $size }; { $hint }
pylon-refuse-stacking-on = o tabuleiro está cheio, então é a fase de empilhamento: mova uma pirâmide ou pilha para uma vizinha, por ex. `c3-c4`; { $hint }
pylon-refuse-stack-shape = `{ $text }` não é uma jogada; as jogadas são escritas `c3-c4` (a pilha de c3 vai para c4); { $hint }
pylon-refuse-source-empty = { $square } está vazia (uma casa desocupada fica vazia); { $hint }
pylon-refuse-not-next = { $square } não fica ortogonalmente ao lado de { $source }; uma pilha anda uma casa para norte, leste, sul ou oeste
pylon-refuse-dest-empty = { $square } está vazia; uma pilha só pode ir para uma casa ocupada
pylon-refuse-larger = a pirâmide de baixo em { $source } ({ $bottom }) é maior que a de cima em { $square } ({ $top }); uma pirâmide nunca vai sobre uma menor

## Status under the board, the end, the text board
pylon-status-placement = Colocando pirâmides: { $placed } de { $total } casas ocupadas. Pontos: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-stacking = Empilhamento. Pontos: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-over = Final. Pontos: { $first } { $first_score }, { $second } { $second_score }.
pylon-end-no-stacking = Não resta nenhuma jogada de empilhamento
pylon-end-no-stacking-inside = não resta nenhuma jogada de empilhamento
pylon-words-phase = { $phase ->
    [placement] Fase de colocação.
    [stacking] Fase de empilhamento.
   *[over] Partida encerrada.
}
pylon-words-score = Pontos: { $first } { $first_score }, { $second } { $second_score }.
pylon-words-piece = { $size } de { $seat }
pylon-words-stack = { $size } de { $seat }, { $height } de altura, base { $base }
pylon-words-empty = Casas vazias:
