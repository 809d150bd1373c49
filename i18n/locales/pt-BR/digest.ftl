# O resumo diário (/notify how:digest) e seus horários.

## The digest DM
digest-head = { $count ->
    [one] Seu resumo diário: { $count } partida espera por você, a mais antiga primeiro.
   *[other] Seu resumo diário: { $count } partidas esperam por você, a mais antiga primeiro.
}
digest-line = - **{ $title }** partida #{ $game } em { $channel }: sua vez (começou { $since }) · [ir para a partida]({ $url })
digest-more = ... e mais { $count } (`/games`).
digest-foot = `/next` mostra a primeira; `/notify` muda como você fica sabendo das suas vezes.

## /notify's hours
digest-hours = Seu resumo chega às { $hour }:00 ({ $zone }); as DMs de vez chegam a qualquer hora.
digest-hours-quiet = Seu resumo chega às { $hour }:00 ({ $zone }); sem DMs de vez das { $start }:00 às { $end }:00.
digest-refuse-zone = `{ $zone }` não é um fuso horário que eu conheça. Informe um nome IANA como `{ $example }` ou `America/New_York` (a lista sugere enquanto você digita).
digest-refuse-quiet = Escreva as horas de silêncio como duas horas cheias, de-até, por ex. `22-7` (sem DMs de vez das 22:00 às 07:00), ou `off`.
