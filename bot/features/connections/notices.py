"""Notices in a game's channel about one player's DMs (closed to the bot): never a card."""

from __future__ import annotations

import logging

import discord

import i18n
from bot.delivery.posting import DELIVERING
from bot.features.connections.readers import channel_language
from bot.services.lru import LRU
from bot.storage.delivery import user_slot
from bot.storage.rows import GameRow
from bot.ui.base import TableBot

log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()


def only(user_id: int) -> discord.AllowedMentions:
    return discord.AllowedMentions(users=[discord.Object(user_id)])


class Notices:
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        # (game id, round, user id) already told in the channel that DMs failed: at most
        # one notice per player per round (memory only: a restart may repeat one).
        self._noticed: LRU[tuple[int, int, int], bool] = LRU(4096)  # bounded: memory stays flat

    async def dm_failed(self, row: GameRow, round_number: int, seat: int) -> None:
        """A player's hand could not be DMed: they are told in the channel, once a round."""
        user_id = row.seats[seat]
        if user_id <= 0:
            return  # a computer seat gets no DMs, so none failed
        key = (row.id, round_number, user_id)
        if self._noticed.get(key):
            return
        self._noticed.put(key, True)
        # Names the player only: never a card. In the channel's language: it is a post there.
        lang = await channel_language(self.bot, row)
        await self.post(
            row,
            i18n.text(lang, "cards-notice-no-hand-dm", user=str(user_id)),
            mentions=only(user_id),
            about=user_id,
        )

    async def not_delivered(self, row: GameRow, seat: int, what: str, where: str, *, slot: str) -> None:
        """An offer or invitation DM that could not be sent: the channel's line named them
        without a ping (the DM was to be the notice), so this one pings them, once. `what`
        and `where` are worded in the channel's language (`channel_language`)."""
        user_id = row.seats[seat]
        if user_id <= 0:
            return
        lang = await channel_language(self.bot, row)
        await self.post(
            row,
            i18n.text(lang, "cards-notice-undelivered", user=str(user_id), what=what, where=where),
            mentions=only(user_id),
            about=user_id,
            slot=f"undelivered:{slot}",
        )

    async def post(
        self,
        row: GameRow,
        content: str,
        mentions: discord.AllowedMentions = NO_PINGS,
        *,
        about: int,
        slot: str = "dm-failed",
    ) -> None:
        """A notice in the game's channel about player `about`; during a delivery, a slot
        of the item being delivered (posted once, whatever is retried)."""
        current = DELIVERING.get()
        named = current.slot(user_slot(current.item_id, about, slot)) if current is not None else None
        try:
            channel = await self.bot.announcer.channel(row.channel_id)
            if current is None or named is None:
                await channel.send(content[:2000], allowed_mentions=mentions)
            else:
                await self.bot.announcer.poster.send(
                    current.item_id, channel, content[:2000], slot=named, allowed_mentions=mentions
                )
        except discord.HTTPException as exc:
            log.warning("game %s: could not post in the channel: %s", row.id, exc)
