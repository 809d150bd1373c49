# La página de la mesa web.

web-gone = Este enlace no abre ninguna mesa. Pide uno nuevo al bot: el botón { play-button } o /next.
web-offline = No se puede conectar con la mesa. Reintentando…
web-stale = La partida cambió; esta es la nueva posición.
web-done = Tu jugada está hecha: { $words }
web-changed = El tablero se actualizó.
web-your-turn = Es tu turno.
web-choose = Elige:
web-confirm = Confirmar
web-back = Atrás
web-first = Inicio
web-forward = Adelante
web-last = Final
web-position = Posición { $n } de { $total }
web-start = La posición inicial.
web-hand-alt = Tu mano
web-signing-in = Iniciando sesión con Discord…
web-sign-in-failed = No se pudo iniciar sesión con Discord. Cierra la actividad y ábrela de nuevo.
web-hand-title = Tu mano
web-offers-title = Ofertas e invitaciones
web-players-title = Jugadores
web-moves-title = Jugadas
web-replay-controls = Recorrer la partida
web-to-move = le toca
web-computer = computadora
web-player-away = de descanso

## Respuestas planeadas en la página
web-plan-start = Planear una respuesta
web-plan-confirm = Confirmar plan
web-plan-then = Luego, si tu rival juega…
web-plan-another = Planear otra
web-plan-done = Listo
web-plans-title = Tus respuestas planeadas (solo tú las ves)
web-plans-clear = Descartar todas

## Las líneas sobre el tablero
web-line-title = Partida #{ $id } de { $game }: { $players }
web-line-last = Última jugada: { $move }
web-line-turn = Turno de { $players }.
web-entry-resign = { $player } se rindió
web-entry-timeout = A { $player } se le acabó el tiempo
web-entry-end = { $player } terminó la partida de mutuo acuerdo

## Respuestas a la página
web-not-found = Esta dirección no abre ninguna partida: quizá caducó. Pide una nueva al bot con `/board private:true`.
web-not-found-title = No encontrado
web-too-many = Demasiadas solicitudes desde tu dirección. Espera un minuto y recarga la página.
web-bad-request = La mesa no puede responder a esa solicitud. Recarga la página.
web-stale-move = La partida avanzó desde que se dibujó esta página, así que no se jugó nada. Mira el tablero tal como está ahora y elige de nuevo.
web-stale-plan = La partida avanzó desde que se dibujó esta página, así que no se planeó nada. Mira el tablero tal como está ahora y planea de nuevo.
web-watching = Esta página solo sigue la partida: abre tu propio enlace del bot (`/board private:true`) para jugar.
web-not-yours = Aquí no te toca elegir una jugada.
web-away = El almacén de partidas no responde, así que no se jugó nada. Inténtalo de nuevo en un momento.
web-away-plan = El almacén de partidas no responde, así que no se planeó nada. Inténtalo de nuevo en un momento.
web-unreadable-move = No se pudo leer la jugada. Recarga la página y elige de nuevo.
web-unreadable-plan = No se pudo leer el plan. Recarga la página y planea de nuevo.
web-incomplete-move = Elige una jugada completa antes de confirmarla.
web-unconfirmed = No pude confirmar que tu cambio se guardara: el almacén de partidas dejó de responder. Revisa la partida con `/board` en un momento antes de volver a intentarlo.
web-choice-gone = Esa opción ya no está disponible. Empieza la jugada de nuevo.
web-replay-running = La partida sigue en curso: su repetición se abre cuando termine.
web-replay-range = Esta partida tiene las posiciones 0 a { $last }.
web-replay-value = { $value ->
        [win] Una victoria para { $player }, con juego perfecto.
        [loss] Una derrota para { $player }, con juego perfecto.
       *[draw] Un empate para { $player }, con juego perfecto.
    }
web-activity-off = La actividad de Discord no está configurada en este bot.
web-activity-failed = Discord no confirmó quién eres. Cierra la actividad y ábrela de nuevo.
web-activity-no-game = No hay ninguna partida en este canal. Empieza una con `/game new` y luego abre la actividad de nuevo.
web-activity-unreadable = No se pudo leer el inicio de sesión. Cierra la actividad y ábrela de nuevo.
