# Publicaciones en el canal (bot/delivery/, bot/features/upkeep/): en el idioma del servidor.

## The title line above each turn's board
posts-title = { $title } · partida #{ $game } · jugada { $moves }

## What happened (the headline of a turn's post)
posts-played = { $who } jugó: { $move }.
posts-planned = { $move } { $reply } (respuesta planeada).
posts-resigned = { $who } se rindió.
posts-resigned-drops-out = { $who } se rindió y queda fuera de la partida.
posts-timed-out = A { $who } se le acabó el tiempo.
posts-timed-out-drops-out = A { $who } se le acabó el tiempo y queda fuera de la partida.
posts-agreed-end = Todos los jugadores acordaron terminar la partida ahora.
posts-taken-back = Se deshizo la jugada { $move } de { $who }.

## The first post of a game
posts-begins = Empieza la partida #{ $game } de { $title }. Orden de juego: { $order }.
posts-order-then = {", luego "}

## Whom a turn is up to (below the board)
posts-your-turn = { $count ->
    [one] { $who }, es tu turno.
   *[other] { $who }: ya pueden jugar.
}
posts-turn-of-away = { $count ->
    [one] Es el turno de { $who }.
   *[other] Les toca a { $who }.
}
posts-computer-choosing = { $count ->
    [one] { $who } está eligiendo su jugada.
   *[other] { $who } están eligiendo sus jugadas.
}

## The clock line
posts-away-until = { $who } está de descanso hasta el { $until }.
posts-deadline = ⏱ { $who } debe jugar antes del { $at } ({ $relative }). Límite de tiempo: { $limit }.

## The end of a game
posts-over-draw = { $how ->
    [resign] Fin de la partida: empate por rendición.
    [agreement] Fin de la partida: empate de mutuo acuerdo.
    [timeout] Fin de la partida: empate por tiempo.
   *[other] Fin de la partida: empate.
}
posts-over-win = { $how ->
    [resign] Fin de la partida: **{ $who }** gana por rendición.
    [agreement] Fin de la partida: **{ $who }** gana de mutuo acuerdo.
    [timeout] Fin de la partida: **{ $who }** gana por tiempo.
   *[other] Fin de la partida: **{ $who }** gana.
}
posts-over-shared = { $how ->
    [resign] Fin de la partida: **{ $who }** comparten la victoria por rendición.
    [agreement] Fin de la partida: **{ $who }** comparten la victoria de mutuo acuerdo.
    [timeout] Fin de la partida: **{ $who }** comparten la victoria por tiempo.
   *[other] Fin de la partida: **{ $who }** comparten la victoria.
}
posts-final-scores = Puntos finales: { $scores }.
posts-length = { $moves ->
    [one] { $moves } jugada en { $duration }. { $everyone }
   *[other] { $moves } jugadas en { $duration }. { $everyone }
}

## Lines inside a turn (an offer, an invitation): who must answer
posts-answer-up-to-you = { $who }: te toca responder.
posts-see-your-dms = { $who }: mira tus MD.

## Buttons under a turn's post (and the lobby's Rules)
posts-button-play = Jugar
posts-button-history = Historial
posts-button-rules = Reglas
posts-button-text = Tablero en texto
posts-button-hand = Mi mano
posts-button-rematch = Revancha
posts-button-gif = GIF de la partida
posts-button-plan = Planear una respuesta

## Reminders in the channel (/settings reminder_hours)
posts-reminder = { $who }, un recordatorio: es tu turno en la partida #{ $game } de { $title } (esperando desde hace { $hours } h). `/board` muestra la posición y `/move` hace tu jugada.
posts-reminder-time-left = Tiempo restante para { $who }: { $left } (hasta el { $until }).
posts-reminder-time-out = Se acabó el tiempo de { $who }: otro jugador ya puede usar `/game claim`.
