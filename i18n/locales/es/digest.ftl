# El resumen diario (/notify how:digest) y sus horas.

## The digest DM
digest-head = { $count ->
    [one] Tu resumen diario: { $count } partida te espera.
   *[other] Tu resumen diario: { $count } partidas te esperan, primero la que más tiempo lleva esperando.
}
digest-line = - Partida #{ $game } de **{ $title }** en { $channel }: tu turno desde { $since } · [ir a la partida]({ $url })
digest-more = ... y { $count } más (`/games`).
digest-foot = `/next` muestra la primera; `/notify` cambia cómo te enteras de tus turnos.

## /notify's hours
digest-hours = Tu resumen llega a las { $hour }:00 ({ $zone }); los MD de turno llegan a cualquier hora.
digest-hours-quiet = Tu resumen llega a las { $hour }:00 ({ $zone }); sin MD de turno de { $start }:00 a { $end }:00.
digest-refuse-zone = `{ $zone }` no es una zona horaria que conozca. Indica un nombre IANA como `{ $example }` o `America/New_York` (la lista los sugiere mientras escribes).
digest-refuse-quiet = Escribe las horas de silencio como dos horas enteras, desde-hasta, p. ej. `22-7` (sin MD de turno de 22:00 a 07:00), u `off`.
