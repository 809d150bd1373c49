# The terminal player (`python -m terminal`). Commands typed at the prompt stay as they are.

## Seats and the computer
terminal-seat = Siège { $seat }
terminal-computer = Ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
})
terminal-computer-played = { $computer } a joué pour { $seat } : { $move }
terminal-computer-acted = { $computer } pour { $seat } : { $action }
terminal-computer-plays = l'ordinateur joue { $seat }
terminal-computer-stuck = l'ordinateur n'a aucun coup possible ; la partie s'arrête ici

## The game going on
terminal-start = { $game }, { $players } joueurs{ $computers }. Tape `help` pour les coups légaux et les commandes.
terminal-start-computer = ; { $seat } est l'ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
})
terminal-pass-keyboard = passe le clavier à { $seat }, puis appuie sur Entrée
terminal-played = { $seat } a joué { $move }
terminal-resigned = { $seat } a abandonné
terminal-also-act = (sièges qui peuvent aussi agir maintenant : { $seats } ; tape `as <seat> <move>`)
terminal-refused = refusé : { $reason }
terminal-too-long = refusé : `{ $text }` est trop long pour un coup ; `help` les liste
terminal-as-usage = tape `as <seat> <move>` avec un siège de 1 à { $players }, par ex. `as 2 help`
terminal-quit = partie laissée inachevée
terminal-interrupted = (interrompu : la partie reste inachevée)
terminal-end-of-input = (fin de l'entrée : la partie reste inachevée)
terminal-game-over = partie terminée : { $result }

## help
terminal-no-move = { $seat } n'a aucun coup légal pour l'instant
terminal-off-turn = ce n'est pas le tour de { $seat } ; ce qui reste possible :
terminal-commands = commandes : un coup (par ex. { $example }) ; help = les coups légaux (help <case> pour un groupe) ; board = revoir la partie ; as <seat> <move> = agir pour un autre siège (aussi `as <seat> help` / `as <seat> board`) ; resign = abandonner ; quit = quitter (ou Ctrl-C / Ctrl-D)
terminal-help = coups légaux pour { $seat } ({ $count }) :
terminal-help-with = coups légaux pour { $seat } avec { $word } ({ $count }) :
terminal-help-grouped = coups légaux pour { $seat } ({ $count }), par { $kind ->
    [square] case ; tape `help <case>`
   *[word] premier mot ; tape `help <premier mot>`
} pour un groupe, par ex. `help { $first }` :
terminal-help-none = aucun des { $count } coups légaux de { $seat } n'est sur `{ $word }` ni ne commence par ce mot
terminal-hint-examples = par exemple `{ $example }` ; `help` montre les { $count } coups légaux

## The end of a game
terminal-result-not-over = la partie n'est pas terminée
terminal-result-draw = la partie est nulle
terminal-result-wins = { $count ->
    [one] { $seats } gagne
   *[other] { $seats } se partagent la victoire
}
terminal-result-resign = { $result } (par abandon)
terminal-result-agreement = { $result } (terminée d'un commun accord)
terminal-result-why = { $result } : { $why }
terminal-result-scores = { $result } ; scores : { $scores }
terminal-score = { $seat } { $score }

## The game's picture (around the board in notation)
terminal-picture-to-move = { $game }, au tour de { $seat }
terminal-picture-and = { $head } ; { $more }
terminal-picture-draw = { $game }, partie terminée : match nul
terminal-picture-won = { $game }, partie terminée : { $seats } { $count ->
    [one] a gagné
   *[other] ont gagné
}
terminal-you = { $seat } (toi)
terminal-who = { $seat }
terminal-on-turn = { $line }  <- à jouer
terminal-has-left = il reste à { $seat } : { $left }
terminal-epicycle-spaces = case :{"     "}{ $row }
terminal-epicycle-pieces = pyramide : { $row }
terminal-epicycle-gap = le trou est la case { $space } ; sens horaire (cw) = numéros croissants, après 9 vient 0
terminal-epicycle-holds = { $seat } a : { $held }
terminal-epicycle-seen = cette position est apparue { $count } { $count ->
    [one] fois
   *[other] fois
} (règle maison : la troisième fois, c'est match nul)
terminal-epicycle-last = dernier coup : { $seat } a joué { $move } (posée sur la case { $placed }, a pris la { $size } de la case { $taken })
terminal-synapse-forced = la prochaine pyramide doit aller sur { $square }
terminal-synapse-first = la première pyramide peut aller n'importe où
terminal-synapse-legend = 1M^ = moyenne de { $seat } pointant vers N (^ N, > E, v S, < W) ; * = où va la prochaine pyramide
terminal-pylon-phase = { $phase ->
    [placement] phase de pose
   *[stacking] phase d'empilement
}
terminal-pylon-legend = 2M = moyenne de { $second } ; 1Lx3S = une pile de 3, la L de { $first } au sommet, une S en bas
terminal-pylon-seat = { $seat } : score { $score }, réserve { $stash }
terminal-cardinal-ply = { $game } - coup { $ply }
terminal-cardinal-last = dernier coup : { $seat } a joué { $move }
terminal-cardinal-faces = { $seat } regarde vers { $direction }{ $resigned ->
    [yes] {" "}(a abandonné)
   *[no] {""}
}
terminal-cardinal-seats = sièges : { $seats }

## Connections at the terminal: the hand by region (card and region names stay as they are)
terminal-hand-empty = ta main : vide
terminal-hand = ta main ({ $count } { $count ->
    [one] carte
   *[other] cartes
}), par région :
terminal-hand-link = { $card } (relie { $regions })
terminal-hand-links = cartes de liaison : { $links }
terminal-offer-help = proposer un échange : `offer <your card> for <a region or a card> to <seat number>` (à { $seats } ; pas au siège dont c'est le tour)
terminal-region-hint = { $said ->
    [yes] {""}
   *[no] { $region } est une région, pas une carte ;{" "}
}{ $count ->
    [0] tu n'as aucune carte de { $region }
   *[other] tes cartes de { $region } : { $cards }
} ; les régions sont { $regions }

## Bad arguments on the command line (`python -m terminal` stays as it is)
terminal-error = python -m terminal : { $problem }
terminal-error-game = jeu inconnu '{ $game }' ; les jeux sont { $games }
terminal-error-option-shape = une option s'écrit name=value, pas '{ $text }'
terminal-error-option-unknown = { $game } n'a pas d'option { $name } (options : { $known })
terminal-none = aucune
terminal-error-option-bool = { $name } doit valoir true ou false
terminal-error-option-number = { $name } doit être un nombre entier
terminal-error-option-least = { $name } doit valoir au moins { $least }
terminal-error-option-most = { $name } doit valoir au plus { $most }
terminal-error-seats = --computer prend des sièges de 1 à { $players }, comme 1:hard, pas '{ $text }'
terminal-error-level = niveau d'ordinateur inconnu '{ $level }' ; choisis parmi { $levels }
terminal-error-no-computer = il n'y a pas encore d'ordinateur pour { $game }
