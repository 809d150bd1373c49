# Durações e limites de tempo (bot/services/clock.py), dentro de outras frases.

## Durações: "3 horas e 12 minutos", "45 minutos", "2 dias e 5 horas"
clock-days =
    { $count ->
        [0] { $count } dias
        [one] { $count } dia
       *[other] { $count } dias
    }
clock-hours =
    { $count ->
        [0] { $count } horas
        [one] { $count } hora
       *[other] { $count } horas
    }
clock-minutes =
    { $count ->
        [0] { $count } minutos
        [one] { $count } minuto
       *[other] { $count } minutos
    }
clock-two = { $first } e { $second }

## O limite de tempo de uma partida
clock-limit = { $hours } h por jogada
