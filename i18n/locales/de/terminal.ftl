# The terminal player (`python -m terminal`). Commands typed at the prompt stay as they are.

## Seats and the computer
terminal-seat = Platz { $seat }
terminal-computer = Computer ({ $level ->
    [easy] leicht
    [medium] mittel
   *[hard] schwer
})
terminal-computer-played = { $computer } hat für { $seat } gezogen: { $move }
terminal-computer-acted = { $computer } für { $seat }: { $action }
terminal-computer-plays = der Computer spielt { $seat }
terminal-computer-stuck = der Computer hat keinen Zug, den er machen kann; das Spiel endet hier

## The game going on
terminal-start = { $game }, { $players } Spieler{ $computers }. Gib `help` ein für die legalen Züge und die Befehle.
terminal-start-computer = ; { $seat } ist der Computer ({ $level ->
    [easy] leicht
    [medium] mittel
   *[hard] schwer
})
terminal-pass-keyboard = gib die Tastatur an { $seat } weiter und drück dann Enter
terminal-played = { $seat } hat { $move } gezogen
terminal-resigned = { $seat } hat aufgegeben
terminal-also-act = (Plätze, die jetzt auch handeln dürfen: { $seats }; gib `as <seat> <move>` ein)
terminal-refused = abgelehnt: { $reason }
terminal-too-long = abgelehnt: `{ $text }` ist zu lang für einen Zug; `help` listet sie auf
terminal-as-usage = gib `as <seat> <move>` mit einem Platz von 1 bis { $players } ein, z. B. `as 2 help`
terminal-quit = Spiel unbeendet verlassen
terminal-interrupted = (unterbrochen: das Spiel bleibt unbeendet)
terminal-end-of-input = (Ende der Eingabe: das Spiel bleibt unbeendet)
terminal-game-over = Spiel vorbei: { $result }

## help
terminal-no-move = { $seat } hat gerade keinen legalen Zug
terminal-off-turn = { $seat } ist nicht am Zug; das geht jetzt:
terminal-commands = Befehle: ein Zug (z. B. { $example }); help = die legalen Züge (help <Feld> für eine Gruppe); board = das Spiel noch einmal zeigen; as <seat> <move> = für einen anderen Platz handeln (auch `as <seat> help` / `as <seat> board`); resign = aufgeben; quit = beenden (oder Strg-C / Strg-D)
terminal-help = legale Züge für { $seat } ({ $count }):
terminal-help-with = legale Züge für { $seat } mit { $word } ({ $count }):
terminal-help-grouped = legale Züge für { $seat } ({ $count }), nach { $kind ->
    [square] Feld; gib `help <Feld>`
   *[word] erstem Wort; gib `help <erstes Wort>`
} für eine Gruppe ein, z. B. `help { $first }`:
terminal-help-none = keiner der { $count } legalen Züge von { $seat } liegt auf `{ $word }` oder beginnt damit
terminal-hint-examples = zum Beispiel `{ $example }`; `help` zeigt alle { $count } legalen Züge

## The end of a game
terminal-result-not-over = das Spiel ist nicht vorbei
terminal-result-draw = das Spiel endet unentschieden
terminal-result-wins = { $count ->
    [one] { $seats } gewinnt
   *[other] { $seats } teilen sich den Sieg
}
terminal-result-resign = { $result } (durch Aufgabe)
terminal-result-agreement = { $result } (nach Vereinbarung beendet)
terminal-result-why = { $result }: { $why }
terminal-result-scores = { $result }; Punkte: { $scores }
terminal-score = { $seat } { $score }

## The game's picture (around the board in notation)
terminal-picture-to-move = { $game }, { $seat } am Zug
terminal-picture-and = { $head }; { $more }
terminal-picture-draw = { $game }, Spiel vorbei: unentschieden
terminal-picture-won = { $game }, Spiel vorbei: { $seats } { $count ->
    [one] hat
   *[other] haben
} gewonnen
terminal-you = { $seat } (du)
terminal-who = { $seat }
terminal-on-turn = { $line }  <- am Zug
terminal-has-left = { $seat } hat noch: { $left }
terminal-epicycle-spaces = Feld:{"     "}{ $row }
terminal-epicycle-pieces = Pyramide: { $row }
terminal-epicycle-gap = die Lücke ist Feld { $space }; im Uhrzeigersinn (cw) = steigende Feldnummer, auf 9 folgt 0
terminal-epicycle-holds = { $seat } hat: { $held }
terminal-epicycle-seen = diese Stellung gab es { $count } { $count ->
    [one] Mal
   *[other] Mal
} (Hausregel: beim dritten Mal ist es unentschieden)
terminal-epicycle-last = letzter Zug: { $seat } zog { $move } (gesetzt auf Feld { $placed }, das { $size } von Feld { $taken } genommen)
terminal-synapse-forced = die nächste Pyramide muss auf { $square }
terminal-synapse-first = die erste Pyramide darf überallhin
terminal-synapse-legend = 1M^ = mittlere Pyramide von { $seat }, zeigt nach N (^ N, > E, v S, < W); * = hierhin kommt die nächste Pyramide
terminal-pylon-phase = { $phase ->
    [placement] Setzphase
   *[stacking] Stapelphase
}
terminal-pylon-legend = 2M = mittlere Pyramide von { $second }; 1Lx3S = ein Stapel aus 3, oben das L von { $first }, unten ein S
terminal-pylon-seat = { $seat }: { $score } { $score ->
    [one] Punkt
   *[other] Punkte
}, Vorrat { $stash }
terminal-cardinal-ply = { $game } - Zug { $ply }
terminal-cardinal-last = letzter Zug: { $seat } zog { $move }
terminal-cardinal-faces = { $seat } schaut nach { $direction }{ $resigned ->
    [yes] {" "}(aufgegeben)
   *[no] {""}
}
terminal-cardinal-seats = Plätze: { $seats }

## Connections at the terminal: the hand by region (card and region names stay as they are)
terminal-hand-empty = deine Hand: leer
terminal-hand = deine Hand ({ $count } { $count ->
    [one] Karte
   *[other] Karten
}), nach Region:
terminal-hand-link = { $card } (verbindet { $regions })
terminal-hand-links = Verbindungskarten: { $links }
terminal-offer-help = einen Tausch anbieten: `offer <your card> for <a region or a card> to <seat number>` (an { $seats }; nicht an den Platz am Zug)
terminal-region-hint = { $said ->
    [yes] {""}
   *[no] { $region } ist eine Region, keine Karte;{" "}
}{ $count ->
    [0] du hast keine Karte aus { $region }
   *[other] deine Karten aus { $region }: { $cards }
}; die Regionen sind { $regions }

## Bad arguments on the command line (`python -m terminal` stays as it is)
terminal-error = python -m terminal: { $problem }
terminal-error-game = unbekanntes Spiel '{ $game }'; die Spiele sind { $games }
terminal-error-option-shape = Optionen sehen aus wie name=value, nicht '{ $text }'
terminal-error-option-unknown = { $game } hat keine Option { $name } (Optionen: { $known })
terminal-none = keine
terminal-error-option-bool = { $name } muss true oder false sein
terminal-error-option-number = { $name } muss eine ganze Zahl sein
terminal-error-option-least = { $name } muss mindestens { $least } sein
terminal-error-option-most = { $name } darf höchstens { $most } sein
terminal-error-seats = --computer nimmt Plätze von 1 bis { $players }, etwa 1:hard, nicht '{ $text }'
terminal-error-level = unbekannte Computerstufe '{ $level }'; wähl aus { $levels }
terminal-error-no-computer = für { $game } gibt es noch keinen Computergegner
