# /away (un descanso: relojes y recordatorios en pausa) y /next.

## /away
away-refuse-range = Elige entre 0 y { $most } días (`days:0` termina un descanso).
away-refuse-not-away = No estás de descanso, así que no hay nada que terminar; `/away days:<n>` empieza un descanso.
away-refuse-used-all = Ya usaste { $allowance ->
    [one] tu { $allowance } día de descanso
   *[other] tus { $allowance } días de descanso
} de este año; se renuevan el 1 de enero.
away-refuse-too-many = Te { $left ->
    [one] queda { $left } día de descanso
   *[other] quedan { $left } días de descanso
} este año; pide { $left } o menos.
away-left = Te { $left ->
    [one] queda { $left } día de descanso
   *[other] quedan { $left } días de descanso
} este año (de { $allowance }).
away-back = ¡Ya estás de vuelta! Tus relojes vuelven a correr y los recordatorios se reanudan. { $left }
away-until = Estás de descanso hasta el <t:{ $until }:f> (<t:{ $until }:R>): tus relojes y recordatorios están en pausa en todas tus partidas, y sus tableros lo indican. `/away days:0` lo termina antes. { $left }

## /next
away-next-none = Ahora mismo ninguna partida te espera. `/games` lista tus partidas; `/games which:open` muestra salas de espera a las que unirte.
away-next-headline = La partida que más tiempo lleva esperándote.
away-next-where = Es tu turno en la partida #{ $id } de **{ $game }** en { $channel } desde <t:{ $since }:R>. [Ir a la partida]({ $link }){ $more }
away-next-more = { " " }({ $count ->
    [one] { $count } partida más también te espera.
   *[other] { $count } partidas más también te esperan.
})
