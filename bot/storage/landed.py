"""After a COMMIT whose outcome is unknown (the connection failed while it was under way):
did the change land? Asked on a fresh connection, for as long as the database takes to
answer, within a bound; the player is answered only from what this finds."""

from __future__ import annotations

import asyncio
import logging

from bot.storage.db import Database, DatabaseUnavailable

log = logging.getLogger(__name__)

# How long to keep asking a database that is away before saying "could not confirm".
CONFIRM_SECONDS = 6.0


async def move_landed(db: Database, game_id: int, version: int, at: float, kind: str, move: str) -> bool:
    """Whether the change stored from `version` is in the game. Its id is its move-log
    row (written in the same transaction, stamped with the change's own time), and the
    game's version must have moved past `version`. Raises DatabaseUnavailable when the
    database does not answer."""
    row = await db.fetchone(
        "SELECT g.version AS version, "
        "(SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id AND m.at = ? AND m.kind = ? AND m.move = ?) "
        "AS logged FROM games g WHERE g.id = ?",
        (at, kind, move, game_id),
    )
    return row is not None and int(row["logged"]) > 0 and int(row["version"]) > version


async def confirm_landed(
    db: Database, game_id: int, version: int, at: float, kind: str, move: str
) -> bool | None:
    """True: stored; False: not stored; None: the database did not answer in time."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + CONFIRM_SECONDS
    delay = 0.2
    while True:
        try:
            return await move_landed(db, game_id, version, at, kind, move)
        except DatabaseUnavailable as exc:
            if loop.time() + delay > deadline:
                log.warning("game %s: cannot tell whether a change was stored: %s", game_id, exc)
                return None
        await asyncio.sleep(delay)
        delay = min(delay * 2, 1.0)
