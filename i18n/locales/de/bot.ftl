# The bot's own words (bot/).

## /language
language-chosen = Deine privaten Antworten und DMs sind auf { $language }. `/language language:Automatisch` folgt wieder der Sprache deiner Discord-App.
language-automatic = Deine privaten Antworten folgen der Sprache deiner Discord-App (jetzt { $language }). Wähle eine mit `/language language:`.
