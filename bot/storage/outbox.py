"""The outbox table: announcements written in the same transaction as the change they
announce, read back and marked by the dispatcher (bot/delivery/outbox.py)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.shards import EVERY_SHARD, ShardSet
from bot.storage.db import Database, Tx
from bot.storage.delivery import record
from bot.storage.kinds import AnnouncementKind, OutboxStatus
from bot.storage.said_json import said_from_json, said_to_json
from rules.said import Said


@dataclass(frozen=True)
class Announcement:
    """One message a stored change owes to Discord. `kind` names the builder
    (bot/delivery/announcer.py); `payload` is what the message is built from when it is delivered."""

    kind: AnnouncementKind
    channel_id: int
    payload: dict[str, Any] = field(default_factory=dict)


def line(channel_id: int, said: Said, users: list[int] | tuple[int, ...] = ()) -> Announcement:
    """One line in a channel, worded in the server's language when it is posted; only
    `users` may be pinged. Seats in `said` are named with the game's players."""
    return Announcement("line", channel_id, {"said": said_to_json(said), "users": list(users)})


def direct(user_id: int, said: Said) -> Announcement:
    """A DM to one user, worded in their language when it is sent (with a link back to
    the game)."""
    return Announcement("dm", user_id, {"said": said_to_json(said)})


def said_of(payload: dict[str, Any]) -> Said | str:
    """What a `line` or `dm` item says: a stored Said, or the finished English of an item
    stored before lines were worded at delivery (still delivered as it is)."""
    stored = payload.get("said")
    if isinstance(stored, dict):
        return said_from_json(stored)
    return str(payload.get("content", ""))


@dataclass(frozen=True)
class OutboxItem:
    id: int
    game_id: int | None
    channel_id: int
    kind: AnnouncementKind
    payload: dict[str, Any]
    attempts: int
    next_at: float


async def enqueue(
    tx: Tx,
    game_id: int | None,
    announcements: list[Announcement] | tuple[Announcement, ...],
    now: float,
) -> None:
    """Inside the caller's transaction: the change and its announcements commit together."""
    await tx.executemany(
        "INSERT INTO outbox (game_id, channel_id, kind, payload, next_at, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, a.channel_id, a.kind, json.dumps(a.payload), now, now) for a in announcements],
    )
    await tx.changed()  # the process running the game's server may be another one


class OutboxRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def add(self, game_id: int | None, announcements: list[Announcement], now: float) -> None:
        async with self.db.transaction() as tx:
            await enqueue(tx, game_id, announcements, now)

    async def pending(self, limit: int = 100, shards: ShardSet | None = None) -> list[OutboxItem]:
        """Every pending item in order (due or not) for games in `shards`' servers: the
        dispatcher keeps per-game order, so an item waiting for a retry holds back the later
        items of its game only."""
        game_guild = "(SELECT g.guild_id FROM games g WHERE g.id = o.game_id)"
        ours, params = (shards or EVERY_SHARD).where(game_guild)
        rows = await self.db.fetchall(
            "SELECT id, game_id, channel_id, kind, payload, attempts, next_at FROM outbox o "
            f"WHERE status = 'pending' AND {ours} ORDER BY id LIMIT ?",
            (*params, limit),
        )
        return [
            OutboxItem(
                r["id"],
                r["game_id"],
                r["channel_id"],
                r["kind"],
                json.loads(r["payload"]),
                r["attempts"],
                float(r["next_at"]),
            )
            for r in rows
        ]

    async def done(self, item_id: int, sent: Mapping[str, int] | None = None) -> None:
        """Delivered; `sent`: the message each slot became (bot/storage/delivery.py)."""
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE outbox SET status = 'done', last_error = NULL WHERE id = ?", (item_id,))
            await record(tx, item_id, sent or {})

    async def retry(self, item_id: int, attempts: int, next_at: float, error: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE outbox SET attempts = ?, next_at = ?, last_error = ? WHERE id = ?",
                (attempts, next_at, error[:500], item_id),
            )

    async def failed(self, item_id: int, error: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?", (error[:500], item_id)
            )

    async def count(self, status: OutboxStatus) -> int:
        row = await self.db.fetchone("SELECT COUNT(*) AS n FROM outbox WHERE status = ?", (status,))
        return int(row["n"]) if row else 0

    async def prune(self, before: float) -> None:
        """Delivered items are kept a while for diagnosis, then dropped: the table stays small."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM outbox WHERE status != 'pending' AND created_at < ?", (before,))
