"""Closing edits: the DM of an offer or an invitation that stopped being pending says so
in place and loses its controls. Each edit is an outbox item of its own (`close_dm`),
delivered and retried by the outbox like every other announcement, in its DM's own lane:
a refused edit never holds back the game's next post."""

from __future__ import annotations

import json
import logging

import discord

import i18n
from bot.features.connections.readers import dm_language
from bot.services.wording import say, seat_names
from bot.storage.kinds import AnnouncementKind
from bot.storage.outbox import Announcement, OutboxItem
from bot.storage.rows import GameRow
from bot.storage.said_json import said_from_json, said_to_json
from bot.ui.base import TableBot
from rules.said import Said

log = logging.getLogger(__name__)

KIND: AnnouncementKind = "close_dm"
# Where each DM to close is: "channel_id:message_id" under these keys of `meta`.
OFFER_KEY = "cards:offer:{game}:{offer}"  # the receiver's DM of an offer
# An invitee's DM, by seat too: a delivery tried again closes the invitation it
# replaced, never the one it sent.
INVITE_KEY = "cards:invite:{game}:{card}:{seat}"
# Where versions before the `close_dm` items kept refused edits to try again.
UNCLOSED_PREFIX = "cards:unclosed:"


class Closing:
    """Enqueues the closing edits of one bot, and builds them when the outbox delivers."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def remember(self, key: str, message: discord.Message) -> None:
        """Where a DM that will be closed later is."""
        await self.bot.core.store.meta.set(key, f"{message.channel.id}:{message.id}")

    async def close(self, row: GameRow, key: str, said: Said, user_id: int) -> None:
        """The DM saved under `key`, to `user_id`, becomes what `said` says and loses its
        controls. It is worded when it is delivered, in its reader's language, with the
        names of then (a player who deleted their data is not named). Enqueued first, then
        forgotten: a delivery tried again in between only enqueues the same edit twice,
        which changes nothing."""
        store = self.bot.core.store
        where = await store.meta.get(key)
        if not where:
            return
        channel_id, message_id = (int(x) for x in where.split(":"))
        edit = Announcement(
            KIND, channel_id, {"message_id": message_id, "said": said_to_json(said), "user": user_id}
        )
        await store.outbox.add(row.id, [edit], self.bot.core.now())
        await store.meta.set(key, "")

    async def deliver(self, item: OutboxItem) -> None:
        """The outbox's builder of `close_dm`: Discord failing is retried by the outbox; a DM
        that is gone, or closed to us, is given up at once (NotFound / Forbidden)."""
        row = await self.bot.core.store.games.get(item.game_id or 0)
        names = seat_names(row) if row is not None else []
        payload = item.payload
        if "said" in payload:
            lang = await dm_language(self.bot, row, int(payload["user"])) if row is not None else i18n.ENGLISH
            text = say(lang, said_from_json(payload["said"]), names)
        else:  # stored by an earlier version: English words with `seat N` for names
            text = say(i18n.ENGLISH, str(payload["words"]), names)
        channel = self.bot.get_partial_messageable(item.channel_id, type=discord.ChannelType.private)
        await channel.get_partial_message(int(item.payload["message_id"])).edit(content=text, view=None)

    async def adopt_old_notes(self) -> int:
        """Closing edits an earlier version kept in `meta` (`cards:unclosed:<game>`, a JSON
        list of [channel id, message id, words, tries]) become outbox items, once, at
        start; returns how many."""
        store = self.bot.core.store
        moved = 0
        for key, value in await store.meta.starting_with(UNCLOSED_PREFIX):
            game_id = int(key.removeprefix(UNCLOSED_PREFIX))
            edits = [
                Announcement(KIND, int(channel_id), {"message_id": int(message_id), "words": str(words)})
                for channel_id, message_id, words, *_tries in (json.loads(value) if value else [])
            ]
            if edits:
                await store.outbox.add(game_id, edits, self.bot.core.now())
            await store.meta.delete(key)
            moved += len(edits)
        return moved
