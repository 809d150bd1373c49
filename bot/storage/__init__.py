"""SQLite storage: the connection (db), the schema (migrations) and the game repository."""

from bot.storage.db import Database
from bot.storage.games import GameRepo, GameRow, LogEntry, Proposal

__all__ = ["Database", "GameRepo", "GameRow", "LogEntry", "Proposal"]
