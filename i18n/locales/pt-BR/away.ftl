# /away (uma pausa: relógios e lembretes parados) e /next.

## /away
away-refuse-range = Escolha entre 0 e { $most } dias (`days:0` encerra uma pausa).
away-refuse-not-away = Você não está em pausa, então não há nada para encerrar; `/away days:<n>` começa uma pausa.
away-refuse-used-all =
    Você já usou { $allowance ->
        [0] todos os seus { $allowance } dias de pausa
        [one] seu { $allowance } dia de pausa
       *[other] todos os seus { $allowance } dias de pausa
    } deste ano; eles se renovam em 1º de janeiro.
away-refuse-too-many =
    Você tem { $left ->
        [0] { $left } dias de pausa
        [one] { $left } dia de pausa
       *[other] { $left } dias de pausa
    } sobrando este ano; peça { $left } ou menos.
away-left =
    Você tem { $left ->
        [0] { $left } dias de pausa
        [one] { $left } dia de pausa
       *[other] { $left } dias de pausa
    } sobrando este ano (de { $allowance }).
away-back = Que bom que você voltou: seus relógios voltam a correr e os lembretes recomeçam. { $left }
away-until = Você está em pausa até <t:{ $until }:f> (<t:{ $until }:R>): seus relógios e lembretes estão parados em todas as suas partidas, e os tabuleiros delas mostram isso. `/away days:0` encerra a pausa antes. { $left }

## /next
away-next-none = Nenhuma partida está esperando por você agora. `/games` lista suas partidas; `/games which:open` mostra salas de espera para entrar.
away-next-headline = A partida que está esperando por você há mais tempo.
away-next-where = É sua vez na partida #{ $id } de **{ $game }** em { $channel } (começou <t:{ $since }:R>). [Ir para a partida]({ $link }){ $more }
away-next-more = { " " }({ $count ->
    [one] Mais { $count } partida também está esperando por você.
   *[other] Mais { $count } partidas também estão esperando por você.
})
