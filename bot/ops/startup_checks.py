"""The database setting, checked before the bot contacts Discord (and before `forget`
and `backup` touch the database).

Each problem is one line that names the setting (DATABASE_PATH, or DATABASE_URL when it is
set) and says what to do. The checks themselves create nothing and open no connection
that could outlive them (plain sqlite3, closed at once); only when they pass are missing
folders created, and a start that fails after that removes what it created."""

from __future__ import annotations

import asyncio
import errno
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import asyncpg

from bot.ops.masking import scrubbed
from bot.ops.writer_lock import DatabaseBusy, hold_writer_lock, lock_path
from bot.settings import Settings
from bot.storage.db import Database, redacted, sqlite_path
from bot.storage.migrations import LATEST, NotOurDatabase, SchemaTooNew, not_ours

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
                tables = {
                    r[0]
                    for r in conn.execute(
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                    )
                }
                row = None
                if "schema_version" in tables:
                    row = conn.execute("SELECT version FROM schema_version").fetchone()
        except sqlite3.Error as exc:
            raise self.problem(f"{self.path} cannot be read as a database ({exc})") from None
        foreign = not_ours(tables)
        if foreign:
            raise self.problem(f"{self.path} {foreign}")
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
    if os.path.basename(path) in ("", ".", "..") and not start.path.is_dir():
        # Path("data/") is "data": the bot would create a file named like the folder meant.
        raise start.problem(
            f"{path} names a folder, not a file; name the database file, "
            f"e.g. {os.path.join(path, 'games.db')}"
        )
    start.check()
    return start


class SqliteLock:
    """The writer lock of a checked SQLite start, and what to undo if the start fails."""

    def __init__(self, start: SqliteStart) -> None:
        self.start = start
        self.path = lock_path(str(start.path))
        self.database_existed = start.path.exists()
        self.lock_existed = self.path.exists()
        self.handle: IO[bytes] | None = None

    def take(self) -> None:
        """Create the missing folders and take the lock; StartupProblem or DatabaseBusy."""
        self.start.create_folders()
        try:
            self.handle = hold_writer_lock(str(self.start.path))
        except DatabaseBusy:
            self.release(failed=True)
            raise
        except OSError as exc:
            self.release(failed=True)
            raise self.start.problem(
                f"cannot create files in {self.path.parent} ({reason(exc)}); "
                "choose a folder the bot's user may write to"
            ) from None

    def release(self, failed: bool) -> None:
        """Let go of the lock; after a failed start, leave nothing of this start behind:
        the lock file it created, and the folders when it never made the database."""
        if failed and not self.lock_existed and self.handle is not None:
            # Removed while still held: no other process takes a lock on the old file.
            self.path.unlink(missing_ok=True)
        if self.handle is not None:
            self.handle.close()
            self.handle = None
        if failed and not self.database_existed and not self.start.path.exists():
            if not self.lock_existed:
                self.path.unlink(missing_ok=True)
            self.start.undo()


# ---- PostgreSQL ---------------------------------------------------------------------------
# A host that drops packets would keep asyncpg waiting a minute: a start fails within seconds.
POSTGRES_START_SECONDS = 15


async def open_postgres(url: str) -> Database:
    """Open (and migrate) the PostgreSQL database at `url` within POSTGRES_START_SECONDS;
    StartupProblem with one line naming DATABASE_URL when it cannot be used (unreachable,
    refused, another program's database, a schema from a newer bot)."""
    try:
        async with asyncio.timeout(POSTGRES_START_SECONDS):
            return await Database.open(url)
    except NotOurDatabase as exc:
        line = f"DATABASE_URL={redacted(url)!r} cannot be used: {exc}."
        raise StartupProblem(scrubbed(line, [url])) from None
    except SchemaTooNew as exc:
        raise StartupProblem(str(exc)) from None
    except TimeoutError:
        raise StartupProblem(
            f"Could not open the database {redacted(url)}: no answer within {POSTGRES_START_SECONDS} s; "
            "check DATABASE_URL and that the server runs."
        ) from None
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        line = f"Could not open the database {redacted(url)}: {exc.__class__.__name__}: {exc}".rstrip()
        raise StartupProblem(
            scrubbed(line, [url]) + "; check DATABASE_URL and that the server runs."
        ) from None
