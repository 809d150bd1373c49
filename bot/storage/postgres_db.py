"""The PostgreSQL backend: an asyncpg pool. Several bot processes (shards) may share one
database: writes are serialized by row locks and the games' version checks, migrations by
an advisory lock."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.storage.db import BACKENDS, POSTGRESQL, Database, IntegrityError, Row, Tx
from bot.storage.dialect import numbered_params
from bot.storage.migrations import migrate

log = logging.getLogger(__name__)

Connection = asyncpg.Connection | PoolConnectionProxy

# Any fixed number: every process takes the same lock before migrating.
MIGRATION_LOCK = 7_404_301
# The LISTEN/NOTIFY channel on which processes sharing the database say they left work.
CHANGES_CHANNEL = "pyramid_changes"


def _rowcount(status: str) -> int:
    """asyncpg's command status ("UPDATE 1", "INSERT 0 3", "SELECT 2") -> the row count."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTx(Tx):
    dialect = POSTGRESQL

    def __init__(self, conn: Connection, sender: str | None = None) -> None:
        self.conn = conn
        # Who this process is on the changes channel; None: nobody listens (one process).
        self.sender = sender

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            return _rowcount(await self.conn.execute(numbered_params(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(r) for r in rows]
        if not batch:
            return
        try:
            await self.conn.executemany(numbered_params(sql), batch)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        try:
            row: Row | None = await self.conn.fetchrow(numbered_params(sql), *params)
            return row
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.conn.fetch(numbered_params(sql), *params))

    async def changed(self) -> None:
        # NOTIFY is delivered at commit, and not at all on a rollback.
        if self.sender is not None:
            await self.conn.execute("SELECT pg_notify($1, $2)", CHANGES_CHANNEL, self.sender)


class PostgresDatabase(Database):
    dialect = POSTGRESQL

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self._sender: str | None = None
        self._listener: asyncpg.Connection | None = None

    @classmethod
    async def connect(cls, url: str, *, max_size: int = 10) -> PostgresDatabase:
        pool = await asyncpg.create_pool(url, min_size=1, max_size=max_size, command_timeout=60)
        db = cls(pool, url)
        try:
            async with db.transaction() as tx:
                # Two processes starting at once: the second waits, then finds the schema current.
                await tx.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                await migrate(tx)
        except BaseException:
            await pool.close()
            raise
        return db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self.pool.acquire() as conn, conn.transaction():
            yield PostgresTx(conn, self._sender)

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row: Row | None = await self.pool.fetchrow(numbered_params(sql), *params)
        return row

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.pool.fetch(numbered_params(sql), *params))

    async def listen(self, me: str, on_change: Callable[[], None]) -> bool:
        self._sender = me
        if self._listener is not None and not self._listener.is_closed():
            return True

        def heard(_conn: Connection, _pid: int, _channel: str, sender: object) -> None:
            if sender != me:  # this process knows of its own changes already
                on_change()

        listener: asyncpg.Connection | None = None
        try:
            listener = await asyncpg.connect(self.url)
            await listener.add_listener(CHANGES_CHANNEL, heard)
        except (OSError, asyncpg.PostgresError) as exc:
            if listener is not None:
                listener.terminate()
            log.warning("cannot hear other processes' changes (looking every few seconds instead): %s", exc)
            return False
        self._listener = listener
        on_change()  # whatever was stored while nobody listened
        return True

    async def close(self) -> None:
        if self._listener is not None:
            try:
                await self._listener.close(timeout=5)
            except (OSError, asyncpg.PostgresError, TimeoutError):
                self._listener.terminate()
            self._listener = None
        try:
            await asyncio.wait_for(self.pool.close(), timeout=10)
        except TimeoutError:
            self.pool.terminate()


BACKENDS[POSTGRESQL] = PostgresDatabase.connect
