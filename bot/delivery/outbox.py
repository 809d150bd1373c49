"""The outbox dispatcher: delivers what stored changes must announce, exactly once.

Every change is stored together with its announcements (bot/storage/outbox.py), so a
failed post loses nothing: this task delivers pending items in order per game, marks each
done as soon as Discord accepted it, retries with backoff what may succeed later (rate
limits, server errors, network), gives up at once on what never can (the channel was
deleted, access was removed) and, after a restart, delivers whatever was left pending.

Exactly once, also when the database fails: a post is made through
bot/delivery/posting.py (its intent stored first, a nonce, a look-up in the channel before
any second post), and once Discord took it, the bookkeeping after it (the message id, the
item marked done) is tried again until it is written, never by posting again. While the
database is away, the loop waits and tries again every second; nothing is lost.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import suppress

import aiohttp
import discord

from bot.shards import ShardSet
from bot.storage.db import DatabaseUnavailable
from bot.storage.kinds import EDIT_KINDS
from bot.storage.outbox import OutboxItem, OutboxRepo

log = logging.getLogger(__name__)

Deliver = Callable[[OutboxItem], Awaitable[None]]
Signal = Callable[[], None]
Wait = Callable[[float | None], Awaitable[None]]
Sent = Callable[[int], dict[str, int]]

MAX_BACKOFF = 600.0
MAX_ATTEMPTS = 40  # about six hours of retries at the longest backoff
MAX_BUG_ATTEMPTS = 3  # an unexpected error in our own code: a few tries, then give up
KEEP_SECONDS = 7 * 86400.0


class Permanent(Exception):
    """Delivery can never succeed (e.g. the game it announces is gone)."""


def is_permanent(exc: BaseException) -> bool:
    # 403 / 404: the channel or message is gone or we lost access; retrying cannot help.
    return isinstance(exc, discord.Forbidden | discord.NotFound | Permanent)


def is_transient(exc: BaseException) -> bool:
    if isinstance(exc, discord.DiscordServerError | discord.RateLimited | DatabaseUnavailable):
        return True
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(exc, aiohttp.ClientError | asyncio.TimeoutError | OSError)


class Outbox:
    """`signal` and `wait` are how a kick reaches the waiting loop: the bot uses a
    dispatched event and `wait_for` (a wait discord.py and test clocks both understand);
    a kick that comes while a round is running is remembered in `_dirty`, never lost."""

    def __init__(
        self,
        repo: OutboxRepo,
        deliver: Deliver,
        now: Callable[[], float],
        signal: Signal,
        wait: Wait,
        ready: Callable[[], Awaitable[None]] | None = None,
        shards: ShardSet | None = None,
        poll: float | None = None,
        sent: Sent | None = None,
    ) -> None:
        self.repo = repo
        self.deliver = deliver
        # The message each slot of an item became (bot/delivery/posting.py), recorded with
        # its "done": a later look-up never takes it for another item.
        self.sent: Sent = sent or (lambda item_id: {})
        self.now = now
        self.signal = signal
        self.wait = wait
        self.ready = ready
        # Only items of games in these shards' servers (another process delivers the rest);
        # `poll`: look at least this often, since other processes enqueue for us too.
        self.shards = shards
        self.poll = poll
        self._dirty = False
        self._task: asyncio.Task[None] | None = None
        # Items Discord has taken whose "done" could not be written yet: only that is retried.
        self._delivered: set[int] = set()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="outbox")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def kick(self) -> None:
        """Something was enqueued: deliver it now rather than at the next idle look."""
        self._dirty = True
        self.signal()

    async def _run(self) -> None:
        if self.ready is not None:
            await self.ready()
        last_prune = 0.0
        while True:
            self._dirty = False
            try:
                delay = await self.drain()
            except DatabaseUnavailable as exc:
                log.warning("outbox: the database is not answering (%s); trying again in a second", exc)
                delay = 1.0
            except Exception:
                # The loop must outlive any single failure (e.g. a locked database).
                log.exception("outbox: a delivery round failed; trying again shortly")
                delay = 5.0
            if delay is None and self.now() - last_prune > 86400.0:
                # Quiet: a good moment to drop old delivered items (the table stays small).
                with suppress(DatabaseUnavailable):
                    await self.repo.prune(self.now() - KEEP_SECONDS)
                    last_prune = self.now()
            if self._dirty:
                continue
            with suppress(TimeoutError):
                # Nothing pending: sleep until the next kick; else until the next retry is due.
                await self.wait(self._sleep(delay))

    def _sleep(self, delay: float | None) -> float | None:
        if delay is not None:
            delay = max(delay, 0.05)
        if self.poll is None:
            return delay
        return self.poll if delay is None else min(delay, self.poll)

    async def drain(self) -> float | None:
        """Deliver everything due, in order per game (games in parallel); returns the
        seconds until the next pending item is due (None: nothing is pending)."""
        while True:
            items = await self.repo.pending(shards=self.shards)
            now = self.now()
            lanes: dict[object, list[OutboxItem]] = {}
            soonest: float | None = None
            waiting: set[object] = set()
            for item in items:
                # An edit of an older message (EDIT_KINDS) runs in its channel's lane: a failing
                # edit never holds back the game's next post.
                own_lane = item.game_id is None or item.kind in EDIT_KINDS
                lane: object = ("channel", item.channel_id) if own_lane else item.game_id
                if lane in waiting:
                    continue
                if item.next_at > now:
                    # A later item of this game waits behind it: order within a game holds.
                    waiting.add(lane)
                    due_in = item.next_at - now
                    soonest = due_in if soonest is None else min(soonest, due_in)
                    continue
                lanes.setdefault(lane, []).append(item)
            if not lanes:
                return soonest
            # return_exceptions: a lane that fails must not leave the others running on
            # unawaited while the next round starts them again.
            results = await asyncio.gather(
                *(self._lane(lane_items) for lane_items in lanes.values()), return_exceptions=True
            )
            for result in results:
                if isinstance(result, BaseException):
                    raise result
            if not any(results):
                return 1.0 if soonest is None else min(soonest, 1.0)

    async def _lane(self, items: list[OutboxItem]) -> bool:
        """One game's due items, in order; stops at the first that must wait. True when
        at least one item left the pending state."""
        progressed = False
        for item in items:
            if not await self._one(item):
                return progressed
            progressed = True
        return progressed

    async def _one(self, item: OutboxItem) -> bool:
        if item.id not in self._delivered:
            try:
                await self.deliver(item)
            except DatabaseUnavailable as exc:
                # Nothing to count: the item waits for the database, whose return the
                # next round finds (a post Discord took is remembered, not repeated).
                log.info("outbox item %s waits for the database: %s", item.id, exc)
                return False
            except Exception as exc:
                return await self._failed(item, exc)
            self._delivered.add(item.id)
        try:
            await self.repo.done(item.id, self.sent(item.id))
        except DatabaseUnavailable as exc:
            log.info("outbox item %s was delivered; marking it done waits for the database: %s", item.id, exc)
            return False
        self._delivered.discard(item.id)
        return True

    async def _failed(self, item: OutboxItem, exc: Exception) -> bool:
        attempts = item.attempts + 1
        what = f"outbox item {item.id} ({item.kind}, game {item.game_id}, attempt {attempts})"
        if is_permanent(exc):
            log.warning("%s can never be delivered: %s", what, exc)
            await self.repo.failed(item.id, repr(exc))
            return True
        transient = is_transient(exc)
        if not transient:
            log.exception("%s failed unexpectedly", what)
        limit = MAX_ATTEMPTS if transient else MAX_BUG_ATTEMPTS
        if attempts >= limit:
            log.error("%s: giving up after %s attempts: %s", what, attempts, exc)
            await self.repo.failed(item.id, repr(exc))
            return True
        log.info("%s failed, will retry: %s", what, exc)
        retry_after = getattr(exc, "retry_after", None)
        backoff = min(MAX_BACKOFF, float(retry_after) if retry_after else 2.0**attempts)
        await self.repo.retry(item.id, attempts, self.now() + backoff, repr(exc))
        return False
