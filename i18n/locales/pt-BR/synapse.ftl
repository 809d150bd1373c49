# Synapse-Ice's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
synapse-label = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} em { $square } apontando para o { $direction ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}, para { $target } ({ $move })
synapse-move = { $size ->
    [S] pequena
    [M] média
   *[L] grande
} em { $square } apontando para o { $direction ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}, para { $target } ({ $move })
synapse-step-piece = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} apontando para o { $direction ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}, para { $target } ({ $move })
synapse-prompt-piece = Qual pirâmide, apontando para onde?

## Refusals (after "That move is not legal: ")
synapse-refuse-first-square = a primeira pirâmide pode ir em qualquer casa, então diga também a casa, por ex. `c3 M N`
synapse-refuse-shape = `{ $text }` não é uma jogada; as jogadas são escritas `c3 M N`: uma casa, um tamanho S/M/L e uma direção N/E/S/W; { $hint }
synapse-refuse-shape-forced = `{ $text }` não é uma jogada; as jogadas são escritas `M N` (a casa é obrigatória) ou `c3 M N`: uma casa, um tamanho S/M/L e uma direção N/E/S/W; { $hint }
synapse-refuse-square = `{ $square }` não é uma casa; as casas vão de a1 a f5
synapse-refuse-forced = a próxima pirâmide tem que ir em { $square }, para onde a última aponta; { $hint }
synapse-refuse-occupied = { $square } está ocupada
synapse-refuse-none-left = você não tem mais nenhuma { $size }; { $hint }
synapse-refuse-off-board = { $move } aponta para fora do tabuleiro; { $hint }
synapse-refuse-target-occupied = { $move } aponta para { $target }, que está ocupada; uma pirâmide precisa apontar para uma casa vazia; { $hint }

## Status under the board, the text board
synapse-status = Pirâmides restantes: { $first } { $first_left }; { $second } { $second_left }.
synapse-words-forced = A próxima pirâmide vai em { $square }.
synapse-words-first = A primeira pirâmide pode ir em qualquer lugar.
synapse-words-piece = { $square }: { $size } de { $seat }, aponta para o { $direction }
