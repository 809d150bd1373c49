"""What the outbox must remember across a crash about each message it sends: the `sends`
table, one row per (outbox item, slot). A slot is the item's post in its channel (`POST`),
or another message its delivery sends (a DM: `to:<person>:<what>`, `user_slot`).

- Before the message is sent, its *intent* is stored (bot/delivery/posting.py): when, and
  the message's signature. A retry of the item finds it and looks for the message before
  sending again.
- When the item is marked done, the message each slot became is recorded in the same
  transaction (`record`). A look-up never adopts a message recorded for another item
  or slot (`owners`), so two items that say the same thing each get their own message.

The rows go with their outbox item (ON DELETE CASCADE) when delivered items are pruned."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.storage.db import Database, Tx

POST = "post"


def user_slot(item_id: int, user_id: int, what: str) -> str:
    """The slot of a message an item's delivery sends to a user (a DM) or about one (a
    notice that their DMs are closed): one per person and purpose. The person is a hash
    of the user with the item, not their id: the table names nobody, and a row cannot be
    linked to another item's."""
    person = hashlib.sha256(f"{item_id}:{user_id}".encode()).hexdigest()[:16]
    return f"to:{person}:{what}"


@dataclass(frozen=True)
class Intent:
    """A message that was about to be sent: when, and what it said (its signature)."""

    at: float
    signature: str


async def claim(db: Database, item_id: int, slot: str, intent: Intent) -> Intent | None:
    """Store `intent` for the item's slot unless one is stored already: None when this is
    the slot's first attempt (one write, the common case), else the intent stored before."""
    async with db.transaction() as tx:
        added = await tx.execute(
            "INSERT INTO sends (item_id, slot, at, signature) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (item_id, slot) DO NOTHING",
            (item_id, slot, intent.at, intent.signature),
        )
        if added:
            return None
        row = await tx.fetchone(
            "SELECT at, signature FROM sends WHERE item_id = ? AND slot = ?", (item_id, slot)
        )
    if row is None:
        return None
    return Intent(float(row["at"]), str(row["signature"]))


async def replace(db: Database, item_id: int, slot: str, intent: Intent) -> None:
    """A retry that will send a message that reads differently from the first attempt's."""
    async with db.transaction() as tx:
        await tx.execute(
            "UPDATE sends SET at = ?, signature = ? WHERE item_id = ? AND slot = ?",
            (intent.at, intent.signature, item_id, slot),
        )


async def owners(db: Database, message_ids: Iterable[int]) -> dict[int, tuple[int, str]]:
    """The (item, slot) each of these messages is recorded for, if any."""
    ids = sorted(set(message_ids))
    if not ids:
        return {}
    marks = ", ".join("?" for _ in ids)
    rows = await db.fetchall(
        f"SELECT message_id, item_id, slot FROM sends WHERE message_id IN ({marks})", ids
    )
    return {int(r["message_id"]): (int(r["item_id"]), str(r["slot"])) for r in rows}


async def record(tx: Tx, item_id: int, sent: Mapping[str, int]) -> None:
    """Inside the transaction that marks the item done: the message each slot became."""
    await tx.executemany(
        "UPDATE sends SET message_id = ? WHERE item_id = ? AND slot = ?",
        [(message_id, item_id, slot) for slot, message_id in sorted(sent.items())],
    )

