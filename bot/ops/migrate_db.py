"""`python -m bot migrate-db --from URL --to URL`: copy a whole database into an empty one,
SQLite to PostgreSQL or back (or SQLite to SQLite, PostgreSQL to PostgreSQL).

Both databases are opened with `Database.open`, so both schemas are brought to LATEST
first. The source is read in one snapshot; the target is written in ONE transaction, and
that transaction is also where the copy is checked (row counts, every started game
replayed from its log), so a copy that fails its check commits nothing. Stop the bot
before migrating: changes it made after the snapshot would not be copied."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
from collections.abc import Callable, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from typing import IO, Any
from urllib.parse import parse_qsl, urlsplit

import asyncpg

from bot.ops.masking import scrubbed
from bot.ops.migrate_checks import batches, replay_problems
from bot.ops.writer_lock import DatabaseBusy, hold_writer_lock
from bot.storage.db import (
    POSTGRESQL,
    Database,
    IntegrityError,
    Row,
    Tx,
    is_postgres_url,
    redacted,
    sqlite_path,
)
from bot.storage.migrations import SchemaTooNew, tables_of

USAGE = "usage: python -m bot migrate-db --from URL --to URL"

# Every table of the schema that holds data, parents before children (the target checks
# foreign keys as rows arrive), each with its primary key: the source is read in key order,
# one batch after another (keyset paging: no OFFSET rescans on big tables).
# tests/test_migrate_db.py fails when a migration adds a table that is not listed here.
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("games", ("id",)),
    ("game_players", ("game_id", "user_id")),
    ("plans", ("game_id",)),
    ("moves", ("game_id", "n")),
    ("proposals", ("id",)),
    ("game_results", ("game_id",)),
    ("result_players", ("game_id", "seat")),
    ("rating_history", ("game_id", "user_id")),
    ("ratings", ("guild_id", "game_key", "user_id")),
    ("outbox", ("id",)),
    ("sends", ("item_id", "slot")),
    ("user_prefs", ("user_id",)),
    ("guild_settings", ("guild_id",)),
    ("guild_options", ("guild_id",)),
    ("meta", ("key",)),
    ("departed_guilds", ("guild_id",)),
    ("away_periods", ("user_id", "started_at")),
    ("guild_away", ("guild_id",)),
    ("digests", ("user_id", "day")),
    ("tournaments", ("id",)),
    ("tournament_entrants", ("tournament_id", "user_id")),
    ("tournament_games", ("tournament_id", "round", "slot", "leg")),
)


# The errors a copy can meet (a database unreachable, a key refused, a schema too new):
# reported in one line each, never a traceback.
DATABASE_ERRORS = (
    OSError,
    sqlite3.Error,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    IntegrityError,
    SchemaTooNew,
)


def is_copied(table: str) -> bool:
    """schema_version belongs to each database; shard_* tables are per-process bookkeeping."""
    return table != "schema_version" and not table.startswith("shard_")


class Refused(Exception):
    """The migration will not run, or its copy did not pass its check: lines for stderr."""

    def __init__(self, *lines: str) -> None:
        super().__init__(lines[-1])
        self.lines = lines


@dataclass
class Report:
    counts: dict[str, int] = field(default_factory=dict)
    # Games already marked broken in the source whose log does not replay: copied as they are.
    broken: list[str] = field(default_factory=list)


# ---- arguments --------------------------------------------------------------------------
def parse_args(argv: Sequence[str]) -> tuple[str, str] | None:
    """(from, to); None when an argument is missing, repeated or unknown."""
    found: dict[str, str] = {}
    items = list(argv)
    while items:
        flag = items.pop(0)
        name, eq, value = flag.partition("=")
        if name not in ("--from", "--to") or name in found:
            return None
        if not eq:
            if not items:
                return None
            value = items.pop(0)
        if not value:
            return None
        found[name] = value
    if len(found) != 2:
        return None
    return found["--from"], found["--to"]


def database_identity(url: str) -> tuple[Any, ...]:
    """What names one database, whatever the spelling: the real file path for SQLite;
    server, port, database name and connection options (not the user) for PostgreSQL."""
    if not is_postgres_url(url):
        return ("sqlite", os.path.realpath(sqlite_path(url)))
    parts = urlsplit(url)
    query = tuple(sorted(parse_qsl(parts.query)))
    return ("postgresql", (parts.hostname or "").lower(), parts.port or 5432, parts.path, query)


# ---- reading and writing ----------------------------------------------------------------
async def column_types(db: Database) -> dict[tuple[str, str], str]:
    """(table, column) -> PostgreSQL data type; empty for SQLite, which takes any value."""
    if db.dialect != POSTGRESQL:
        return {}
    rows = await db.fetchall(
        "SELECT table_name, column_name, data_type FROM information_schema.columns "
        "WHERE table_schema = current_schema()"
    )
    return {(str(r[0]), str(r[1])): str(r[2]) for r in rows}


def for_postgres(value: Any, data_type: str) -> Any:
    """A SQLite value in the type its PostgreSQL column wants. SQLite's declared types are
    only preferences (a value may come back as int or float whatever the column says), and
    asyncpg checks each parameter's type against its column."""
    if data_type == "double precision" and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if data_type == "bigint" and isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def converter(
    table: str, columns: list[str], types: dict[tuple[str, str], str]
) -> Callable[[Row], tuple[Any, ...]]:
    wanted = [types.get((table, column), "") for column in columns]
    if not types:
        return lambda row: tuple(row[c] for c in columns)
    return lambda row: tuple(for_postgres(row[c], t) for c, t in zip(columns, wanted, strict=True))


async def copy_table(
    source: Tx, target: Tx, table: str, key: tuple[str, ...], types: dict[tuple[str, str], str]
) -> int:
    """Copy one table as it is (ids included); how many rows."""
    copied = 0
    async for rows in batches(source, table, key):
        # Column names come from the source rows: whatever the schema holds, in its order.
        # (keys(), not iteration: a sqlite3.Row iterates its values.)
        keys = rows[0].keys()
        columns = [str(c) for c in keys]
        names = ", ".join(f'"{c}"' for c in columns)
        marks = ", ".join("?" * len(columns))
        convert = converter(table, columns, types)
        await target.executemany(
            f"INSERT INTO {table} ({names}) VALUES ({marks})", [convert(r) for r in rows]
        )
        copied += len(rows)
    return copied


async def reset_sequences(target: Tx) -> None:
    """Identity columns do not notice rows inserted with their ids: move each sequence past
    the largest copied id, so the next game (proposal, outbox item) gets a fresh one."""
    for table, key in TABLES:
        if key == ("id",):
            await target.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            )


async def count_rows(tx: Tx) -> dict[str, int]:
    counts: dict[str, int] = {}
    for table, _ in TABLES:
        row = await tx.fetchone(f"SELECT COUNT(*) FROM {table}")
        counts[table] = int(row[0]) if row else 0
    return counts


async def check_copy(target: Tx, expected: dict[str, int], report: Report) -> None:
    counts = await count_rows(target)
    for table, n in expected.items():
        if counts[table] != n:
            raise Refused(
                f"Copy check failed: {table} has {counts[table]:,} rows in the target, {n:,} in the source."
            )
    failed, broken = await replay_problems(target)
    if failed:
        raise Refused(
            *failed,
            f"Nothing was copied: {len(failed)} game(s) above do not replay from their log and are not "
            "marked broken in the source (the bot marks such a game when it loads it; a marked game is "
            "copied as it is).",
        )
    report.counts = counts
    report.broken = broken


# ---- the migration ----------------------------------------------------------------------
def refuse_before_opening(source_url: str, target_url: str) -> None:
    if database_identity(source_url) == database_identity(target_url):
        raise Refused(f"--from and --to name the same database ({redacted(source_url)}): nothing to copy.")
    if not is_postgres_url(source_url) and not os.path.exists(sqlite_path(source_url)):
        # Database.open would create an empty one, and the copy would "succeed" with nothing.
        raise Refused(f"There is no database at {sqlite_path(source_url)}: check --from.")


def hold_sqlite_locks(stack: AsyncExitStack, urls: Sequence[str]) -> None:
    """A running bot on a SQLite file holds its writer lock: refuse to copy under it (its
    later moves would be missing from the copy)."""
    for url in urls:
        if is_postgres_url(url):
            continue
        try:
            handle = hold_writer_lock(sqlite_path(url))
        except DatabaseBusy:
            raise Refused(f"A bot is running on {sqlite_path(url)}: stop it before migrating.") from None
        if handle is not None:
            stack.callback(handle.close)


async def refuse_unsafe(source: Database, target: Database, target_url: str) -> None:
    unknown = sorted(t for t in await tables_of(source) if is_copied(t) and t not in dict(TABLES))
    if unknown:
        raise Refused(
            f"The source has tables this command does not copy ({', '.join(unknown)}): update TABLES."
        )
    async with target.transaction() as tx:
        filled = [table for table, n in (await count_rows(tx)).items() if n]
    if filled:
        raise Refused(
            f"The target {redacted(target_url)} is not empty (rows in {', '.join(filled)}): "
            "migrate into an empty database only."
        )


async def copy_all(source: Database, target: Database) -> Report:
    report = Report()
    types = await column_types(target)
    async with source.transaction() as src, target.transaction() as dst:
        if source.dialect == POSTGRESQL:
            # One snapshot for every table (on SQLite the open transaction already is one).
            await src.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
        expected = await count_rows(src)
        for table, key in TABLES:
            await copy_table(src, dst, table, key, types)
        if target.dialect == POSTGRESQL:
            await reset_sequences(dst)
        # Checked before the commit: a failed check leaves the target empty.
        await check_copy(dst, expected, report)
    return report


async def migrate(source_url: str, target_url: str) -> Report:
    """Copy everything from source_url into the empty database at target_url; raises
    Refused (nothing written) when it will not or the copy does not check out."""
    refuse_before_opening(source_url, target_url)
    async with AsyncExitStack() as stack:
        hold_sqlite_locks(stack, (source_url, target_url))
        source = await Database.open(source_url)
        stack.push_async_callback(source.close)
        target = await Database.open(target_url)
        stack.push_async_callback(target.close)
        await refuse_unsafe(source, target, target_url)
        return await copy_all(source, target)


def summary(report: Report, source_url: str, target_url: str) -> list[str]:
    lines = [f"{table:<16}{n:>12,} {'row' if n == 1 else 'rows'}" for table, n in report.counts.items()]
    lines += [f"{line} (already marked broken in the source; copied as it is)" for line in report.broken]
    games = report.counts.get("games", 0)
    total = sum(report.counts.values())
    replayed = "every game replays from its log"
    if report.broken:
        replayed += f" except {len(report.broken)} already marked broken (listed above)"
    lines.append(
        f"Copied {games:,} games ({len(report.counts)} tables, {total:,} rows) from {redacted(source_url)} "
        f"to {redacted(target_url)}; {replayed}."
    )
    return lines


def main(argv: Sequence[str], out: IO[str] | None = None, err: IO[str] | None = None) -> int:
    """The `migrate-db` subcommand: 0 when copied and checked, 1 (with lines on stderr) when not."""
    out, err = out or sys.stdout, err or sys.stderr
    urls = parse_args(argv)
    if urls is None:
        print(USAGE, file=err)
        return 1
    try:
        report = asyncio.run(migrate(*urls))
    except Refused as exc:
        for line in exc.lines:
            print(line, file=err)
        return 1
    except DATABASE_ERRORS as exc:
        # One line, whatever the driver's message looks like.
        message = " ".join(str(exc).split())
        print(scrubbed(f"Migration failed, nothing was copied: {message}", urls), file=err)
        return 1
    for line in summary(report, *urls):
        print(line, file=out)
    return 0
