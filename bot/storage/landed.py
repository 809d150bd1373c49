"""After a COMMIT whose outcome is unknown (the connection failed while it was under way,
and the backend's own asking by transaction id brought no answer in time,
bot/storage/postgres_db.py `_settle`): one more look before the player is answered, who
is answered only from what this finds. Not found is not "not stored": a transaction
still being committed is not visible yet; only the server's word (its transaction's
status) says that it did not happen."""

from __future__ import annotations

import logging

from bot.storage.db import Database, DatabaseUnavailable
from bot.storage.kinds import ChangeKind

log = logging.getLogger(__name__)


async def move_landed(
    db: Database, game_id: int, version: int, at: float, kind: ChangeKind, move: str
) -> bool:
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
    db: Database, game_id: int, version: int, at: float, kind: ChangeKind, move: str, txid: int | None
) -> bool | None:
    """True: stored (and what follows a commit follows now: the change is marked stored,
    the outbox woken); False: not stored (the server says its transaction `txid` rolled
    back); None: still unknown (no answer, or the transaction is still in progress)."""
    try:
        outcome = await db.outcome(txid) if txid is not None else None
        if outcome is None and await move_landed(db, game_id, version, at, kind, move):
            outcome = True
    except DatabaseUnavailable as exc:
        log.warning("game %s: cannot tell whether a change was stored: %s", game_id, exc)
        return None
    if outcome:
        db.stored_after_all()
    return outcome
