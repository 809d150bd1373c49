# The bot's own words (bot/).

## /language
language-chosen = Tus respuestas privadas y mensajes directos están en { $language }. `/language language:Automático` vuelve a seguir el idioma de tu aplicación de Discord.
language-automatic = Tus respuestas privadas siguen el idioma de tu aplicación de Discord (ahora { $language }). Elige uno con `/language language:`.
