"""Languages: `/language [language]` (a player's own, for private text) and the locale of
each player's latest interaction, noted for the DMs they did not ask for. A server's
language is an option of `/settings` (bot/features/admin)."""

from __future__ import annotations

from bot.features.languages.command import LanguageCog
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(LanguageCog())
