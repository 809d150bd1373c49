# O resumo diário (/notify how:digest) e seus horários.

## The digest DM
digest-head =
    { $count ->
        [one] Seu resumo diário: { $count } partida espera por você, a mais antiga primeiro.
       *[other] Seu resumo diário: { $count } partidas esperam por você, as mais antigas primeiro.
    }
digest-line = - Partida #{ $game } de **{ $title }** em { $channel }: sua vez começou { $since } · [ir para a partida]({ $url })
digest-more = … e mais { $count } (`/games`).
digest-foot = `/next` mostra a primeira; `/notify` muda como eu aviso que é a sua vez.

## /notify's hours
digest-hours = Seu resumo chega às { $hour }:00 ({ $zone }); os avisos de vez por DM chegam a qualquer hora.
digest-hours-quiet = Seu resumo chega às { $hour }:00 ({ $zone }); sem avisos de vez por DM das { $start }:00 às { $end }:00.
digest-refuse-zone = `{ $zone }` não é um fuso horário que eu conheça. Informe um nome IANA como `{ $example }` ou `America/New_York` (a lista sugere enquanto você digita).
digest-refuse-quiet = Escreva as horas de silêncio como duas horas cheias, de-até, p. ex. `22-7` (sem avisos de vez por DM das 22:00 às 07:00), ou `off`.
