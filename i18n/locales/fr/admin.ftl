# Réglages et exploitation : /about, /notify, /settings.

## /about (server admins)
admin-about-refuse-server = Lance `/about` sur un serveur.
admin-about-refuse-permission = Seuls les membres avec « Gérer le serveur » peuvent voir ceci.
admin-about-version = **Pyramid Table** version { $version }
admin-about-uptime = En marche depuis : { $uptime }
admin-about-shards = Shards : { $shards }
admin-about-storage = Stockage : { $backend }
admin-about-games = Parties stockées : { $games }
admin-about-latency = Discord répond en : { $latency }
admin-about-search = Recherche de l'ordinateur : { $search }
admin-search-compiled = compilée
admin-search-python = Python (plus lente : l'extension C n'a pas été compilée)
admin-uptime-short = moins d'une minute
admin-unit-day = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
  }
admin-unit-hour = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
  }
admin-unit-minute = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
  }
admin-games-active = { $count } en cours
admin-games-lobby = { $count ->
    [one] { $count } salon d'attente
   *[other] { $count } salons d'attente
  }
admin-games-finished = { $count ->
    [one] { $count } terminée
   *[other] { $count } terminées
  }
admin-games-cancelled = { $count ->
    [one] { $count } annulée
   *[other] { $count } annulées
  }
admin-games-abandoned = { $count ->
    [one] { $count } abandonnée
   *[other] { $count } abandonnées
  }
admin-shards = ce serveur est sur le shard { $here } ; ce processus fait tourner { $count ->
    [one] le shard
   *[other] les shards
  } { $listed } sur { $total }
admin-latency = { $ms } ms
admin-latency-unknown = inconnu

## /notify
admin-notify-mention = Quand ce sera ton tour, je te mentionnerai dans le salon de la partie (pas de MP).
admin-notify-dm = Quand ce sera ton tour, je t'enverrai un MP au lieu de te mentionner dans le salon.
admin-notify-both = Quand ce sera ton tour, je te mentionnerai dans le salon et je t'enverrai un MP.
admin-notify-off = Je ne te mentionnerai pas et ne t'enverrai pas de MP quand ce sera ton tour ; regarde `/games` pour les parties qui t'attendent.
admin-notify-digest = Je t'enverrai en MP un résumé quotidien de toutes les parties qui t'attendent ; pas de mention ni de MP à chaque tour.
admin-notify-now-mention = Je te préviens de ton tour par une mention dans le salon de la partie.
admin-notify-now-dm = Je te préviens de ton tour par MP.
admin-notify-now-both = Je te préviens de ton tour par une mention et un MP.
admin-notify-now-off = Je ne te préviens pas de ton tour, ni par mention ni par MP.
admin-notify-now-digest = Je t'envoie un résumé quotidien par MP.
admin-notify-hours = Ton résumé quotidien arrive à { $hour }:00 ({ $zone }) ; les MP de tour arrivent à toute heure.
admin-notify-hours-quiet = Ton résumé quotidien arrive à { $hour }:00 ({ $zone }) ; pas de MP de tour de { $start }:00 à { $end }:00.

## /settings (server admins)
admin-settings-refuse-server = Les réglages appartiennent à un serveur : lance `/settings` sur l'un d'eux.
admin-settings-refuse-permission = Seuls les membres avec « Gérer le serveur » peuvent changer les réglages.
admin-settings-reminders = Rappels : un joueur qui n'a pas joué depuis { $hours } h reçoit un rappel, puis un toutes les { $hours } h.
admin-settings-threads-on = Chaque nouvelle partie s'ouvre dans son propre fil (`/game new thread:false` en garde une dans le salon).
admin-settings-threads-off = Les nouvelles parties s'ouvrent dans le salon où `/game new` est lancé (`thread:true` ouvre un fil).
admin-settings-away = Pause : chaque joueur a { $days ->
    [one] { $days } jour de pause
   *[other] { $days } jours de pause
  } par an pour `/away`.
admin-settings-language = Messages publics : { $language }.
