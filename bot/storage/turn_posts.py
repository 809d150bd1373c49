"""What the turn posts of a game are built from beyond the change they announce: the
earlier actions of the same turn (read back from the outbox, where every stored change
is written with its states) and which message is a game's latest post."""

from __future__ import annotations

import json
from typing import Any

from bot.storage.db import Database
from bot.storage.outbox import Announcement, enqueue

LATEST_POST = "post:{game}"  # -> the message id of a game's latest table post (for /games)
# Earlier items are read a few at a time (each holds two whole states): most turns have
# one or two earlier actions, and a game of one action per turn stops at the first.
PAGE = 4


async def earlier_changes(db: Database, game_id: int, item_id: int) -> list[tuple[int, dict[str, Any]]]:
    """(id, payload) of the few `change` items of `game_id` enqueued just before `item_id`,
    newest first. Stored data only, so every attempt at one item builds the same post."""
    rows = await db.fetchall(
        "SELECT id, payload FROM outbox WHERE game_id = ? AND kind = 'change' AND id < ? "
        "ORDER BY id DESC LIMIT ?",
        (game_id, item_id, PAGE),
    )
    return [(int(r["id"]), json.loads(r["payload"])) for r in rows]


async def replace_latest(db: Database, game_id: int, channel_id: int, message_id: int, now: float) -> None:
    """Make `message_id` the game's latest post and, in the same transaction, enqueue the
    edit that takes the buttons off the one before it (an `unbutton` item, run in the
    channel's own lane, so a failing edit never holds back the game's next post).
    Repeating it for the same message enqueues nothing."""
    key = LATEST_POST.format(game=game_id)
    async with db.transaction() as tx:
        old = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        previous = int(old["value"]) if old and str(old["value"]).isdigit() else 0
        if previous == message_id:
            return
        await tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, str(message_id)),
        )
        if previous:
            payload = {"message_id": previous, "game_id": game_id}
            # With its game, so the process running the game's shard edits it; the outbox
            # runs it in the channel's own lane (bot/delivery/outbox.py).
            await enqueue(tx, game_id, [Announcement("unbutton", channel_id, payload)], now)
