"""Records and ratings: /leaderboard (with its page buttons), /profile, /stats, /export."""

from __future__ import annotations

from bot.features.records.export import RecordsCog
from bot.features.records.ratings import LeaderboardPage, RatingsCog
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(RatingsCog())
    await bot.add_cog(RecordsCog())
    bot.add_dynamic_items(LeaderboardPage)
