"""Storage: the backends (db: SQLite or PostgreSQL), the schema (migrations) and the repositories."""

from bot.storage.db import Database
from bot.storage.games import GameRepo, GameRow, LogEntry, Proposal

__all__ = ["Database", "GameRepo", "GameRow", "LogEntry", "Proposal"]
