# Die Wörter in den Bildern (render/) und ihr Alternativtext.

## Every picture
pictures-player = Spieler { $seat }
pictures-resigned = aufgegeben
pictures-last-move = letzter Zug

## Epicycle
pictures-epicycle-clockwise = Uhrzeigersinn
pictures-epicycle-gap = Lücke
pictures-epicycle-took = { $size } genommen
pictures-epicycle-last-placed = zuletzt gelegt
pictures-epicycle-seen = Stellung { $count }× gesehen

## Synapse-Ice
pictures-synapse-next-piece = nächste Figur: { $square }

## Pylon
pictures-pylon-stack-height = Stapelhöhe
pictures-pylon-vacated = geräumt
pictures-pylon-score = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}

## Cardinal Connections
pictures-cardinal-seat = { $direction }: { $name }
pictures-cardinal-nobody = { $direction }: niemand
pictures-cardinal-last-piece = letzte Figur
pictures-cardinal-changed = verändert
pictures-cardinal-taken = genommen
pictures-cardinal-pool = Pool:
pictures-cardinal-centre-pool = Mitte { $height } hoch · Pool:

## Connections: the table
pictures-connections-round = Runde { $round } von { $rounds }
pictures-connections-deck = Nachziehstapel { $deck }
pictures-connections-discard = Ablage
pictures-connections-no-discard = leer
pictures-connections-partner = mit { $name }
pictures-connections-invited = Einladung an { $name }
pictures-connections-stats = { $cards } auf der Hand · { $points } Pkt.

## Connections: a player's hand (only they see it)
pictures-hand-title = Hand von { $name }
pictures-hand-yours = Deine Hand
pictures-hand-info = Runde { $round } von { $rounds } · { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
pictures-hand-start = Du bist am Zug: auslegen oder ziehen
pictures-hand-discard = Du bist am Zug: wirf eine Karte ab
pictures-hand-draw = Du bist am Zug: zieh eine Karte
pictures-hand-turn = Du bist am Zug
pictures-hand-answer = Ein Tauschangebot wartet auf deine Antwort
pictures-hand-waiting = Warten auf die anderen Spieler
pictures-hand-over = Die Partie ist vorbei
pictures-hand-linking = Verbindungskarten
pictures-hand-new = neu
pictures-hand-empty = Keine Karten auf der Hand
pictures-hand-offer-to = Angebot #{ $id } an { $name }: { $give } für { $want }
pictures-hand-offer-from = Angebot #{ $id } von { $name }: { $give } für { $want }
pictures-hand-alt-head = { $who }: { $count ->
    [0] keine Karten
    [one] { $count } Karte
   *[other] { $count } Karten
}
pictures-hand-alt-linking = Verbindungskarten

## The regions' colours (Connections), in brackets after a region's name
pictures-colour-orange = orange
pictures-colour-purple = lila
pictures-colour-light-blue = hellblau
pictures-colour-pink = rosa
pictures-colour-dark-green = dunkelgrün
pictures-colour-yellow = gelb
pictures-colour-red = rot
pictures-colour-dark-blue = dunkelblau
pictures-colour-grey = grau
pictures-colour-olive-green = olivgrün
pictures-colour-light-green = hellgrün
pictures-colour-maroon = weinrot

## Alt text of a board (read aloud; joined with ". ")
pictures-alt-scores = Punkte: { $scores }
pictures-alt-won =
    Partie beendet: { $count ->
        [one] { $winners } hat gewonnen
       *[other] { $winners } haben gewonnen
    }
pictures-alt-draw = Partie beendet: Unentschieden
pictures-alt-to-move = { $count ->
    [one] { $players } ist am Zug
   *[other] { $players } sind am Zug
}
pictures-alt-last-move = Letzter Zug: { $name }, { $move }

## A game's replay (the GIF and /replay): the line under each frame
pictures-replay-start = Anfang
pictures-replay-move = Zug { $move } von { $moves }

## Tournament standings
pictures-standings-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
pictures-standings-games = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
pictures-standings-each = { $title } · je { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
pictures-standings-page = { $title } ({ $page } von { $pages })
pictures-standings-more = … und { $count } weitere: /tournament standings
pictures-standings-alt-more = … und { $count } weitere.

## A player's rating chart (/profile)
pictures-rating-title = Wertung im Verlauf
pictures-rating-none = Noch keine gewerteten Partien.
pictures-rating-axis = gespielte Partien →
pictures-rating-alt-series = { $game }: { $first } bis { $last } in { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, niedrigste { $lowest }, höchste { $highest }.
