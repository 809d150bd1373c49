"""Live updates: which games open pages watch, and a wake-up whenever a change may have
been stored (the one commit path in this process; PostgreSQL's NOTIFY from the others).
On a wake-up the watched games' versions are read in one query and every page of a game
whose version moved hears the new version. A slow look every POLL_SECONDS covers a lost
notification."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable

log = logging.getLogger(__name__)

POLL_SECONDS = 5.0
Versions = Callable[[list[int]], Awaitable[dict[int, int]]]
# How the loop sleeps until woken or `timeout` passes (raising TimeoutError then), and how
# it is woken: the bot's own events, as the outbox does, so a test clock governs both.
Wait = Callable[[float], Awaitable[object]]


class Changes:
    def __init__(
        self, versions: Versions, signal: Callable[[], None], wait: Wait, poll: float = POLL_SECONDS
    ) -> None:
        self.versions = versions
        self.signal = signal
        self.wait = wait
        self.poll = poll
        self._queues: dict[int, set[asyncio.Queue[int]]] = {}
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

    @contextlib.asynccontextmanager
    async def watching(self, game_id: int, version: int) -> AsyncIterator[asyncio.Queue[int]]:
        """A queue that receives each new version of the game while the block runs."""
        queue: asyncio.Queue[int] = asyncio.Queue(maxsize=16)
        self._queues.setdefault(game_id, set()).add(queue)
        self._known.setdefault(game_id, version)
        try:
            yield queue
        finally:
            queues = self._queues.get(game_id, set())
            queues.discard(queue)
            if not queues:
                self._queues.pop(game_id, None)
                self._known.pop(game_id, None)

    async def _run(self) -> None:
        while True:
            if not self._due:
                with contextlib.suppress(TimeoutError):
                    await self.wait(self.poll)
            self._due = False
            if not self._queues:
                continue
            try:
                await self.look()
            except Exception as exc:  # the database away: the next wake-up or poll tries again
                log.warning("web: cannot read game versions (%s); trying again", exc)

    async def look(self) -> None:
        found = await self.versions(list(self._queues))
        for game_id, version in found.items():
            if version == self._known.get(game_id):
                continue
            self._known[game_id] = version
            for queue in list(self._queues.get(game_id, ())):
                if queue.full():  # a page that stopped reading: it only needs the newest
                    with contextlib.suppress(asyncio.QueueEmpty):
                        queue.get_nowait()
                queue.put_nowait(version)
