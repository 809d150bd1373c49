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
