# Le résumé quotidien (/notify how:digest) et ses heures.

## The digest DM
digest-head = { $count ->
    [one] Ton résumé quotidien : { $count } partie t'attend, la plus ancienne d'abord.
   *[other] Ton résumé quotidien : { $count } parties t'attendent, la plus ancienne d'abord.
}
digest-line = - partie **{ $title }** #{ $game } dans { $channel } : ton tour (commencé { $since }) · [aller à la partie]({ $url })
digest-more = … et { $count } de plus (`/games`).
digest-foot = `/next` montre la première ; `/notify` change la façon dont tu apprends que c'est ton tour.

## /notify's hours
digest-hours = Ton résumé quotidien arrive à { $hour }:00 ({ $zone }) ; les MP de tour arrivent à toute heure.
digest-hours-quiet = Ton résumé quotidien arrive à { $hour }:00 ({ $zone }) ; pas de MP de tour de { $start }:00 à { $end }:00.
digest-refuse-zone = `{ $zone }` n'est pas un fuseau horaire que je connais. Donne un nom IANA comme `{ $example }` ou `America/New_York` (la liste en propose pendant que tu écris).
digest-refuse-quiet = Écris les heures calmes comme deux heures pleines, début-fin, par ex. `22-7` (pas de MP de tour de 22:00 à 07:00), ou `off`.
