# Registros y puntuaciones: /export, /leaderboard, /profile, /stats.

## /export
records-export-refuse-running = La partida #{ $id } aún no ha terminado: su registro se puede exportar cuando acabe (mientras dura, cada uno de sus jugadores puede exportar lo que puede ver).
records-export-partial = Un registro parcial de la partida #{ $id }, que sigue en curso: solo lo que tú (jugador { $seat }) puedes ver, sin la semilla del reparto. Está marcado como `partial` y no se puede reproducir; vuelve a exportar la partida cuando termine para tener su registro completo.
records-export-partial-hidden = Un registro parcial de la partida #{ $id }, que sigue en curso: solo lo que tú (jugador { $seat }) puedes ver, sin las manos de los demás jugadores, las cartas de los intercambios entre otros ni la semilla del reparto. Está marcado como `partial` y no se puede reproducir; vuelve a exportar la partida cuando termine para tener su registro completo.
records-export-complete = El registro completo de la partida #{ $id }. Compruébalo con `python -m rules replay { $file }`.
records-export-complete-hidden = El registro completo de la partida #{ $id }. La partida ha terminado, así que contiene cada mano e intercambio. Compruébalo con `python -m rules replay { $file }`.
records-file-record = partida-{ $id }.json
records-file-partial = partida-{ $id }-parcial.json

## Ratings
records-refuse-game = Aquí no hay ningún juego { $name }: elige uno de la lista.
records-refuse-leaderboard = Esa clasificación no está disponible aquí.
records-refuse-same-player = Elige dos jugadores distintos para comparar.
records-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  }
records-wdl = { $wins }G { $draws }E { $losses }P

## /leaderboard
records-leaderboard-empty = Nadie tiene todavía puntuación de { $game } en este servidor: termina primero una partida puntuada.
records-leaderboard-title = **Clasificación de { $game }** · página { $page } de { $pages }
records-leaderboard-line = { $place }. { $player } **{ $rating }** · { $games } ({ $wdl })
records-leaderboard-note = -# ? = provisional (incertidumbre σ mayor que { $sigma }). Puntuación = 1000 + 40 × (μ − 3σ).
records-page-previous = ◀ Anterior
records-page-next = Siguiente ▶

## /profile
records-profile-none = **{ $name }** todavía no tiene partidas puntuadas en este servidor.
records-profile-title = **{ $name }** en este servidor:
records-profile-line = **{ $game }**: puntuación **{ $rating }**{ $provisional } · { $games }, { $wdl } · { $streak }{ $best }
records-provisional = { " " }(provisional)
records-streak-won = { $count } victorias seguidas
records-streak-lost = { $count } derrotas seguidas
records-streak-none = sin racha
records-best = ; mejor victoria: contra { $opponent } ({ $rating }) en la partida #{ $id }
records-chart-title = { $name }: puntuación a lo largo del tiempo
records-chart-file = puntuacion.png
records-versus-none = **{ $a }** y **{ $b }** no han terminado ninguna partida juntos en este servidor.
records-versus-title = **{ $a }** contra **{ $b }** en este servidor:
records-versus-line = **{ $game }**: { $games } · { $a } { $record }
records-record-won-lost = { $won }-{ $lost } (ganadas-perdidas)
records-record-won-drawn-lost = { $won }-{ $drawn }-{ $lost } (ganadas-empatadas-perdidas)

## /stats
records-stats-none = Todavía no ha terminado ninguna partida de { $game } en este servidor.
records-stats = **{ $game }** en este servidor: { $games } terminadas ({ $rated } puntuadas). El primer jugador ganó { $wins } ({ $share } %); { $draws }. Duración mediana: { $moves }, { $days }.
records-draws = { $count ->
    [one] { $count } empate
   *[other] { $count } empates
  }
records-moves = { $count } jugadas
records-moves-one = 1 jugada
records-moves-none = - jugadas
records-days = { $count } días
records-days-one = { $count } día
records-hours = { $count } horas
records-hours-one = { $count } hora
records-time-none = -
