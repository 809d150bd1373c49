"""Replays and reviews: /replay (stepping through positions), the final post's Replay
GIF, and /review (a finished game as the computer sees it)."""

from __future__ import annotations

from bot.features.replay.command import ReplayCog
from bot.features.replay.gif import GifButton
from bot.features.replay.message import ReplayJump, ReplayStep
from bot.features.replay.review import ReviewCog
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(ReplayCog())
    await bot.add_cog(ReviewCog())
    bot.add_dynamic_items(ReplayStep, ReplayJump, GifButton)
