# The bot's own words (bot/).

## /language
language-chosen = Deine privaten Antworten und DMs sind auf { $language }. `/language language:Automatisch` folgt wieder der Sprache deiner Discord-App.
language-automatic = Deine privaten Antworten folgen der Sprache deiner Discord-App (jetzt { $language }). Wähle eine mit `/language language:`.

## /rules and the Rules button
rules-title = { $game }: Regeln
rules-continued = (weiter in der angehängten Datei)
rules-missing = Die Regelseite für { $game } ist nicht verfügbar; `/move` zeigt dir bis dahin deine erlaubten Züge.
