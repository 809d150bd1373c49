"""Storage: the backends (db: SQLite or PostgreSQL), the schema (migrations) and one
repository per aggregate, gathered in `Storage`."""

# Imported for their registration in db.BACKENDS: `Database.open` finds them there.
from bot.storage import postgres_db, sqlite_db
from bot.storage.db import Database
from bot.storage.games import GameRepo
from bot.storage.rows import GameRow, LogEntry
from bot.storage.store import Storage

__all__ = ["Database", "GameRepo", "GameRow", "LogEntry", "Storage", "postgres_db", "sqlite_db"]
