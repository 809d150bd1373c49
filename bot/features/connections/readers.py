"""Whose language each text of the card table is in (bot.md, "Languages"): the channel's
lines in the server's, the DMs a player did not ask for (hands, offers, invitations and
their closing edits) in theirs (`unasked_dm`). The notifier decides both, as for every post
and DM."""

from __future__ import annotations

import i18n
from bot.delivery.notifier import back_link
from bot.storage.rows import GameRow
from bot.ui.base import TableBot


async def channel_language(bot: TableBot, row: GameRow) -> str:
    return await bot.notifier.public_language(row.guild_id)


async def dm_language(bot: TableBot, row: GameRow, user_id: int) -> str:
    """The language of a DM to `user_id` they did not ask for, about game `row`."""
    return await bot.notifier.dm_language(user_id, row.guild_id)


def back_line(lang: str, row: GameRow) -> str:
    """The last line of a DM: the way back to the game's channel."""
    return back_link(row, lang)


def picture_name(lang: str) -> str:
    """The file name of a hand's picture, as the reader's Discord shows it."""
    return i18n.text(lang, "cards-hand-file") + ".png"
