# Replays e análises: /replay, o botão GIF do replay, /review.

## /replay
replay-caption = **Replay** · { $game } · partida #{ $id } · jogada { $move } de { $last }
replay-start = O início
replay-step-move = { $who }: `{ $move }`
replay-step-resign = { $who } desistiu
replay-step-timeout = { $who } ficou sem tempo
replay-step-end = Encerrada de comum acordo
replay-goes-on = -# A partida continua: esta é a posição mais recente.
replay-result-draw = Fim de partida: empate{ $how }.
replay-result-win = Fim de partida: { $winner } vence{ $how }.
replay-result-share = Fim de partida: { $winners } dividem a vitória{ $how }.
replay-result-how =
    { $reason ->
        [resign] { " " }por desistência
        [agreement] { " " }de comum acordo
        [timeout] { " " }por tempo
       *[other] { "" }
    }
replay-result-scores = { " " }Placar final: { $scores }.
replay-button-first = ⏮ Início
replay-button-back = ◀ Voltar
replay-button-next = Avançar ▶
replay-button-last = Fim ⏭
replay-jump-move = Jogada { $move }
replay-jump-placeholder = Ir para uma jogada…
replay-refuse-log = A partida #{ $id } não pode ser reproduzida: não é possível refazer a lista de jogadas dela ({ $error }).

## The Replay GIF button
replay-gif = Partida #{ $id } de { $game }, jogada a jogada{ $note }.
replay-gif-note = { " " }(só algumas jogadas: { $kept } de { $total } posições, para caber)
replay-gif-alt = Animação da partida #{ $id } de { $game } ({ $names }): { $frames } posições, do início ao fim.
replay-gif-file = partida-{ $id }.gif

## /review
replay-review-refuse-unknown = Não conheço essa partida neste servidor. `/games` lista as que estão em andamento.
replay-review-refuse-running = A partida #{ $id } não terminou: a análise só mostra partidas terminadas, para ninguém receber dicas durante o jogo.
replay-value-win = vitória
replay-value-draw = empate
replay-value-loss = derrota
replay-value-unknown = ?
replay-value-chance = { $percent }%
replay-review-line = { $ply }. { $who }: { $move } — { $before } → { $after }
replay-review-threw = { "  " }⚠ deixou escapar: { $value }
replay-review-head = **Análise da partida #{ $id } de { $game }** ({ $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
  }). { $how }
replay-review-exact = Os valores são exatos: vitória, empate ou derrota para quem jogou, com jogo perfeito.
replay-review-estimate = Os números são a estimativa rápida do computador da chance de vitória de quem jogou.
replay-review-marked = { $count ->
    [one] { $count } jogada deixou escapar um resultado:
   *[other] { $count } jogadas deixaram escapar um resultado:
  }
replay-review-none-marked = Nenhuma jogada deixou escapar um resultado.
replay-review-file = analise-{ $id }.txt
