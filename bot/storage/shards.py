"""The shard claims table: which process runs which shard (see bot/shards.py)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.shards import died_here, same_process
from bot.storage.db import POSTGRESQL, Database

# Any fixed number: claims are taken one process at a time.
CLAIM_LOCK = 7_404_302


@dataclass(frozen=True)
class Conflict:
    """A shard that a live process (`owner`, last seen at `heartbeat_at`) holds."""

    shard_id: int
    shard_count: int
    owner: str
    heartbeat_at: float


class ShardClaims:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def claim(
        self, owner: str, count: int, ids: tuple[int, ...], now: float, lease: float
    ) -> Conflict | None:
        """Take `ids` (out of `count`) for `owner`, unless another process holds one of them
        (or runs with another shard count) and renewed its claim within `lease` seconds.
        Stale claims, and those of a process on this host that is gone, are taken over.
        None on success."""
        async with self.db.transaction() as tx:
            if tx.dialect == POSTGRESQL:
                await tx.execute("SELECT pg_advisory_xact_lock(?)", (CLAIM_LOCK,))
            rows = await tx.fetchall("SELECT shard_id, shard_count, owner, heartbeat_at FROM shard_claims")
            for r in rows:
                live = (
                    not same_process(r["owner"], owner)
                    and r["heartbeat_at"] > now - lease
                    and not died_here(r["owner"])
                )
                if live and (r["shard_count"] != count or r["shard_id"] in ids):
                    return Conflict(r["shard_id"], r["shard_count"], r["owner"], r["heartbeat_at"])
            marks = ", ".join("?" * len(ids))
            # Ours from before, stale ones, and those under another count (all lapsed).
            await tx.execute(
                f"DELETE FROM shard_claims WHERE owner = ? OR shard_count != ? OR shard_id IN ({marks})",
                (owner, count, *ids),
            )
            await tx.executemany(
                "INSERT INTO shard_claims (shard_id, shard_count, owner, heartbeat_at) VALUES (?, ?, ?, ?)",
                [(i, count, owner, now) for i in ids],
            )
        return None

    async def renew(self, owner: str, now: float) -> int:
        """Renew this process's claims; how many it still holds (0: another process took
        them over after this one stalled past the lease)."""
        async with self.db.transaction() as tx:
            return await tx.execute("UPDATE shard_claims SET heartbeat_at = ? WHERE owner = ?", (now, owner))

    async def release(self, owner: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM shard_claims WHERE owner = ?", (owner,))
