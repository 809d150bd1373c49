# Words shared by the games' engines (rules/words, rules/steps). Variables in { } keep their names.

# A player named by seat number (0-based, as in the notation) where no name is known.
words-seat = Platz { $seat }

## Sizes, directions and counts, inside the lines below
# A pyramid's size inside a sentence. $size is S, M or L.
words-size = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
}
# The same as a line or a choice starts.
words-size-start = { $size ->
    [S] Klein
    [M] Mittel
   *[L] Groß
}
# A compass direction. $direction is N, E, S or W.
words-direction = { $direction ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
}
# So many pyramids of a size, in a list of holdings: "2 small".
words-count = { $count } { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
}
words-comma = { $head }, { $tail }
words-or = { $head } oder { $last }
words-none = keine

## Whose turn, results (the text board's first line)
words-turn-draw = Das Spiel ist vorbei: unentschieden.
words-turn-won = Das Spiel ist vorbei: { $winners } { $count ->
    [one] hat
   *[other] haben
} gewonnen.
words-turn-to-move = { $seats } am Zug.
words-resigned = { $seat } hat aufgegeben.
words-has-left = { $seat } hat noch: { $left }.
words-square-line = { $square }: { $what }
words-end-no-move = { $seat } hat keinen legalen Zug

## The Play picker's steps shared by the board games
words-prompt-move = Welcher Zug?
words-prompt-row = Welche Reihe?
words-prompt-square = Welches Feld?
words-prompt-size = Welche Größe?
words-step-square = Feld { $square }
words-step-row = Reihe { $row }

## Refusals of any game's move (after "That move is not legal: ")
words-refuse-over = das Spiel ist vorbei
words-refuse-not-in-game = { $seat } spielt in diesem Spiel nicht mit
words-refuse-not-playing = { $seat } spielt in diesem Spiel nicht mehr mit
words-refuse-resigned = du hast in diesem Spiel aufgegeben
words-refuse-empty = gib einen Zug ein; { $hint }
words-refuse-turn = { $seat } ist am Zug
words-refuse-nobody = gerade kann niemand ziehen
words-hint-examples = zum Beispiel `{ $example }`; die Liste unter /move zeigt alle { $count } legalen Züge, oder drück am Tisch auf { play-button }, um Schritt für Schritt zu wählen
words-hint-none = du hast gerade keinen legalen Zug

## The end of a game and whose turn (posts, /games, the web table)
words-result-draw = Spiel vorbei: unentschieden{ $how ->
    [resign] {" "}durch Aufgabe
    [agreement] {" "}nach Vereinbarung
    [timeout] {" "}durch Zeitüberschreitung
   *[play] {""}
}.
words-result-won = Spiel vorbei: **{ $winners }** { $count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
}{ $how ->
    [resign] {" "}durch Aufgabe
    [agreement] {" "}nach Vereinbarung
    [timeout] {" "}durch Zeitüberschreitung
   *[play] {""}
}.
words-result-score = { $name } { $score }
words-result-scores = Endstand: { $scores }.

## How many players a game is for ($game: its title)
words-player-count-exactly = { $game } ist für genau { $count } Spieler
words-player-count-range = { $game } ist für { $least } bis { $most } Spieler
