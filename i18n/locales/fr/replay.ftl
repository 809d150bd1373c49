# Rejeux et analyses : /replay, le bouton GIF du rejeu, /review.

## /replay
replay-caption = **Rejeu** · { $game } · partie #{ $id } · coup { $move } sur { $last }
replay-start = Le début
replay-step-move = { $who } : `{ $move }`
replay-step-resign = { $who } a abandonné
replay-step-timeout = { $who } a dépassé son temps
replay-step-end = Terminée d'un commun accord
replay-goes-on = -# La partie continue : voici sa dernière position.
replay-result-draw = Partie terminée : nulle{ $how }.
replay-result-win = Partie terminée : { $winner } gagne{ $how }.
replay-result-share = Partie terminée : { $winners } se partagent la victoire{ $how }.
replay-result-how = { $reason ->
    [resign] { " " }par abandon
    [agreement] { " " }d'un commun accord
    [timeout] { " " }au temps
   *[other] { "" }
  }
replay-result-scores = { " " }Points finaux : { $scores }.
replay-button-first = ⏮ Début
replay-button-back = ◀ Précédent
replay-button-next = Suivant ▶
replay-button-last = Fin ⏭
replay-jump-move = Coup { $move }
replay-jump-placeholder = Aller à un coup…
replay-refuse-log = La partie #{ $id } ne peut pas être rejouée : son historique de coups ne se rejoue pas ({ $error }).

## The Replay GIF button
replay-gif = Partie { $game } #{ $id }, coup par coup{ $note }.
replay-gif-note = { " " }(une image tous les quelques coups : { $kept } positions sur { $total }, pour que ça tienne)
replay-gif-alt = Animation de la partie { $game } #{ $id } ({ $names }) : { $frames } positions, du début à la fin.
replay-gif-file = partie-{ $id }.gif

## /review
replay-review-refuse-unknown = Je ne connais pas cette partie sur ce serveur. `/games` liste celles en cours.
replay-review-refuse-running = La partie #{ $id } n'est pas terminée : une analyse ne montre que les parties terminées, pour que personne n'ait d'indices en cours de jeu.
replay-value-win = victoire
replay-value-draw = nulle
replay-value-loss = défaite
replay-value-unknown = ?
replay-value-chance = { $percent } %
replay-review-line = { $ply }. { $who } : { $move } — { $before } → { $after }
replay-review-threw = { "  " }⚠ a laissé filer : { $value }
replay-review-head = **Analyse de la partie { $game } #{ $id }** ({ $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }). { $how }
replay-review-exact = Les valeurs sont exactes : victoire, nulle ou défaite pour le joueur qui a joué, avec un jeu parfait.
replay-review-estimate = Les chiffres sont l'estimation rapide de l'ordinateur des chances de gagner du joueur qui a joué.
replay-review-marked = { $count ->
    [one] { $count } coup a laissé filer un résultat :
   *[other] { $count } coups ont laissé filer un résultat :
  }
replay-review-none-marked = Aucun coup n'a laissé filer de résultat.
replay-review-file = analyse-{ $id }.txt
