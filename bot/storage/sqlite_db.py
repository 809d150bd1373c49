"""The SQLite backend: one aiosqlite connection with the pragmas the bot relies on."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.db import BACKENDS, SQLITE, Database, DatabaseUnavailable, IntegrityError, Row, Tx
from bot.storage.migrations import migrate


def busy(exc: BaseException) -> bool:
    """Another process holds the file's lock (a backup tool, a `sqlite3` shell left in a
    transaction) for longer than the busy timeout."""
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc))


class SqliteTx(Tx):
    dialect = SQLITE

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            async with self.conn.execute(sql, tuple(params)) as cursor:
                return cursor.rowcount
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            async with self.conn.executemany(sql, [tuple(r) for r in rows]):
                pass
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        try:
            async with self.conn.execute(sql, tuple(params)) as cursor:
                row: Row | None = await cursor.fetchone()
                return row
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self.conn.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())


class SqliteDatabase(Database):
    """The connection plus a write lock: one connection cannot hold two transactions
    at once, so every write transaction takes the lock (they are short)."""

    dialect = SQLITE
    # How long a statement waits for another process's lock before giving up.
    BUSY_TIMEOUT_MS = 5000

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        self.url = f"sqlite:///{path}"
        self._write_lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str) -> SqliteDatabase:
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, one transaction per change.
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        # Everything after the connection opened is inside the try: a file that is not a
        # database fails at the first PRAGMA, and the connection's thread must be closed
        # then too, or the process never exits.
        try:
            for pragma in (
                "PRAGMA journal_mode=WAL",
                # FULL: a change announced to players survives a power loss, not only a crash.
                "PRAGMA synchronous=FULL",
                f"PRAGMA busy_timeout={int(cls.BUSY_TIMEOUT_MS)}",
                # Off while migrating (a table rebuild must not cascade); on for everything else.
                "PRAGMA foreign_keys=OFF",
            ):
                # Closed at once: an open cursor with a pending row blocks COMMIT later.
                async with conn.execute(pragma):
                    pass
            db = cls(conn, path)
            async with db.transaction() as tx:
                await migrate(tx)
                broken = await tx.fetchall("PRAGMA foreign_key_check")
                if broken:
                    raise RuntimeError(
                        f"migration left {len(broken)} rows with broken references; nothing was changed"
                    )
            async with conn.execute("PRAGMA foreign_keys=ON"):
                pass
        except BaseException:
            await conn.close()
            raise
        return db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._write_lock:
            try:
                await self._run("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                if busy(exc):
                    raise DatabaseUnavailable(f"the database file is locked: {exc}") from exc
                raise
            try:
                yield SqliteTx(self.conn)
                await self._run("COMMIT")
            except BaseException as exc:
                # A COMMIT that failed leaves the transaction open: SQLite applied nothing,
                # so rolling back tells the truth ("nothing was changed").
                if self.conn.in_transaction:
                    await self._run("ROLLBACK")
                if busy(exc):
                    raise DatabaseUnavailable(f"the database file is locked: {exc}") from exc
                raise

    async def _run(self, sql: str) -> None:
        # The cursor closed at once: a cursor left to the garbage collector keeps the file
        # open after close() (sqlite3 closes a connection only when its statements are gone).
        async with self.conn.execute(sql):
            pass

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        try:
            async with self.conn.execute(sql, tuple(params)) as cursor:
                row: Row | None = await cursor.fetchone()
                return row
        except sqlite3.OperationalError as exc:
            if busy(exc):
                raise DatabaseUnavailable(f"the database file is locked: {exc}") from exc
            raise

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            async with self.conn.execute(sql, tuple(params)) as cursor:
                return list(await cursor.fetchall())
        except sqlite3.OperationalError as exc:
            if busy(exc):
                raise DatabaseUnavailable(f"the database file is locked: {exc}") from exc
            raise

    async def close(self) -> None:
        await self.conn.close()


BACKENDS[SQLITE] = SqliteDatabase.connect
