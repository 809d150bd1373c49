# Duraciones y límites de tiempo (bot/services/clock.py), dentro de otras frases.

## Duraciones: "3 horas y 12 minutos", "45 minutos", "2 días y 5 horas"
clock-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
clock-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
clock-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
clock-two = { $first } y { $second }

## El límite de tiempo de una partida
clock-limit = { $hours } h por jugada
