# Enregistrements et cotes : /export, /leaderboard, /profile, /stats.

## /export
records-export-refuse-running = La partie #{ $id } n'est pas encore terminée : son enregistrement peut être exporté une fois qu'elle est finie (tant qu'elle dure, chacun de ses joueurs peut exporter ce qu'il peut voir).
records-export-partial = Un enregistrement partiel de la partie #{ $id }, toujours en cours : seulement ce que toi (joueur { $seat }) peux voir, sans la graine de la donne. Il est marqué `partial` et ne peut pas être rejoué ; exporte la partie à nouveau une fois terminée pour son enregistrement complet.
records-export-partial-hidden = Un enregistrement partiel de la partie #{ $id }, toujours en cours : seulement ce que toi (joueur { $seat }) peux voir, sans les mains des autres joueurs, les cartes des échanges entre d'autres et la graine de la donne. Il est marqué `partial` et ne peut pas être rejoué ; exporte la partie à nouveau une fois terminée pour son enregistrement complet.
records-export-complete = L'enregistrement complet de la partie #{ $id }. Vérifie-le avec `python -m rules replay { $file }`.
records-export-complete-hidden = L'enregistrement complet de la partie #{ $id }. La partie est terminée, il contient donc chaque main et chaque échange. Vérifie-le avec `python -m rules replay { $file }`.
records-file-record = partie-{ $id }.json
records-file-partial = partie-{ $id }-partielle.json

## Ratings
records-refuse-game = Il n'y a pas de jeu { $name } ici : choisis-en un dans la liste.
records-refuse-leaderboard = Ce classement n'est pas disponible ici.
records-refuse-same-player = Choisis deux joueurs différents à comparer.
records-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
  }
records-wdl = { $wins }V { $draws }N { $losses }D

## /leaderboard
records-leaderboard-empty = Personne n'a encore de cote à { $game } sur ce serveur : terminez d'abord une partie classée.
records-leaderboard-title = **Classement { $game }** · page { $page } sur { $pages }
records-leaderboard-line = { $place }. { $player } **{ $rating }** · { $games } ({ $wdl })
records-leaderboard-note = -# ? = provisoire (incertitude σ au-dessus de { $sigma }). Cote = 1000 + 40 × (μ − 3σ).
records-page-previous = ◀ Précédente
records-page-next = Suivante ▶

## /profile
records-profile-none = **{ $name }** n'a pas encore de partie classée sur ce serveur.
records-profile-title = **{ $name }** sur ce serveur :
records-profile-line = **{ $game }** : cote **{ $rating }**{ $provisional } · { $games }, { $wdl } · { $streak }{ $best }
records-provisional = { " " }(provisoire)
records-streak-won = { $count } victoires d'affilée
records-streak-lost = { $count } défaites d'affilée
records-streak-none = pas de série
records-best = ; meilleure victoire : contre { $opponent } ({ $rating }) dans la partie #{ $id }
records-chart-title = { $name } : cote au fil du temps
records-chart-file = cote.png
records-versus-none = **{ $a }** et **{ $b }** n'ont pas encore terminé de partie ensemble sur ce serveur.
records-versus-title = **{ $a }** contre **{ $b }** sur ce serveur :
records-versus-line = **{ $game }** : { $games } · { $a } { $record }
records-record-won-lost = { $won }-{ $lost } (victoires-défaites)
records-record-won-drawn-lost = { $won }-{ $drawn }-{ $lost } (victoires-nulles-défaites)

## /stats
records-stats-none = Aucune partie { $game } ne s'est encore terminée sur ce serveur.
records-stats = **{ $game }** sur ce serveur. Terminées : { $games } (classées : { $rated }). Le premier joueur a gagné { $wins } fois ({ $share } %) ; { $draws }. Durée médiane : { $moves }, { $days }.
records-draws = { $count ->
    [one] { $count } nulle
   *[other] { $count } nulles
  }
records-moves = { $count } coups
records-moves-one = 1 coup
records-moves-none = - coups
records-days = { $count } jours
records-days-one = { $count } jour
records-hours = { $count } heures
records-hours-one = { $count } heure
records-time-none = -
