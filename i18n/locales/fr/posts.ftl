# Messages publics dans le salon (bot/delivery/, bot/features/upkeep/) : dans la langue du serveur.

## The title line above each turn's board
posts-title = { $title } · partie #{ $game } · coup { $moves }

## What happened (the headline of a turn's post)
posts-played = { $who } a joué : { $move }.
posts-planned = { $move } { $reply } (prévu).
posts-resigned = { $who } a abandonné.
posts-resigned-drops-out = { $who } a abandonné et quitte la partie.
posts-timed-out = { $who } a dépassé son temps.
posts-timed-out-drops-out = { $who } a dépassé son temps et quitte la partie.
posts-agreed-end = Tous les joueurs ont accepté de terminer la partie maintenant.
posts-taken-back = { $who } a repris son coup { $move }.

## The first post of a game
posts-begins = { $title } : la partie #{ $game } commence. Ordre de jeu : { $order }.
posts-order-then = {", puis "}

## Whom a turn is up to (below the board)
posts-your-turn = { $count ->
    [one] { $who }, c'est ton tour.
   *[other] { $who } : à vous de jouer maintenant.
}
posts-turn-of-away = { $count ->
    [one] C'est à { $who } de jouer.
   *[other] C'est à { $who } de jouer.
}
posts-computer-choosing = { $count ->
    [one] { $who } choisit son coup.
   *[other] { $who } choisissent leurs coups.
}

## The clock line
posts-away-until = { $who } est en pause jusqu'au { $until }.
posts-deadline = ⏱ { $who } doit jouer avant le { $at } ({ $relative }). Limite de temps : { $limit }.

## The end of a game
posts-over-draw = { $how ->
    [resign] Partie terminée : nulle par abandon.
    [agreement] Partie terminée : nulle d'un commun accord.
    [timeout] Partie terminée : nulle au temps.
   *[other] Partie terminée : nulle.
}
posts-over-win = { $how ->
    [resign] Partie terminée : **{ $who }** gagne par abandon.
    [agreement] Partie terminée : **{ $who }** gagne d'un commun accord.
    [timeout] Partie terminée : **{ $who }** gagne au temps.
   *[other] Partie terminée : **{ $who }** gagne.
}
posts-over-shared = { $how ->
    [resign] Partie terminée : **{ $who }** se partagent la victoire par abandon.
    [agreement] Partie terminée : **{ $who }** se partagent la victoire d'un commun accord.
    [timeout] Partie terminée : **{ $who }** se partagent la victoire au temps.
   *[other] Partie terminée : **{ $who }** se partagent la victoire.
}
posts-final-scores = Points finaux : { $scores }.
posts-length = { $moves ->
    [one] { $moves } coup en { $duration }. { $everyone }
   *[other] { $moves } coups en { $duration }. { $everyone }
}

## Lines inside a turn (an offer, an invitation): who must answer
posts-answer-up-to-you = { $who } : c'est à toi de répondre.
posts-see-your-dms = { $who } : regarde tes MP.

## Buttons under a turn's post (and the lobby's Rules)
posts-button-play = Jouer
posts-button-history = Historique
posts-button-rules = Règles
posts-button-text = Plateau en texte
posts-button-hand = Ma main
posts-button-rematch = Revanche
posts-button-gif = GIF de la partie
posts-button-plan = Prévoir une réponse

## Reminders in the channel (/settings reminder_hours)
posts-reminder = { $who }, un rappel : c'est ton tour dans la partie { $title } #{ $game } (en attente depuis { $hours } h). `/board` montre la position, `/move` joue.
posts-reminder-time-left = Temps restant pour { $who } : { $left } (jusqu'au { $until }).
posts-reminder-time-out = { $who } n'a plus de temps : un autre joueur peut maintenant utiliser `/game claim`.
