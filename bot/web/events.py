"""Live updates: which games open pages watch, and a wake-up whenever a change may have
been stored (the one commit path in this process; PostgreSQL's NOTIFY from the others).
On a wake-up the watched games' versions are read in one query, and for each game whose
version moved `publish(game_id)` tells its pages (the bot dispatches an event they wait
on). A slow look every POLL_SECONDS covers a lost notification."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator

log = logging.getLogger(__name__)

POLL_SECONDS = 5.0
Versions = Callable[[list[int]], Awaitable[dict[int, int]]]
# How the loop sleeps until woken or `timeout` passes (raising TimeoutError then): the
# bot's own events, as the outbox does, so a test clock governs them too.
Wait = Callable[[float], Awaitable[object]]


class Changes:
    def __init__(
        self,
        versions: Versions,
        signal: Callable[[], None],
        wait: Wait,
        publish: Callable[[int], None],
        poll: float = POLL_SECONDS,
    ) -> None:
        self.versions = versions
        self.signal = signal
        self.wait = wait
        self.publish = publish
        self.poll = poll
        self._watchers: Counter[int] = Counter()
        self._known: dict[int, int] = {}
        self._due = False
        self._task: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """Something may have been stored: look now. Safe to call from any callback."""
        self._due = True
        self.signal()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="web changes")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def known(self, game_id: int) -> int | None:
        """The newest version seen of a watched game."""
        return self._known.get(game_id)

    @contextlib.contextmanager
    def watching(self, game_id: int, version: int) -> Iterator[None]:
        """While the block runs, the game's versions are followed."""
        self._watchers[game_id] += 1
        if version > self._known.get(game_id, -1):
            self._known[game_id] = version
        try:
            yield
        finally:
            self._watchers[game_id] -= 1
            if self._watchers[game_id] <= 0:
                del self._watchers[game_id]
                self._known.pop(game_id, None)

    async def _run(self) -> None:
        while True:
            if not self._due:
                with contextlib.suppress(TimeoutError):
                    await self.wait(self.poll)
            self._due = False
            if not self._watchers:
                continue
            try:
                await self.look()
            except Exception as exc:  # the database away: the next wake-up or poll tries again
                log.warning("web: cannot read game versions (%s); trying again", exc)

    async def look(self) -> None:
        found = await self.versions(list(self._watchers))
        for game_id, version in found.items():
            if game_id in self._watchers and version > self._known.get(game_id, -1):
                self._known[game_id] = version
                self.publish(game_id)
