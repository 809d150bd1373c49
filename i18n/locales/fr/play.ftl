# Jouer : /move, /resign, /undo, /board, /history, le plateau en texte et le sélecteur du
# bouton Jouer (bot/features/play/), et les coups refusés (bot/services/sessions.py).

## Coups et changements refusés
play-refuse-lobby-state = Cette partie n'a pas encore commencé : c'est encore un salon d'attente.
play-refuse-changed = La partie vient de changer ; regarde `/board` et réessaie.
play-refuse-cancelled = Cette partie n'existe plus : elle a été annulée.
play-refuse-abandoned = Cette partie a été interrompue pour de bon, elle ne peut donc pas continuer. Lances-en une nouvelle avec `/game new`.
play-refuse-lobby = Cette partie n'a pas encore commencé : rejoins le salon d'attente, ou son créateur peut faire `/game start`.
play-refuse-over = Cette partie est terminée. Lances-en une nouvelle avec `/game new`.
play-refuse-plans-changing = Les plans de ton adversaire changeaient à ce moment-là ; rejoue ton coup, s'il te plaît.
play-refuse-raced = Le coup de quelqu'un d'autre a été enregistré juste avant le tien ; regarde `/board` et réessaie.
play-refuse-raced-change = Le changement de quelqu'un d'autre a été enregistré juste avant le tien ; regarde `/board` et réessaie.
play-refuse-not-player = Tu ne joues pas dans cette partie (les joueurs sont { $players }).
play-refuse-version = La partie a changé pendant que le coup était choisi.
play-refuse-resigned = Tu as abandonné cette partie, tu ne peux donc plus y jouer.
play-refuse-not-your-turn = Ce n'est pas ton tour : c'est à { $who } de jouer. On te mentionnera quand ce sera à toi.
play-refuse-illegal = Ce coup n'est pas autorisé : { $reason }.
play-refuse-illegal-hint = Ce coup n'est pas autorisé : { $reason } ; { $hint }.
play-refuse-resign = Tu ne peux pas abandonner : { $reason }.

## Réclamer au temps (/game claim)
play-refuse-no-limit = Cette partie n'a pas de limite de temps, il n'y a donc rien à réclamer.
play-refuse-claim-gone = Tu ne joues plus dans cette partie, tu ne peux donc pas réclamer au temps.
play-refuse-claim-nobody = L'horloge de personne ne tourne en ce moment, il n'y a donc rien à réclamer.
play-refuse-claim-self = C'est ton horloge qui tourne, tu ne peux donc pas réclamer : joue ton coup avec `/move`.
play-refuse-claim-away = { $who } est en pause jusqu'au <t:{ $back }:f>, son horloge est donc arrêtée ; tu pourras réclamer une fois son temps écoulé après cela.
play-refuse-claim-early = { $who } a encore { $left } pour jouer (jusqu'au <t:{ $deadline }:f>) ; tu pourras réclamer après cela.
play-refuse-undo-moved-on = La partie a avancé depuis la demande de reprise, celle-ci ne s'applique donc plus.
play-refuse-undo-nothing = Il n'y a aucun coup à reprendre.

## /move et Jouer : la réponse privée à une action au cours d'un tour
play-done-stored = C'est fait : enregistré.
play-again-move = refais `/move`
play-again-play = appuie sur **{ play-button }** ci-dessous
play-turn-goes-on = Ton tour continue : { $again } pour le terminer.
play-turn-of = C'est à { $who } de jouer ; on te mentionnera quand ce sera à toi.

## /undo
play-undo-posted = C'est fait : ta demande est publiée dans le salon.
play-undo-computer = C'est fait : l'ordinateur a accepté, et ton coup est repris.

## /board, /history et le plateau en texte
play-board-headline = Le plateau tel qu'il est.
play-game = Partie { $game } #{ $id }
play-history-empty = { $title } : aucun coup pour l'instant.
play-history-title = { $title }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} :
play-history-title-undone = { $title }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} ({ $undone ->
    [one] { $undone } repris
   *[other] { $undone } repris
}) :
play-history-move = { $number }. { $who } : { $words }
play-history-resigned = - { $who } a abandonné
play-history-timeout = - { $who } a dépassé son temps
play-history-ended = - terminée d'un commun accord
play-history-file = partie-{ $id }-historique.txt
play-board-file = partie-{ $id }-plateau.txt
play-text-board = **Partie { $game } #{ $id }**, en mots :

## Le sélecteur du bouton Jouer (privé)
play-button = Jouer
play-back = Retour
play-confirm = Confirmer
play-start-again = Recommencer
play-choose = Choisis…
play-preview-file = apercu.png
play-refuse-not-playing = Tu ne joues pas dans cette partie ; c'est à { $who } de jouer.
play-refuse-not-yours = C'est à { $who } de jouer, pas à toi ; on te mentionnera quand ce sera ton tour.
play-refuse-finished = Cette partie est terminée, il n'y a donc plus de coup à jouer. Lances-en une nouvelle avec `/game new`.
play-refuse-choice-gone = Ce choix n'est plus proposé. Appuie sur **{ play-button }** sous le plateau pour recommencer.
play-refuse-move-gone = Ce coup n'est plus proposé. Appuie sur **{ play-button }** sous le plateau pour recommencer.
play-heading = **Ton coup** dans la partie { $game } #{ $id }
play-so-far = Jusqu'ici : { $steps }
play-question-back = { $question }
    Appuie sur **{ play-confirm }**, ou sur **{ play-back }**.
play-question = { $question }
    Appuie sur **{ play-confirm }**.
play-preview-only = { $heading } : { $words }
    Appuie sur **{ play-confirm }** pour le jouer.
play-preview-back = { $heading } : { $words }
    Le plateau ci-dessous le montre joué. Appuie sur **{ play-confirm }** pour le jouer, ou sur **{ play-back }**.
play-preview = { $heading } : { $words }
    Le plateau ci-dessous le montre joué. Appuie sur **{ play-confirm }** pour le jouer.
play-stale = La partie { $game } #{ $id } a avancé depuis que tu as ouvert ceci, ces choix ne conviennent donc peut-être plus. Recommence à partir de la position actuelle.
play-done-words = C'est fait : ton coup, { $words }, est enregistré. Le plateau est publié dans le salon.

## Les boutons de la table web
play-open-board = Ouvrir le plateau
play-open-in-discord = Ouvrir dans Discord
