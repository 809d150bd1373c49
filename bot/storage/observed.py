"""The one path every stored change takes: a database whose committed transactions are
reported to the bot (which marks the interaction's change as stored and wakes the outbox).

Every repository writes through `transaction()`; wrapping the database here means no
call site has to remember those steps after a commit.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot.storage.db import CommitUnknown, Database, Row, Tx

# Called after a commit, with whether the transaction enqueued announcements.
OnCommit = Callable[[bool], None]


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

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Tx]:
        try:
            async with self.inner.transaction() as tx:
                observed = _ObservedTx(tx)
                yield observed
        except CommitUnknown:
            if observed.announced:
                self.on_unknown()
            raise
        self.on_commit(observed.announced)

    def transaction(self) -> Any:
        return self._transaction()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.inner.fetchone(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self.inner.fetchall(sql, params)

    async def close(self) -> None:
        await self.inner.close()

    async def listen(self, me: str, on_change: Callable[[], None]) -> bool:
        return await self.inner.listen(me, on_change)

    @property
    def backend_name(self) -> str:
        return self.inner.backend_name
