# The bot's own words (bot/).

## /language
language-chosen = Tus respuestas privadas y tus MD están en { $language }. `/language language:Automático` vuelve a seguir el idioma de tu aplicación de Discord.
language-automatic = Tus respuestas privadas siguen el idioma de tu aplicación de Discord (ahora { $language }). Elige uno con `/language language:`.

## /rules and the Rules button
rules-title = { $game }: reglas
rules-continued = (continúa en el archivo adjunto)
rules-missing = La página de reglas de { $game } no está disponible; mientras tanto, `/move` muestra tus jugadas legales.
