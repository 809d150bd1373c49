"""Connections at the Discord table: hands by DM, trades, partnerships, round ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app import PyramidBot


async def setup(bot: PyramidBot) -> None:
    """Add the card table's cogs, persistent controls and notification hooks."""
