"""Hands by DM: one message per round, edited in place when the hand changes (a deal
sends a new one), saying the result at the game's end."""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

import render
from bot.delivery.notifier import back_link
from bot.features.connections.notices import Notices
from bot.features.connections.wording import hand_text
from bot.services import drawing
from bot.services.wording import seat_names
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game

log = logging.getLogger(__name__)

ATTACHMENT_ALT_LIMIT = 1024  # Discord's limit for an attachment's description
HAND_KEY = "cards:hand:{game}:{user}"  # -> "channel_id:message_id:round" of this round's hand DM


def hand_file(png: bytes, alt: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename="hand.png", description=alt)


class HandDMs:
    def __init__(self, bot: TableBot, notices: Notices) -> None:
        self.bot = bot
        self.notices = notices

    async def send_hand(
        self,
        row: GameRow,
        state: dict[str, Any],
        seat: int,
        drawn: str | None = None,
        *,
        fresh: bool = True,
        note: str | None = None,
        over: bool = False,
    ) -> bool:
        """DM `seat` its hand (picture + text); a notice in the channel when DMs fail.
        One message per round: a change within the round edits it in place (`fresh`
        False), so DMs do not pile up; a deal sends a new one."""
        if row.seats[seat] <= 0:
            return True  # a computer seat reads its hand from the game, not from a DM
        view = get_game(row.game_key).view(state, seat)
        names = seat_names(row)
        lang = await self.bot.core.languages.unasked_dm(row.seats[seat], row.guild_id)
        png = await drawing.hand_png(row.game_key, view, names[seat], names, lang=lang)
        content = (f"{note}\n" if note else "") + hand_text(row.id, view, drawn) + "\n" + back_link(row)
        key = HAND_KEY.format(game=row.id, user=row.seats[seat])
        # No name: a DM's hand is its reader's own ("Your hand: ...").
        alt = render.hand_alt_text(row.game_key, view, limit=ATTACHMENT_ALT_LIMIT, lang=lang)
        if not fresh and await self._edit_hand(key, view["round"], content, hand_file(png, alt)):
            return True
        message = await self.bot.notifier.dm(row.seats[seat], content, file=hand_file(png, alt), what="hand")
        if message is None:
            if not over:  # the game is over: no `/hand` to point to
                await self.notices.dm_failed(row, view["round"], seat)
            return False
        await self.bot.core.store.meta.set(key, f"{message.channel.id}:{message.id}:{view['round']}")
        return True

    async def _edit_hand(self, key: str, round_number: int, content: str, picture: discord.File) -> bool:
        """Edit this round's hand message; False when there is none to edit (send anew)."""
        where = await self.bot.core.store.meta.get(key)
        if not where:
            return False
        channel_id, message_id, shown_round = (int(x) for x in where.split(":"))
        if shown_round != round_number:
            return False
        channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(content=content, attachments=[picture])
        except discord.HTTPException as exc:
            log.info("could not edit a hand message (%s); sending a new one", exc)
            return False
        return True
