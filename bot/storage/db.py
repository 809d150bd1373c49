"""One aiosqlite connection with the pragmas the bot relies on."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.migrations import migrate


class Database:
    """The connection plus a write lock: one connection cannot hold two transactions
    at once, so every write transaction takes the lock (they are short)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str) -> Database:
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, one transaction per change.
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        for pragma in (
            "PRAGMA journal_mode=WAL",
            # FULL: a change announced to players survives a power loss, not only a crash.
            "PRAGMA synchronous=FULL",
            "PRAGMA busy_timeout=5000",
            # Off while migrating (a table rebuild must not cascade); on for everything else.
            "PRAGMA foreign_keys=OFF",
        ):
            # Closed at once: an open cursor with a pending row blocks COMMIT later.
            async with conn.execute(pragma):
                pass
        db = cls(conn)
        try:
            async with db.transaction() as tx:
                await migrate(tx)
            async with conn.execute("PRAGMA foreign_keys=ON"):
                pass
        except BaseException:
            await conn.close()
            raise
        return db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._write_lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            else:
                await self.conn.execute("COMMIT")

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def close(self) -> None:
        await self.conn.close()
