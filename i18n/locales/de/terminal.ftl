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
