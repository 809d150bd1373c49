"""`python -m bot backup PATH`: a consistent copy of the database while the bot runs, made
with SQLite's online backup API (pages copied under a read transaction; writers go on)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def backup(database: str, target: str) -> int:
    """Copy `database` to `target` (replaced if present); returns the number of games."""
    source_path = Path(database)
    if not source_path.exists():
        raise FileNotFoundError(f"there is no database at {database}")
    out = Path(target)
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".partial")
    source = sqlite3.connect(f"file:{source_path}?mode=ro", uri=True, timeout=30)
    try:
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy, pages=1024)
            games = copy.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        finally:
            copy.close()
    finally:
        source.close()
    # Renamed only when complete: a reader never sees half a backup under the real name.
    partial.replace(out)
    return int(games)
