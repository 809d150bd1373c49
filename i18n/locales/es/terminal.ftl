# The terminal player (`python -m terminal`). Commands typed at the prompt stay as they are.

## Seats and the computer
terminal-seat = Asiento { $seat }
terminal-computer = Computadora ({ $level ->
    [easy] fácil
    [medium] media
   *[hard] difícil
})
terminal-computer-played = { $computer } jugó por { $seat }: { $move }
terminal-computer-acted = { $computer } por { $seat }: { $action }
terminal-computer-plays = la computadora juega { $seat }
terminal-computer-stuck = la computadora no tiene ninguna jugada posible; la partida se detiene aquí

## The game going on
terminal-start = { $game }, { $players } jugadores{ $computers }. Escribe `help` para ver las jugadas legales y los comandos.
terminal-start-computer = ; { $seat } es la computadora ({ $level ->
    [easy] fácil
    [medium] media
   *[hard] difícil
})
terminal-pass-keyboard = pasa el teclado a { $seat } y pulsa Intro
terminal-played = { $seat } jugó { $move }
terminal-resigned = { $seat } se rindió
terminal-also-act = (asientos que también pueden actuar ahora: { $seats }; escribe `as <seat> <move>`)
terminal-refused = rechazado: { $reason }
terminal-too-long = rechazado: `{ $text }` es demasiado largo para una jugada; `help` las muestra
terminal-as-usage = escribe `as <seat> <move>` con un asiento del 1 al { $players }, p. ej. `as 2 help`
terminal-quit = partida abandonada sin terminar
terminal-interrupted = (interrumpido: la partida queda sin terminar)
terminal-end-of-input = (fin de la entrada: la partida queda sin terminar)
terminal-game-over = partida terminada: { $result }

## help
terminal-no-move = { $seat } no tiene ninguna jugada legal ahora
terminal-off-turn = no es el turno de { $seat }; esto es lo que puede hacer ahora:
terminal-commands = comandos: una jugada (p. ej. { $example }); help = las jugadas legales (help <casilla> para un grupo); board = volver a ver la partida; as <seat> <move> = actuar por otro asiento (también `as <seat> help` / `as <seat> board`); resign = rendirse; quit = salir (o Ctrl-C / Ctrl-D)
terminal-help = jugadas legales de { $seat } ({ $count }):
terminal-help-with = jugadas legales de { $seat } con { $word } ({ $count }):
terminal-help-grouped = jugadas legales de { $seat } ({ $count }), por { $kind ->
    [square] casilla; escribe `help <casilla>`
   *[word] primera palabra; escribe `help <primera palabra>`
} para ver un grupo, p. ej. `help { $first }`:
terminal-help-none = ninguna de las { $count } jugadas legales de { $seat } está en `{ $word }` ni empieza por ello
terminal-hint-examples = por ejemplo `{ $example }`; `help` muestra las { $count } jugadas legales

## The end of a game
terminal-result-not-over = la partida no ha terminado
terminal-result-draw = la partida termina en empate
terminal-result-wins = { $count ->
    [one] gana { $seats }
   *[other] { $seats } comparten la victoria
}
terminal-result-resign = { $result } (por rendición)
terminal-result-agreement = { $result } (terminada de mutuo acuerdo)
terminal-result-why = { $result }: { $why }
terminal-result-scores = { $result }; puntos: { $scores }
terminal-score = { $seat } { $score }

## The game's picture (around the board in notation)
terminal-picture-to-move = { $game }, turno de { $seat }
terminal-picture-and = { $head }; { $more }
terminal-picture-draw = { $game }, partida terminada: empate
terminal-picture-won = { $game }, partida terminada: { $count ->
    [one] ganó { $seats }
   *[other] ganaron { $seats }
}
terminal-you = { $seat } (tú)
terminal-who = { $seat }
terminal-on-turn = { $line }  <- le toca
terminal-has-left = a { $seat } le quedan: { $left }
terminal-epicycle-spaces = casilla:{"  "}{ $row }
terminal-epicycle-pieces = pirámide: { $row }
terminal-epicycle-gap = el hueco es la casilla { $space }; sentido horario (cw) = números crecientes, tras el 9 viene el 0
terminal-epicycle-holds = { $seat } tiene: { $held }
terminal-epicycle-seen = esta posición ha aparecido { $count } { $count ->
    [one] vez
   *[other] veces
} (regla de la casa: la tercera vez es empate)
terminal-epicycle-last = última jugada: { $seat } jugó { $move } (colocada en la casilla { $placed }, tomó la { $size } de la casilla { $taken })
terminal-synapse-forced = la siguiente pirámide debe ir en { $square }
terminal-synapse-first = la primera pirámide puede ir en cualquier sitio
terminal-synapse-legend = 1M^ = mediana de { $seat } apuntando al N (^ N, > E, v S, < W); * = donde va la siguiente pirámide
terminal-pylon-phase = { $phase ->
    [placement] fase de colocación
   *[stacking] fase de apilamiento
}
terminal-pylon-legend = 2M = mediana de { $second }; 1Lx3S = una pila de 3, arriba la L de { $first }, abajo una S
terminal-pylon-seat = { $seat }: { $score } { $score ->
    [one] punto
   *[other] puntos
}, reserva { $stash }
terminal-cardinal-ply = { $game } - jugada { $ply }
terminal-cardinal-last = última jugada: { $seat } jugó { $move }
terminal-cardinal-faces = { $seat } mira al { $direction }{ $resigned ->
    [yes] {" "}(se rindió)
   *[no] {""}
}
terminal-cardinal-seats = asientos: { $seats }

## Connections at the terminal: the hand by region (card and region names stay as they are)
terminal-hand-empty = tu mano: vacía
terminal-hand = tu mano ({ $count } { $count ->
    [one] carta
   *[other] cartas
}), por región:
terminal-hand-link = { $card } (enlaza { $regions })
terminal-hand-links = cartas de enlace: { $links }
terminal-offer-help = ofrecer un intercambio: `offer <your card> for <a region or a card> to <seat number>` (a { $seats }; no al asiento que tiene el turno)
terminal-region-hint = { $said ->
    [yes] {""}
   *[no] { $region } es una región, no una carta;{" "}
}{ $count ->
    [0] no tienes ninguna carta de { $region }
   *[other] tus cartas de { $region }: { $cards }
}; las regiones son { $regions }

## Bad arguments on the command line (`python -m terminal` stays as it is)
terminal-error = python -m terminal: { $problem }
terminal-error-game = juego desconocido '{ $game }'; los juegos son { $games }
terminal-error-option-shape = las opciones se escriben name=value, no '{ $text }'
terminal-error-option-unknown = { $game } no tiene la opción { $name } (opciones: { $known })
terminal-none = ninguna
terminal-error-option-bool = { $name } debe ser true o false
terminal-error-option-number = { $name } debe ser un número entero
terminal-error-option-least = { $name } debe ser al menos { $least }
terminal-error-option-most = { $name } debe ser como mucho { $most }
terminal-error-seats = --computer acepta asientos del 1 al { $players }, como 1:hard, no '{ $text }'
terminal-error-level = nivel de computadora desconocido '{ $level }'; elige entre { $levels }
terminal-error-no-computer = todavía no hay computadora para { $game }
