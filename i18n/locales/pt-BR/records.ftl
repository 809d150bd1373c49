# Registros e ratings: /export, /leaderboard, /profile, /stats.

## /export
records-export-refuse-running = A partida #{ $id } ainda não terminou: o registro pode ser exportado quando ela acabar (enquanto ela está em andamento, cada jogador pode exportar o que pode ver).
records-export-partial = Um registro parcial da partida #{ $id }, que ainda está em andamento: só o que você (jogador { $seat }) pode ver, sem a semente do embaralhamento. Ele está marcado como `partial` e não pode ser reproduzido; exporte a partida de novo quando ela terminar para ter o registro completo.
records-export-partial-hidden = Um registro parcial da partida #{ $id }, que ainda está em andamento: só o que você (jogador { $seat }) pode ver, sem as mãos dos outros jogadores, as cartas das trocas entre outros e a semente do embaralhamento. Ele está marcado como `partial` e não pode ser reproduzido; exporte a partida de novo quando ela terminar para ter o registro completo.
records-export-complete = O registro completo da partida #{ $id }. Confira com `python -m rules replay { $file }`.
records-export-complete-hidden = O registro completo da partida #{ $id }. A partida terminou, então ele contém todas as mãos e trocas. Confira com `python -m rules replay { $file }`.
records-file-record = partida-{ $id }.json
records-file-partial = partida-{ $id }-parcial.json

## Ratings
records-refuse-game = Não há nenhum jogo { $name } aqui: escolha um da lista.
records-refuse-leaderboard = Esse ranking não está disponível aqui.
records-refuse-same-player = Escolha dois jogadores diferentes para comparar.
records-games =
    { $count ->
        [0] { $count } partidas
        [one] { $count } partida
       *[other] { $count } partidas
    }
records-wdl = { $wins }V { $draws }E { $losses }D

## /leaderboard
records-leaderboard-empty = Ninguém tem rating de { $game } neste servidor ainda: termine primeiro uma partida valendo rating.
records-leaderboard-title = **Ranking de { $game }** · página { $page } de { $pages }
records-leaderboard-line = { $place }. { $player } **{ $rating }** · { $games } ({ $wdl })
records-leaderboard-note = -# ? = provisório (incerteza σ acima de { $sigma }). Rating = 1000 + 40 × (μ − 3σ).
records-page-previous = ◀ Anterior
records-page-next = Próxima ▶

## /profile
records-profile-none = **{ $name }** ainda não tem partidas valendo rating neste servidor.
records-profile-title = **{ $name }** neste servidor:
records-profile-line = **{ $game }**: rating **{ $rating }**{ $provisional } · { $games }, { $wdl } · { $streak }{ $best }
records-provisional = { " " }(provisório)
records-streak-won = { $count } vitórias seguidas
records-streak-lost = { $count } derrotas seguidas
records-streak-none = sem sequência
records-best = ; melhor vitória: contra { $opponent } ({ $rating }) na partida #{ $id }
records-chart-title = { $name }: rating ao longo do tempo
records-chart-file = rating.png
records-versus-none = **{ $a }** e **{ $b }** ainda não terminaram uma partida juntos neste servidor.
records-versus-title = **{ $a }** contra **{ $b }** neste servidor:
records-versus-line = **{ $game }**: { $games } · { $a } { $record }
records-record-won-lost = { $won }-{ $lost } (vitórias-derrotas)
records-record-won-drawn-lost = { $won }-{ $drawn }-{ $lost } (vitórias-empates-derrotas)

## /stats
records-stats-none = Nenhuma partida de { $game } terminou neste servidor ainda.
records-stats = **{ $game }** neste servidor: { $games } terminadas ({ $rated } valendo rating). O primeiro jogador venceu { $wins } ({ $share }%); { $draws }. Duração mediana: { $moves }, { $days }.
records-draws =
    { $count ->
        [0] { $count } empates
        [one] { $count } empate
       *[other] { $count } empates
    }
records-moves = { $count } jogadas
records-moves-one = 1 jogada
records-moves-none = - jogadas
records-days = { $count } dias
records-days-one = { $count } dia
records-hours = { $count } horas
records-hours-one = { $count } hora
records-time-none = -
