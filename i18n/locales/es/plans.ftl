# Respuestas planeadas (docs/planned-replies.md): /plan, «Planear una respuesta» después de una
# jugada confirmada con Jugar, los avisos por MD y la planificación en la mesa web.

## Una línea de un plan, dentro de otras frases
plans-line-if = si { $player } juega { $theirs }, juegas { $mine }
plans-line-then = luego, si { $player } juega { $theirs }, juegas { $mine }
plans-line-chain = { $first }; { $rest }

## Rechazos
plans-refuse-not-player = No juegas en esta partida, así que no puedes planear respuestas en ella.
plans-refuse-no-plans = No juegas en esta partida, así que no tienes planes en ella.
plans-refuse-two-players = Las respuestas planeadas son solo para partidas de dos jugadores sin nada oculto; esta partida de { $game } tiene { $players } jugadores.
plans-refuse-over = Esta partida ha terminado, así que no hay nada que planear.
plans-refuse-own-turn = Es tu turno: haz primero tu jugada y luego planea tus respuestas a la siguiente jugada de tu rival.
plans-refuse-not-waiting = Solo puedes planear respuestas mientras es el turno de tu rival.
plans-refuse-no-game = Aquí no hay ninguna partida en curso en la que planear respuestas.
plans-refuse-stale = La partida avanzó mientras planeabas, así que este plan ya no encaja. Planea de nuevo desde el tablero tal como está ahora.
plans-refuse-pairs = Da una respuesta a cada jugada de tu rival: `then_play` va con `then_if`.
plans-refuse-half = Da `then_if` y `then_play` juntos, o ninguno de los dos; no se planeó nada.
plans-refuse-already = Ya habías planeado eso: { $line }.
plans-refuse-too-many = Una partida guarda como máximo { $max } respuestas planeadas; usa `/plan clear` y luego planea las más probables.
plans-refuse-gone = Esa opción ya no está disponible. Empieza el plan de nuevo.
plans-refuse-over-after = La partida habría terminado después de `{ $after }`, así que `{ $option }` no tiene nada que responder.
plans-refuse-not-your-move = Después de `{ $after }` no sería tu turno, así que `{ $option }` no se puede planear.
plans-refuse-not-their-move = Después de `{ $after }` no sería el turno de { $player }, así que `{ $option }` no se puede planear.
plans-refuse-illegal = `{ $option }`: `{ $move }` no es una jugada legal { $when } ({ $why }). Elige una de la lista.
plans-option-move = jugada { $n }
plans-when-now-theirs = para { $player } ahora
plans-when-after-theirs = para { $player } después de `{ $after }`
plans-when-after-yours = para ti después de `{ $after }`

## Respuestas a /plan y a «Confirmar plan»
plans-added = Planeado, en privado: { $line }.
plans-added-replaces = Sustituye tu respuesta anterior a esa jugada.
plans-added-how = Se juega en el acto si llega esa jugada; cualquier otra jugada descarta tus planes, y te aviso por MD. Tienes { $count ->
        [one] 1 respuesta planeada
       *[other] { $count } respuestas planeadas
    } aquí (`/plan list` las muestra, `/plan clear` las descarta).
plans-list-title = **Tus respuestas planeadas** (solo tú las ves):
plans-list-none = No tienes respuestas planeadas en esta partida. Planea una con `/plan add`, o con **{ plans-button }** después de confirmar una jugada con **{ play-button }**.
plans-list-file = respuestas-planeadas.txt
plans-cleared = Hecho: { $count ->
        [one] tu respuesta planeada aquí queda descartada.
       *[other] tus { $count } respuestas planeadas aquí quedan descartadas.
    }
plans-cleared-none = No tenías respuestas planeadas en esta partida, así que no se descartó nada.

## Planear una respuesta (los pasos después de una jugada confirmada con Jugar)
plans-button = Planear una respuesta
plans-another = Planear otra
plans-then = Luego, si tu rival juega…
plans-back = Atrás
plans-confirm = Confirmar plan
plans-start-again = Empezar de nuevo
plans-choose = Elige…
plans-flow-heading = **{ plans-button }** en la partida #{ $id } de { $game } (solo tú ves esto)
plans-flow-if = Si { $player } juega…
plans-flow-if-you = Si { $player } juega { $theirs }, juegas…
plans-flow-after = A continuación de: { $line }.
plans-flow-so-far = Hasta ahora: { $steps }
plans-flow-choose = Elige abajo.
plans-flow-preview = El tablero de abajo muestra las dos jugadas hechas. Pulsa **{ plans-confirm }** para guardarlo (nadie más lo ve hasta que se juegue) o **{ plans-back }** para volver.
plans-preview-file = plan.png
plans-flow-stale = La partida #{ $id } de { $game } ha avanzado desde que abriste esto, así que estas opciones quizá ya no encajen. Empieza de nuevo desde la posición actual.

## Avisos por MD cuando se descartan planes
plans-note-taken-back = Tus respuestas planeadas en la partida #{ $id } de { $game } quedan descartadas: se deshizo una jugada.
plans-note-unplanned = En la partida #{ $id } de { $game }, { $player } jugó { $move }, que no habías planeado, así que tus respuestas planeadas allí quedan descartadas.{ $yours ->
        [yes] {" "}Es tu turno.
       *[other] {""}
    }
plans-note-not-legal = En la partida #{ $id } de { $game }, { $player } jugó { $move }, pero tu respuesta planeada `{ $reply }` no es legal allí, así que no se jugó y tus planes allí quedan descartados.{ $yours ->
        [yes] {" "}Es tu turno.
       *[other] {""}
    }

## Planear en la mesa web (sin Markdown: la página muestra el texto tal cual)
plans-web-if = Si { $player } juega…
plans-web-if-you = Si { $player } juega { $theirs }, juegas…
plans-web-after = A continuación de: { $line }.
plans-web-added = Planeado, en privado: { $line }.
plans-web-added-how = Se juega en el acto si llega esa jugada; cualquier otra jugada descarta tus planes, y te aviso por MD. Tienes { $count ->
        [one] 1 respuesta planeada
       *[other] { $count } respuestas planeadas
    } en esta partida.
plans-web-cleared = { $count ->
        [one] Tu respuesta planeada en esta partida queda descartada.
       *[other] Tus { $count } respuestas planeadas en esta partida quedan descartadas.
    }
