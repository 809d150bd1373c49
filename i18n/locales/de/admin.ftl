# Einstellungen und Betrieb: /about, /notify, /settings.

## /about (server admins)
admin-about-refuse-server = Führe `/about` auf einem Server aus.
admin-about-refuse-permission = Nur Mitglieder mit „Server verwalten“ können das sehen.
admin-about-version = **Pyramid Table** Version { $version }
admin-about-uptime = Läuft seit: { $uptime }
admin-about-shards = Shards: { $shards }
admin-about-storage = Speicher: { $backend }
admin-about-games = Gespeicherte Partien: { $games }
admin-about-latency = Discord antwortet in: { $latency }
admin-about-search = Computersuche: { $search }
admin-search-compiled = kompiliert
admin-search-python = Python (langsamer: die C-Erweiterung wurde nicht gebaut)
admin-uptime-short = weniger als einer Minute
admin-unit-day = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tagen
  }
admin-unit-hour = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
  }
admin-unit-minute = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
  }
admin-games-active = { $count } laufend
admin-games-lobby = { $count ->
    [one] { $count } Lobby
   *[other] { $count } Lobbys
  }
admin-games-finished = { $count } beendet
admin-games-cancelled = { $count } abgebrochen
admin-games-abandoned = { $count } eingestellt
admin-shards = dieser Server ist auf Shard { $here }; dieser Prozess betreibt { $count ->
    [one] Shard
   *[other] Shards
  } { $listed } von { $total }
admin-latency = { $ms } ms
admin-latency-unknown = unbekannt

## /notify
admin-notify-mention = Wenn du am Zug bist, erwähne ich dich im Kanal der Partie (keine DM).
admin-notify-dm = Wenn du am Zug bist, schicke ich dir eine DM, statt dich im Kanal zu erwähnen.
admin-notify-both = Wenn du am Zug bist, erwähne ich dich im Kanal und schicke dir eine DM.
admin-notify-off = Ich erwähne dich nicht und schicke dir keine DM, wenn du am Zug bist; sieh mit `/games` nach, welche Partien auf dich warten.
admin-notify-digest = Einmal am Tag schicke ich dir per DM eine Liste aller Partien, die auf dich warten; keine Erwähnung oder DM pro Zug.
admin-notify-now-mention = Von deinen Zügen erfährst du durch eine Erwähnung im Kanal der Partie.
admin-notify-now-dm = Von deinen Zügen erfährst du per DM.
admin-notify-now-both = Von deinen Zügen erfährst du durch eine Erwähnung und eine DM.
admin-notify-now-off = Du bekommst keine Erwähnung und keine DM zu deinen Zügen.
admin-notify-now-digest = Du bekommst eine Übersichts-DM am Tag.
admin-notify-hours = Deine Übersicht kommt um { $hour }:00 ({ $zone }); Zug-DMs kommen zu jeder Stunde.
admin-notify-hours-quiet = Deine Übersicht kommt um { $hour }:00 ({ $zone }); keine Zug-DMs von { $start }:00 bis { $end }:00.

## /settings (server admins)
admin-settings-refuse-server = Einstellungen gehören zu einem Server: Führe `/settings` auf einem aus.
admin-settings-refuse-permission = Nur Mitglieder mit „Server verwalten“ können die Einstellungen ändern.
admin-settings-reminders = Erinnerungen: Wer { $hours } Std. lang nicht gezogen hat, wird erinnert, danach alle { $hours } Std.
admin-settings-threads-on = Jede neue Partie öffnet sich in einem eigenen Thread (`/game new thread:false` hält eine im Kanal).
admin-settings-threads-off = Neue Partien öffnen sich in dem Kanal, in dem `/game new` ausgeführt wird (`thread:true` öffnet einen Thread).
admin-settings-away = Pause: Jeder Spieler hat { $days ->
    [one] { $days } Pausentag
   *[other] { $days } Pausentage
  } im Jahr für `/away`.
admin-settings-language = Öffentliche Beiträge: { $language }.
