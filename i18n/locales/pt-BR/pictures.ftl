# As palavras desenhadas nas imagens (render/) e o texto alternativo delas.

## Every picture
pictures-player = Jogador { $seat }
pictures-resigned = desistiu
pictures-last-move = última jogada

## Epicycle
pictures-epicycle-clockwise = sentido horário
pictures-epicycle-gap = vazio
pictures-epicycle-took = tirou { $size }
pictures-epicycle-last-placed = última colocada
pictures-epicycle-seen = posição vista { $count }×

## Synapse-Ice
pictures-synapse-next-piece = próxima peça: { $square }

## Pylon
pictures-pylon-stack-height = altura da pilha
pictures-pylon-vacated = vazia
pictures-pylon-score = { $score ->
    [0] { $score } pontos
    [one] { $score } ponto
   *[other] { $score } pontos
}

## Cardinal Connections
pictures-cardinal-seat = { $direction }: { $name }
pictures-cardinal-nobody = { $direction }: ninguém
pictures-cardinal-last-piece = última peça
pictures-cardinal-changed = alteradas
pictures-cardinal-taken = retirada
pictures-cardinal-pool = Pool:
pictures-cardinal-centre-pool = Pilha de { $height } · Pool:

## Connections: the table
pictures-connections-round = Rodada { $round } de { $rounds }
pictures-connections-deck = monte { $deck }
pictures-connections-discard = descarte
pictures-connections-no-discard = vazio
pictures-connections-partner = com { $name }
pictures-connections-invited = convite: { $name }
pictures-connections-stats = { $cards } na mão · { $points } pts

## Connections: a player's hand (only they see it)
pictures-hand-title = Mão de { $name }
pictures-hand-yours = Sua mão
pictures-hand-info = Rodada { $round } de { $rounds } · { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
pictures-hand-start = Sua vez: baixe cartas ou compre
pictures-hand-discard = Sua vez: descarte uma carta
pictures-hand-draw = Sua vez: compre uma carta
pictures-hand-turn = Sua vez
pictures-hand-answer = Uma oferta de troca espera sua resposta
pictures-hand-waiting = Esperando os outros jogadores
pictures-hand-over = A partida acabou
pictures-hand-linking = Cartas de ligação
pictures-hand-new = nova
pictures-hand-empty = Nenhuma carta na mão
pictures-hand-offer-to = Oferta #{ $id } para { $name }: { $give } por { $want }
pictures-hand-offer-from = Oferta #{ $id } de { $name }: { $give } por { $want }
pictures-hand-alt-head = { $who }: { $count ->
    [0] nenhuma carta
    [one] { $count } carta
   *[other] { $count } cartas
}
pictures-hand-alt-linking = Ligações

## The regions' colours (Connections), in brackets after a region's name
pictures-colour-orange = laranja
pictures-colour-purple = roxo
pictures-colour-light-blue = azul-claro
pictures-colour-pink = rosa
pictures-colour-dark-green = verde-escuro
pictures-colour-yellow = amarelo
pictures-colour-red = vermelho
pictures-colour-dark-blue = azul-escuro
pictures-colour-grey = cinza
pictures-colour-olive-green = verde-oliva
pictures-colour-light-green = verde-claro
pictures-colour-maroon = bordô

## Alt text of a board (read aloud; joined with ". ")
pictures-alt-scores = Placar: { $scores }
pictures-alt-won =
    Fim de partida: { $count ->
        [one] { $winners } venceu
       *[other] { $winners } venceram
    }
pictures-alt-draw = Fim de partida: empate
pictures-alt-to-move = { $count ->
    [one] Vez de { $players }
   *[other] Vez de { $players }
}
pictures-alt-last-move = Última jogada: { $name }, { $move }

## A game's replay (the GIF and /replay): the line under each frame
pictures-replay-start = Início
pictures-replay-move = Jogada { $move } de { $moves }

## Tournament standings
pictures-standings-points = { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
pictures-standings-games = { $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
}
pictures-standings-each = { $title } · { $games ->
    [0] { $games } partidas cada
    [one] { $games } partida cada
   *[other] { $games } partidas cada
}
pictures-standings-page = { $title } ({ $page } de { $pages })
pictures-standings-more = … e mais { $count }: /tournament standings
pictures-standings-alt-more = … e mais { $count }.

## A player's rating chart (/profile)
pictures-rating-title = Evolução do rating
pictures-rating-none = Ainda não há partidas valendo rating.
pictures-rating-axis = partidas jogadas →
pictures-rating-alt-series = { $game }: de { $first } a { $last } em { $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
}, mínimo { $lowest }, máximo { $highest }.
