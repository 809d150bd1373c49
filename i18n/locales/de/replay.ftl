# Wiederholungen und Analysen: /replay, der Knopf Replay-GIF, /review.

## /replay
replay-caption = **Wiederholung** · { $game } · Partie #{ $id } · Zug { $move } von { $last }
replay-start = Der Anfang
replay-step-move = { $who }: `{ $move }`
replay-step-resign = { $who } hat aufgegeben
replay-step-timeout = { $who } hat die Zeit überschritten
replay-step-end = Einvernehmlich beendet
replay-goes-on = -# Die Partie geht weiter: Dies ist ihre aktuelle Stellung.
replay-result-draw = Partie beendet: Unentschieden{ $how }.
replay-result-win = Partie beendet: { $winner } gewinnt{ $how }.
replay-result-share = Partie beendet: { $winners } teilen sich den Sieg{ $how }.
replay-result-how =
    { $reason ->
        [resign] { " " }durch Aufgabe
        [agreement] { " " }nach Vereinbarung
        [timeout] { " " }auf Zeit
       *[other] { "" }
    }
replay-result-scores = { " " }Endstand: { $scores }.
replay-button-first = ⏮ Anfang
replay-button-back = ◀ Zurück
replay-button-next = Vor ▶
replay-button-last = Ende ⏭
replay-jump-move = Zug { $move }
replay-jump-placeholder = Zu einem Zug springen …
replay-refuse-log = Partie #{ $id } lässt sich nicht abspielen: Ihr Zugprotokoll lässt sich nicht nachspielen ({ $error }).

## The Replay GIF button
replay-gif = { $game }-Partie #{ $id }, Zug für Zug{ $note }.
replay-gif-note = { " " }(alle paar Züge: { $kept } von { $total } Stellungen, damit es passt)
replay-gif-alt = Animation der { $game }-Partie #{ $id } ({ $names }): { $frames } Stellungen, vom Anfang bis zum Ende.
replay-gif-file = partie-{ $id }.gif

## /review
replay-review-refuse-unknown = Eine solche Partie kenne ich auf diesem Server nicht. `/games` listet die laufenden auf.
replay-review-refuse-running = Partie #{ $id } ist nicht beendet: Eine Analyse gibt es nur für beendete Partien, damit niemand während des Spiels Hinweise bekommt.
replay-value-win = Sieg
replay-value-draw = Unentschieden
replay-value-loss = Niederlage
replay-value-unknown = ?
replay-value-chance = { $percent } %
replay-review-line = { $ply }. { $who }: { $move } — { $before } → { $after }
replay-review-threw = { "  " }⚠ verschenkt: { $value }
replay-review-head = **Analyse der { $game }-Partie #{ $id }** ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }). { $how }
replay-review-exact = Die Werte sind exakt: Sieg, Unentschieden oder Niederlage für den Spieler, der gezogen hat, bei perfektem Spiel.
replay-review-estimate = Die Zahlen sind die schnelle Schätzung des Computers für die Gewinnchance des Ziehenden.
replay-review-marked = { $count ->
    [one] { $count } Zug hat ein Ergebnis verschenkt:
   *[other] { $count } Züge haben ein Ergebnis verschenkt:
  }
replay-review-none-marked = Kein Zug hat ein Ergebnis verschenkt.
replay-review-file = analyse-{ $id }.txt
