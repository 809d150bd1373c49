# Les mots dessinés dans les images (render/) et leur texte alternatif.

## Every picture
pictures-player = Joueur { $seat }
pictures-resigned = a abandonné
pictures-last-move = dernier coup

## Epicycle
pictures-epicycle-clockwise = sens horaire
pictures-epicycle-gap = vide
pictures-epicycle-took = pris { $size }
pictures-epicycle-last-placed = dernière posée
pictures-epicycle-seen = position vue { $count }×

## Synapse-Ice
pictures-synapse-next-piece = pièce suivante : { $square }

## Pylon
pictures-pylon-stack-height = hauteur de pile
pictures-pylon-vacated = libérée
pictures-pylon-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}

## Cardinal Connections
pictures-cardinal-seat = { $direction } : { $name }
pictures-cardinal-nobody = { $direction } : personne
pictures-cardinal-last-piece = dernière pièce
pictures-cardinal-changed = changées
pictures-cardinal-taken = prise
pictures-cardinal-pool = Pool :
pictures-cardinal-centre-pool = Pile de { $height } · Pool :

## Connections: the table
pictures-connections-round = Manche { $round } sur { $rounds }
pictures-connections-deck = pioche { $deck }
pictures-connections-discard = défausse
pictures-connections-no-discard = vide
pictures-connections-partner = avec { $name }
pictures-connections-invited = invitation à { $name }
pictures-connections-stats = { $cards } en main · { $points } pts

## Connections: a player's hand (only they see it)
pictures-hand-title = Main de { $name }
pictures-hand-yours = Ta main
pictures-hand-info = Manche { $round } sur { $rounds } · { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
pictures-hand-start = C'est ton tour : pose ou pioche
pictures-hand-discard = C'est ton tour : défausse une carte
pictures-hand-draw = C'est ton tour : pioche une carte
pictures-hand-turn = C'est ton tour
pictures-hand-answer = Une offre d'échange attend ta réponse
pictures-hand-waiting = En attente des autres joueurs
pictures-hand-over = La partie est terminée
pictures-hand-linking = Cartes de liaison
pictures-hand-new = nouvelle
pictures-hand-empty = Aucune carte en main
pictures-hand-offer-to = Offre #{ $id } à { $name } : { $give } contre { $want }
pictures-hand-offer-from = Offre #{ $id } de { $name } : { $give } contre { $want }
pictures-hand-alt-head = { $who } : { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}
pictures-hand-alt-linking = Liaisons

## The regions' colours (Connections), in brackets after a region's name
pictures-colour-orange = orange
pictures-colour-purple = violet
pictures-colour-light-blue = bleu clair
pictures-colour-pink = rose
pictures-colour-dark-green = vert foncé
pictures-colour-yellow = jaune
pictures-colour-red = rouge
pictures-colour-dark-blue = bleu foncé
pictures-colour-grey = gris
pictures-colour-olive-green = vert olive
pictures-colour-light-green = vert clair
pictures-colour-maroon = bordeaux

## Alt text of a board (read aloud; joined with ". ")
pictures-alt-scores = Points : { $scores }
pictures-alt-won = Partie terminée : { $count ->
    [one] { $winners } a gagné
   *[other] { $winners } ont gagné
}
pictures-alt-draw = Partie terminée : nulle
pictures-alt-to-move = { $count ->
    [one] À { $players } de jouer
   *[other] À { $players } de jouer
}
pictures-alt-last-move = Dernier coup : { $name }, { $move }

## A game's replay (the GIF and /replay): the line under each frame
pictures-replay-start = Début
pictures-replay-move = Coup { $move } sur { $moves }

## Tournament standings
pictures-standings-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
pictures-standings-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
pictures-standings-each = { $title } · { $games ->
    [one] { $games } partie chacun
   *[other] { $games } parties chacun
}
pictures-standings-page = { $title } ({ $page } sur { $pages })
pictures-standings-more = … et { $count } de plus : /tournament standings
pictures-standings-alt-more = … et { $count } de plus.

## A player's rating chart (/profile)
pictures-rating-title = Évolution de la cote
pictures-rating-none = Aucune partie classée pour l'instant.
pictures-rating-axis = parties jouées →
pictures-rating-alt-series = { $game } : de { $first } à { $last } en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, au plus bas { $lowest }, au plus haut { $highest }.
