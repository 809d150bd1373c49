"""The daily digest's claims (/notify how:digest): one row per player and day (the
player's local date, bot/services/digest_time.py), so the day's DM is sent by one process
once, also across a restart; and the time of the last one (user_prefs.last_digest_at),
so that two never come within 20 hours."""

from __future__ import annotations

from bot.storage.db import Database
from bot.storage.preferences import NOTIFY_CODES

# A claim whose DM was not confirmed within this long (the process died while sending) is
# taken again: a digest may then come twice rather than never.
STALE_CLAIM_SECONDS = 15 * 60


class DigestRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def subscribers(self) -> list[int]:
        rows = await self.db.fetchall(
            "SELECT user_id FROM user_prefs WHERE notify = ? ORDER BY user_id", (NOTIFY_CODES["digest"],)
        )
        return [int(r["user_id"]) for r in rows]

    async def claim(self, user_id: int, day: str, now: float) -> bool:
        """True when this process may send `user_id`'s digest of `day`: nobody claimed it, or
        a claim went stale without being sent."""
        async with self.db.transaction() as tx:
            fresh = await tx.execute(
                "INSERT INTO digests (user_id, day, status, at) VALUES (?, ?, 'sending', ?) "
                "ON CONFLICT (user_id, day) DO NOTHING",
                (user_id, day, now),
            )
            if fresh == 1:
                return True
            retaken = await tx.execute(
                "UPDATE digests SET at = ? WHERE user_id = ? AND day = ? AND status = 'sending' AND at < ?",
                (now, user_id, day, now - STALE_CLAIM_SECONDS),
            )
            return retaken == 1

    async def sent(self, user_id: int, day: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE digests SET status = 'sent' WHERE user_id = ? AND day = ?", (user_id, day)
            )
            await tx.execute(
                "UPDATE user_prefs SET last_digest_at = "
                "(SELECT at FROM digests WHERE user_id = ? AND day = ?) WHERE user_id = ?",
                (user_id, day, user_id),
            )

    async def release(self, user_id: int, day: str) -> None:
        """The DM failed for a passing reason: the next round tries again."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "DELETE FROM digests WHERE user_id = ? AND day = ? AND status = 'sending'", (user_id, day)
            )

    async def was_sent(self, user_id: int, day: str) -> bool:
        row = await self.db.fetchone(
            "SELECT status FROM digests WHERE user_id = ? AND day = ?", (user_id, day)
        )
        return bool(row and row["status"] == "sent")
