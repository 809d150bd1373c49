# Publicações no canal (bot/delivery/, bot/features/upkeep/): no idioma do servidor.

## The title line above each turn's board
posts-title = { $title } · partida #{ $game } · jogada { $moves }

## What happened (the headline of a turn's post)
posts-played = { $who } jogou: { $move }.
posts-planned = { $move } { $reply } (planejada).
posts-resigned = { $who } desistiu.
posts-resigned-drops-out = { $who } desistiu e sai da partida.
posts-timed-out = { $who } ficou sem tempo.
posts-timed-out-drops-out = { $who } ficou sem tempo e sai da partida.
posts-agreed-end = Todos os jogadores concordaram em encerrar a partida agora.
posts-taken-back = A jogada { $move } de { $who } foi desfeita.

## The first post of a game
posts-begins = Começa a partida #{ $game } de { $title }. Ordem de jogo: { $order }.
posts-order-then = {", depois "}

## Whom a turn is up to (below the board)
posts-your-turn = { $count ->
    [one] { $who }, é a sua vez.
   *[other] { $who }: vocês já podem jogar.
}
posts-turn-of-away =
    { $count ->
        [one] É a vez de { $who }.
       *[other] É a vez de { $who }.
    }
posts-computer-choosing = { $count ->
    [one] { $who } está escolhendo sua jogada.
   *[other] { $who } estão escolhendo suas jogadas.
}

## The clock line
posts-away-until = { $who } está em pausa até { $until }.
posts-deadline = ⏱ { $who } deve jogar até { $at } ({ $relative }). Limite de tempo: { $limit }.

## The end of a game
posts-over-draw = { $how ->
    [resign] Fim de partida: empate por desistência.
    [agreement] Fim de partida: empate de comum acordo.
    [timeout] Fim de partida: empate por tempo.
   *[other] Fim de partida: empate.
}
posts-over-win = { $how ->
    [resign] Fim de partida: **{ $who }** vence por desistência.
    [agreement] Fim de partida: **{ $who }** vence de comum acordo.
    [timeout] Fim de partida: **{ $who }** vence por tempo.
   *[other] Fim de partida: **{ $who }** vence.
}
posts-over-shared = { $how ->
    [resign] Fim de partida: **{ $who }** dividem a vitória por desistência.
    [agreement] Fim de partida: **{ $who }** dividem a vitória de comum acordo.
    [timeout] Fim de partida: **{ $who }** dividem a vitória por tempo.
   *[other] Fim de partida: **{ $who }** dividem a vitória.
}
posts-final-scores = Placar final: { $scores }.
posts-length = { $moves ->
    [one] { $moves } jogada em { $duration }. { $everyone }
   *[other] { $moves } jogadas em { $duration }. { $everyone }
}

## Lines inside a turn (an offer, an invitation): who must answer
posts-answer-up-to-you = { $who }: é a sua vez de responder.
posts-see-your-dms = { $who }: veja suas DMs.

## Buttons under a turn's post (and the lobby's Rules)
posts-button-play = Jogar
posts-button-history = Histórico
posts-button-rules = Regras
posts-button-text = Tabuleiro em texto
posts-button-hand = Minha mão
posts-button-rematch = Revanche
posts-button-gif = GIF da partida
posts-button-plan = Planejar uma resposta

## Reminders in the channel (/settings reminder_hours)
posts-reminder = { $who }, um lembrete: é a sua vez na partida #{ $game } de { $title } (esperando há { $hours } h). `/board` mostra a posição, `/move` joga.
posts-reminder-time-left = Tempo restante para { $who }: { $left } (até { $until }).
posts-reminder-time-out = O tempo de { $who } acabou: outro jogador já pode usar `/game claim`.
