# /help und /games. Befehls- und Optionsnamen bleiben, wie der Bot sie zeigt.

## /help
help-title = **So wird gespielt**
help-start = - **Eine Partie beginnen:** `/game new game:pylon` öffnet eine Lobby im Kanal; ein anderer Spieler drückt **{ lobby-button-join }**. Füge `opponent:@freund` hinzu, um jemanden herauszufordern, oder `computer:medium`, um gegen den Computer zu spielen.
help-move = - **Ziehen:** Wenn du am Zug bist, wirst du unter dem Brett erwähnt. Drücke dort **{ play-button }**, wähle deinen Zug Schritt für Schritt und drücke dann **{ play-confirm }** (oder tippe ihn mit `/move`).
help-rules = - **Regeln:** `/rules game:pylon` oder der Knopf **{ posts-button-rules }** unter jedem Brett.
help-games = - **Deine Partien:** `/games` listet sie mit der Angabe, wer am Zug ist; `/next` zeigt die, die am längsten auf dich wartet.

## /games
help-games-lobby = **{ $game }** #{ $id } in { $where }: Lobby, { $waiting } · [Lobby]({ $link })
help-games-waiting = { $count ->
    [one] wartet auf { $count } weiteren Spieler
   *[other] wartet auf { $count } weitere Spieler
  }
help-games-ready = bereit
help-games-damaged = **{ $game }** #{ $id } in { $where }: kann nicht weitergehen (beschädigt)
help-games-line = **{ $game }** #{ $id } in { $where }: { $turn } · [letzter Beitrag]({ $link })
help-games-your-turn = **du bist am Zug**
help-games-your-offer = **ein Angebot wartet auf deine Antwort**
help-games-to-move = { $names } am Zug
help-games-nobody = niemand am Zug (die Partie ist vorbei)
help-games-deadline = , die Zeit läuft { $when } ab
help-games-away = ; { $name } macht Pause bis { $when }
help-games-more = … und { $count } weitere.
help-games-none = Du hast keine laufenden Partien. Beginne eine mit `/game new`.

## /games which:open
help-open-refuse-server = Offene Lobbys gehören zu einem Server: Führe `/games which:open` auf einem aus.
help-open-none = Keine offenen Lobbys oder Turnieranmeldungen auf diesem Server. Eröffne eine mit `/game new`.
help-open-lobby = **{ $game }**-Lobby #{ $id } in { $where }: { $joined }, { $waiting } · [beitreten]({ $link })
help-open-joined = { $count } von { $players } Spielern
help-open-needs = braucht noch { $count } zum Start
help-open-ready = startbereit
help-open-tournament = **{ $game }**-Turnier #{ $id } ({ $format ->
    [swiss] Schweizer System
    [round-robin] Jeder gegen jeden
    [knockout] K.-o.-System
   *[other] { $format }
  }) in { $where }: Anmeldung offen, { $signed } angemeldet · [anmelden]({ $link })
