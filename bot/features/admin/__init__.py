"""Settings and operations: /notify (per player), /settings and /about (server admins)."""

from __future__ import annotations

from bot.features.admin.about import AboutCog
from bot.features.admin.notify import NotifyCog
from bot.features.admin.settings import SettingsCog
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(SettingsCog())
    await bot.add_cog(NotifyCog())
    await bot.add_cog(AboutCog())
