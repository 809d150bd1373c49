"""Registers replays, records and ratings with the bot: their commands and the dynamic
items (buttons that survive restarts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app import PyramidBot


async def setup(bot: PyramidBot) -> None:
    from bot.commands.ratings import LeaderboardPage, RatingsCog
    from bot.commands.records import RecordsCog
    from bot.commands.replay import ReplayCog
    from bot.replay.buttons import DYNAMIC_ITEMS

    bot.add_dynamic_items(*DYNAMIC_ITEMS, LeaderboardPage)
    for cog in (ReplayCog(), RecordsCog(), RatingsCog()):
        await bot.add_cog(cog)
