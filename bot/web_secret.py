"""`python -m bot web-rotate-secret`: a new signing secret for the web table's links
(docs/web-table.md), so every link given out so far stops working (a leaked one, say).
Reads DATABASE_PATH / DATABASE_URL like the bot. On SQLite stop the bot first (one writer
per file); on PostgreSQL it may run: its processes read the new secret within seconds."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import time

import asyncpg

from bot.services.web_links import WebLinks
from bot.settings import Settings, SettingsError
from bot.startup_checks import SqliteLock, StartupProblem, open_postgres, sqlite_start
from bot.storage import Database, Storage
from bot.storage.db import redacted, sqlite_path
from bot.storage.migrations import SchemaTooNew
from bot.writer_lock import DatabaseBusy

DONE = (
    "The web table has a new signing secret: every link given out so far no longer opens. "
    "Players get new ones with /board private:true."
)


def fail(line: str) -> int:
    print(f"web-rotate-secret: {line}", file=sys.stderr)
    return 1


async def rotate(settings: Settings) -> None:
    if settings.uses_postgres:
        db = await open_postgres(settings.database)
    else:
        db = await Database.open(settings.database)
    try:
        await WebLinks(Storage.over(db).meta, time.time).rotate()
    finally:
        await db.close()


def main(argv: list[str]) -> int:
    if {"-h", "--help"} & set(argv):
        print(__doc__)
        return 0
    if argv:
        return fail(f"it takes no arguments, not {' '.join(argv)!r}.")
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return fail(str(exc))
    lock = None
    try:
        start = sqlite_start(settings)
        if start is not None:
            lock = SqliteLock(start)
            lock.take()
    except StartupProblem as exc:
        return fail(str(exc))
    except DatabaseBusy:
        path = sqlite_path(settings.database)
        return fail(f"the bot is running on {path}: stop it first (SQLite has one writer).")
    status = 1
    try:
        asyncio.run(rotate(settings))
        print(DONE)
        status = 0
    except (StartupProblem, SchemaTooNew) as exc:
        return fail(str(exc))
    except (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        why = str(exc) or type(exc).__name__
        return fail(f"could not use the database {redacted(settings.database)}: {why}")
    finally:
        if lock is not None:
            lock.release(failed=status != 0)
    return status
