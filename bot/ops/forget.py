"""`python -m bot forget --user ID | --guild ID`: an admin deletes a user's or a server's
data (the same work as /privacy's Delete my data, and as the job for servers that removed
the bot). Reads DATABASE_PATH / DATABASE_URL like the bot, and checks it as the bot's start
does. On SQLite the bot must be stopped first (one writer per file); on PostgreSQL it may
run, and the tables learn of the resignations when it next delivers its announcements."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import time

import asyncpg

from bot.ops.startup_checks import SqliteLock, StartupProblem, open_postgres, sqlite_start
from bot.ops.writer_lock import DatabaseBusy
from bot.services.languages import Languages
from bot.services.privacy import PrivacyService
from bot.services.sessions import Sessions
from bot.settings import Settings, SettingsError
from bot.storage import Database, Storage
from bot.storage.db import redacted, sqlite_path
from bot.storage.migrations import SchemaTooNew

USAGE = "usage: python -m bot forget --user USER_ID | --guild SERVER_ID [--yes]"
HELP = f"""{USAGE}

Delete a user's data (--user: the same as their /privacy Delete my data: their running
games are resigned, their lobbies left or closed, their seats in other games renamed "a
former player", their ratings and settings deleted) or every row of a server (--guild).
Ids are the digits Discord's Copy User ID / Copy Server ID give. The database is the one
DATABASE_PATH or DATABASE_URL names (.env or the environment), checked as the bot's start
checks it. On SQLite stop the bot first. See docs/privacy.md.

--guild first says what the server has stored and asks before deleting it; --yes deletes
without asking (for scripts: without a terminal to ask in, --yes is needed)."""
MAX_ID = 2**63 - 1  # what the database holds


def fail(line: str) -> int:
    print(f"python -m bot forget: {line}", file=sys.stderr)
    return 1


def parse(argv: list[str]) -> tuple[str, int] | str:
    """(what, id), or the one line saying what is wrong. `--yes` is taken out first."""
    argv = [a for a in argv if a != "--yes"]
    if len(argv) != 2 or argv[0] not in ("--user", "--guild"):
        return USAGE
    if not argv[1].isdigit() or not 0 < int(argv[1]) <= MAX_ID:
        return f"{argv[1]!r} is not a Discord id: use the digits of the id (Copy User ID / Copy Server ID)."
    return argv[0][2:], int(argv[1])


# Rows that name a user outside the games (which describe_user counts).
USER_TRACES = (
    "SELECT COUNT(*) AS n FROM away_periods WHERE user_id = ?",
    "SELECT COUNT(*) AS n FROM digests WHERE user_id = ?",
    "SELECT COUNT(*) AS n FROM tournament_entrants WHERE user_id = ?",
    "SELECT COUNT(*) AS n FROM tournaments WHERE organiser_id = ?",
)


async def count(db: Database, sql: str, value: int) -> int:
    row = await db.fetchone(sql, (value,))
    return int(row["n"]) if row else 0


async def user_is_stored(service: PrivacyService, db: Database, user_id: int) -> bool:
    about = await service.describe_user(user_id)
    if about.names or about.unfinished or about.finished or about.ratings or about.rating_changes:
        return True
    if about.notify is not None:
        return True
    return any([await count(db, sql, user_id) for sql in USER_TRACES])


async def server_words(db: Database, guild_id: int) -> str | None:
    """What a server has stored, e.g. "3 games (1 being played, 1 lobby, 1 finished),
    1 tournament, 4 ratings and its settings"; None when nothing is stored."""
    statuses = await db.fetchall(
        "SELECT status, COUNT(*) AS n FROM games WHERE guild_id = ? GROUP BY status ORDER BY status",
        (guild_id,),
    )
    games = sum(int(r["n"]) for r in statuses)
    events = await count(db, "SELECT COUNT(*) AS n FROM tournaments WHERE guild_id = ?", guild_id)
    ratings = await count(db, "SELECT COUNT(*) AS n FROM ratings WHERE guild_id = ?", guild_id)
    settings = sum([
        await count(db, f"SELECT COUNT(*) AS n FROM {table} WHERE guild_id = ?", guild_id)
        for table in ("guild_settings", "guild_options", "guild_away")
    ])
    if not (games or events or ratings or settings):
        return None
    split = ", ".join(f"{int(r['n'])} {STATUS_WORDS.get(r['status'], r['status'])}" for r in statuses)
    words = [plural(games, "game") + (f" ({split})" if split else ""), plural(events, "tournament")]
    words.append(plural(ratings, "rating"))
    return ", ".join(words) + (" and its settings" if settings else "")


STATUS_WORDS = {"active": "being played", "lobby": "in a lobby"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def ask(question: str) -> bool:
    """True when the admin types yes at the terminal."""
    try:
        return input(question).strip().lower() in ("y", "yes")
    except EOFError:
        return False


class NotDone(Exception):
    """Nothing was deleted: the one line says why."""


async def forget(settings: Settings, what: str, target: int, sure: bool) -> str:
    if settings.uses_postgres:
        db = await open_postgres(settings.database)  # within the start's seconds, or one line
    else:
        db = await Database.open(settings.database)
    try:
        store = Storage.over(db)
        service = PrivacyService(store, Sessions(store.games, time.time), time.time, Languages(store.prefs))
        if what == "guild":
            words = await server_words(db, target)
            if words is None:
                raise NotDone(f"nothing is stored for server {target} (check the id: Copy Server ID).")
            print(f"Server {target} has {words}. Deleting them cannot be undone.")
            if not sure:
                if not sys.stdin.isatty():
                    raise NotDone("nothing was deleted: add --yes to delete without being asked.")
                if not ask("Delete all of it? Type yes to go on: "):
                    raise NotDone("nothing was deleted.")
            games = await db.fetchone("SELECT COUNT(*) AS n FROM games WHERE guild_id = ?", (target,))
            await service.forget_guild(target)
            return f"Deleted every row of server {target} ({int(games['n']) if games else 0} games)."
        if not await user_is_stored(service, db, target):
            raise NotDone(
                f"nothing is stored about user {target} (check the id: Copy User ID); nothing was deleted."
            )
        done = await service.forget_user(target)
        return (
            f"Deleted the data of user {target}: resigned {len(done.resigned)} game(s), left or closed "
            f"{len(done.lobbies)} lobby(ies); {done.games} game(s) now show “a former player”."
        )
    finally:
        await db.close()


def main(argv: list[str]) -> int:
    if {"-h", "--help"} & set(argv):
        print(HELP)
        return 0
    parsed = parse(argv)
    if isinstance(parsed, str):
        return fail(parsed)
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return fail(str(exc))
    lock = None
    path = sqlite_path(settings.database)
    try:
        # The bot's own start checks: another program's database, a folder, no permission...
        start = sqlite_start(settings)
        if start is not None:
            if not start.path.is_file():
                return fail(f"there is no database at {path} (DATABASE_PATH): nothing to delete.")
            lock = SqliteLock(start)
            lock.take()
    except StartupProblem as exc:
        return fail(str(exc))
    except DatabaseBusy:
        return fail(f"the bot is running on {path}: stop it first (SQLite has one writer).")
    status = 1
    try:
        print(asyncio.run(forget(settings, *parsed, sure="--yes" in argv)))
        status = 0
    except NotDone as exc:
        return fail(str(exc))
    except (StartupProblem, SchemaTooNew) as exc:
        return fail(str(exc))
    except (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        why = str(exc) or exc.__class__.__name__
        return fail(f"could not use the database {redacted(settings.database)}: {why}")
    finally:
        if lock is not None:
            lock.release(failed=status != 0)
    return status
