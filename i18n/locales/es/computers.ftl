# Jugadores computadora: el botón Añadir computadora de la sala de espera y la elección de
# nivel, y una computadora que ocupa el lugar de quien se fue.

## Añadir computadora
computers-which-level = ¿En qué nivel debe jugar la computadora?
computers-choose-level = Elige su nivel
computers-easy = Fácil
computers-easy-about = Fácil: juega sin mucho rigor, ideal para aprender
computers-medium = Medio
computers-medium-about = Medio: un duelo igualado
computers-hard = Difícil
computers-hard-about = Difícil: lo más fuerte que sabe jugar
computers-joined-start = { $name } se unió; empieza la partida #{ $id } de { $game }.
computers-joined = { $name } se unió a la sala de espera de la partida #{ $id }.

## Una computadora ocupa un lugar (publicado en el canal)
computers-substitute-resigned = { $name } se rindió: una computadora de nivel { $level ->
    [easy] fácil
    [hard] difícil
   *[medium] medio
} ocupa su lugar en la partida #{ $id } y la partida sigue. Para { $name } cuenta como derrota; el lugar de la computadora no cuenta para la puntuación.
computers-substitute-timeout = A { $name } se le acabó el tiempo: una computadora de nivel { $level ->
    [easy] fácil
    [hard] difícil
   *[medium] medio
} ocupa su lugar en la partida #{ $id } y la partida sigue. Para { $name } cuenta como derrota; el lugar de la computadora no cuenta para la puntuación.

## A computer seat's name (in the server's language, as its players' names are shown to all)
computers-name = { $number ->
    [1] Computadora
   *[other] Computadora { $number }
} ({ $level ->
    [easy] fácil
    [medium] nivel medio
   *[hard] difícil
})
