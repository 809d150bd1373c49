# The web table's page.

web-gone = Ce lien n'ouvre aucune table. Demande-en un nouveau au bot : le bouton { play-button } ou /next.
web-offline = La table est injoignable. Nouvel essai…
web-stale = La partie a changé ; voici la nouvelle position.
web-done = Ton coup est joué : { $words }
web-changed = Le plateau a été mis à jour.
web-your-turn = C'est ton tour.
web-choose = Choisis :
web-confirm = Confirmer
web-back = Retour
web-first = Début
web-forward = Suivant
web-last = Fin
web-position = Position { $n } sur { $total }
web-start = La position de départ.
web-hand-alt = Ta main
web-signing-in = Connexion à Discord…
web-sign-in-failed = La connexion à Discord n'a pas marché. Ferme l'activité et rouvre-la.
web-hand-title = Ta main
web-offers-title = Offres et invitations
web-players-title = Joueurs
web-moves-title = Coups
web-replay-controls = Parcourir la partie
web-to-move = à jouer
web-computer = ordinateur
web-player-away = en pause

## Réponses prévues sur la page
web-plan-start = Prévoir une réponse
web-plan-confirm = Confirmer le plan
web-plan-then = Ensuite, si l'adversaire joue…
web-plan-another = En prévoir une autre
web-plan-done = Terminé
web-plans-title = Tes réponses prévues (toi seul les vois)
web-plans-clear = Tout annuler

## Les lignes au-dessus du plateau
web-line-title = Partie { $game } #{ $id } : { $players }
web-line-last = Dernier coup : { $move }
web-line-turn = Au tour de : { $players }.
web-entry-resign = { $player } a abandonné
web-entry-timeout = { $player } a dépassé son temps
web-entry-end = { $player } a terminé la partie d'un commun accord

## Réponses à la page
web-not-found = Cette adresse n'ouvre aucune partie : elle a peut-être expiré. Demande-en une nouvelle au bot avec `/board private:true`.
web-not-found-title = Introuvable
web-too-many = Trop de requêtes depuis ton adresse. Attends une minute et recharge la page.
web-bad-request = La table ne peut pas répondre à cette requête. Recharge la page.
web-stale-move = La partie a avancé depuis l'affichage de cette page, donc rien n'a été joué. Regarde le plateau tel qu'il est maintenant et choisis à nouveau.
web-stale-plan = La partie a avancé depuis l'affichage de cette page, donc rien n'a été prévu. Regarde le plateau tel qu'il est maintenant et prévois à nouveau.
web-watching = Cette page ne fait que suivre la partie : ouvre ton propre lien donné par le bot (`/board private:true`) pour jouer.
web-not-yours = Ce n'est pas à toi de choisir un coup ici.
web-away = Le stockage des parties ne répond pas, donc rien n'a été joué. Réessaie dans un instant.
web-away-plan = Le stockage des parties ne répond pas, donc rien n'a été prévu. Réessaie dans un instant.
web-unreadable-move = Le coup n'a pas pu être lu. Recharge la page et choisis à nouveau.
web-unreadable-plan = Le plan n'a pas pu être lu. Recharge la page et prévois à nouveau.
web-incomplete-move = Choisis un coup complet avant de le confirmer.
web-unconfirmed = Je n'ai pas pu confirmer que ta modification a été enregistrée : le stockage des parties a cessé de répondre. Vérifie la partie avec `/board` dans un instant avant de réessayer.
web-choice-gone = Ce choix n'est plus proposé. Recommence le coup.
web-replay-running = La partie est encore en cours : son déroulé s'ouvre une fois qu'elle est finie.
web-replay-range = Cette partie a les positions 0 à { $last }.
web-replay-value = { $value ->
        [win] Une victoire pour { $player }, avec un jeu parfait.
        [loss] Une défaite pour { $player }, avec un jeu parfait.
       *[draw] Une nulle pour { $player }, avec un jeu parfait.
    }
web-activity-off = L'activité Discord n'est pas configurée sur ce bot.
web-activity-failed = Discord n'a pas confirmé qui tu es. Ferme l'activité et rouvre-la.
web-activity-no-game = Il n'y a aucune partie dans ce salon. Lances-en une avec `/game new`, puis rouvre l'activité.
web-activity-unreadable = La connexion n'a pas pu être lue. Ferme l'activité et rouvre-la.
