"""What the outbox must remember across a crash about a post it is making: its intent,
written before the post (bot/delivery/posting.py), dropped when the item is marked done
(OutboxRepo.done / failed, in the same transaction). Kept in the `meta` table, one row
per item being posted, so no schema change was needed."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.storage.db import Database, Tx

KEY = "outbox-post:{item}"


@dataclass(frozen=True)
class Intent:
    """A post that was about to be made: when, and what it said (its signature)."""

    at: float
    signature: str


async def intent_of(db: Database, item_id: int) -> Intent | None:
    row = await db.fetchone("SELECT value FROM meta WHERE key = ?", (KEY.format(item=item_id),))
    if row is None:
        return None
    data = json.loads(row["value"])
    return Intent(float(data["at"]), str(data["signature"]))


async def record_intent(db: Database, item_id: int, intent: Intent) -> None:
    async with db.transaction() as tx:
        await tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (KEY.format(item=item_id), json.dumps({"at": intent.at, "signature": intent.signature})),
        )


async def drop_intent(tx: Tx, item_id: int) -> None:
    await tx.execute("DELETE FROM meta WHERE key = ?", (KEY.format(item=item_id),))
