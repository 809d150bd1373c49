# The web table's page.

web-gone = Dieser Link öffnet keinen Tisch. Hol dir beim Bot einen neuen: mit dem Knopf „{ posts-button-play }“ oder /next.
web-offline = Der Tisch ist nicht erreichbar. Neuer Versuch …
web-stale = Die Partie hat sich geändert; hier ist die neue Stellung.
web-done = Dein Zug ist gespielt: { $words }
web-changed = Das Brett wurde aktualisiert.
web-your-turn = Du bist am Zug.
web-choose = Wähle:
web-confirm = Bestätigen
web-back = Zurück
web-first = Anfang
web-forward = Vor
web-last = Ende
web-position = Stellung { $n } von { $total }
web-start = Die Anfangsstellung.
web-hand-alt = Deine Hand
web-signing-in = Anmeldung bei Discord …
web-sign-in-failed = Die Anmeldung bei Discord hat nicht geklappt. Schließe die Aktivität und öffne sie erneut.
web-hand-title = Deine Hand
web-offers-title = Angebote und Einladungen
web-players-title = Spieler
web-moves-title = Züge
web-replay-controls = Durch die Partie blättern
web-to-move = am Zug
web-computer = Computer
web-player-away = macht Pause

## Geplante Antworten auf der Seite
web-plan-start = Antwort planen
web-plan-confirm = Plan bestätigen
web-plan-then = Und wenn der Gegner dann zieht …
web-plan-another = Noch eine planen
web-plan-done = Fertig
web-plans-title = Deine geplanten Antworten (nur du siehst sie)
web-plans-clear = Alle verwerfen

## Die Zeilen über dem Brett
web-line-title = { $game }-Partie #{ $id }: { $players }
web-line-last = Letzter Zug: { $move }
web-line-turn = Am Zug: { $players }.
web-entry-resign = { $player } hat aufgegeben
web-entry-timeout = { $player } hat die Zeit überschritten
web-entry-end = { $player } hat die Partie einvernehmlich beendet

## Antworten an die Seite
web-not-found = Diese Adresse öffnet keine Partie: Sie ist vielleicht abgelaufen. Hol dir beim Bot eine neue mit `/board private:true`.
web-not-found-title = Nicht gefunden
web-too-many = Zu viele Anfragen von deiner Adresse. Warte eine Minute und lade die Seite neu.
web-bad-request = Auf diese Anfrage kann der Tisch nicht antworten. Lade die Seite neu.
web-stale-move = Die Partie ist weitergegangen, seit diese Seite gezeichnet wurde, daher wurde nichts gespielt. Sieh dir das Brett an, wie es jetzt ist, und wähle erneut.
web-stale-plan = Die Partie ist weitergegangen, seit diese Seite gezeichnet wurde, daher wurde nichts geplant. Sieh dir das Brett an, wie es jetzt ist, und plane erneut.
web-watching = Diese Seite schaut der Partie nur zu: Öffne deinen eigenen Link vom Bot (`/board private:true`), um zu spielen.
web-not-yours = Du bist hier nicht dran, einen Zug zu wählen.
web-away = Der Spielspeicher antwortet nicht, daher wurde nichts gespielt. Versuch es gleich noch einmal.
web-away-plan = Der Spielspeicher antwortet nicht, daher wurde nichts geplant. Versuch es gleich noch einmal.
web-unreadable-move = Der Zug konnte nicht gelesen werden. Lade die Seite neu und wähle erneut.
web-unreadable-plan = Der Plan konnte nicht gelesen werden. Lade die Seite neu und plane erneut.
web-incomplete-move = Wähle einen ganzen Zug, bevor du ihn bestätigst.
web-unconfirmed = Ich konnte nicht bestätigen, dass deine Änderung gespeichert wurde: Der Spielspeicher hat nicht mehr geantwortet. Sieh gleich mit `/board` nach, bevor du es noch einmal versuchst.
web-choice-gone = Diese Auswahl steht nicht mehr zur Verfügung. Beginne den Zug von vorn.
web-replay-running = Die Partie läuft noch: Ihre Wiederholung öffnet sich, wenn sie vorbei ist.
web-replay-range = Diese Partie hat die Stellungen 0 bis { $last }.
web-replay-value = { $value ->
        [win] Ein Sieg für { $player }, bei perfektem Spiel.
        [loss] Eine Niederlage für { $player }, bei perfektem Spiel.
       *[draw] Ein Unentschieden für { $player }, bei perfektem Spiel.
    }
web-activity-off = Die Discord-Aktivität ist bei diesem Bot nicht eingerichtet.
web-activity-failed = Discord hat nicht bestätigt, wer du bist. Schließe die Aktivität und öffne sie erneut.
web-activity-no-game = In diesem Kanal gibt es keine Partie. Starte eine mit `/game new` und öffne dann die Aktivität erneut.
web-activity-unreadable = Die Anmeldung konnte nicht gelesen werden. Schließe die Aktivität und öffne sie erneut.
