# The terminal player (`python -m terminal`): hot-seat play at one keyboard. Variables in
# { } keep their names. Seats are numbered from 1 on screen; commands typed at the prompt
# (help, board, as, resign, quit) stay as they are in every language.

## Seats and the computer
terminal-seat = Seat { $seat }
# A computer player; $level is easy, medium or hard.
terminal-computer = Computer ({ $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
})
terminal-computer-played = { $computer } played for { $seat }: { $move }
terminal-computer-acted = { $computer } for { $seat }: { $action }
terminal-computer-plays = the computer plays { $seat }
terminal-computer-stuck = the computer has no move it can make; the game stops here

## The game going on
# $computers: nothing, or one terminal-start-computer per computer seat.
terminal-start = { $game }, { $players } players{ $computers }. Type `help` for the legal moves and commands.
terminal-start-computer = ; { $seat } is the computer ({ $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
})
terminal-pass-keyboard = pass the keyboard to { $seat }, then press Enter
terminal-played = { $seat } played { $move }
terminal-resigned = { $seat } resigned
# $seats: seat numbers, "2, 3".
terminal-also-act = (seats that may also act now: { $seats }; type `as <seat> <move>`)
terminal-refused = refused: { $reason }
terminal-too-long = refused: `{ $text }` is too long for a move; `help` lists them
terminal-as-usage = type `as <seat> <move>` with a seat from 1 to { $players }, e.g. `as 2 help`
terminal-quit = left the game unfinished
terminal-interrupted = (interrupted: the game is left unfinished)
terminal-end-of-input = (end of input: the game is left unfinished)
terminal-game-over = game over: { $result }

## help
terminal-no-move = { $seat } has no legal move now
terminal-off-turn = { $seat } is not on turn; what it may do now:
terminal-commands = commands: a move (e.g. { $example }); help = the legal moves (help <square> for one group); board = show the game again; as <seat> <move> = act for another seat (also `as <seat> help` / `as <seat> board`); resign; quit (or Ctrl-C / Ctrl-D)
terminal-help = legal moves for { $seat } ({ $count }):
terminal-help-with = legal moves for { $seat } with { $word } ({ $count }):
# Many moves, counted by group; $kind is square or word (the moves' first word).
terminal-help-grouped = legal moves for { $seat } ({ $count }), by { $kind ->
    [square] square; type `help <square>`
   *[word] first word; type `help <first word>`
} for one group, e.g. `help { $first }`:
terminal-help-none = none of the { $count } legal moves of { $seat } is on or starts with `{ $word }`
# Ends a refusal at the terminal, where `help` lists the moves.
terminal-hint-examples = for example `{ $example }`; `help` shows all { $count } legal moves

## The end of a game
terminal-result-not-over = the game is not over
terminal-result-draw = the game is a draw
terminal-result-wins = { $count ->
    [one] { $seats } wins
   *[other] { $seats } share the win
}
terminal-result-resign = { $result } (by resignation)
terminal-result-agreement = { $result } (ended by agreement)
terminal-result-why = { $result }: { $why }
terminal-result-scores = { $result }; scores: { $scores }
terminal-score = { $seat } { $score }

## The game's picture (around the board in notation)
# The picture's first line: $game is the title; $more says more of the position.
terminal-picture-to-move = { $game }, { $seat } to move
terminal-picture-and = { $head }; { $more }
terminal-picture-draw = { $game }, game over: a draw
# $count: how many won (for languages whose verb agrees).
terminal-picture-won = { $game }, game over: { $seats } { $count ->
    [one] won
   *[other] won
}
# The viewer's own seat, and anyone else's.
terminal-you = { $seat } (you)
terminal-who = { $seat }
# Marks the line of the seat to move.
terminal-on-turn = { $line }  <- to move
terminal-has-left = { $seat } has left: { $left }
# Epicycle: two rows under each other; keep both labels the same width (pad with {"  "}).
terminal-epicycle-spaces = space: { $row }
terminal-epicycle-pieces = piece: { $row }
terminal-epicycle-gap = the gap is space { $space }; clockwise (cw) = increasing space number, 9 wraps to 0
# $held: the sizes in notation, "S M L".
terminal-epicycle-holds = { $seat } holds: { $held }
terminal-epicycle-seen = this position has occurred { $count } { $count ->
    [one] time
   *[other] times
} (house rule: the third time is a draw)
terminal-epicycle-last = last move: { $seat } played { $move } (placed on space { $placed }, took the { $size } from space { $taken })
# Synapse-Ice: where the next piece goes, after the first line.
terminal-synapse-forced = the next piece must go on { $square }
terminal-synapse-first = the first piece may go anywhere
# The grid's key: 1M^ is the first seat's medium pointing north.
terminal-synapse-legend = 1M^ = { $seat }'s medium pointing N (^ N, > E, v S, < W); * = where the next piece goes
terminal-pylon-phase = { $phase ->
    [placement] placement phase
   *[stacking] stacking phase
}
terminal-pylon-legend = 2M = { $second }'s medium; 1Lx3S = a stack of 3, { $first }'s L on top, an S at the bottom
terminal-pylon-seat = { $seat }: score { $score }, stash { $stash }
terminal-cardinal-ply = { $game } - ply { $ply }
terminal-cardinal-last = last move: { $seat } played { $move }
# One seat and the side it faces (N, E, S or W); $resigned is yes or no.
terminal-cardinal-faces = { $seat } faces { $direction }{ $resigned ->
    [yes] {" "}(resigned)
   *[no] {""}
}
terminal-cardinal-seats = seats: { $seats }

## Connections at the terminal: the hand by region (card and region names stay as they are)
terminal-hand-empty = your hand: empty
terminal-hand = your hand ({ $count } { $count ->
    [one] card
   *[other] cards
}), by region:
# A linking card and the regions it joins.
terminal-hand-link = { $card } (links { $regions })
terminal-hand-links = linking cards: { $links }
# $seats: the seats that may take an offer, "Seat 2 or Seat 3".
terminal-offer-help = offer a trade: `offer <your card> for <a region or a card> to <seat number>` (to { $seats }; not to the seat on turn)
# A refused move named a region: $said is yes when the refusal says so already; $cards are
# the player's cards of it ($count of them); $regions all of them.
terminal-region-hint = { $said ->
    [yes] {""}
   *[no] { $region } is a region, not a card;{" "}
}{ $count ->
    [0] you hold no { $region } card
   *[other] your { $region } cards: { $cards }
}; the regions are { $regions }

## Bad arguments on the command line (`python -m terminal` stays as it is)
terminal-error = python -m terminal: { $problem }
terminal-error-game = unknown game '{ $game }'; the games are { $games }
terminal-error-option-shape = options look like name=value, not '{ $text }'
# $known: the game's option names, or terminal-none.
terminal-error-option-unknown = { $game } has no option { $name } (options: { $known })
terminal-none = none
terminal-error-option-bool = { $name } must be true or false
terminal-error-option-number = { $name } must be a whole number
terminal-error-option-least = { $name } must be at least { $least }
terminal-error-option-most = { $name } must be at most { $most }
terminal-error-seats = --computer takes seats from 1 to { $players }, like 1:hard, not '{ $text }'
# $levels: easy, medium, hard (typed as they are).
terminal-error-level = unknown computer level '{ $level }'; choose from { $levels }
terminal-error-no-computer = there is no computer player for { $game } yet
