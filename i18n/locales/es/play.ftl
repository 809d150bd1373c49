# Jugar: /move, /resign, /undo, /board, /history, el tablero en texto y el selector del
# botón Jugar (bot/features/play/), y las jugadas rechazadas (bot/services/sessions.py).

## Jugadas y cambios rechazados
play-refuse-lobby-state = Esta partida aún no ha empezado: todavía es una sala de espera.
play-refuse-changed = La partida acaba de cambiar; mira `/board` y vuelve a intentarlo.
play-refuse-cancelled = Esa partida ya no existe: se canceló.
play-refuse-abandoned = Esa partida se abandonó, así que no puede continuar. Empieza otra con `/game new`.
play-refuse-lobby = Esta partida aún no ha empezado: únete a la sala de espera, o quien la creó puede usar `/game start`.
play-refuse-over = Esta partida ha terminado. Empieza otra con `/game new`.
play-refuse-plans-changing = Los planes de tu rival estaban cambiando justo entonces; vuelve a intentar tu jugada, por favor.
play-refuse-raced = La jugada de otra persona se guardó un momento antes que la tuya; mira `/board` y vuelve a intentarlo.
play-refuse-raced-change = El cambio de otra persona se guardó un momento antes que el tuyo; mira `/board` y vuelve a intentarlo.
play-refuse-not-player = No juegas en esta partida (juegan { $players }).
play-refuse-version = La partida cambió mientras se elegía la jugada.
play-refuse-resigned = Te rendiste en esta partida, así que ya no puedes jugar en ella.
play-refuse-not-your-turn = No es tu turno: es el turno de { $who }. Te mencionaré cuando sea el tuyo.
play-refuse-illegal = Esa jugada no es legal: { $reason }.
play-refuse-illegal-hint = Esa jugada no es legal: { $reason }; { $hint }.
play-refuse-resign = No puedes rendirte: { $reason }.

## Reclamar por tiempo (/game claim)
play-refuse-no-limit = Esta partida no tiene límite de tiempo, así que no hay nada que reclamar.
play-refuse-claim-gone = Ya no juegas en esta partida, así que no puedes reclamar por tiempo.
play-refuse-claim-nobody = Ahora mismo no corre el reloj de nadie, así que no hay nada que reclamar.
play-refuse-claim-self = Es tu reloj el que corre, así que no puedes reclamar: haz tu jugada con `/move`.
play-refuse-claim-away = { $who } está de descanso hasta el <t:{ $back }:f>, así que su reloj está en pausa; podrás reclamar cuando se le acabe el tiempo después de eso.
play-refuse-claim-early = A { $who } aún le quedan { $left } para jugar (hasta el <t:{ $deadline }:f>); podrás reclamar después.
play-refuse-undo-moved-on = La partida ha avanzado desde que se pidió deshacer la jugada, así que ya no vale.
play-refuse-undo-nothing = No hay ninguna jugada que deshacer.

## /move y Jugar: la respuesta privada a una acción dentro de un turno
play-done-stored = Hecho: guardado.
play-again-move = vuelve a usar `/move`
play-again-play = pulsa **{ play-button }** abajo
play-turn-goes-on = Tu turno sigue: { $again } para terminarlo.
play-turn-of = Es el turno de { $who }; te mencionaré cuando sea el tuyo.

## /undo
play-undo-posted = Hecho: tu petición está publicada en el canal.
play-undo-computer = Hecho: la computadora aceptó y tu jugada se ha deshecho.

## /board, /history y el tablero en texto
play-board-headline = El tablero tal como está.
play-game = Partida #{ $id } de { $game }
play-history-empty = { $title }: aún no hay jugadas.
play-history-title = { $title }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}:
play-history-title-undone = { $title }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} ({ $undone ->
    [one] { $undone } deshecha
   *[other] { $undone } deshechas
}):
play-history-move = { $number }. { $who }: { $words }
play-history-resigned = - { $who } se rindió
play-history-timeout = - a { $who } se le acabó el tiempo
play-history-ended = - terminada de mutuo acuerdo
play-history-file = partida-{ $id }-historial.txt
play-board-file = partida-{ $id }-tablero.txt
play-text-board = **Partida #{ $id } de { $game }**, en palabras:

## El selector del botón Jugar (privado)
play-button = Jugar
play-back = Atrás
play-confirm = Confirmar
play-start-again = Empezar de nuevo
play-choose = Elige…
play-preview-file = vista-previa.png
play-refuse-not-playing = No juegas en esta partida; es el turno de { $who }.
play-refuse-not-yours = Es el turno de { $who }, no el tuyo; te mencionaré cuando sea el tuyo.
play-refuse-finished = Esta partida ha terminado, así que no queda ninguna jugada. Empieza otra con `/game new`.
play-refuse-choice-gone = Esa opción ya no está disponible. Pulsa **{ play-button }** en el tablero para empezar de nuevo.
play-refuse-move-gone = Esa jugada ya no está disponible. Pulsa **{ play-button }** en el tablero para empezar de nuevo.
play-heading = **Tu jugada** en la partida #{ $id } de { $game }
play-so-far = Hasta ahora: { $steps }
play-question-back = { $question }
    Pulsa **{ play-confirm }** o **{ play-back }**.
play-question = { $question }
    Pulsa **{ play-confirm }**.
play-preview-only = { $heading }: { $words }
    Pulsa **{ play-confirm }** para jugarla.
play-preview-back = { $heading }: { $words }
    El tablero de abajo la muestra jugada. Pulsa **{ play-confirm }** para jugarla o **{ play-back }** para volver.
play-preview = { $heading }: { $words }
    El tablero de abajo la muestra jugada. Pulsa **{ play-confirm }** para jugarla.
play-stale = La partida #{ $id } de { $game } ha avanzado desde que abriste esto, así que puede que estas opciones ya no sirvan. Empieza de nuevo desde la posición actual.
play-done-words = Hecho: tu jugada, { $words }, está guardada. El tablero está publicado en el canal.

## Los botones de la mesa web
play-open-board = Abrir el tablero
play-open-in-discord = Abrir en Discord
