"""Whose language each text of the card table is in (bot.md, "Languages"): the channel's
lines in the server's, the DMs a player did not ask for (hands, offers, invitations and
their closing edits) in theirs (`unasked_dm`)."""

from __future__ import annotations

import i18n
from bot.delivery.notifier import jump_link
from bot.storage.rows import GameRow
from bot.ui.base import TableBot


def guild_locale(bot: TableBot, guild_id: int | None) -> str | None:
    """The server's preferred locale in Discord, when this process knows the server."""
    guild = bot.get_guild(guild_id) if guild_id else None
    return str(guild.preferred_locale) if guild is not None and guild.preferred_locale else None


async def channel_language(bot: TableBot, row: GameRow) -> str:
    return await bot.core.languages.public(row.guild_id, guild_locale(bot, row.guild_id))


async def dm_language(bot: TableBot, row: GameRow, user_id: int) -> str:
    """The language of a DM to `user_id` they did not ask for, about game `row`."""
    return await bot.core.languages.unasked_dm(user_id, row.guild_id, guild_locale(bot, row.guild_id))


def back_line(lang: str, row: GameRow) -> str:
    """The last line of a DM: the way back to the game's channel."""
    return i18n.text(lang, "cards-back-link", link=jump_link(row))


def picture_name(lang: str) -> str:
    """The file name of a hand's picture, as the reader's Discord shows it."""
    return i18n.text(lang, "cards-hand-file") + ".png"
