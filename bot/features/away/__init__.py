"""Away and next: `/away days:<n>` (a break: clocks and reminders pause) and `/next` (the
game that has waited longest for you, privately)."""

from __future__ import annotations

from bot.features.away.commands import AwayCog
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(AwayCog())
