"""Slash commands, one cog per theme. A new command group (e.g. /trade) is one more cog
added in `bot.app.COGS`."""
