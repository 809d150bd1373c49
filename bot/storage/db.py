"""The storage interface every repository is written against, and `Database.open(url)`,
which picks the backend: SQLite (bot/storage/sqlite_db.py, the default) or PostgreSQL
(bot/storage/postgres_db.py). SQL is written once, with `?` placeholders, in the common
dialect of both; bot/storage/dialect.py holds the few explicit differences."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

SQLITE, POSTGRESQL = "sqlite", "postgresql"
# dialect -> how to open one. The backends register themselves (sqlite_db.py,
# postgres_db.py import this module, never the other way); bot/storage/__init__.py
# imports both, so they are there whenever storage is.
BACKENDS: dict[str, Callable[[str], Awaitable[Database]]] = {}


class Row(Protocol):
    """A result row: by column name or position (sqlite3.Row and asyncpg.Record both are)."""

    def __getitem__(self, key: str | int, /) -> Any: ...

    def keys(self) -> Any: ...

    def __iter__(self) -> Any: ...


class IntegrityError(Exception):
    """A constraint refused the change (a unique index, a key): the same on both backends."""


class DatabaseUnavailable(Exception):
    """The database did not answer (stopped, restarting, connection cut, file locked by
    another process). Raised only when nothing was stored: a transaction that failed
    this way was rolled back, or never began. The player is told to try again shortly."""


class CommitUnknown(DatabaseUnavailable):
    """The connection failed while COMMIT was under way, and asking the server what
    became of the transaction (by its id, `txid`) brought no answer in time: the change
    may or may not be stored. The caller must never say that nothing was changed."""

    def __init__(self, message: str, *, txid: int | None = None) -> None:
        super().__init__(message)
        self.txid = txid


class Tx(ABC):
    """One open transaction. Every statement of a change runs through it; the change, its
    version check and its announcements commit together."""

    dialect: str

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    @abstractmethod
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def changed(self) -> None:
        """Tell the other processes, once this commits, that it left them work (an
        announcement, a computer's turn). Only PostgreSQL has other processes to tell."""


class Database(ABC):
    dialect: str
    url: str

    @classmethod
    async def open(cls, url: str) -> Database:
        """Open (and migrate) the database at `url`: `sqlite:///path`, a plain file path,
        or `postgresql://user:pass@host/db`."""
        if is_postgres_url(url):
            return await BACKENDS[POSTGRESQL](url)
        return await BACKENDS[SQLITE](sqlite_path(url))

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A write transaction. On SQLite one at a time per process; on PostgreSQL, row
        locks (an UPDATE's) and the version checks serialize writers across processes."""

    @abstractmethod
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    @abstractmethod
    async def close(self) -> None: ...

    async def outcome(self, txid: int) -> bool | None:
        """What became of the transaction `txid` (a CommitUnknown's): True committed,
        False rolled back, None not known (yet). Only PostgreSQL leaves a COMMIT's
        outcome unknown; elsewhere it is never known after the fact."""
        return None

    def stored_after_all(self) -> None:
        """A change whose COMMIT's outcome was unknown was found stored: what follows a
        commit follows now (bot/storage/observed.py: the change is marked stored, the
        outbox woken)."""

    async def listen(self, me: str, on_change: Callable[[], None]) -> bool:
        """Run `on_change` whenever another process commits a change that called
        `Tx.changed`; from now on this process's changes tell the others too (as `me`).
        Call it again to re-open a listener that was lost. False when nothing is heard:
        SQLite has one process, and a lost PostgreSQL listener leaves polling alone."""
        return False

    @property
    def backend_name(self) -> str:
        """For operators (/about, logs): which backend, without a password."""
        return "SQLite" if self.dialect == SQLITE else "PostgreSQL"


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str) -> str:
    """`sqlite:///data/games.db` -> `data/games.db` (relative), `sqlite:////srv/g.db` ->
    `/srv/g.db`; a plain path is taken as it is."""
    if url.startswith("sqlite://"):
        rest = url[len("sqlite://") :]
        return rest[1:] if rest.startswith("/") else rest
    return url


def redacted(url: str) -> str:
    """The URL without its password, for logs and /about."""
    if "://" not in url or "@" not in url:
        return url
    scheme, rest = url.split("://", 1)
    credentials, host = rest.rsplit("@", 1)
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}@{host}" if user else f"{scheme}://{host}"
