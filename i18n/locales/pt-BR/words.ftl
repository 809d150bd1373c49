# Words shared by the games' engines (rules/words, rules/steps). Variables in { } keep their names.

# A player named by seat number (0-based, as in the notation) where no name is known.
words-seat = assento { $seat }

## Sizes, directions and counts, inside the lines below
# A pyramid's size inside a sentence. $size is S, M or L.
words-size = { $size ->
    [S] pequena
    [M] média
   *[L] grande
}
words-size-start = { $size ->
    [S] Pequena
    [M] Média
   *[L] Grande
}
# A compass direction. $direction is N, E, S or W.
words-direction = { $direction ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}
words-count = { $count } { $size ->
    [S] { $count ->
        [one] pequena
       *[other] pequenas
    }
    [M] { $count ->
        [one] média
       *[other] médias
    }
   *[L] { $count ->
        [one] grande
       *[other] grandes
    }
}
words-comma = { $head }, { $tail }
words-or = { $head } ou { $last }
words-none = nenhuma

## Whose turn, results (the text board's first line)
words-turn-draw = A partida acabou: empate.
words-turn-won = A partida acabou: { $winners } { $count ->
    [one] venceu
   *[other] venceram
}.
words-turn-to-move = Vez de { $seats }.
words-resigned = { $seat } desistiu.
words-has-left = { $seat } ainda tem: { $left }.
words-square-line = { $square }: { $what }
words-end-no-move = { $seat } não tem nenhuma jogada válida

## The Play picker's steps shared by the board games
words-prompt-move = Qual jogada?
words-prompt-row = Qual fileira?
words-prompt-square = Qual casa?
words-prompt-size = Qual tamanho?
words-step-square = Casa { $square }
words-step-row = Fileira { $row }

## Refusals of any game's move (after "That move is not legal: ")
words-refuse-over = a partida acabou
words-refuse-not-in-game = { $seat } não está nesta partida
words-refuse-not-playing = { $seat } não joga mais nesta partida
words-refuse-resigned = você desistiu desta partida
words-refuse-empty = digite uma jogada; { $hint }
words-refuse-turn = é a vez de { $seat }
words-refuse-nobody = ninguém pode jogar agora
words-hint-examples = por exemplo `{ $example }`; a lista em /move mostra todas as { $count } jogadas válidas, ou toque em { play-button } na mesa para escolher passo a passo
words-hint-none = você não tem nenhuma jogada válida agora

## The end of a game and whose turn (posts, /games, the web table)
words-result-draw = Fim de partida: empate{ $how ->
    [resign] {" "}por desistência
    [agreement] {" "}em comum acordo
    [timeout] {" "}por tempo
   *[play] {""}
}.
words-result-won = Fim de partida: **{ $winners }** { $count ->
    [one] vence
   *[other] dividem a vitória
}{ $how ->
    [resign] {" "}por desistência
    [agreement] {" "}em comum acordo
    [timeout] {" "}por tempo
   *[play] {""}
}.
words-result-score = { $name } { $score }
words-result-scores = Placar final: { $scores }.

## How many players a game is for ($game: its title)
words-player-count-exactly = { $game } é para exatamente { $count } jogadores
words-player-count-range = { $game } é para { $least } a { $most } jogadores
