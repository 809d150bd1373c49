# Torneos (bot/features/tournaments/, bot/services/tournament*.py): respuestas a /tournament
# en el idioma del jugador; inscripción, clasificación, anuncio final e hilos en el idioma
# del servidor.

## The formats (a tournament's kind), as words
tournaments-format = { $format ->
    [round-robin] todos contra todos
    [swiss] sistema suizo
   *[knockout] eliminación directa
}

## Answers to /tournament and the sign-up buttons (private)
tournaments-done-new = Hecho: la inscripción al torneo #{ $tournament } está abierta en este canal.
tournaments-done-join = Hecho: estás inscrito en el torneo #{ $tournament }.
tournaments-done-leave = Hecho: dejaste el torneo #{ $tournament }.
tournaments-done-start = Hecho: el torneo #{ $tournament } ha empezado; sus partidas se abren en hilos.
tournaments-done-computer = Hecho: { $name } está inscrito en el torneo #{ $tournament }.
tournaments-done-cancel = Hecho: el torneo #{ $tournament } está cancelado.
tournaments-done-withdraw = Hecho: te retiraste del torneo #{ $tournament } ({ $count ->
    [one] 1 partida perdida por rendición
   *[other] { $count } partidas perdidas por rendición
}).
tournaments-withdraw-unconfirmed = No pude confirmar que tu rendición se guardara en { $count ->
    [one] la partida
   *[other] las partidas
} { $games }: el almacén de partidas dejó de responder. Compruébalo en un momento con `/board` en sus hilos.
tournaments-withdraw-failed = El almacén de partidas no respondió para { $count ->
    [one] la partida { $games }, en la que aún no te has rendido
   *[other] las partidas { $games }, en las que aún no te has rendido
}: vuelve a usar `/tournament withdraw` en un momento.

## /tournament list
tournaments-list-line = #{ $tournament } { $title }, { $format }: { $state }, en { $channel }
tournaments-state-signup = inscripción abierta
tournaments-state-round = { $rounds ->
    [0] ronda { $round }
   *[other] ronda { $round } de { $rounds }
}
tournaments-state-finished = terminado
tournaments-state-cancelled = cancelado
tournaments-list-none-live = Aquí no hay ningún torneo abierto ni en curso.
tournaments-list-over = Terminados (los más recientes primero; `/tournament standings tournament:<n>` muestra uno):
tournaments-list-never = Aquí todavía no se ha celebrado ningún torneo. Empieza uno con `/tournament new`.
tournaments-more = …y { $count } más.

## The sign-up message (an embed, with buttons)
tournaments-signup-title = Torneo #{ $tournament } · inscripción
tournaments-button-join = Unirse
tournaments-button-leave = Salir
tournaments-button-start = Empezar
tournaments-button-computer = Añadir computadora
tournaments-signup-game = **Juego:** { $title } · **Formato:** { $format }
tournaments-signup-tables = **Mesas de** { $size }
tournaments-signup-rounds = **Rondas:** { $rounds }
tournaments-signup-time-limit = **Límite de tiempo:** { $hours } h por jugada; quien se queda sin tiempo pierde la partida.
tournaments-signup-options = **Opciones:** { $options }.
tournaments-signup-options-separator = {"; "}
tournaments-signup-entrants = { $most ->
    [0] **Inscritos** ({ $count }):
   *[other] **Inscritos** ({ $count } de { $most }):
}
tournaments-signup-nobody = nadie todavía
tournaments-signup-press = Pulsa **{ tournaments-button-join }** para jugar. El organizador pulsa **{ tournaments-button-start }**.
tournaments-signup-closes = La inscripción se cierra { $when }.
tournaments-signup-started = La inscripción está cerrada: el torneo ha empezado.

## Notes kept with a tournament (why it ended or started as it did)
tournaments-note-cancelled-by-organiser = El organizador canceló el torneo.
tournaments-note-cancelled-by-moderator = Un miembro con el permiso «Gestionar servidor» canceló el torneo.
tournaments-note-cancelled-unnamed = El organizador o un miembro con el permiso «Gestionar servidor» canceló el torneo.
tournaments-note-too-few = La inscripción se cerró con { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}, menos de los { $need } que necesita, así que se cancela.
tournaments-note-too-many = La inscripción se cerró con { $count } jugadores. { $reason } Se cancela.
tournaments-note-fewer-rounds = Tiene { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}, no las { $asked } pedidas: { $count } jugadores pueden enfrentarse como mucho en { $most } rondas sin repetir.
tournaments-note-no-repeat-free = La ronda { $next } no se puede emparejar sin repetir (los jugadores que quedan ya se han enfrentado entre sí), así que el torneo termina tras la ronda { $round }.

## The standings message (edited after every result) and /tournament standings
tournaments-standings-head = **Clasificación del torneo #{ $tournament }** · { $state }
tournaments-standings-cancelled = Cancelado. { $note }
tournaments-standings-finished = Terminado. { $note }
tournaments-standings-round = { $rounds ->
    [0] Ronda { $round }.
   *[other] Ronda { $round } de { $rounds }.
}
tournaments-standings-line = { $place }\. { $name } — { $points } { $points ->
    [one] pto.
   *[other] ptos.
} ({ $ties }{ $games ->
    [one] 1 partida
   *[other] { $games } partidas
})
tournaments-standings-tie = { $name } { $value }
tournaments-standings-tie-separator = {", "}
tournaments-standings-tie-end = {"; "}
tournaments-withdrew = { $name } (se retiró)
tournaments-standings-legend = -# S-B = Sonneborn-Berger.
tournaments-standings-playing = Jugando ahora:

## The tie-breaks' names
tournaments-tie-buchholz = Buchholz
tournaments-tie-head-to-head = Enfrentamiento directo
tournaments-tie-sonneborn-berger = Sonneborn-Berger
tournaments-tie-sb = S-B

## The final post
tournaments-final-cancelled = El torneo #{ $tournament } se canceló. { $note }
tournaments-final-over = El torneo #{ $tournament } ha terminado: { $count ->
    [one] ¡gana { $winners }!
   *[other] ¡{ $winners } comparten la victoria!
} Clasificación final abajo. { $note }
tournaments-final-picture = Torneo #{ $tournament } · { $title } · clasificación final
tournaments-final-file = torneo-{ $tournament }-{ $page }.png

## A pairing's thread and its first line
tournaments-pairing = { $replay ->
    [0] Torneo { $tournament }, ronda { $round }
   *[other] Torneo { $tournament }, ronda { $round }, repetición { $replay }
}
tournaments-thread = { $pairing }: { $players }
tournaments-versus-pair = { $first } contra { $second }
tournaments-greeting = { $pairing }: { $players }. Su partida se juega en este hilo; { $count ->
    [one] { $first } juega primero.
   *[other] { $first } juegan primero.
}
tournaments-game-cancelled = El torneo #{ $tournament } se canceló, así que esta partida queda sin terminar.

## Refusals
tournaments-refuse-no-server = Los torneos se juegan en servidores: usa esto en un canal de un servidor.
tournaments-refuse-text-channel = Abre un torneo en un canal de texto de un servidor: allí sus partidas tendrán hilos.
tournaments-refuse-none-here = No hay ningún torneo en este canal; indica uno con `tournament:` (`/tournament list`).
tournaments-refuse-unknown = Aquí no hay ningún torneo #{ $tournament }; `/tournament list` los muestra.
tournaments-refuse-format = Elige un formato: { $formats }.
tournaments-refuse-table-size = { $title } se juega con { $least } a { $most } jugadores; elige un `table_size` dentro de ese rango.
tournaments-refuse-pairs-only = El sistema suizo y la eliminación directa emparejan a dos jugadores por partida: usa `round-robin` para mesas de 3 o más.
tournaments-refuse-rounds-swiss-only = Solo un torneo de sistema suizo admite `rounds`; déjalo fuera en este formato.
tournaments-refuse-max-below-table = max_players debe ser al menos el tamaño de la mesa ({ $size }).
tournaments-refuse-max-for-tables = { $reason } Elige un max_players hasta ese número.
tournaments-refuse-rounds-too-many = { $count } jugadores pueden enfrentarse como mucho en { $most } rondas sin repetir: elige rounds hasta { $most } o un max_players mayor.
tournaments-refuse-option = { $problem }. Deja fuera esa opción o consulta `/rules game:{ $game }`.
tournaments-refuse-closed-open-ones = La inscripción al torneo #{ $tournament } está cerrada; `/tournament list` muestra los abiertos.
tournaments-refuse-closed = La inscripción al torneo #{ $tournament } está cerrada.
tournaments-refuse-already-in = Ya estás inscrito en el torneo #{ $tournament }; pulsa **{ tournaments-button-leave }** para dejarlo.
tournaments-refuse-full = El torneo #{ $tournament } está completo ({ $most } jugadores).
tournaments-refuse-not-in = No estás inscrito en el torneo #{ $tournament }, así que no puedes salir de él.
tournaments-refuse-computer-organiser = Solo el organizador ({ $organiser }) puede añadir una computadora al torneo #{ $tournament }.
tournaments-refuse-level = Elige un nivel: { $levels }.
tournaments-refuse-computer-race = Se acaba de añadir otra computadora; vuelve a pulsar **{ tournaments-button-computer }**.
tournaments-refuse-start-organiser = Solo el organizador ({ $organiser }) puede empezar el torneo #{ $tournament }.
tournaments-refuse-too-few = El torneo #{ $tournament } necesita al menos { $need } jugadores; tiene { $count }. Espera a más jugadores o pulsa **{ tournaments-button-computer }**.
tournaments-refuse-too-many = { $reason } El torneo #{ $tournament } tiene { $count }.
tournaments-refuse-started = El torneo #{ $tournament } ya ha empezado.
tournaments-refuse-withdraw-signup = El torneo no ha empezado: pulsa **{ tournaments-button-leave }** (o usa `/tournament leave`).
tournaments-refuse-withdraw-over = El torneo #{ $tournament } ha terminado, así que no hay nada de lo que retirarse.
tournaments-refuse-not-a-player = No juegas en el torneo #{ $tournament }.
tournaments-refuse-withdrawn = Ya te retiraste del torneo #{ $tournament }.
tournaments-refuse-cancel-who = Solo el organizador ({ $organiser }) o un miembro con el permiso «Gestionar servidor» puede cancelar el torneo #{ $tournament }.
tournaments-refuse-over = El torneo #{ $tournament } ya ha terminado.
tournaments-too-many-for-tables = Un torneo todos contra todos en mesas de { $size } admite como mucho { $most } jugadores: con más, no se pueden elegir las mesas para que cada dos jugadores se enfrenten más o menos igual de a menudo.
