"""One writer per database file: a second bot process on the same SQLite file refuses to
start. An OS lock on a file next to the database, held for the life of the process and
released by the OS even when the process dies."""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import IO


class DatabaseBusy(RuntimeError):
    pass


def lock_path(database: str) -> Path:
    """The lock file next to the database: games.db -> games.db.lock."""
    return Path(database).with_name(Path(database).name + ".lock")


def hold_writer_lock(database: str) -> IO[bytes] | None:
    """Take the lock (keep the returned file open); None for an in-memory database."""
    if database == ":memory:":
        return None
    path = lock_path(database)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = path.open("ab")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise DatabaseBusy(
            f"Another bot process is already using {database}; stop it first, or set DATABASE_PATH "
            "to another file."
        ) from None
    return handle
