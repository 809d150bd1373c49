"""The database setting, checked before the bot contacts Discord.

Each problem is one line that names the setting (DATABASE_PATH, or DATABASE_URL when it is
set) and says what to do. The checks themselves create nothing and open no connection
that could outlive them (plain sqlite3, closed at once); only when they pass are missing
folders created, and a start that fails after that removes what it created."""

from __future__ import annotations

import errno
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from bot.settings import Settings
from bot.storage.db import redacted, sqlite_path
from bot.storage.migrations import LATEST

SQLITE_HEADER = b"SQLite format 3\x00"


class StartupProblem(RuntimeError):
    """A setting the bot cannot start with; str() is the one line to print."""


def setting_of(settings: Settings) -> str:
    """How the user named the database, e.g. DATABASE_PATH='data/games.db'."""
    if settings.database_url:
        return f"DATABASE_URL={redacted(settings.database_url)!r}"
    return f"DATABASE_PATH={settings.database_path!r}"


def reason(exc: OSError) -> str:
    return exc.strerror or exc.__class__.__name__


@dataclass
class SqliteStart:
    """One SQLite file, checked; what `create_folders` made is kept to undo it."""

    setting: str
    path: Path
    created: list[Path] = field(default_factory=list)

    def problem(self, what: str) -> StartupProblem:
        return StartupProblem(f"{self.setting} cannot be used: {what}.")

    def check(self) -> None:
        """Raise StartupProblem unless the bot can open (or create) the file. Creates nothing."""
        try:
            self._check()
        except OSError as exc:  # e.g. a folder on the way that may not be searched
            raise self.problem(f"{self.path} cannot be reached ({reason(exc)})") from None

    def _check(self) -> None:
        path = self.path
        if path.is_symlink() and not path.exists():
            raise self.problem(
                f"{path} is a link to {os.readlink(path)}, which does not exist (or is a loop); "
                "point it at the database file or remove it"
            )
        if path.is_dir():
            raise self.problem(f"{path} is a folder; name the database file in it, e.g. {path / 'games.db'}")
        if path.exists():
            self._check_existing()
            return
        parent = path.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            raise self.problem(f"{parent} is a file, not a folder; choose another path for the database")
        if not os.access(parent, os.W_OK | os.X_OK):
            raise self.problem(
                f"no permission to create files in {parent}; choose a folder the bot's user may write to"
            )

    def _check_existing(self) -> None:
        path = self.path
        if not path.is_file():
            raise self.problem(f"{path} is not a regular file; name a database file")
        if not os.access(path, os.R_OK | os.W_OK):
            raise self.problem(
                f"no permission to read and write {path}; "
                "give the bot's user that permission or use another file"
            )
        folder = path.parent
        if not os.access(folder, os.W_OK | os.X_OK):
            # SQLite keeps its journal (-wal, -shm) and the bot its lock file next to the database.
            raise self.problem(
                f"no permission to create files in {folder}, which SQLite needs next to the database; "
                "give the bot's user that permission"
            )
        try:
            with path.open("rb") as file:
                header = file.read(len(SQLITE_HEADER))
        except OSError as exc:
            raise self.problem(f"{path} cannot be read ({reason(exc)})") from None
        if header and header != SQLITE_HEADER:
            raise self.problem(f"{path} is not a SQLite database; name the bot's database file or a new one")
        if header:
            self._check_schema()

    def _check_schema(self) -> None:
        try:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            with closing(sqlite3.connect(uri, uri=True)) as conn:
                tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
                row = None
                if "schema_version" in tables:
                    row = conn.execute("SELECT version FROM schema_version").fetchone()
        except sqlite3.Error as exc:
            raise self.problem(f"{self.path} cannot be read as a database ({exc})") from None
        if row and int(row[0]) > LATEST:
            raise self.problem(
                f"the database has schema version {row[0]}, newer than this bot knows ({LATEST}); "
                "upgrade the bot, or use another database"
            )

    def create_folders(self) -> None:
        """The missing folders above the file, recorded so that `undo` can remove them."""
        missing = [p for p in reversed(self.path.parents) if not p.exists()]
        for folder in missing:
            try:
                folder.mkdir()
            except OSError as exc:
                self.undo()
                raise self.problem(f"the folder {folder} cannot be created ({reason(exc)})") from None
            self.created.append(folder)

    def undo(self) -> None:
        """Remove the folders this start created (empty again after a failed start)."""
        for folder in reversed(self.created):
            try:
                folder.rmdir()
            except OSError as exc:
                if exc.errno not in (errno.ENOENT, errno.ENOTEMPTY):
                    raise
        self.created.clear()


def sqlite_start(settings: Settings) -> SqliteStart | None:
    """The checked SQLite file of these settings; None for PostgreSQL or ":memory:"."""
    if settings.uses_postgres:
        return None
    path = sqlite_path(settings.database)
    if path == ":memory:":
        return None
    start = SqliteStart(setting_of(settings), Path(path))
    start.check()
    return start
