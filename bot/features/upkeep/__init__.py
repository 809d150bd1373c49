"""Upkeep: reminders for players who have not moved, lobbies that expire, and games whose
channel, thread or server is gone (they end as abandoned)."""

from __future__ import annotations

from discord.ext import commands

from bot.features.upkeep.lifecycle import Lifecycle
from bot.features.upkeep.reminders import Reminders
from bot.ui.base import TableBot


class UpkeepCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.reminders = Reminders(bot, bot.core.settings.reminder_check_minutes)

    async def cog_load(self) -> None:
        self.reminders.start()

    async def cog_unload(self) -> None:
        self.reminders.stop()


async def setup(bot: TableBot) -> None:
    upkeep = UpkeepCog(bot)
    await bot.add_cog(upkeep)
    await bot.add_cog(Lifecycle(bot))
    # Background work stops when this process loses its shards to another one.
    bot.background_stops.append(upkeep.reminders.stop)
