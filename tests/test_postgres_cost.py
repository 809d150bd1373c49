"""What a statement costs on PostgreSQL beyond its round trip (issue #37 item 8): the pool
arms no client timer per statement, per transaction or per release, and keeps statements
prepared. With command_timeout, the pool's idle timer and the statement cache's expiry,
each transaction armed about ten timers, which made bursts of moves 8x slower than on
SQLite under SimCord (bench/README.md)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.storage import Database
from bot.storage.postgres_db import STATEMENT_SECONDS, PostgresDatabase


async def moves_like(db: Database, game: int) -> None:
    """A move's kind of work: a transaction of reads and writes, and reads outside it."""
    async with db.transaction() as tx:
        await tx.fetchone("SELECT value FROM meta WHERE key = ?", (f"bench:{game}",))
        await tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (f"bench:{game}", str(game)),
        )
    await db.fetchone("SELECT value FROM meta WHERE key = ?", (f"bench:{game}",))
    await db.fetchall("SELECT key FROM meta WHERE key LIKE ?", ("bench:%",))


async def test_statements_arm_no_timers(postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    db = await Database.open(postgres_url)
    try:
        assert isinstance(db, PostgresDatabase)
        await asyncio.gather(*(moves_like(db, g) for g in range(4)))  # connections made, statements prepared
        loop = asyncio.get_running_loop()
        armed: list[Any] = []
        real = loop.call_at

        def call_at(when: float, callback: Any, *args: Any, **kwargs: Any) -> asyncio.TimerHandle:
            armed.append(callback)
            return real(when, callback, *args, **kwargs)

        monkeypatch.setattr(loop, "call_at", call_at)
        await asyncio.gather(*(moves_like(db, g) for g in range(4)))
        monkeypatch.undo()
        assert armed == []
        # A statement that runs too long is still ended, by the server.
        async with db.transaction() as tx:
            sql = "SELECT setting AS ms FROM pg_settings WHERE name = 'statement_timeout'"
            row = await tx.fetchone(sql, ())
        assert row is not None and int(row["ms"]) == STATEMENT_SECONDS * 1000
    finally:
        await db.close()
