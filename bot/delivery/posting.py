"""Posting an outbox item's message exactly once.

Discord takes a post, then the database fails before the outbox's bookkeeping (the
message id, the item marked done): the item is tried again, and must not post again.

1. Before posting, the intent is stored (bot/storage/delivery.py): when, and the
   message's signature. If that write fails, nothing is posted; the item waits.
2. The post carries a nonce made from the item id; discord.py then sends
   `enforce_nonce`, and Discord answers a repeat of the nonce within a few minutes with
   the message it already made, instead of a second one.
3. While this process runs, a message it posted is remembered by item id: bookkeeping
   that failed is tried again without posting.
4. After a restart (or beyond the nonce's window), an item whose intent is stored is
   first looked for in the channel's recent history (the bot's own messages since the
   intent, by signature); only if it is not there is it posted.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.delivery.signature import of_message, of_send
from bot.storage import delivery
from bot.storage.db import Database
from bot.storage.delivery import Intent

log = logging.getLogger(__name__)

# How far back from its intent a post may be found (clocks differ; Discord queues).
LOOKUP_MARGIN = 120.0
LOOKUP_LIMIT = 100
# Messages this process posted whose bookkeeping may still be outstanding.
REMEMBERED = 4096


def nonce_for(item_id: int) -> str:
    """Discord takes a nonce of up to 25 characters."""
    return f"pyr-outbox-{item_id}"


class Poster:
    def __init__(self, db: Database, now: Callable[[], float], me: Callable[[], int | None]) -> None:
        self.db = db
        self.now = now
        self.me = me  # the bot's own user id: only its messages can be ours
        self._posted: dict[int, tuple[str, discord.Message]] = {}

    async def send(
        self, item_id: int, channel: discord.abc.Messageable, content: Any = None, **kwargs: Any
    ) -> discord.Message:
        """`channel.send(content, **kwargs)` for outbox item `item_id`, at most once."""
        signature = of_send(content, **kwargs)
        earlier = await delivery.claim(self.db, item_id, Intent(self.now(), signature))
        if earlier is None:
            # A first attempt: whatever this process remembers under the id is stale.
            self._posted.pop(item_id, None)
        else:
            remembered = self._posted.get(item_id)
            if remembered is not None and remembered[0] == earlier.signature:
                return remembered[1]
            found = await self.look_up(channel, earlier)
            if found is not None:
                log.info("outbox item %s is already posted (message %s): not again", item_id, found.id)
                return self._remember(item_id, earlier.signature, found)
            if earlier.signature != signature:
                await delivery.replace(self.db, item_id, Intent(self.now(), signature))
        message = await channel.send(content, nonce=nonce_for(item_id), **kwargs)
        return self._remember(item_id, signature, message)

    def _remember(self, item_id: int, signature: str, message: discord.Message) -> discord.Message:
        self._posted[item_id] = (signature, message)
        while len(self._posted) > REMEMBERED:
            self._posted.pop(next(iter(self._posted)))
        return message

    async def look_up(self, channel: discord.abc.Messageable, intent: Intent) -> discord.Message | None:
        """The bot's own message with the intent's signature, posted since the intent."""
        me = self.me()
        since = dt.datetime.fromtimestamp(intent.at - LOOKUP_MARGIN, tz=dt.UTC)
        try:
            async for message in channel.history(limit=LOOKUP_LIMIT, after=since):
                if me is not None and message.author.id != me:
                    continue
                if of_message(message) == intent.signature:
                    return message
        except discord.Forbidden:
            # No right to read the history: the nonce is the only guard left.
            log.warning("cannot read channel %s to look for a post", getattr(channel, "id", "?"))
        return None
