"""Sending an outbox item's messages exactly once: its post in its channel, and the DMs
its delivery sends (each a *slot* of the item, bot/storage/delivery.py).

Discord takes a message, then the database fails before the outbox's bookkeeping (the
message id, the item marked done): the item is tried again, and must not send again.

1. Before sending, the intent is stored: when, and the message's signature. If that
   write fails, nothing is sent; the item waits.
2. The message carries a nonce made from the item and slot; discord.py then sends
   `enforce_nonce`, and Discord answers a repeat of the nonce within a few minutes with
   the message it already made, instead of a second one.
3. While this process runs, a message it sent is remembered by item and slot:
   bookkeeping that failed is tried again without sending.
4. After a restart (or beyond the nonce's window), a slot whose intent is stored is first
   looked for in the channel's recent history (the bot's own messages since the intent,
   by signature, oldest first); only if it is not there is it sent. A message recorded
   for another item or slot (or remembered as another's here) is never taken: two
   items that say the same thing get a message each.
5. When the item is marked done, the message of each slot is recorded with it (`sent`).

DMs and notices a delivery sends (bot/delivery/notifier.py) take the same path, each as
a slot of the item being delivered (`DELIVERING`): a retried item, or one delivered again
after a restart, sends none of them twice.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.delivery.signature import of_message, of_send
from bot.storage import delivery
from bot.storage.db import Database
from bot.storage.delivery import POST, Intent

log = logging.getLogger(__name__)

# How far back from its intent a message may be found (clocks differ; Discord queues).
LOOKUP_MARGIN = 120.0
LOOKUP_LIMIT = 100
# Items whose messages this process remembers (their bookkeeping may be outstanding).
REMEMBERED = 4096

Key = tuple[int, str]  # (outbox item id, slot)


@dataclass
class Delivering:
    """The outbox item being delivered in this task (bot/delivery/announcer.py sets it):
    what its DMs and notices are sent as. A slot asked for twice in one delivery gets a
    number, in the order asked (the same on every attempt)."""

    item_id: int
    asked: dict[str, int] = field(default_factory=dict)

    def slot(self, base: str) -> str:
        n = self.asked.get(base, 0)
        self.asked[base] = n + 1
        return base if n == 0 else f"{base}#{n}"


DELIVERING: ContextVar[Delivering | None] = ContextVar("delivering", default=None)


@contextmanager
def delivering(item_id: int) -> Iterator[Delivering]:
    current = Delivering(item_id)
    token = DELIVERING.set(current)
    try:
        yield current
    finally:
        DELIVERING.reset(token)


def nonce_for(item_id: int, slot: str = POST) -> str:
    """Discord takes a nonce of up to 25 characters: the item's post keeps the short form,
    another slot adds a hash of its name."""
    if slot == POST:
        return f"pyr-outbox-{item_id}"
    return f"pyr-{item_id}-{hashlib.sha256(slot.encode()).hexdigest()[:8]}"[:25]


class Poster:
    def __init__(self, db: Database, now: Callable[[], float], me: Callable[[], int | None]) -> None:
        self.db = db
        self.now = now
        self.me = me  # the bot's own user id: only its messages can be ours
        # item id -> slot -> (signature, message), oldest item first.
        self._posted: dict[int, dict[str, tuple[str, discord.Message]]] = {}
        # message id -> the (item, slot) it was sent or found for here.
        self._owner: dict[int, Key] = {}

    async def send(
        self,
        item_id: int,
        channel: discord.abc.Messageable,
        content: Any = None,
        *,
        slot: str = POST,
        **kwargs: Any,
    ) -> discord.Message:
        """`channel.send(content, **kwargs)` for slot `slot` of outbox item `item_id`, at
        most once."""
        signature = of_send(content, **kwargs)
        earlier = await delivery.claim(self.db, item_id, slot, Intent(self.now(), signature))
        if earlier is None:
            # A first attempt: whatever this process remembers under the key is stale.
            self._forget(item_id, slot)
        else:
            remembered = self._posted.get(item_id, {}).get(slot)
            if remembered is not None and remembered[0] == earlier.signature:
                return remembered[1]
            found = await self.look_up(channel, (item_id, slot), earlier)
            if found is not None:
                log.info("outbox item %s (%s) was sent already (message %s)", item_id, slot, found.id)
                return self._remember(item_id, slot, earlier.signature, found)
            if earlier.signature != signature:
                await delivery.replace(self.db, item_id, slot, Intent(self.now(), signature))
        message = await channel.send(content, nonce=nonce_for(item_id, slot), **kwargs)
        return self._remember(item_id, slot, signature, message)

    def sent(self, item_id: int) -> dict[str, int]:
        """The message id of each slot of the item this process sent or found: recorded
        when the item is marked done."""
        return {slot: message.id for slot, (_sig, message) in self._posted.get(item_id, {}).items()}

    def _remember(self, item_id: int, slot: str, signature: str, message: discord.Message) -> discord.Message:
        self._posted.setdefault(item_id, {})[slot] = (signature, message)
        self._owner[message.id] = (item_id, slot)
        while len(self._posted) > REMEMBERED:
            oldest = next(iter(self._posted))
            for _sig, old in self._posted.pop(oldest).values():
                self._owner.pop(old.id, None)
        return message

    def _forget(self, item_id: int, slot: str) -> None:
        stale = self._posted.get(item_id, {}).pop(slot, None)
        if stale is not None:
            self._owner.pop(stale[1].id, None)

    async def look_up(
        self, channel: discord.abc.Messageable, key: Key, intent: Intent
    ) -> discord.Message | None:
        """The bot's own message with the intent's signature, sent since the intent, that no
        other item or slot has: the oldest such (identical items are matched in order)."""
        me = self.me()
        since = dt.datetime.fromtimestamp(intent.at - LOOKUP_MARGIN, tz=dt.UTC)
        candidates: list[discord.Message] = []
        try:
            async for message in channel.history(limit=LOOKUP_LIMIT, after=since, oldest_first=True):
                if me is not None and message.author.id != me:
                    continue
                if of_message(message) == intent.signature:
                    candidates.append(message)
        except discord.Forbidden:
            # No right to read the history: the nonce is the only guard left.
            log.warning("cannot read channel %s to look for a message", getattr(channel, "id", "?"))
        if not candidates:
            return None
        recorded = await delivery.owners(self.db, [m.id for m in candidates])
        for message in candidates:
            owner = self._owner.get(message.id) or recorded.get(message.id)
            if owner is None or owner == key:
                return message
        return None
