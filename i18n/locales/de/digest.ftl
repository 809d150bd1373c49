# Die tägliche Übersicht (/notify how:digest) und ihre Uhrzeiten.

## The digest DM
digest-head = { $count ->
    [one] Deine tägliche Übersicht: { $count } Partie wartet auf dich, die älteste zuerst.
   *[other] Deine tägliche Übersicht: { $count } Partien warten auf dich, die älteste zuerst.
}
digest-line = - **{ $title }**-Partie #{ $game } in { $channel }: du bist am Zug (dein Zug begann { $since }) · [Zur Partie]({ $url })
digest-more = … und { $count } weitere (`/games`).
digest-foot = `/next` zeigt die erste; mit `/notify` änderst du, wie du von deinen Zügen erfährst.

## /notify's hours
digest-hours = Deine Übersicht kommt um { $hour }:00 ({ $zone }); Zug-DMs kommen zu jeder Stunde.
digest-hours-quiet = Deine Übersicht kommt um { $hour }:00 ({ $zone }); keine Zug-DMs von { $start }:00 bis { $end }:00.
digest-refuse-zone = `{ $zone }` ist keine Zeitzone, die ich kenne. Gib einen IANA-Namen wie `{ $example }` oder `America/New_York` an (die Liste schlägt beim Tippen welche vor).
digest-refuse-quiet = Schreib die Ruhezeiten als zwei volle Stunden, von-bis, z. B. `22-7` (keine Zug-DMs von 22:00 bis 07:00), oder `off`.
