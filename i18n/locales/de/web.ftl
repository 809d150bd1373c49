# The web table's page.

web-gone = Dieser Link öffnet keinen Tisch. Hol dir beim Bot einen neuen: mit dem Play-Knopf oder /next.
web-offline = Der Tisch ist nicht erreichbar. Neuer Versuch…
web-stale = Das Spiel hat sich geändert; hier ist die neue Stellung.
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
web-signing-in = Anmeldung bei Discord…
web-sign-in-failed = Die Anmeldung bei Discord hat nicht geklappt. Schließe die Aktivität und öffne sie erneut.
