"""Small facts kept by key: message ids to edit later, the last command sync."""

from __future__ import annotations

from bot.storage.db import Database


class MetaRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, key: str) -> str | None:
        row = await self.db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return row["value"] if row else None

    async def set(self, key: str, value: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def set_if_absent(self, key: str, value: str) -> str:
        """Store `value` unless the key has one already; the value kept either way (two
        processes creating the same fact at once agree on the first)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING", (key, value)
            )
            row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return row["value"] if row else value
