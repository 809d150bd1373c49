# Durées et limites de temps (bot/services/clock.py), à l'intérieur d'autres phrases.

## Durées : « 3 heures 12 minutes », « 45 minutes », « 2 jours 5 heures »
clock-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
clock-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
clock-two = { $first } { $second }

## La limite de temps d'une partie
clock-limit = { $hours } h par coup
