# The terminal player (`python -m terminal`). Commands typed at the prompt stay as they are.

## Seats and the computer
terminal-seat = Assento { $seat }
terminal-computer = Computador ({ $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
})
terminal-computer-played = { $computer } jogou por { $seat }: { $move }
terminal-computer-acted = { $computer } por { $seat }: { $action }
terminal-computer-plays = o computador joga { $seat }
terminal-computer-stuck = o computador não tem nenhuma jogada possível; a partida para aqui

## The game going on
terminal-start = { $game }, { $players } jogadores{ $computers }. Digite `help` para ver as jogadas válidas e os comandos.
terminal-start-computer = ; { $seat } é o computador ({ $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
})
terminal-pass-keyboard = passe o teclado para { $seat } e aperte Enter
terminal-played = { $seat } jogou { $move }
terminal-resigned = { $seat } desistiu
terminal-also-act = (assentos que também podem agir agora: { $seats }; digite `as <seat> <move>`)
terminal-refused = recusado: { $reason }
terminal-too-long = recusado: `{ $text }` é longo demais para uma jogada; `help` mostra as jogadas
terminal-as-usage = digite `as <seat> <move>` com um assento de 1 a { $players }, por ex. `as 2 help`
terminal-quit = partida deixada sem terminar
terminal-interrupted = (interrompido: a partida fica sem terminar)
terminal-end-of-input = (fim da entrada: a partida fica sem terminar)
terminal-game-over = fim de partida: { $result }

## help
terminal-no-move = { $seat } não tem nenhuma jogada válida agora
terminal-off-turn = não é a vez de { $seat }; o que dá para fazer agora:
terminal-commands = comandos: uma jogada (por ex. { $example }); help = as jogadas válidas (help <casa> para um grupo); board = mostrar a partida de novo; as <seat> <move> = agir por outro assento (também `as <seat> help` / `as <seat> board`); resign = desistir; quit = sair (ou Ctrl-C / Ctrl-D)
terminal-help = jogadas válidas de { $seat } ({ $count }):
terminal-help-with = jogadas válidas de { $seat } com { $word } ({ $count }):
terminal-help-grouped = jogadas válidas de { $seat } ({ $count }), por { $kind ->
    [square] casa; digite `help <casa>`
   *[word] primeira palavra; digite `help <primeira palavra>`
} para ver um grupo, por ex. `help { $first }`:
terminal-help-none = nenhuma das { $count } jogadas válidas de { $seat } está em `{ $word }` ou começa com isso
terminal-hint-examples = por exemplo `{ $example }`; `help` mostra todas as { $count } jogadas válidas

## The end of a game
terminal-result-not-over = a partida não acabou
terminal-result-draw = a partida terminou empatada
terminal-result-wins = { $count ->
    [one] { $seats } vence
   *[other] { $seats } dividem a vitória
}
terminal-result-resign = { $result } (por desistência)
terminal-result-agreement = { $result } (encerrada em comum acordo)
terminal-result-why = { $result }: { $why }
terminal-result-scores = { $result }; pontos: { $scores }
terminal-score = { $seat } { $score }

## The game's picture (around the board in notation)
terminal-picture-to-move = { $game }, vez de { $seat }
terminal-picture-and = { $head }; { $more }
terminal-picture-draw = { $game }, fim de partida: empate
terminal-picture-won = { $game }, fim de partida: { $seats } { $count ->
    [one] venceu
   *[other] venceram
}
terminal-you = { $seat } (você)
terminal-who = { $seat }
terminal-on-turn = { $line }  <- sua vez
terminal-has-left = { $seat } ainda tem: { $left }
terminal-epicycle-spaces = casa:{"     "}{ $row }
terminal-epicycle-pieces = pirâmide: { $row }
terminal-epicycle-gap = o vão é a casa { $space }; sentido horário (cw) = números crescentes, depois do 9 vem o 0
terminal-epicycle-holds = { $seat } tem: { $held }
terminal-epicycle-seen = esta posição apareceu { $count } { $count ->
    [one] vez
   *[other] vezes
} (regra da casa: na terceira vez é empate)
terminal-epicycle-last = última jogada: { $seat } jogou { $move } (colocada na casa { $placed }, pegou a { $size } da casa { $taken })
terminal-synapse-forced = a próxima pirâmide tem que ir em { $square }
terminal-synapse-first = a primeira pirâmide pode ir em qualquer lugar
terminal-synapse-legend = 1M^ = média de { $seat } apontando para N (^ N, > E, v S, < W); * = onde vai a próxima pirâmide
terminal-pylon-phase = { $phase ->
    [placement] fase de colocação
   *[stacking] fase de empilhamento
}
terminal-pylon-legend = 2M = média de { $second }; 1Lx3S = uma pilha de 3, em cima a L de { $first }, embaixo uma S
terminal-pylon-seat = { $seat }: { $score } { $score ->
    [1] ponto
   *[other] pontos
}, reserva { $stash }
terminal-cardinal-ply = { $game } - jogada { $ply }
terminal-cardinal-last = última jogada: { $seat } jogou { $move }
terminal-cardinal-faces = { $seat } olha para o { $direction }{ $resigned ->
    [yes] {" "}(desistiu)
   *[no] {""}
}
terminal-cardinal-seats = assentos: { $seats }

## Connections at the terminal: the hand by region (card and region names stay as they are)
terminal-hand-empty = sua mão: vazia
terminal-hand = sua mão ({ $count } { $count ->
    [one] carta
   *[other] cartas
}), por região:
terminal-hand-link = { $card } (liga { $regions })
terminal-hand-links = cartas de ligação: { $links }
terminal-offer-help = oferecer uma troca: `offer <your card> for <a region or a card> to <seat number>` (para { $seats }; não para o assento da vez)
terminal-region-hint = { $said ->
    [yes] {""}
   *[no] { $region } é uma região, não uma carta;{" "}
}{ $count ->
    [0] você não tem nenhuma carta de { $region }
   *[other] suas cartas de { $region }: { $cards }
}; as regiões são { $regions }

## Bad arguments on the command line (`python -m terminal` stays as it is)
terminal-error = python -m terminal: { $problem }
terminal-error-game = jogo desconhecido '{ $game }'; os jogos são { $games }
terminal-error-option-shape = as opções são escritas name=value, não '{ $text }'
terminal-error-option-unknown = { $game } não tem a opção { $name } (opções: { $known })
terminal-none = nenhuma
terminal-error-option-bool = { $name } precisa ser true ou false
terminal-error-option-number = { $name } precisa ser um número inteiro
terminal-error-option-least = { $name } precisa ser no mínimo { $least }
terminal-error-option-most = { $name } precisa ser no máximo { $most }
terminal-error-seats = --computer aceita assentos de 1 a { $players }, como 1:hard, não '{ $text }'
terminal-error-level = nível de computador desconhecido '{ $level }'; escolha entre { $levels }
terminal-error-no-computer = ainda não há computador para { $game }
