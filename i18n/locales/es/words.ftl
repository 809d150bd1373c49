# Words shared by the games' engines (rules/words, rules/steps). Variables in { } keep their names.

# A player named by seat number (0-based, as in the notation) where no name is known.
words-seat = asiento { $seat }

## Sizes, directions and counts, inside the lines below
# A pyramid's size inside a sentence. $size is S, M or L.
words-size = { $size ->
    [S] pequeña
    [M] mediana
   *[L] grande
}
words-size-start = { $size ->
    [S] Pequeña
    [M] Mediana
   *[L] Grande
}
# A compass direction. $direction is N, E, S or W.
words-direction = { $direction ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}
words-count = { $count } { $size ->
    [S] { $count ->
        [one] pequeña
       *[other] pequeñas
    }
    [M] { $count ->
        [one] mediana
       *[other] medianas
    }
   *[L] { $count ->
        [one] grande
       *[other] grandes
    }
}
words-comma = { $head }, { $tail }
words-or = { $head } o { $last }
words-none = ninguna

## Whose turn, results (the text board's first line)
words-turn-draw = La partida ha terminado: empate.
words-turn-won = La partida ha terminado: { $count ->
    [one] ganó { $winners }
   *[other] ganaron { $winners }
}.
words-turn-to-move = Turno de { $seats }.
words-resigned = { $seat } se rindió.
words-has-left = A { $seat } le quedan: { $left }.
words-square-line = { $square }: { $what }
words-end-no-move = { $seat } no tiene ninguna jugada legal

## The Play picker's steps shared by the board games
words-prompt-move = ¿Qué jugada?
words-prompt-row = ¿Qué fila?
words-prompt-square = ¿Qué casilla?
words-prompt-size = ¿Qué tamaño?
words-step-square = Casilla { $square }
words-step-row = Fila { $row }

## Refusals of any game's move (after "That move is not legal: ")
words-refuse-over = la partida ha terminado
words-refuse-not-in-game = { $seat } no está en esta partida
words-refuse-not-playing = { $seat } ya no juega en esta partida
words-refuse-resigned = te rendiste en esta partida
words-refuse-empty = escribe una jugada; { $hint }
words-refuse-turn = es el turno de { $seat }
words-refuse-nobody = ahora nadie puede jugar
words-hint-examples = por ejemplo `{ $example }`; la lista de /move muestra las { $count } jugadas legales, o pulsa { play-button } en la mesa para elegir paso a paso
words-hint-none = ahora no tienes ninguna jugada legal

## The end of a game and whose turn (posts, /games, the web table)
words-result-draw = Partida terminada: empate{ $how ->
    [resign] {" "}por rendición
    [agreement] {" "}de mutuo acuerdo
    [timeout] {" "}por tiempo
   *[play] {""}
}.
words-result-won = Partida terminada: **{ $winners }** { $count ->
    [one] gana
   *[other] comparten la victoria
}{ $how ->
    [resign] {" "}por rendición
    [agreement] {" "}de mutuo acuerdo
    [timeout] {" "}por tiempo
   *[play] {""}
}.
words-result-score = { $name } { $score }
words-result-scores = Puntuación final: { $scores }.

## How many players a game is for ($game: its title)
words-player-count-exactly = { $game } es para exactamente { $count } jugadores
words-player-count-range = { $game } es para { $least } a { $most } jugadores
