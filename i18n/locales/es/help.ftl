# /help y /games. Los nombres de comandos y opciones se quedan como los muestra el bot.

## /help
help-title = **Cómo jugar**
help-start = - **Empezar una partida:** `/game new game:pylon` abre una sala de espera en el canal; otro jugador pulsa **{ lobby-button-join }**. Añade `opponent:@amigo` para desafiar a alguien, o `computer:medium` para jugar contra la computadora.
help-move = - **Jugar:** cuando es tu turno te menciono debajo del tablero. Pulsa **{ play-button }** ahí, elige tu jugada paso a paso y luego **{ play-confirm }** (o escríbela con `/move`).
help-rules = - **Reglas:** `/rules game:pylon`, o el botón **{ posts-button-rules }** debajo de cualquier tablero.
help-games = - **Tus partidas:** `/games` las lista con de quién es el turno; `/next` muestra la que lleva más tiempo esperándote.

## /games
help-games-lobby = **{ $game }** #{ $id } en { $where }: sala de espera, { $waiting } · [sala de espera]({ $link })
help-games-waiting = { $count ->
    [one] falta { $count } jugador
   *[other] faltan { $count } jugadores
  }
help-games-ready = lista
help-games-damaged = **{ $game }** #{ $id } en { $where }: no puede continuar (dañada)
help-games-line = **{ $game }** #{ $id } en { $where }: { $turn } · [último mensaje]({ $link })
help-games-your-turn = **tu turno**
help-games-your-offer = **una oferta espera tu respuesta**
help-games-to-move = turno de { $names }
help-games-nobody = turno de nadie (la partida ha terminado)
help-games-deadline = , el tiempo se acaba { $when }
help-games-away = ; { $name } está de descanso hasta el { $when }
help-games-more = … y { $count } más.
help-games-none = No tienes partidas sin terminar. Empieza una con `/game new`.

## /games which:open
help-open-refuse-server = Las partidas abiertas son de un servidor: usa `/games which:open` en uno.
help-open-none = No hay salas de espera ni inscripciones a torneos abiertas en este servidor. Abre una con `/game new`.
help-open-lobby = Sala de espera de **{ $game }** #{ $id } en { $where }: { $joined }, { $waiting } · [unirse]({ $link })
help-open-joined = { $count } de { $players } jugadores
help-open-needs = faltan { $count } para empezar
help-open-ready = lista para empezar
help-open-tournament = Torneo de **{ $game }** #{ $id } ({ $format ->
    [swiss] sistema suizo
    [round-robin] todos contra todos
    [knockout] eliminación directa
   *[other] { $format }
  }) en { $where }: inscripción abierta, { $signed } inscritos · [inscribirse]({ $link })
