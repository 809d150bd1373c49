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


async def claim(db: Database, item_id: int, intent: Intent) -> Intent | None:
    """Store `intent` for the item unless one is stored already: None when this is the
    item's first attempt (one write, the common case), else the intent stored before."""
    key = KEY.format(item=item_id)
    async with db.transaction() as tx:
        added = await tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING",
            (key, _encode(intent)),
        )
        if added:
            return None
        row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
    if row is None:
        return None
    data = json.loads(row["value"])
    return Intent(float(data["at"]), str(data["signature"]))


async def replace(db: Database, item_id: int, intent: Intent) -> None:
    """A retry that will post a message that reads differently from the first attempt's."""
    async with db.transaction() as tx:
        await tx.execute(
            "UPDATE meta SET value = ? WHERE key = ?", (_encode(intent), KEY.format(item=item_id))
        )


def _encode(intent: Intent) -> str:
    return json.dumps({"at": intent.at, "signature": intent.signature})


async def drop_intent(tx: Tx, item_id: int) -> None:
    await tx.execute("DELETE FROM meta WHERE key = ?", (KEY.format(item=item_id),))
