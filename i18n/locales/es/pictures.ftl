# Las palabras dibujadas en las imágenes (render/) y su texto alternativo.

## Every picture
pictures-player = Jugador { $seat }
pictures-resigned = se rindió
pictures-last-move = última jugada

## Epicycle
pictures-epicycle-clockwise = sentido horario
pictures-epicycle-gap = hueco
pictures-epicycle-took = tomó { $size }
pictures-epicycle-last-placed = última colocada
pictures-epicycle-seen = posición vista { $count }×

## Synapse-Ice
pictures-synapse-next-piece = siguiente pieza: { $square }

## Pylon
pictures-pylon-stack-height = altura de pila
pictures-pylon-vacated = vaciada
pictures-pylon-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}

## Cardinal Connections
pictures-cardinal-seat = { $direction }: { $name }
pictures-cardinal-nobody = { $direction }: nadie
pictures-cardinal-last-piece = última pieza
pictures-cardinal-changed = cambiadas
pictures-cardinal-taken = tomada
pictures-cardinal-pool = Pozo:
pictures-cardinal-centre-pool = Pila de { $height } · Pozo:

## Connections: the table
pictures-connections-round = Ronda { $round } de { $rounds }
pictures-connections-deck = mazo { $deck }
pictures-connections-discard = descarte
pictures-connections-no-discard = vacío
pictures-connections-partner = con { $name }
pictures-connections-invited = invitación a { $name }
pictures-connections-stats = { $cards } en mano · { $points } ptos

## Connections: a player's hand (only they see it)
pictures-hand-title = Mano de { $name }
pictures-hand-yours = Tu mano
pictures-hand-info = Ronda { $round } de { $rounds } · { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
pictures-hand-start = Tu turno: baja cartas o roba
pictures-hand-discard = Tu turno: descarta una carta
pictures-hand-draw = Tu turno: roba una carta
pictures-hand-turn = Tu turno
pictures-hand-answer = Una oferta de intercambio espera tu respuesta
pictures-hand-waiting = Esperando a los demás jugadores
pictures-hand-over = La partida ha terminado
pictures-hand-linking = Cartas de enlace
pictures-hand-new = nueva
pictures-hand-empty = Ninguna carta en la mano
pictures-hand-offer-to = Oferta #{ $id } a { $name }: { $give } por { $want }
pictures-hand-offer-from = Oferta #{ $id } de { $name }: { $give } por { $want }
pictures-hand-alt-head = { $who }: { $count ->
    [0] ninguna carta
    [one] { $count } carta
   *[other] { $count } cartas
}
pictures-hand-alt-linking = Enlaces

## The regions' colours (Connections), in brackets after a region's name
pictures-colour-orange = naranja
pictures-colour-purple = morado
pictures-colour-light-blue = azul claro
pictures-colour-pink = rosa
pictures-colour-dark-green = verde oscuro
pictures-colour-yellow = amarillo
pictures-colour-red = rojo
pictures-colour-dark-blue = azul oscuro
pictures-colour-grey = gris
pictures-colour-olive-green = verde oliva
pictures-colour-light-green = verde claro
pictures-colour-maroon = granate

## Alt text of a board (read aloud; joined with ". ")
pictures-alt-scores = Puntos: { $scores }
pictures-alt-won = Fin de la partida: { $count ->
    [one] ganó { $winners }
   *[other] ganaron { $winners }
}
pictures-alt-draw = Fin de la partida: empate
pictures-alt-to-move = { $count ->
    [one] Turno de { $players }
   *[other] Turno de { $players }
}
pictures-alt-last-move = Última jugada: { $name }, { $move }

## A game's replay (the GIF and /replay): the line under each frame
pictures-replay-start = Inicio
pictures-replay-move = Jugada { $move } de { $moves }

## Tournament standings
pictures-standings-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
pictures-standings-games = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
pictures-standings-each = { $title } · { $games ->
    [one] { $games } partida cada uno
   *[other] { $games } partidas cada uno
}
pictures-standings-page = { $title } ({ $page } de { $pages })
pictures-standings-more = …y { $count } más: /tournament standings
pictures-standings-alt-more = …y { $count } más.

## A player's rating chart (/profile)
pictures-rating-title = Evolución de la puntuación
pictures-rating-none = Aún no hay partidas puntuadas.
pictures-rating-axis = partidas jugadas →
pictures-rating-alt-series = { $game }: de { $first } a { $last } en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, mínimo { $lowest }, máximo { $highest }.
