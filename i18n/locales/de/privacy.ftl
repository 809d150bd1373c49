# /privacy und seine Knöpfe. $former ist der gespeicherte Name gelöschter Spieler.

## Buttons
privacy-button-delete = Meine Daten löschen
privacy-button-confirm = Bestätigen
privacy-button-keep = Meine Daten behalten

## /privacy
privacy-title = **Was dieser Bot über dich speichert**
privacy-names = - Deine Discord-Nutzer-ID und den Anzeigenamen, den du beim Spielen hattest ({ $names }).
privacy-names-none = - Deine Discord-Nutzer-ID und deinen Anzeigenamen, sobald du spielst.
privacy-games =
    - Deine Partien: { $running ->
        [one] { $running } offene oder laufende Partie
       *[other] { $running } offene oder laufende Partien
    } und { $finished ->
        [one] { $finished } frühere Partie
       *[other] { $finished } frühere Partien
    }, mit jedem Zug und wann er gemacht wurde.{ $hands }
privacy-hands = { " " }In { $games } ist deine Hand Teil der gespeicherten Partie, solange sie läuft.
privacy-ratings = - Wertungen: { $ratings ->
    [one] { $ratings } Wertung
   *[other] { $ratings } Wertungen
  } (eine pro Server und Spiel), mit { $changes ->
    [one] { $changes } Wertungsänderung
   *[other] { $changes } Wertungsänderungen
  }.
privacy-settings = - Einstellungen: { $notify }; { $language }.
privacy-notify = deine `/notify`-Wahl ({ $how ->
    [mention] eine Erwähnung im Kanal
    [both] eine Erwähnung und eine DM
    [dm] eine DM
    [off] nichts
    [digest] eine Übersichts-DM am Tag
   *[other] gesetzt
  })
privacy-notify-none = keine `/notify`-Wahl (du hast nie eine getroffen)
privacy-language = deine `/language`-Wahl ({ $language })
privacy-language-none = keine `/language`-Wahl
privacy-language-locale = , und die Sprache deiner Discord-App, als du sie gewählt hast ({ $locale }), für DMs
privacy-plans =
    - Geplante Antworten: { $plans ->
        [one] { $plans } geplante Antwort
       *[other] { $plans } geplante Antworten
    } in laufenden Partien, die niemand sonst sieht, bis sie gespielt werden; sie verfallen, wenn die Partie weitergeht.
privacy-how-long-title = **Wie lange**
privacy-how-long =
    Partien, Züge und Wertungen bleiben als Geschichte des Servers erhalten, solange der Bot auf dem Server ist. Wird der Bot von einem Server entfernt, wird alles von diesem Server nach { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } gelöscht. Nachrichten, die auf den Versand warten, werden 7 Tage nach dem Versand aufbewahrt.
privacy-delete-explained = **{ privacy-button-delete }** gibt deine laufenden Partien auf (die Mitspieler erfahren es), nimmt dich aus deinen Lobbys, zeigt dich in beendeten Partien als „{ $former }“ und löscht deine Wertungen, Einstellungen und geplanten Antworten. Das lässt sich nicht rückgängig machen.

## Delete my data
privacy-confirm = Deine Daten löschen? Deine laufenden Partien werden aufgegeben, du verlässt deine Lobbys, beendete Partien zeigen „{ $former }“ statt deines Namens, und deine Wertungen und Einstellungen werden gelöscht. Drücke **{ privacy-button-confirm }**, um es zu tun; es lässt sich nicht rückgängig machen.
privacy-kept = Nichts wurde gelöscht: Deine Daten bleiben, wie sie waren.
privacy-done = Erledigt: { $did }nichts, was hier gespeichert ist, nennt dich mehr: Beendete Partien zeigen „{ $former }“, und deine Wertungen und Einstellungen sind gelöscht. Wenn du wieder spielst, beginnst du von vorn.
privacy-did = Ich habe { $actions }, und{ " " }
privacy-resigned =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } aufgegeben ({ $ids })
privacy-left = { $count ->
    [one] eine Lobby
   *[other] { $count } Lobbys
  } verlassen ({ $ids })
