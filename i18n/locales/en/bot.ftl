# The bot's own words (bot/). Variables in { } keep their names in every language.

## /language
language-chosen = Your private replies and DMs are in { $language }. `/language language:Automatic` follows your Discord app's language again.
language-automatic = Your private replies follow your Discord app's language (now { $language }). Choose one with `/language language:`.

## /rules and the Rules button
rules-title = { $game }: rules
rules-continued = (continued in the attached file)
rules-missing = The rules page for { $game } is not available; `/move` lists your legal moves in the meantime.
