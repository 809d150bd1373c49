# Aufzeichnungen und Wertungen: /export, /leaderboard, /profile, /stats.

## /export
records-export-refuse-running = Partie #{ $id } ist noch nicht vorbei: Eine Aufzeichnung lässt sich exportieren, sobald sie beendet ist (solange sie läuft, kann jeder ihrer Spieler exportieren, was er sehen darf).
records-export-partial = Eine Teilaufzeichnung von Partie #{ $id }, die noch läuft: nur, was du (Spieler { $seat }) sehen darfst, ohne den Startwert des Mischens. Sie ist als `partial` markiert und kann nicht nachgespielt werden; exportiere die Partie nach ihrem Ende noch einmal für die vollständige Aufzeichnung.
records-export-partial-hidden = Eine Teilaufzeichnung von Partie #{ $id }, die noch läuft: nur, was du (Spieler { $seat }) sehen darfst, ohne die Hände der anderen, die Karten von Tauschen zwischen anderen und den Startwert des Mischens. Sie ist als `partial` markiert und kann nicht nachgespielt werden; exportiere die Partie nach ihrem Ende noch einmal für die vollständige Aufzeichnung.
records-export-complete = Die vollständige Aufzeichnung von Partie #{ $id }. Prüfe sie mit `python -m rules replay { $file }`.
records-export-complete-hidden = Die vollständige Aufzeichnung von Partie #{ $id }. Die Partie ist vorbei, also enthält sie jede Hand und jeden Tausch. Prüfe sie mit `python -m rules replay { $file }`.
records-file-record = partie-{ $id }.json
records-file-partial = partie-{ $id }-teilweise.json

## Ratings
records-refuse-game = Hier gibt es kein Spiel { $name }: Wähle eins aus der Liste.
records-refuse-leaderboard = Diese Bestenliste ist hier nicht verfügbar.
records-refuse-same-player = Wähle zwei verschiedene Spieler zum Vergleichen.
records-games =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
records-wdl = { $wins } S { $draws } U { $losses } N

## /leaderboard
records-leaderboard-empty = Auf diesem Server hat noch niemand eine Wertung in { $game }: Beende zuerst eine gewertete Partie.
records-leaderboard-title = **Bestenliste { $game }** · Seite { $page } von { $pages }
records-leaderboard-line = { $place }. { $player } **{ $rating }** · { $games } ({ $wdl })
records-leaderboard-note = -# ? = vorläufig (Unsicherheit σ über { $sigma }). Wertung = 1000 + 40 × (μ − 3σ).
records-page-previous = ◀ Zurück
records-page-next = Weiter ▶

## /profile
records-profile-none = **{ $name }** hat auf diesem Server noch keine gewerteten Partien.
records-profile-title = **{ $name }** auf diesem Server:
records-profile-line = **{ $game }**: Wertung **{ $rating }**{ $provisional } · { $games }, { $wdl } · { $streak }{ $best }
records-provisional = { " " }(vorläufig)
records-streak-won = { $count } in Folge gewonnen
records-streak-lost = { $count } in Folge verloren
records-streak-none = keine Serie
records-best = ; bester Sieg: gegen { $opponent } ({ $rating }) in Partie #{ $id }
records-chart-title = { $name }: Wertung im Verlauf
records-chart-file = wertung.png
records-versus-none = **{ $a }** und **{ $b }** haben auf diesem Server noch keine Partie miteinander beendet.
records-versus-title = **{ $a }** gegen **{ $b }** auf diesem Server:
records-versus-line = **{ $game }**: { $games } · { $a } { $record }
records-record-won-lost = { $won }-{ $lost } (gewonnen-verloren)
records-record-won-drawn-lost = { $won }-{ $drawn }-{ $lost } (gewonnen-unentschieden-verloren)

## /stats
records-stats-none = Auf diesem Server ist noch keine { $game }-Partie zu Ende gegangen.
records-stats = **{ $game }** auf diesem Server: { $games } beendet ({ $rated } gewertet). Der erste Spieler gewann { $wins } ({ $share } %); { $draws }. Mittlere Länge: { $moves }, { $days }.
records-draws = { $count ->
    [one] { $count } Unentschieden
   *[other] { $count } Unentschieden
  }
records-moves = { $count } Züge
records-moves-one = 1 Zug
records-moves-none = - Züge
records-days = { $count } Tage
records-days-one = { $count } Tag
records-hours = { $count } Stunden
records-hours-one = { $count } Stunde
records-time-none = -
