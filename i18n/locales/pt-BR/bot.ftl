# The bot's own words (bot/).

## /language
language-chosen = Suas respostas privadas e DMs estão em { $language }. `/language language:Automático` volta a seguir o idioma do seu aplicativo do Discord.
language-automatic = Suas respostas privadas seguem o idioma do seu aplicativo do Discord (agora { $language }). Escolha um com `/language language:`.

## /rules and the Rules button
rules-title = { $game }: regras
rules-continued = (continua no arquivo anexo)
rules-missing = A página de regras de { $game } não está disponível; enquanto isso, `/move` mostra suas jogadas válidas.
