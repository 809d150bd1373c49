# /help et /games. Les noms des commandes et des options restent tels que le bot les montre.

## /help
help-title = **Comment jouer**
help-start = - **Commencer une partie :** `/game new game:pylon` ouvre un salon d'attente dans le salon ; un autre joueur appuie sur **{ lobby-button-join }**. Ajoute `opponent:@ami` pour défier quelqu'un, ou `computer:medium` pour jouer contre l'ordinateur.
help-move = - **Jouer un coup :** quand c'est ton tour, on te mentionne sous le plateau. Appuie sur **{ play-button }**, choisis ton coup étape par étape, puis **{ play-confirm }** (ou tape-le avec `/move`).
help-rules = - **Règles :** `/rules game:pylon`, ou le bouton **{ posts-button-rules }** sous chaque plateau.
help-games = - **Tes parties :** `/games` les liste en disant à qui c'est le tour ; `/next` montre celle qui t'attend depuis le plus longtemps.

## /games
help-games-lobby = **{ $game }** #{ $id } dans { $where } : salon d'attente, { $waiting } · [salon d'attente]({ $link })
help-games-waiting = { $count ->
    [one] attend encore { $count } joueur
   *[other] attend encore { $count } joueurs
  }
help-games-ready = prêt
help-games-damaged = **{ $game }** #{ $id } dans { $where } : ne peut pas continuer (endommagée)
help-games-line = **{ $game }** #{ $id } dans { $where } : { $turn } · [dernier message]({ $link })
help-games-your-turn = **c'est ton tour**
help-games-your-offer = **une offre attend ta réponse**
help-games-to-move = au tour de { $names }
help-games-nobody = au tour de personne (la partie est terminée)
help-games-deadline = , le temps s'écoule { $when }
help-games-away = ; { $name } est en pause jusqu'au { $when }
help-games-more = … et { $count } de plus.
help-games-none = Tu n'as aucune partie en cours. Commences-en une avec `/game new`.

## /games which:open
help-open-refuse-server = Les parties ouvertes appartiennent à un serveur : lance `/games which:open` sur l'un d'eux.
help-open-none = Aucun salon d'attente ni inscription à un tournoi ouverte sur ce serveur. Ouvres-en un avec `/game new`.
help-open-lobby = Salon d'attente **{ $game }** #{ $id } dans { $where } : { $joined }, { $waiting } · [rejoindre]({ $link })
help-open-joined = { $count ->
    [one] { $count } joueur sur { $players }
   *[other] { $count } joueurs sur { $players }
  }
help-open-needs = il en faut encore { $count } pour commencer
help-open-ready = prêt à commencer
help-open-tournament = Tournoi **{ $game }** #{ $id } ({ $format ->
    [swiss] système suisse
    [round-robin] toutes rondes
    [knockout] élimination directe
   *[other] { $format }
  }) dans { $where } : inscriptions ouvertes, { $signed } inscrits · [s'inscrire]({ $link })
