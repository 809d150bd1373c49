"""`python -m bot`: settings from `.env` / the environment, then run until stopped.
`python -m bot backup TARGET [--force]`: a consistent copy of the database, also while the bot runs.
`python -m bot migrate-db --from URL --to URL`: copy a whole database into an empty one.
`python -m bot web-rotate-secret`: a new signing secret for the web table's links.
`python -m bot --help`, `python -m bot --version`."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sqlite3
import sys
from importlib import metadata
from typing import NoReturn

import aiohttp
import discord

from bot import migrate_db
from bot.app import ShardsTaken, create_bot
from bot.backup import BackupRefused, backup
from bot.forget import main as forget_main
from bot.settings import Settings, SettingsError
from bot.startup_checks import SqliteLock, StartupProblem, open_postgres, setting_of, sqlite_start
from bot.storage.db import sqlite_path
from bot.web_secret import main as web_secret_main
from bot.writer_lock import DatabaseBusy

DISTRIBUTION = "pyramid-table"


def version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown (not installed as a package)"


class OneLineParser(argparse.ArgumentParser):
    """argparse, with a mistake on the command line told in one line (not usage + error)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help).\n")


def parser() -> argparse.ArgumentParser:
    top = OneLineParser(
        prog="python -m bot",
        description="Pyramid Table, a Discord bot for asynchronous board and card games. "
        "Without a command it runs the bot.",
        epilog="Settings come from the environment or .env in the working folder: see README.md "
        "and .env.example.",
    )
    top.add_argument("--version", action="version", version=f"{DISTRIBUTION} {version()}")
    commands = top.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    copy = commands.add_parser(
        "backup",
        help="copy the SQLite database to TARGET (safe while the bot runs)",
        description="Copy the SQLite database (DATABASE_PATH or DATABASE_URL) to TARGET with SQLite's "
        "online backup API: safe while the bot runs. Never writes over the live database.",
    )
    copy.add_argument("target", metavar="TARGET", help="the new file, e.g. backups/games-2026-11-25.db")
    copy.add_argument("--force", action="store_true", help="replace TARGET if it exists")
    # Parsed by bot/migrate_db.py itself (see main); listed here for --help.
    commands.add_parser(
        "migrate-db", help="copy the whole database into an empty one (python -m bot migrate-db --help)"
    )
    # Parsed by bot/forget.py itself, likewise.
    commands.add_parser(
        "forget", help="delete a user's or a server's data (python -m bot forget --help)"
    )
    commands.add_parser(
        "web-rotate-secret", help="a new secret for the web table's links: every old link stops working"
    )
    return top


MIGRATE_HELP = f"""{migrate_db.USAGE}

Copy the whole database (--from) into an empty one (--to): SQLite to PostgreSQL or back,
or to another database of the same kind. URLs are sqlite:///path/to/games.db (or a plain
path) and postgresql://user:password@host/database. The copy is written in one
transaction and checked (row counts, every started game replayed from its log) before it
is committed. Stop the bot first. See docs/deploy.md."""


def fail(line: str) -> int:
    print(line, file=sys.stderr)
    return 1


async def postgres_problem(url: str) -> str | None:
    """One line when the PostgreSQL database cannot be opened (unreachable, refused,
    another program's, a schema from a newer bot); None when it opens (and is migrated)."""
    try:
        db = await open_postgres(url)
    except StartupProblem as exc:
        return str(exc)
    await db.close()
    return None


def run_backup(settings: Settings, target: str, force: bool) -> int:
    if settings.uses_postgres:
        return fail("backup copies a SQLite file; for PostgreSQL use pg_dump (see docs/deploy.md).")
    try:
        sqlite_start(settings)  # the bot's own start checks: e.g. another program's database
    except StartupProblem as exc:
        return fail(str(exc))
    path = sqlite_path(settings.database)
    try:
        games = backup(path, target, force=force)
    except BackupRefused as exc:
        return fail(f"Backup refused: {exc}")
    except (OSError, sqlite3.Error) as exc:
        return fail(f"Backup to {target} failed: {exc}.")
    print(f"Copied {path} to {target} ({games} games).")
    return 0


def setup_logging(level: str) -> None:
    # Colours only for a terminal: plain lines in log files and service journals.
    if sys.stderr.isatty():
        discord.utils.setup_logging(level=getattr(logging, level))
        return
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=getattr(logging, level), handlers=[handler])


def run_bot(settings: Settings) -> int:
    setup_logging(settings.log_level)
    if not settings.token:
        return fail("DISCORD_TOKEN is not set: put it in .env or the environment (see README).")
    # Everything about the database is checked before Discord is contacted.
    lock = None
    try:
        start = sqlite_start(settings)
        if start is not None:
            # SQLite has one writer: a second process on the same file refuses to start.
            lock = SqliteLock(start)
            lock.take()
    except (StartupProblem, DatabaseBusy) as exc:
        return fail(str(exc))
    if settings.uses_postgres:
        problem = asyncio.run(postgres_problem(settings.database))
        if problem:
            return fail(problem)
    status = 1
    try:
        status = run_until_stopped(settings)
    finally:
        if lock is not None:
            lock.release(failed=status != 0)
    return status


def run_until_stopped(settings: Settings) -> int:
    bot = create_bot(settings)
    # systemd stops a service with SIGTERM: close as on Ctrl-C (the shard claim is given back).
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        bot.run(settings.token or "", log_handler=None)
    except ShardsTaken as exc:
        return fail(str(exc))
    except discord.LoginFailure:
        return fail("Discord rejected DISCORD_TOKEN: check the token in .env (Developer Portal > Bot).")
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused the connection over intents; this bot needs none enabled.")
    except sqlite3.Error as exc:
        return fail(f"{setting_of(settings)} cannot be used: {exc}.")
    except (aiohttp.ClientConnectionError, OSError) as exc:
        # No traceback for a network problem: say what failed in one line.
        return fail(f"Could not reach Discord ({exc.__class__.__name__}): check the network and try again.")
    except KeyboardInterrupt:
        return 0
    return 0


def main(argv: list[str] | None = None) -> int:
    # The console script `pyramid-table` calls main() with no arguments: read them here.
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "migrate-db":
        if {"-h", "--help"} & set(argv[1:]):
            print(MIGRATE_HELP)
            return 0
        # Both databases are named on the command line: no settings needed.
        return migrate_db.main(argv[1:])
    if argv and argv[0] == "forget":
        return forget_main(argv[1:])
    if argv and argv[0] == "web-rotate-secret":
        return web_secret_main(argv[1:])
    try:
        args = parser().parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a mistake already told in one line
        return exc.code if isinstance(exc.code, int) else 0
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return fail(str(exc))
    if args.command == "backup":
        return run_backup(settings, args.target, args.force)
    return run_bot(settings)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
