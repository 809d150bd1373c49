# Salas de espera, revanchas y propuestas. Las variables entre { } conservan su nombre.

## The lobby's buttons (public: the server's language)
lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-button-computer = Añadir computadora

## The lobby message in the channel
lobby-title = Sala de espera de { $game } · partida #{ $id }
lobby-players = **Jugadores:** { $names } ({ $count })
lobby-count-exact = { $joined } de { $players }
lobby-count-range = se han unido { $joined }; pueden jugar de { $min } a { $max }
lobby-challenge = Un desafío: solo { $opponent } puede unirse.
lobby-order-random = **Orden de juego:** al azar.
lobby-order-joined = **Orden de juego:** por orden de llegada.
lobby-order-joined-first = **Orden de juego:** por orden de llegada ({ $first } empieza).
lobby-order-rematch = **Orden de juego:** el de la última partida, rotado.
lobby-order-rematch-first = **Orden de juego:** el de la última partida, rotado ({ $first } empieza).
lobby-options = **Opciones:** { $options }.
lobby-time-limit = **Límite de tiempo:** { $hours } h por jugada; después otro jugador puede reclamar por tiempo.
lobby-press-join-two = Pulsa **{ lobby-button-join }** para jugar: la partida empieza en cuanto se une un segundo jugador.
lobby-press-join-or-start = Pulsa **{ lobby-button-join }** para jugar. Empieza cuando se hayan unido { $players }, o cuando { $creator } pulse **{ lobby-button-start }**.
lobby-press-join-waiting = Pulsa **{ lobby-button-join }** para jugar. { $missing ->
    [one] Falta un jugador más
   *[other] Faltan { $missing } jugadores más
  }.
lobby-closed-started = La partida ha empezado.
lobby-closed-cancelled = Cancelada.
lobby-closed-expired = Esta sala de espera caducó tras { $days ->
    [one] un día
   *[other] { $days } días
  } sin empezar.
lobby-invite-challenge = { $opponent }, ¡{ $creator } te desafía!
lobby-invite-rematch = { $players }: { $creator } pide una revancha de la partida #{ $id }: pulsa **{ lobby-button-join }** para aceptar.
lobby-invite-rematch-all = { $players }: { $creator } pide una revancha de la partida #{ $id }: pulsa **{ lobby-button-join }** para aceptar; empieza cuando todos hayan aceptado.

## Options of the games
lobby-option-random_setup = las piezas del anillo se barajan al empezar
lobby-option-random_setup-off = las piezas del anillo no se barajan al empezar
lobby-option-rounds_per_player = cada jugador reparte { $value ->
    [one] una ronda
   *[other] { $value } rondas
  }

## Answers to the one who acted (private)
lobby-opened = Abriste una sala de espera de { $game } (partida #{ $id }). Los jugadores se unen con su botón **{ lobby-button-join }**.
lobby-opened-thread = Abriste una sala de espera de { $game } (partida #{ $id }) en { $thread }. Los jugadores se unen con su botón **{ lobby-button-join }**.
lobby-opened-computer = Empieza la partida #{ $id } de { $game } contra la computadora de nivel { $level ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
  }.
lobby-opened-computer-thread = Empieza la partida #{ $id } de { $game } contra la computadora de nivel { $level ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
  } en { $thread }.
lobby-joined-started = Te uniste; empieza la partida #{ $id } de { $game }.
lobby-joined = Te uniste a la sala de espera de { $game } (partida #{ $id }).
lobby-left = Saliste de la sala de espera de la partida #{ $id }.
lobby-started = Empieza la partida #{ $id } de { $game }.
lobby-cancel-done = Hecho. { $line }
lobby-rematch-started = Revancha iniciada: partida #{ $id } de { $game }.
lobby-rematch-asked = Revancha pedida: la partida #{ $id } de { $game } empieza { $when }.
lobby-rematch-accepted = Aceptaste la revancha: la partida #{ $id } de { $game } empieza { $when }.
lobby-rematch-when = { $players ->
    [one] cuando el otro jugador acepte
   *[other] cuando los otros { $players } jugadores acepten
  }
lobby-end-proposed = Hecho: tu propuesta está publicada en el canal.
lobby-end-computer-agreed = Hecho: la computadora aceptó y la partida ha terminado.

## Lines the channel is told (public)
lobby-cancelled = { $who } canceló la sala de espera de { $game } (partida #{ $id }).
lobby-abandoned = { $who } abandonó la partida #{ $id } de { $game }; no se terminará.
lobby-closed-creator-left = La sala de espera de { $game } (partida #{ $id }) se cerró: quien la abrió se fue.

## Refusals (private)
lobby-refuse-opponent-and-computer = Elige `opponent` (una persona) o `computer`, no los dos.
lobby-refuse-opponent-self = Desafía a otra persona: `opponent` no puede ser tú ni un bot.
lobby-refuse-no-channel = Se juega en los canales de un servidor: usa `/game new` en un canal.
lobby-refuse-thread-here = Solo puedo abrir hilos desde un canal de texto: usa esto en el propio canal.
lobby-refuse-no-thread-permission = No puedo crear hilos aquí; pide a un moderador el permiso «Crear hilos públicos», o usa `/game new thread:false` para jugar en este canal.
lobby-refuse-gone = Esa partida ya no está disponible aquí.
lobby-refuse-no-finished-game = Todavía no ha terminado ninguna partida en este canal. Abre una con `/game new`.
lobby-refuse-option-unknown = { $game } no tiene la opción { $option }. Quita esa opción, o mira `/rules game:{ $code }`.
lobby-refuse-option-bool = { $option } debe ser `true` o `false`. Quita esa opción, o mira `/rules game:{ $code }`.
lobby-refuse-option-whole = { $option } debe ser un número entero. Quita esa opción, o mira `/rules game:{ $code }`.
lobby-refuse-option-min = { $option } debe ser al menos { $limit }. Quita esa opción, o mira `/rules game:{ $code }`.
lobby-refuse-option-max = { $option } debe ser como mucho { $limit }. Quita esa opción, o mira `/rules game:{ $code }`.
lobby-refuse-busy-lobby = Este canal ya tiene una sala de espera de { $game } sin terminar (#{ $id }). Añade `thread:true` para abrir la tuya en un hilo nuevo, o termina esa primero.
lobby-refuse-busy-game = Este canal ya tiene una partida de { $game } sin terminar (#{ $id }). Añade `thread:true` para abrir la tuya en un hilo nuevo, o termina esa primero.
lobby-refuse-just-opened = Alguien acaba de abrir otra partida aquí; añade `thread:true` para abrir la tuya en un hilo.
lobby-refuse-cancelled = Esta sala de espera se canceló. Abre una nueva con `/game new`.
lobby-refuse-started = Esta partida ya ha empezado; usa `/board` para verla.
lobby-refuse-already-in = Ya estás en esta sala de espera; espera a los demás, o pulsa **{ lobby-button-leave }**.
lobby-refuse-challenge = Es un desafío para { $opponent }: solo esa persona puede unirse. Abre tu propia sala de espera con `/game new`.
lobby-refuse-rematch-only = Es una revancha: solo pueden unirse los jugadores de la última partida. Abre tu propia sala de espera con `/game new`.
lobby-refuse-full = Esta sala de espera está llena ({ $players } jugadores).
lobby-refuse-changed = La sala de espera acaba de cambiar; inténtalo de nuevo.
lobby-refuse-not-in = No estás en esta sala de espera, así que no puedes salir de ella.
lobby-refuse-creator-leaves = Tú abriste esta sala de espera: usa **{ lobby-button-cancel }** (o `/game cancel`) para cerrarla.
lobby-refuse-start-creator = Solo quien abrió la sala de espera ({ $creator }) puede empezar la partida.
lobby-refuse-computer-creator = Solo quien abrió la sala de espera ({ $creator }) puede añadir computadoras.
lobby-refuse-computer-challenge = Esta sala de espera es un desafío a una persona, así que no hay sitio para una computadora.
lobby-refuse-level = Elige un nivel: { $levels }.
lobby-refuse-nothing-to-cancel = No hay nada que cancelar: esta partida ya terminó o se canceló.
lobby-refuse-cancel-who = Solo quien la abrió ({ $creator }) o un miembro con «Gestionar mensajes» puede cancelar esta partida.
lobby-refuse-game-changed = La partida acaba de cambiar; inténtalo de nuevo.
lobby-refuse-rematch-not-over = La revancha se puede empezar cuando esta partida haya terminado.
lobby-refuse-rematch-players = Solo los jugadores de esta partida pueden empezar su revancha.
lobby-refuse-rematch-in = Ya estás en esta revancha (partida #{ $id }); empieza { $when }.
lobby-refuse-rematch-busy = Este canal ya tiene una partida de { $game } sin terminar (#{ $id }); termínala primero, o abre una partida nueva en un hilo con `/game new thread:true`.
lobby-refuse-rematch-just-opened = Alguien acaba de abrir otra partida aquí; la revancha no se empezó.
lobby-refuse-player-count-exact = { $game } es para exactamente { $players } jugadores; esta sala de espera tiene { $count }. Espera a que se unan más jugadores.
lobby-refuse-player-count-range = { $game } es para { $min } a { $max } jugadores; esta sala de espera tiene { $count }. Espera a que se unan más jugadores.

## Proposals
lobby-proposal-accept = Aceptar
lobby-proposal-decline = Rechazar
lobby-proposal-end = { $who } propone terminar ahora la partida #{ $id } de { $game }.{ $outcome }
    { $voters }: pulsen **{ lobby-proposal-accept }** o **{ lobby-proposal-decline }**, por favor. Cualquier jugada antes de eso cancela la propuesta.
lobby-proposal-outcome = { " " }Si todos están de acuerdo: { $result }
lobby-proposal-result-draw = empate de mutuo acuerdo.
lobby-proposal-result-win = { $winner } gana de mutuo acuerdo.
lobby-proposal-result-share = { $winners } comparten la victoria de mutuo acuerdo.
lobby-proposal-scores = { " " }Puntos finales: { $scores }.
lobby-proposal-undo = { $who } pide deshacer `{ $move }`. { $approver }, ¿estás de acuerdo?
lobby-proposal-declined = { $kind ->
    [end] { $who } rechazó la propuesta de terminar; la partida sigue.
   *[undo] { $who } rechazó la petición de deshacer; la partida sigue.
  }
lobby-proposal-accepts = { $who } acepta; faltan { $waiting }.
lobby-proposal-you-declined = Hecho: rechazaste.
lobby-proposal-you-accepted = Hecho: aceptaste. Esperando a los demás.
lobby-refuse-not-running = Esta partida ya no está en curso.
lobby-refuse-end-resigned = Te rendiste en esta partida, así que no puedes proponer terminarla.
lobby-refuse-end-waiting = Ya hay una propuesta de terminar esperando respuestas; mira sus botones **{ lobby-proposal-accept }** / **{ lobby-proposal-decline }**.
lobby-refuse-end-computer = { $computer } no acepta terminar la partida ahora: seguir jugando le conviene más. Sigue jugando o ríndete con `/resign`.
lobby-refuse-undo-none = { $game } no permite deshacer: una carta vista no se puede olvidar.
lobby-refuse-undo-nothing = Todavía no hay ninguna jugada que deshacer.
lobby-refuse-undo-computer = La computadora ya respondió a tu jugada, así que ya no se puede deshacer. Contra la computadora, pídelo justo después de tu jugada.
lobby-refuse-undo-not-last = Solo quien hizo la última jugada ({ $mover }) puede pedir deshacerla.
lobby-refuse-undo-nobody = No le toca a nadie más, así que nadie puede aprobar que se deshaga la jugada.
lobby-refuse-undo-waiting = Ya hay una petición de deshacer esperando respuesta.
lobby-refuse-proposal-unknown = Ya no conozco esta propuesta.
lobby-refuse-proposal-game = Ya no conozco esta partida.
lobby-refuse-proposal-closed = { $kind ->
    [end] Esta propuesta de terminar ya está cerrada ({ $status ->
        [accepted] aceptada
        [declined] rechazada
        [void] anulada
       *[other] { $status }
      }).
   *[undo] Esta petición de deshacer ya está cerrada ({ $status ->
        [accepted] aceptada
        [declined] rechazada
        [void] anulada
       *[other] { $status }
      }).
  }
lobby-refuse-proposal-who = { $kind ->
    [end] Esta propuesta de terminar es solo para { $voters }.
   *[undo] Esta petición de deshacer es solo para { $voters }.
  }
lobby-refuse-proposal-again = Ya aceptaste; esperando a los demás.
lobby-refuse-proposal-just-closed = { $kind ->
    [end] Esta propuesta de terminar se acaba de cerrar.
   *[undo] Esta petición de deshacer se acaba de cerrar.
  }
lobby-refuse-proposal-moved-on = { $kind ->
    [end] La partida ha avanzado desde que se hizo esta propuesta de terminar, así que ya no vale. Vuelve a pedirlo si todavía lo quieres.
   *[undo] La partida ha avanzado desde que se hizo esta petición de deshacer, así que ya no vale. Vuelve a pedirlo si todavía lo quieres.
  }
