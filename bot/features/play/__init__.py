"""Play: /move (with autocomplete), /resign, /undo, /board, /history, and the turn post's
Play (the step-by-step picker), History and Text board buttons."""

from __future__ import annotations

from bot.features.play.board import BoardCog, TableTextButton
from bot.features.play.move import MoveCog
from bot.features.play.picker import PlayBack, PlayButton, PlayConfirm, PlaySelect
from bot.ui.base import TableBot
from bot.ui.web_links import ActivityButton


async def setup(bot: TableBot) -> None:
    await bot.add_cog(MoveCog())
    await bot.add_cog(BoardCog())
    bot.add_dynamic_items(TableTextButton, PlayButton, PlaySelect, PlayBack, PlayConfirm)
    bot.add_dynamic_items(ActivityButton)  # the web table's "Open in Discord"
