# /away (eine Pause: Uhren und Erinnerungen ruhen) und /next.

## /away
away-refuse-range = Wähle zwischen 0 und { $most } Tagen (`days:0` beendet eine Pause).
away-refuse-not-away = Du machst gerade keine Pause, also gibt es nichts zu beenden; `/away days:<n>` beginnt eine Pause.
away-refuse-used-all = Du hast alle { $allowance ->
    [one] { $allowance } Pausentag
   *[other] { $allowance } Pausentage
} dieses Jahres genutzt; sie erneuern sich am 1. Januar.
away-refuse-too-many = Du hast dieses Jahr noch { $left ->
    [one] { $left } Pausentag
   *[other] { $left } Pausentage
}; wähle { $left } oder weniger.
away-left = Du hast dieses Jahr noch { $left ->
    [one] { $left } Pausentag
   *[other] { $left } Pausentage
} (von { $allowance }).
away-back = Willkommen zurück: Deine Uhren laufen wieder, und die Erinnerungen gehen weiter. { $left }
away-until = Du machst bis <t:{ $until }:f> (<t:{ $until }:R>) Pause: Deine Uhren und Erinnerungen ruhen in all deinen Partien, und ihre Bretter zeigen das an. `/away days:0` beendet die Pause früher. { $left }

## /next
away-next-none = Gerade wartet keine Partie auf dich. `/games` listet deine Partien; `/games which:open` zeigt Lobbys zum Beitreten.
away-next-headline = Die Partie, die am längsten auf dich wartet.
away-next-where = Du bist am Zug in der **{ $game }**-Partie #{ $id } in { $channel } (dein Zug begann <t:{ $since }:R>). [Zur Partie]({ $link }){ $more }
away-next-more = { " " }({ $count ->
    [one] { $count } weitere Partie wartet
   *[other] { $count } weitere Partien warten
} ebenfalls auf dich.)
