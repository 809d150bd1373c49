# Cardinal Connections' words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
cardinal-label = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} em { $square } { $orient ->
    [U] em pé
    [N] apontando para o norte
    [E] apontando para o leste
    [S] apontando para o sul
   *[W] apontando para o oeste
} ({ $move })
cardinal-label-take = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} em { $square } { $orient ->
    [U] em pé
    [N] apontando para o norte
    [E] apontando para o leste
    [S] apontando para o sul
   *[W] apontando para o oeste
}, pegue a de cima de { $take } ({ $move })
cardinal-move = { $size ->
    [S] pequena
    [M] média
   *[L] grande
} em { $square } { $orient ->
    [U] em pé
    [N] apontando para o norte
    [E] apontando para o leste
    [S] apontando para o sul
   *[W] apontando para o oeste
} ({ $move })
cardinal-move-take = { $size ->
    [S] pequena
    [M] média
   *[L] grande
} em { $square } { $orient ->
    [U] em pé
    [N] apontando para o norte
    [E] apontando para o leste
    [S] apontando para o sul
   *[W] apontando para o oeste
}, pega a de cima de { $take } ({ $move })

## The Play picker
cardinal-step-row = Fileira y={ $y } (x de { $first } a { $last })
cardinal-step-facing = Para o { $direction }, na borda de { $seat }
cardinal-step-facing-nobody = Para o { $direction }, na borda de ninguém
cardinal-step-facing-upright = Em pé
cardinal-step-piece = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} para o { $direction }, na borda de { $seat }
cardinal-step-piece-nobody = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} para o { $direction }, na borda de ninguém
cardinal-step-piece-upright = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
} em pé
cardinal-step-taking = { $facing }, pegando a de cima de { $take }
cardinal-step-take = Pegue a de cima de { $square } (uma { $size } em pé)
cardinal-prompt-facing = Para onde ela aponta?
cardinal-prompt-piece = Qual pirâmide?
cardinal-prompt-take = Qual pirâmide em pé você pega?

## Refusals (after "That move is not legal: ")
cardinal-refuse-shape = escreva uma jogada como `<tamanho> <x>,<y> <U|N|E|S|W>`, mais `take <x>,<y>` quando você tira uma pirâmide em pé, por ex. { $example }; { $hint }
cardinal-refuse-pool = a reserva comum não tem nenhuma { $size }
cardinal-refuse-occupied = { $square } está ocupada
cardinal-refuse-not-next = jogue ao lado de uma pirâmide (ortogonalmente)
cardinal-refuse-choose-take = escolha qual pirâmide pegar: { $squares }
cardinal-refuse-no-upright = { $square } não tem nenhuma pirâmide em pé ao lado da sua

## Status under the board, the end, the text board
cardinal-seat-score = { $seat } ({ $direction }) { $score }
cardinal-status = Reserva comum: { $pool }. Pontos: { $scores }.
cardinal-pool-empty = vazia
cardinal-end-pool = A reserva comum está vazia
cardinal-end-pool-inside = a reserva comum está vazia
cardinal-words-seat = { $seat } fica ao { $direction }, { $score } { $score ->
    [1] ponto
   *[other] pontos
}.
cardinal-words-pool = Reserva comum: { $pool }.
cardinal-words-squares = As casas são x,y (x para o leste, y para o norte):
cardinal-words-upright = { $size } em pé
cardinal-words-pointing = { $size } apontando para o { $direction }
cardinal-words-stack = { $square }: pilha de { $height }, em cima { $top }
