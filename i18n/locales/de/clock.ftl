# Dauern und Zeitlimits (bot/services/clock.py), innerhalb anderer Sätze.

## Dauern: "3 Stunden 12 Minuten", "45 Minuten", "2 Tage 5 Stunden"
clock-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
clock-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
clock-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
clock-two = { $first } { $second }

## Das Zeitlimit einer Partie
clock-limit = { $hours } Std. pro Zug
