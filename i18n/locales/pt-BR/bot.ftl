# The bot's own words (bot/).

## /language
language-chosen = Suas respostas privadas e mensagens diretas estão em { $language }. `/language language:Automático` volta a seguir o idioma do seu aplicativo do Discord.
language-automatic = Suas respostas privadas seguem o idioma do seu aplicativo do Discord (agora { $language }). Escolha um com `/language language:`.
