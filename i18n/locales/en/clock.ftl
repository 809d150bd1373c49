# Durations and time limits (bot/services/clock.py), used inside other sentences.

## Durations: "3 hours 12 minutes", "45 minutes", "2 days 5 hours"
clock-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
clock-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
# Two parts of a duration side by side: "2 days 5 hours".
clock-two = { $first } { $second }

## A game's time limit, as lobbies, tournaments and tables show it
clock-limit = { $hours } h per move
