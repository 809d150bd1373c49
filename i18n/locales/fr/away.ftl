# /away (une pause : horloges et rappels suspendus) et /next.

## /away
away-refuse-range = Choisis entre 0 et { $most } jours (`days:0` met fin à une pause).
away-refuse-not-away = Tu n'es pas en pause, il n'y a donc rien à terminer ; `/away days:<n>` commence une pause.
away-refuse-used-all = Tu as utilisé { $allowance ->
    [one] ton unique jour de pause
   *[other] tes { $allowance } jours de pause
} de cette année ; le compteur repart à zéro le 1er janvier.
away-refuse-too-many = Il te reste { $left ->
    [one] { $left } jour de pause
   *[other] { $left } jours de pause
} cette année ; demandes-en { $left } ou moins.
away-left = Il te reste { $left ->
    [one] { $left } jour de pause
   *[other] { $left } jours de pause
} cette année (sur { $allowance }).
away-back = Bon retour : tes horloges tournent de nouveau et les rappels reprennent. { $left }
away-until = Tu es en pause jusqu'au <t:{ $until }:f> (<t:{ $until }:R>) : tes horloges et tes rappels sont suspendus dans toutes tes parties, et leurs plateaux l'indiquent. `/away days:0` y met fin plus tôt. { $left }

## /next
away-next-none = Aucune partie ne t'attend pour le moment. `/games` liste tes parties ; `/games which:open` montre les salons d'attente à rejoindre.
away-next-headline = La partie qui t'attend depuis le plus longtemps.
away-next-where = C'est ton tour dans la partie **{ $game }** #{ $id } dans { $channel } depuis <t:{ $since }:R>. [Aller à la partie]({ $link }){ $more }
away-next-more = { " " }({ $count ->
    [one] { $count } autre partie t'attend
   *[other] { $count } autres parties t'attendent
} aussi.)
