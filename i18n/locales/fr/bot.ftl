# The bot's own words (bot/).

## /language
language-chosen = Tes réponses privées et tes messages privés sont en { $language }. `/language language:Automatique` suit de nouveau la langue de ton application Discord.
language-automatic = Tes réponses privées suivent la langue de ton application Discord (en ce moment { $language }). Choisis-en une avec `/language language:`.

## /rules and the Rules button
rules-title = { $game } : règles
rules-continued = (suite dans le fichier joint)
rules-missing = La page de règles de { $game } n'est pas disponible ; `/move` liste tes coups légaux en attendant.
