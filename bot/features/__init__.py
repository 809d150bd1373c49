"""The bot's features: each a discord.py extension (`async def setup(bot)`) with its own
commands, buttons and wording over the Discord-free services. No feature imports another."""
