"""`python -m bot forget --user ID | --guild ID` (a subprocess, as an admin runs it) and the
FORGET_SERVERS_AFTER_DAYS setting."""

from __future__ import annotations

import asyncio
import io
import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_migrate_db import build_source, migrate

from bot.ops import startup_checks
from bot.ops.forget import main as forget_main
from bot.ops.writer_lock import hold_writer_lock
from bot.settings import Settings, SettingsError
from bot.storage import Database

ROOT = Path(__file__).resolve().parents[1]


def forget(
    tmp_path: Path, *args: str, url: str | None = None, path: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_PATH": path or str(tmp_path / "games.db")}
    env.pop("DATABASE_URL", None)
    if url is not None:
        env["DATABASE_URL"] = url
    return subprocess.run(
        [sys.executable, "-m", "bot", "forget", *args], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, timeout=60,
    )


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as conn:
        return conn.execute(sql).fetchall()


async def test_forget_a_user_and_a_server(tmp_path: Path) -> None:
    database = tmp_path / "games.db"
    await build_source(database)  # Alice (user 1) and Bob (2) in server 10; Carol's lobby
    done = forget(tmp_path, "--user", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Deleted the data of user 1: resigned 1 game(s)")
    names = " ".join(n for (n,) in rows(database, "SELECT names FROM games"))
    assert "Alice" not in names and "a former player" in names
    assert rows(database, "SELECT * FROM ratings WHERE user_id = 1") == []
    assert rows(database, "SELECT * FROM user_prefs WHERE user_id = 1") == []
    assert rows(database, "SELECT * FROM game_players WHERE user_id = 1") == []

    done = forget(tmp_path, "--guild", "10", "--yes")
    assert done.returncode == 0, done.stderr
    said = "Deleting them cannot be undone.\nDeleted every row of server 10 (3 games).\n"
    assert done.stdout.endswith(said)
    for table in ("games", "moves", "ratings", "game_results", "guild_settings", "guild_options", "outbox"):
        assert rows(database, f"SELECT COUNT(*) FROM {table}") == [(0,)], table


async def test_forget_on_postgresql(tmp_path: Path, postgres_url: str) -> None:
    await build_source(tmp_path / "source.db")
    assert await migrate("--from", f"sqlite:///{tmp_path / 'source.db'}", "--to", postgres_url) == 0
    done = forget(tmp_path, "--user", "1", url=postgres_url)
    assert done.returncode == 0 and "resigned 1 game(s)" in done.stdout, done.stderr
    db = await Database.open(postgres_url)
    try:
        names = " ".join(r["names"] for r in await db.fetchall("SELECT names FROM games"))
        assert "Alice" not in names and "a former player" in names
        assert await db.fetchall("SELECT * FROM ratings WHERE user_id = 1") == []
    finally:
        await db.close()
    done = forget(tmp_path, "--guild", "10", "--yes", url=postgres_url)
    assert done.returncode == 0 and done.stdout.endswith("Deleted every row of server 10 (3 games).\n"), done



@pytest.mark.parametrize(
    ("args", "says"),
    [
        ((), "usage: python -m bot forget --user USER_ID | --guild SERVER_ID [--yes]"),
        (("--user", "alice"), "'alice' is not a Discord id"),
        (("--guild", "1", "2"), "usage:"),
    ],
)
def test_bad_arguments_are_refused_in_one_line(tmp_path: Path, args: tuple[str, ...], says: str) -> None:
    done = forget(tmp_path, *args)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and says in done.stderr


async def test_no_database_and_a_running_bot_are_refused(tmp_path: Path) -> None:
    missing = forget(tmp_path, "--user", "1")
    assert missing.returncode == 1 and "there is no database at" in missing.stderr
    assert not (tmp_path / "games.db").exists()  # nothing created on the way
    database = tmp_path / "games.db"
    await build_source(database)
    lock = hold_writer_lock(str(database))  # as the running bot holds it
    try:
        busy = forget(tmp_path, "--user", "1")
    finally:
        assert lock is not None
        lock.close()
    assert busy.returncode == 1 and "stop it first" in busy.stderr and busy.stderr.count("\n") == 1
    assert "Alice" in " ".join(n for (n,) in rows(database, "SELECT names FROM games"))


def test_forget_servers_after_days_setting() -> None:
    assert Settings.from_env({}, dotenv=None).forget_servers_after_days == 30
    assert Settings.from_env({"FORGET_SERVERS_AFTER_DAYS": "7"}, dotenv=None).forget_servers_after_days == 7
    with pytest.raises(SettingsError, match="FORGET_SERVERS_AFTER_DAYS='0' is not allowed"):
        Settings.from_env({"FORGET_SERVERS_AFTER_DAYS": "0"}, dotenv=None)


def test_help_is_printed_and_exits_zero(tmp_path: Path) -> None:
    for flag in ("--help", "-h"):
        done = forget(tmp_path, flag)
        assert done.returncode == 0 and done.stderr == "", done
        usage = "usage: python -m bot forget --user USER_ID | --guild SERVER_ID [--yes]\n"
        assert done.stdout.startswith(usage)
        assert "docs/privacy.md" in done.stdout


def test_the_bots_start_checks_come_first(tmp_path: Path) -> None:
    """forget checks the database as the bot's start does: another program's database or a
    file that is no database is refused in one line, unchanged, with no lock file left."""
    other = tmp_path / "app.db"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n")
    before = sorted(p.name for p in tmp_path.iterdir())
    for path, says in (
        (str(other), "app.db is not this bot's database (it holds the table games and no schema_version"),
        (str(notes), "notes.txt is not a SQLite database"),
        (f"{tmp_path}/data/", "data/ names a folder, not a file"),
    ):
        done = forget(tmp_path, "--user", "1", path=path)
        assert done.returncode == 1 and done.stdout == "", done
        assert done.stderr.count("\n") == 1 and says in done.stderr, done.stderr
        assert "DATABASE_PATH=" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # no .lock, no folder, no file
    assert rows(other, "SELECT name FROM sqlite_master") == [("games",)]


def test_a_postgresql_server_that_never_answers_is_one_line_within_the_starts_seconds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(startup_checks, "POSTGRES_START_SECONDS", 1)
    monkeypatch.chdir(tmp_path)  # no .env
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        monkeypatch.setenv("DATABASE_URL", f"postgresql://bot:secret@127.0.0.1:{port}/games")
        began = time.monotonic()
        assert forget_main(["--user", "1"]) == 1
    assert time.monotonic() - began < 10
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"python -m bot forget: Could not open the database postgresql://bot@127.0.0.1:{port}/games: "
        "no answer within 1 s; check DATABASE_URL and that the server runs.\n"
    )


class Terminal(io.StringIO):
    """Typed answers, at what forget takes for a terminal."""

    def isatty(self) -> bool:
        return True


def games_of(database: Path, guild: int) -> int:
    return int(rows(database, f"SELECT COUNT(*) FROM games WHERE guild_id = {guild}")[0][0])


def test_forget_guild_says_what_it_deletes_and_asks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Not a coroutine: forget runs its own event loop, as from the command line.
    database = tmp_path / "games.db"
    asyncio.run(build_source(database))
    # No terminal to ask in (a script, a pipe): nothing without --yes.
    done = forget(tmp_path, "--guild", "10")
    assert done.returncode == 1 and games_of(database, 10) == 3
    assert done.stdout.startswith("Server 10 has 3 games (")
    assert done.stderr == (
        "python -m bot forget: nothing was deleted: add --yes to delete without being asked.\n"
    )
    # At a terminal: it asks, and anything but yes keeps the data.
    monkeypatch.setenv("DATABASE_PATH", str(database))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", Terminal("no\n"))
    assert forget_main(["--guild", "10"]) == 1
    out, err = capsys.readouterr()
    assert "Delete all of it? Type yes to go on: " in out and err.endswith("nothing was deleted.\n")
    assert games_of(database, 10) == 3
    monkeypatch.setattr(sys, "stdin", Terminal("yes\n"))
    assert forget_main(["--guild", "10"]) == 0
    assert capsys.readouterr().out.endswith("Deleted every row of server 10 (3 games).\n")
    assert games_of(database, 10) == 0


async def test_forget_an_unknown_id_says_so(tmp_path: Path) -> None:
    database = tmp_path / "games.db"
    await build_source(database)
    before = {t: rows(database, f"SELECT * FROM {t}") for t in ("games", "ratings", "outbox")}
    done = forget(tmp_path, "--user", "424242")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (
        "python -m bot forget: nothing is stored about user 424242 (check the id: Copy User ID); "
        "nothing was deleted.\n"
    )
    done = forget(tmp_path, "--guild", "424242", "--yes")
    assert done.returncode == 1 and done.stdout == ""
    assert "nothing is stored for server 424242 (check the id: Copy Server ID)" in done.stderr
    assert {t: rows(database, f"SELECT * FROM {t}") for t in before} == before
