# Salons d'attente, revanches et propositions. Les variables entre { } gardent leur nom.

## The lobby's buttons (public: the server's language)
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-start = Lancer
lobby-button-cancel = Annuler
lobby-button-computer = Ajouter l'ordinateur

## The lobby message in the channel
lobby-title = Salon d'attente { $game } · partie #{ $id }
lobby-players = **Joueurs :** { $names } ({ $count })
lobby-count-exact = { $joined } sur { $players }
lobby-count-range = { $joined ->
    [one] { $joined } inscrit
   *[other] { $joined } inscrits
  } ; de { $min } à { $max } peuvent jouer
lobby-challenge = Un défi : seul { $opponent } peut rejoindre.
lobby-order-random = **Ordre de jeu :** au hasard.
lobby-order-joined = **Ordre de jeu :** dans l'ordre d'arrivée.
lobby-order-joined-first = **Ordre de jeu :** dans l'ordre d'arrivée ({ $first } commence).
lobby-order-rematch = **Ordre de jeu :** celui de la dernière partie, décalé d'un cran.
lobby-order-rematch-first = **Ordre de jeu :** celui de la dernière partie, décalé d'un cran ({ $first } commence).
lobby-options = **Options :** { $options }.
lobby-time-limit = **Limite de temps :** { $hours } h par coup ; ensuite un autre joueur peut utiliser `/game claim`.
lobby-press-join-two = Appuie sur **{ lobby-button-join }** pour jouer : la partie commence dès qu'un deuxième joueur arrive.
lobby-press-join-or-start = Appuie sur **{ lobby-button-join }** pour jouer. La partie commence quand { $players } joueurs sont là, ou quand { $creator } appuie sur **{ lobby-button-start }**.
lobby-press-join-waiting = Appuie sur **{ lobby-button-join }** pour jouer. Il manque { $missing ->
    [one] encore un joueur
   *[other] encore { $missing } joueurs
  }.
lobby-closed-started = La partie a commencé.
lobby-closed-cancelled = Annulé.
lobby-closed-expired = Ce salon d'attente a expiré après { $days ->
    [one] un jour
   *[other] { $days } jours
  } sans commencer.
lobby-invite-challenge = { $opponent }, { $creator } te lance un défi !
lobby-invite-rematch = { $players } : { $creator } demande une revanche de la partie #{ $id } : appuie sur **{ lobby-button-join }** pour accepter.
lobby-invite-rematch-all = { $players } : { $creator } demande une revanche de la partie #{ $id } : appuie sur **{ lobby-button-join }** pour accepter ; elle commence quand tout le monde a accepté.

## Options of the games
lobby-option-random_setup = les pièces de l'anneau sont mélangées au départ
lobby-option-random_setup-off = les pièces de l'anneau ne sont pas mélangées au départ
lobby-option-rounds_per_player = chaque joueur distribue { $value ->
    [one] une manche
   *[other] { $value } manches
  }

## Answers to the one who acted (private)
lobby-opened = Salon d'attente { $game } ouvert (partie #{ $id }). Les joueurs arrivent avec son bouton **{ lobby-button-join }**.
lobby-opened-thread = Salon d'attente { $game } ouvert (partie #{ $id }) dans { $thread }. Les joueurs arrivent avec son bouton **{ lobby-button-join }**.
lobby-opened-computer = La partie { $game } #{ $id } contre l'ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
  }) commence.
lobby-opened-computer-thread = La partie { $game } #{ $id } contre l'ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
  }) commence dans { $thread }.
lobby-joined-started = Tu as rejoint ; la partie { $game } #{ $id } commence.
lobby-joined = Tu as rejoint le salon d'attente { $game } (partie #{ $id }).
lobby-left = Tu as quitté le salon d'attente de la partie #{ $id }.
lobby-started = La partie { $game } #{ $id } commence.
lobby-cancel-done = C'est fait. { $line }
lobby-rematch-started = Revanche lancée : partie { $game } #{ $id }.
lobby-rematch-asked = Revanche demandée : la partie { $game } #{ $id } commence { $when }.
lobby-rematch-accepted = Tu as accepté la revanche : la partie { $game } #{ $id } commence { $when }.
lobby-rematch-when = { $players ->
    [one] quand l'autre joueur accepte
   *[other] quand les { $players } autres joueurs acceptent
  }
lobby-end-proposed = C'est fait : ta proposition est publiée dans le salon.
lobby-end-computer-agreed = C'est fait : l'ordinateur est d'accord, et la partie est terminée.

## Lines the channel is told (public)
lobby-cancelled = { $who } a annulé le salon d'attente { $game } (partie #{ $id }).
lobby-abandoned = { $who } a abandonné la partie { $game } #{ $id } ; elle ne sera pas terminée.
lobby-closed-creator-left = Le salon d'attente { $game } (partie #{ $id }) est fermé : la personne qui l'avait ouvert est partie.

## Refusals (private)
lobby-refuse-opponent-and-computer = Choisis soit `opponent` (une personne), soit `computer`, pas les deux.
lobby-refuse-opponent-self = Défie quelqu'un d'autre : `opponent` ne peut être ni toi ni un bot.
lobby-refuse-no-channel = On joue dans les salons d'un serveur : lance `/game new` dans un salon.
lobby-refuse-thread-here = Je ne peux ouvrir des fils que depuis un salon textuel : lance ceci dans le salon lui-même.
lobby-refuse-no-thread-permission = Je n'ai pas le droit de créer des fils ici ; demande à un modérateur la permission « Créer des fils publics », ou lance `/game new thread:false` pour jouer dans ce salon.
lobby-refuse-gone = Cette partie n'est plus disponible ici.
lobby-refuse-no-finished-game = Aucune partie ne s'est encore terminée dans ce salon. Ouvres-en une avec `/game new`.
lobby-refuse-option-unknown = { $game } n'a pas d'option { $option }. Laisse cette option de côté, ou consulte `/rules game:{ $code }`.
lobby-refuse-option-bool = { $option } doit valoir true ou false. Laisse cette option de côté, ou consulte `/rules game:{ $code }`.
lobby-refuse-option-whole = { $option } doit être un nombre entier. Laisse cette option de côté, ou consulte `/rules game:{ $code }`.
lobby-refuse-option-min = { $option } doit valoir au moins { $limit }. Laisse cette option de côté, ou consulte `/rules game:{ $code }`.
lobby-refuse-option-max = { $option } doit valoir au plus { $limit }. Laisse cette option de côté, ou consulte `/rules game:{ $code }`.
lobby-refuse-busy-lobby = Ce salon a déjà un salon d'attente { $game } en cours (#{ $id }). Ajoute `thread:true` pour ouvrir le tien dans un nouveau fil, ou termine celui-là d'abord.
lobby-refuse-busy-game = Ce salon a déjà une partie { $game } en cours (#{ $id }). Ajoute `thread:true` pour ouvrir la tienne dans un nouveau fil, ou termine celle-là d'abord.
lobby-refuse-just-opened = Une autre partie vient d'être ouverte ici ; ajoute `thread:true` pour ouvrir la tienne dans un fil.
lobby-refuse-cancelled = Ce salon d'attente a été annulé. Ouvres-en un nouveau avec `/game new`.
lobby-refuse-started = Cette partie a déjà commencé ; `/board` te la montre.
lobby-refuse-already-in = Tu es déjà dans ce salon d'attente ; attends les autres, ou appuie sur **{ lobby-button-leave }**.
lobby-refuse-challenge = C'est un défi pour { $opponent } : seule cette personne peut rejoindre. Ouvre ton propre salon d'attente avec `/game new`.
lobby-refuse-rematch-only = C'est une revanche : seuls les joueurs de la dernière partie peuvent rejoindre. Ouvre ton propre salon d'attente avec `/game new`.
lobby-refuse-full = Ce salon d'attente est complet ({ $players } joueurs).
lobby-refuse-changed = Le salon d'attente vient de changer ; réessaie, s'il te plaît.
lobby-refuse-not-in = Tu n'es pas dans ce salon d'attente, il n'y a donc rien à quitter.
lobby-refuse-creator-leaves = Tu as ouvert ce salon d'attente : utilise **{ lobby-button-cancel }** (ou `/game cancel`) pour le fermer.
lobby-refuse-start-creator = Seule la personne qui a ouvert le salon d'attente ({ $creator }) peut lancer la partie.
lobby-refuse-computer-creator = Seule la personne qui a ouvert le salon d'attente ({ $creator }) peut ajouter des joueurs ordinateur.
lobby-refuse-computer-challenge = Ce salon d'attente est un défi lancé à une personne : il n'y a pas de place pour l'ordinateur.
lobby-refuse-level = Choisis un niveau : { $levels }.
lobby-refuse-nothing-to-cancel = Il n'y a rien à annuler : cette partie est déjà terminée ou annulée.
lobby-refuse-cancel-who = Seule la personne qui l'a ouverte ({ $creator }) ou un membre avec « Gérer les messages » peut annuler cette partie.
lobby-refuse-game-changed = La partie vient de changer ; réessaie, s'il te plaît.
lobby-refuse-rematch-not-over = Une revanche peut commencer une fois cette partie terminée.
lobby-refuse-rematch-players = Seuls les joueurs de cette partie peuvent lancer sa revanche.
lobby-refuse-rematch-in = Tu es déjà dans cette revanche (partie #{ $id }) ; elle commence { $when }.
lobby-refuse-rematch-busy = Ce salon a déjà une partie { $game } en cours (#{ $id }) ; termine-la d'abord, ou ouvre une nouvelle partie dans un fil avec `/game new thread:true`.
lobby-refuse-rematch-just-opened = Une autre partie vient d'être ouverte ici ; la revanche n'a pas été lancée.
lobby-refuse-player-count-exact = { $game } se joue à exactement { $players } joueurs ; ce salon d'attente en a { $count }. Attends que d'autres joueurs arrivent.
lobby-refuse-player-count-range = { $game } se joue de { $min } à { $max } joueurs ; ce salon d'attente en a { $count }. Attends que d'autres joueurs arrivent.

## Proposals
lobby-proposal-accept = Accepter
lobby-proposal-decline = Refuser
lobby-proposal-end = { $who } propose de terminer maintenant la partie { $game } #{ $id }.{ $outcome }
    { $voters } : merci de répondre par **{ lobby-proposal-accept }** ou **{ lobby-proposal-decline }**. Tout coup joué avant annule la proposition.
lobby-proposal-outcome = { " " }Si tout le monde est d'accord : { $result }
lobby-proposal-result-draw = une nulle d'un commun accord.
lobby-proposal-result-win = { $winner } gagne d'un commun accord.
lobby-proposal-result-share = { $winners } se partagent la victoire d'un commun accord.
lobby-proposal-scores = { " " }Points finaux : { $scores }.
lobby-proposal-undo = { $who } demande à reprendre `{ $move }`. { $approver }, es-tu d'accord ?
lobby-proposal-declined = { $kind ->
    [end] { $who } a refusé la proposition de fin ; la partie continue.
   *[undo] { $who } a refusé la demande de reprise ; la partie continue.
  }
lobby-proposal-accepts = { $who } accepte ; on attend { $waiting }.
lobby-proposal-you-declined = C'est fait : tu as refusé.
lobby-proposal-you-accepted = C'est fait : tu as accepté. On attend les autres.
lobby-refuse-not-running = Cette partie n'est plus en cours.
lobby-refuse-end-resigned = Tu as abandonné cette partie, tu ne peux donc pas proposer de la terminer.
lobby-refuse-end-waiting = Une proposition de fin attend déjà des réponses ; vois ses boutons **{ lobby-proposal-accept }** / **{ lobby-proposal-decline }**.
lobby-refuse-end-computer = { $computer } n'est pas d'accord pour terminer la partie maintenant : continuer lui rapporte plus. Continue à jouer, ou `/resign`.
lobby-refuse-undo-none = { $game } ne permet pas de reprendre un coup : une carte vue reste vue.
lobby-refuse-undo-nothing = Il n'y a pas encore de coup à reprendre.
lobby-refuse-undo-computer = L'ordinateur a déjà répondu à ton coup, il ne peut donc plus être repris. Contre l'ordinateur, demande juste après ton coup.
lobby-refuse-undo-not-last = Seul le joueur qui a joué en dernier ({ $mover }) peut demander à reprendre son coup.
lobby-refuse-undo-nobody = Personne d'autre n'a la main, il n'y a donc personne pour approuver une reprise.
lobby-refuse-undo-waiting = Une demande de reprise attend déjà une réponse.
lobby-refuse-proposal-unknown = Je ne connais plus cette proposition.
lobby-refuse-proposal-game = Je ne connais plus cette partie.
lobby-refuse-proposal-closed = { $kind ->
    [end] Cette proposition de fin est déjà close ({ $status ->
        [accepted] acceptée
        [declined] refusée
        [void] caduque
       *[other] { $status }
      }).
   *[undo] Cette demande de reprise est déjà close ({ $status ->
        [accepted] acceptée
        [declined] refusée
        [void] caduque
       *[other] { $status }
      }).
  }
lobby-refuse-proposal-who = { $kind ->
    [end] Cette proposition de fin ne s'adresse qu'à { $voters }.
   *[undo] Cette demande de reprise ne s'adresse qu'à { $voters }.
  }
lobby-refuse-proposal-again = Tu as déjà accepté ; on attend les autres.
lobby-refuse-proposal-just-closed = { $kind ->
    [end] Cette proposition de fin vient d'être close.
   *[undo] Cette demande de reprise vient d'être close.
  }
lobby-refuse-proposal-moved-on = { $kind ->
    [end] La partie a avancé depuis cette proposition de fin, elle ne s'applique donc plus. Redemande si tu le veux toujours.
   *[undo] La partie a avancé depuis cette demande de reprise, elle ne s'applique donc plus. Redemande si tu le veux toujours.
  }
