"""The one path every stored change takes: a database whose committed transactions are
reported to the bot (which marks the interaction's change as stored and wakes the outbox).

Every repository writes through `transaction()`; wrapping the database here means no
call site has to remember those steps after a commit.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot.storage.db import CommitUnknown, Database, DatabaseUnavailable, Row, Tx

log = logging.getLogger(__name__)

# Called after a commit, with whether the transaction enqueued announcements.
OnCommit = Callable[[bool], None]
# After a COMMIT left unconfirmed, how often and how many times its outcome is asked again.
WATCH_EVERY = 2.0
WATCH_LOOKS = 300


class _ObservedTx(Tx):
    def __init__(self, inner: Tx) -> None:
        self.inner = inner
        self.dialect = inner.dialect
        self.announced = False

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return await self.inner.execute(sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.inner.executemany(sql, rows)

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.inner.fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self.inner.fetchall(sql, params)

    async def changed(self) -> None:
        self.announced = True
        await self.inner.changed()


class ObservedDatabase(Database):
    """`inner` with a hook after every commit; reads and the rest pass straight through."""

    def __init__(self, inner: Database, on_commit: OnCommit, on_unknown: Callable[[], None]) -> None:
        self.inner = inner
        self.on_commit = on_commit
        # A COMMIT whose outcome is unknown (the connection broke during it): what it
        # announces may be stored, so the outbox must look.
        self.on_unknown = on_unknown
        self.dialect = inner.dialect
        self.url = inner.url
        self._watches: set[asyncio.Task[None]] = set()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Tx]:
        try:
            async with self.inner.transaction() as tx:
                observed = _ObservedTx(tx)
                yield observed
        except CommitUnknown as exc:
            if observed.announced:
                self.on_unknown()
                if exc.txid is not None:
                    # The COMMIT may land later still (a server slow to commit): the
                    # outbox is woken again then, or it would not look until the next change.
                    self._watch(exc.txid)
            raise
        self.on_commit(observed.announced)

    def _watch(self, txid: int) -> None:
        task = asyncio.create_task(self._watching(txid), name=f"commit {txid}")
        self._watches.add(task)
        task.add_done_callback(self._watches.discard)

    async def _watching(self, txid: int) -> None:
        for _ in range(WATCH_LOOKS):
            await asyncio.sleep(WATCH_EVERY)
            try:
                outcome = await self.inner.outcome(txid)
            except DatabaseUnavailable:
                continue  # the outbox, retrying every second, finds it once the server is back
            except Exception:
                log.exception("cannot ask what became of transaction %s", txid)
                return
            if outcome is not None:
                if outcome:
                    log.info("transaction %s, whose COMMIT was not confirmed, is stored", txid)
                    self.on_unknown()
                return

    async def outcome(self, txid: int) -> bool | None:
        return await self.inner.outcome(txid)

    def stored_after_all(self) -> None:
        # The same steps as after a commit that enqueued announcements (it may have).
        self.on_commit(True)

    def transaction(self) -> Any:
        return self._transaction()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.inner.fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self.inner.fetchall(sql, params)

    async def close(self) -> None:
        for task in self._watches:
            task.cancel()
        await self.inner.close()

    async def listen(self, me: str, on_change: Callable[[], None]) -> bool:
        return await self.inner.listen(me, on_change)

    @property
    def backend_name(self) -> str:
        return self.inner.backend_name
