"""Discord-free services: they take ids, ask `rules`, store through `bot.storage` and
return results or raise a `Refusal`. Nothing here imports discord."""
