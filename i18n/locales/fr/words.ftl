# Words shared by the games' engines (rules/words, rules/steps). Variables in { } keep their names.

# A player named by seat number (0-based, as in the notation) where no name is known.
words-seat = siège { $seat }

## Sizes, directions and counts, inside the lines below
# A pyramid's size inside a sentence. $size is S, M or L.
words-size = { $size ->
    [S] petite
    [M] moyenne
   *[L] grande
}
words-size-start = { $size ->
    [S] Petite
    [M] Moyenne
   *[L] Grande
}
# A compass direction. $direction is N, E, S or W.
words-direction = { $direction ->
    [N] nord
    [E] est
    [S] sud
   *[W] ouest
}
words-count = { $count } { $size ->
    [S] { $count ->
        [one] petite
       *[other] petites
    }
    [M] { $count ->
        [one] moyenne
       *[other] moyennes
    }
   *[L] { $count ->
        [one] grande
       *[other] grandes
    }
}
words-comma = { $head }, { $tail }
words-or = { $head } ou { $last }
words-none = aucune

## Whose turn, results (the text board's first line)
words-turn-draw = La partie est terminée : match nul.
words-turn-won = La partie est terminée : { $winners } { $count ->
    [one] a gagné
   *[other] ont gagné
}.
words-turn-to-move = Au tour de { $seats }.
words-resigned = { $seat } a abandonné.
words-has-left = Il reste à { $seat } : { $left }.
words-square-line = { $square } : { $what }
words-end-no-move = { $seat } n'a plus de coup légal

## The Play picker's steps shared by the board games
words-prompt-move = Quel coup ?
words-prompt-row = Quelle rangée ?
words-prompt-square = Quelle case ?
words-prompt-size = Quelle taille ?
words-step-square = Case { $square }
words-step-row = Rangée { $row }

## Refusals of any game's move (after "That move is not legal: ")
words-refuse-over = la partie est terminée
words-refuse-not-in-game = { $seat } ne joue pas dans cette partie
words-refuse-not-playing = { $seat } ne joue plus dans cette partie
words-refuse-resigned = tu as abandonné cette partie
words-refuse-empty = tape un coup ; { $hint }
words-refuse-turn = c'est au tour de { $seat }
words-refuse-nobody = personne ne peut jouer pour l'instant
words-hint-examples = par exemple `{ $example }` ; la liste sous /move montre les { $count } coups légaux, ou appuie sur { play-button } sur la table pour choisir étape par étape
words-hint-none = tu n'as aucun coup légal pour l'instant

## The end of a game and whose turn (posts, /games, the web table)
words-result-draw = Partie terminée : match nul{ $how ->
    [resign] {" "}par abandon
    [agreement] {" "}d'un commun accord
    [timeout] {" "}au temps
   *[play] {""}
}.
words-result-won = Partie terminée : **{ $winners }** { $count ->
    [one] gagne
   *[other] se partagent la victoire
}{ $how ->
    [resign] {" "}par abandon
    [agreement] {" "}d'un commun accord
    [timeout] {" "}au temps
   *[play] {""}
}.
words-result-score = { $name } { $score }
words-result-scores = Scores finaux : { $scores }.

## How many players a game is for ($game: its title)
words-player-count-exactly = { $game } se joue à exactement { $count } joueurs
words-player-count-range = { $game } se joue de { $least } à { $most } joueurs
