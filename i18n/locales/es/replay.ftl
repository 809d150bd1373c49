# Repeticiones y análisis: /replay, el botón GIF de la repetición, /review.

## /replay
replay-caption = **Repetición** · { $game } · partida #{ $id } · jugada { $move } de { $last }
replay-start = El inicio
replay-step-move = { $who }: `{ $move }`
replay-step-resign = { $who } se rindió
replay-step-timeout = a { $who } se le acabó el tiempo
replay-step-end = Terminada de mutuo acuerdo
replay-goes-on = -# La partida sigue: esta es su última posición.
replay-result-draw = Fin de la partida: empate{ $how }.
replay-result-win = Fin de la partida: { $winner } gana{ $how }.
replay-result-share = Fin de la partida: { $winners } comparten la victoria{ $how }.
replay-result-how = { $reason ->
    [resign] { " " }por rendición
    [agreement] { " " }de mutuo acuerdo
    [timeout] { " " }por tiempo
   *[other] { "" }
  }
replay-result-scores = { " " }Puntos finales: { $scores }.
replay-button-first = ⏮ Inicio
replay-button-back = ◀ Atrás
replay-button-next = Adelante ▶
replay-button-last = Final ⏭
replay-jump-move = Jugada { $move }
replay-jump-placeholder = Ir a una jugada…
replay-refuse-log = La partida #{ $id } no se puede repetir: su registro de jugadas no se reproduce ({ $error }).

## The Replay GIF button
replay-gif = Partida #{ $id } de { $game }, jugada a jugada{ $note }.
replay-gif-note = { " " }(cada pocas jugadas: { $kept } de { $total } posiciones, para que quepa)
replay-gif-alt = Animación de la partida #{ $id } de { $game } ({ $names }): { $frames } posiciones, del inicio al final.
replay-gif-file = partida-{ $id }.gif

## /review
replay-review-refuse-unknown = No conozco esa partida en este servidor. `/games` lista las que están en curso.
replay-review-refuse-running = La partida #{ $id } no ha terminado: el análisis solo muestra partidas terminadas, para que nadie reciba pistas mientras juega.
replay-value-win = victoria
replay-value-draw = empate
replay-value-loss = derrota
replay-value-unknown = ?
replay-value-chance = { $percent } %
replay-review-line = { $ply }. { $who }: { $move } — { $before } → { $after }
replay-review-threw = { "  " }⚠ dejó escapar: { $value }
replay-review-head = **Análisis de la partida #{ $id } de { $game }** ({ $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
  }). { $how }
replay-review-exact = Los valores son exactos: victoria, empate o derrota para quien jugó, con juego perfecto.
replay-review-estimate = Las cifras son la estimación rápida de la computadora de la probabilidad de ganar de quien jugó.
replay-review-marked = { $count ->
    [one] { $count } jugada dejó escapar un resultado:
   *[other] { $count } jugadas dejaron escapar un resultado:
  }
replay-review-none-marked = Ninguna jugada dejó escapar un resultado.
replay-review-file = analisis-{ $id }.txt
