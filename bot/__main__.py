"""`python -m bot`: settings from `.env` / the environment, then run until stopped.
`python -m bot backup PATH`: a consistent copy of the database, also while the bot runs.
`python -m bot migrate-db --from URL --to URL`: copy a whole database into an empty one."""

from __future__ import annotations

import asyncio
import logging
import signal
import sqlite3
import sys

import aiohttp
import asyncpg
import discord

from bot import migrate_db
from bot.app import ShardsTaken, create_bot
from bot.backup import backup
from bot.privacy.cli import main as forget_main
from bot.settings import Settings, SettingsError
from bot.storage.db import Database, redacted, sqlite_path
from bot.storage.migrations import LATEST, SchemaTooNew
from bot.writer_lock import DatabaseBusy, hold_writer_lock

USAGE = (
    "usage: python -m bot              run the bot\n"
    "       python -m bot backup PATH  copy the database to PATH (safe while the bot runs)\n"
    "       python -m bot migrate-db --from URL --to URL  copy the whole database into an empty one\n"
    "       python -m bot forget --user ID | --guild ID  delete a user's or a server's data"
)


def fail(line: str) -> int:
    print(line, file=sys.stderr)
    return 1


def schema_problem(database: str) -> str | None:
    """One line when the database was written by a newer bot (checked before connecting)."""
    try:
        conn = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    except sqlite3.Error:
        return None  # no database yet: it is created at start
    try:
        row = conn.execute("SELECT version FROM schema_version").fetchone()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    if row and int(row[0]) > LATEST:
        return (
            f"The database {database} has schema version {row[0]}, newer than this bot knows ({LATEST}): "
            "upgrade the bot, or set DATABASE_URL to another database."
        )
    return None


async def postgres_problem(url: str) -> str | None:
    """One line when the PostgreSQL database cannot be opened (unreachable, refused, a
    schema from a newer bot); None when it opens (and is migrated) fine."""
    try:
        db = await Database.open(url)
    except SchemaTooNew as exc:
        return str(exc)
    except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        return f"Could not open the database {redacted(url)}: {exc.__class__.__name__}: {exc}".rstrip()
    await db.close()
    return None


def run_backup(settings: Settings, argv: list[str]) -> int:
    if len(argv) != 1:
        return fail(USAGE)
    if settings.uses_postgres:
        return fail("backup copies a SQLite file; for PostgreSQL use pg_dump (see docs/deploy.md).")
    path = sqlite_path(settings.database)
    try:
        games = backup(path, argv[0])
    except (OSError, sqlite3.Error) as exc:
        return fail(f"Backup failed: {exc}.")
    print(f"Copied {path} to {argv[0]} ({games} games).")
    return 0


def main(argv: list[str] | None = None) -> int:
    # The console script `pyramid-table` calls main() with no arguments: read them here.
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "migrate-db":
        # Both databases are named on the command line: no settings needed.
        return migrate_db.main(argv[1:])
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return fail(str(exc))
    if argv and argv[0] == "backup":
        return run_backup(settings, argv[1:])
    if argv and argv[0] == "forget":
        return forget_main(argv[1:])
    if argv:
        return fail(USAGE)
    # Colours only for a terminal: plain lines in log files and service journals.
    handler = logging.StreamHandler()
    if sys.stderr.isatty():
        discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        logging.basicConfig(level=getattr(logging, settings.log_level), handlers=[handler])
    if not settings.token:
        return fail("DISCORD_TOKEN is not set: put it in .env or the environment (see README).")
    lock = None
    if settings.uses_postgres:
        problem = asyncio.run(postgres_problem(settings.database))
        if problem:
            return fail(problem)
    else:
        # SQLite has one writer: a second process on the same file refuses to start.
        path = sqlite_path(settings.database)
        problem = schema_problem(path)
        if problem:
            return fail(problem)
        try:
            lock = hold_writer_lock(path)
        except DatabaseBusy as exc:
            return fail(str(exc))
    bot = create_bot(settings)
    # systemd stops a service with SIGTERM: close as on Ctrl-C (the shard claim is given back).
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        bot.run(settings.token, log_handler=None)
    except ShardsTaken as exc:
        return fail(str(exc))
    except discord.LoginFailure:
        return fail("Discord rejected DISCORD_TOKEN: check the token in .env (Developer Portal > Bot).")
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused the connection over intents; this bot needs none enabled.")
    except (aiohttp.ClientConnectionError, OSError) as exc:
        # No traceback for a network problem: say what failed in one line.
        return fail(f"Could not reach Discord ({exc.__class__.__name__}): check the network and try again.")
    except KeyboardInterrupt:
        return 0
    finally:
        if lock is not None:
            lock.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
