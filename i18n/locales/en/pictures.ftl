# The words drawn in pictures (render/) and their alt text, the description a screen
# reader reads aloud. Variables in { } keep their names in every language.
# Pictures are shown about 300 px wide on a phone: keep the words short, as here. The keys
# under a board (last move, stack height...) share one line, and tests/test_render_languages.py
# checks that they fit it in every language.
# Notation stays as it is: squares (c3, 0,1), sizes S M L, directions N E S W, moves.

## Every picture
# A seat whose player has no name (seats count from 1).
pictures-player = Player { $seat }
# Beside a player's name in the legend under a board, once they have resigned.
pictures-resigned = resigned
# The key to the ring drawn round the square of the last move.
pictures-last-move = last move

## Epicycle
# In the middle of the ring, over "0 → 9": the ring's numbers grow clockwise.
pictures-epicycle-clockwise = clockwise
# The empty space of the ring (drawn inside it, so keep it short).
pictures-epicycle-gap = gap
# Under "gap": the size taken from the ring by the last move ($size is S, M or L).
pictures-epicycle-took = took { $size }
# The key to the ring round the space where the last pyramid was placed.
pictures-epicycle-last-placed = last placed
# How many times this position has been on the board ($count is 2 or more).
pictures-epicycle-seen = position seen { $count }×

## Synapse-Ice
# The key to the yellow square: where the next pyramid must go ($square: notation, c3).
pictures-synapse-next-piece = next piece: { $square }

## Pylon
# The key to the number in a white box on a stack.
pictures-pylon-stack-height = stack height
# The key to the grey squares: emptied for good once every square was filled.
pictures-pylon-vacated = vacated
pictures-pylon-score = score { $score }

## Cardinal Connections
# Along each edge of the board: the direction a player faces ($direction: notation N, E, S
# or W) and their name.
pictures-cardinal-seat = { $direction }: { $name }
# Along an edge nobody faces.
pictures-cardinal-nobody = { $direction }: nobody
pictures-cardinal-last-piece = last piece
# The key to a thin ring: pieces the last move turned or stood up. The legend has one line
# for it, "last piece" and "taken": "changed" will do where the words are longer.
pictures-cardinal-changed = turned or stood up
# The key to a cross: where the last move took a piece from.
pictures-cardinal-taken = taken
# Before the pieces left in the pool.
pictures-cardinal-pool = Pool:
# The same, when the centre stack is still more than one piece high.
pictures-cardinal-centre-pool = Centre { $height } high · Pool:

## Connections: the table
# The bar above the players.
pictures-connections-round = Round { $round } of { $rounds }
# After the round, on the same line (" · " between) where it fits: cards left to draw.
pictures-connections-deck = deck { $deck }
# Before the card on top of the discard pile.
pictures-connections-discard = discard
# After "discard" when the pile is empty.
pictures-connections-no-discard = none
# After a linking card: the player who partners it.
pictures-connections-partner = with { $name }
# After a linking card: the player invited to partner it.
pictures-connections-invited = invited { $name }
# Beside each player's name: cards in their hand and their points ("pts": keep it short).
pictures-connections-stats = { $cards } in hand · { $points } pts

## Connections: a player's hand (only they see it)
pictures-hand-title = Hand of { $name }
# The title when the player has no name.
pictures-hand-yours = Your hand
pictures-hand-info = Round { $round } of { $rounds } · { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
pictures-hand-start = Your turn: play down or draw
pictures-hand-discard = Your turn: discard a card
pictures-hand-draw = Your turn: draw a card
pictures-hand-turn = Your turn
pictures-hand-answer = A trade offer waits for your answer
pictures-hand-waiting = Waiting for the other players
pictures-hand-over = The game is over
# The heading over the linking cards.
pictures-hand-linking = Linking cards
# Beside the card just drawn.
pictures-hand-new = new
pictures-hand-empty = No cards in hand
# A trade offer: $give and $want are cards (city names, as the player wrote them).
pictures-hand-offer-to = Offer #{ $id } to { $name }: { $give } for { $want }
pictures-hand-offer-from = Offer #{ $id } from { $name }: { $give } for { $want }
# Alt text of the hand: $who is "Hand of Ada" or "Your hand".
pictures-hand-alt-head = { $who }: { $count ->
    [0] no cards
    [one] { $count } card
   *[other] { $count } cards
}
# Alt text of the hand, before the linking cards in it.
pictures-hand-alt-linking = Linking

## The regions' colours (Connections), in brackets after a region's name
pictures-colour-orange = orange
pictures-colour-purple = purple
pictures-colour-light-blue = light blue
pictures-colour-pink = pink
pictures-colour-dark-green = dark green
pictures-colour-yellow = yellow
pictures-colour-red = red
pictures-colour-dark-blue = dark blue
pictures-colour-grey = grey
pictures-colour-olive-green = olive green
pictures-colour-light-green = light green
pictures-colour-maroon = maroon

## Alt text of a board (read aloud; joined with ". ")
pictures-alt-scores = Scores: { $scores }
# $winners: one name or a list ("Ada and Bram"); $count: how many.
pictures-alt-won = Game over: { $count ->
    [one] { $winners } won
   *[other] { $winners } won
}
pictures-alt-draw = Game over: a draw
# $players: one name or a list; $count: how many.
pictures-alt-to-move = { $count ->
    [one] { $players } to move
   *[other] { $players } to move
}
# $move is notation (f3 S) or its first word (draw).
pictures-alt-last-move = Last move: { $name }, { $move }

## A game's replay (the GIF and /replay): the line under each frame
pictures-replay-start = Start
pictures-replay-move = Move { $move } of { $moves }

## Tournament standings
pictures-standings-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
pictures-standings-games = { $games ->
    [one] { $games } game
   *[other] { $games } games
}
# The heading when everyone played as many games: $title is "Tournament #3 · Pylon · final standings".
pictures-standings-each = { $title } · { $games ->
    [one] { $games } game each
   *[other] { $games } games each
}
# The heading of one of several pictures.
pictures-standings-page = { $title } ({ $page } of { $pages })
# Under the last picture when more players finished than fit.
pictures-standings-more = …and { $count } more: /tournament standings
# The same at the end of the alt text.
pictures-standings-alt-more = …and { $count } more.

## A player's rating chart (/profile)
pictures-rating-title = Rating over time
pictures-rating-none = No rated games yet.
# Under the chart, along its axis.
pictures-rating-axis = games played →
# Alt text, one per game: $game is its title, $first and $last ratings, over $games games.
pictures-rating-alt-series = { $game }: { $first } to { $last } over { $games ->
    [one] { $games } game
   *[other] { $games } games
}, lowest { $lowest }, highest { $highest }.
