"""`python -m bot` with a database setting it cannot use: one line naming the setting, a
non-zero exit within seconds, before Discord is contacted, and nothing left behind (no
folder, no lock file, no process). Run as a real subprocess, as an admin would."""

from __future__ import annotations

import asyncio
import ctypes
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

import bot.__main__ as main_module
from bot.ops import startup_checks
from bot.settings import Settings
from bot.storage import Database

ROOT = Path(__file__).resolve().parent.parent
# Capability numbers (linux/capability.h) and prctl's PR_CAPBSET_DROP.
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, PR_CAPBSET_DROP = 1, 2, 24


def without_root_override() -> Callable[[], None] | None:
    """For a test run as root: a pre-exec hook that makes file permissions bind the child
    (root normally ignores them), so "no permission" is tested for real. None when not root."""
    if os.geteuid() != 0:
        return None
    if not sys.platform.startswith("linux"):
        pytest.skip("as root, file permissions can be made to bind only on Linux (capabilities)")
    libc = ctypes.CDLL(None, use_errno=True)

    def drop() -> None:
        for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
            if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
                raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")

    return drop


def run_bot(
    cwd: Path, settings: dict[str, str], *args: str, preexec: Callable[[], None] | None = None
) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "SHARD_", "DISCORD_"))}
    # Shaped like a bot token (three parts), so that a start gets as far as Discord.
    token = "bm90LWEtcmVhbA.AAAAAA.not-a-real-token-at-all-x"
    env.update({"DISCORD_TOKEN": token, "PYTHONPATH": str(ROOT)}, **settings)
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=preexec,
    )
    return done, time.monotonic() - began


def tree(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def assert_refused(done: subprocess.CompletedProcess[str], seconds: float, setting: str, words: str) -> None:
    err = done.stderr.strip()
    assert done.returncode != 0, done
    assert "\n" not in err, err  # one line, no traceback
    assert err.startswith(f"{setting}="), err
    assert words in err, err
    # Refused before the bot went to Discord (it would have logged in or failed to reach it).
    assert "Discord" not in err and "logging in" not in err
    assert seconds < 20, f"took {seconds:.1f} s"


@pytest.fixture
def place(tmp_path: Path) -> Path:
    folder = tmp_path / "place"
    folder.mkdir()
    (folder / "notes.txt").write_text("not a folder\n")
    shutil.copy(ROOT / "README.md", folder / "README.md")
    (folder / "a folder").mkdir()
    (folder / "loop.db").symlink_to("loop.db")
    (folder / "gone.db").symlink_to(folder / "gone" / "games.db")
    return folder


CASES = [
    ("/proc/nope/games.db", "the folder /proc/nope cannot be created"),
    ("{place}/notes.txt/games.db", "notes.txt is a file, not a folder"),
    ("{place}/notes.txt/deeper/games.db", "notes.txt is a file, not a folder"),
    ("{place}/README.md", "README.md is not a SQLite database"),
    ("{place}/a folder", "a folder is a folder; name the database file in it"),
    ("{place}/loop.db", "loop.db is a link to loop.db, which does not exist (or is a loop)"),
    ("{place}/gone.db", "gone/games.db, which does not exist"),
    ("/dev/null", "/dev/null is not a regular file"),
]


@pytest.mark.parametrize(("path", "words"), CASES)
def test_a_database_path_that_cannot_be_used_is_one_line(place: Path, path: str, words: str) -> None:
    before = tree(place)
    done, seconds = run_bot(place, {"DATABASE_PATH": path.format(place=place)})
    assert_refused(done, seconds, "DATABASE_PATH", words)
    assert tree(place) == before  # no README.md.lock, no folder


def test_a_database_url_is_named_as_such(place: Path) -> None:
    before = tree(place)
    done, seconds = run_bot(place, {"DATABASE_URL": f"sqlite:///{place}/README.md"})
    assert_refused(done, seconds, "DATABASE_URL", "is not a SQLite database")
    assert tree(place) == before


def test_an_unreachable_postgresql_is_one_line_without_the_password(place: Path) -> None:
    done, seconds = run_bot(place, {"DATABASE_URL": "postgresql://bot:secret@127.0.0.1:1/games"})
    err = done.stderr.strip()
    assert done.returncode != 0 and "\n" not in err and seconds < 20
    assert "DATABASE_URL" in err and "127.0.0.1:1" in err and "secret" not in err


def make_database(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()


def test_no_permission_is_one_line(place: Path) -> None:
    preexec = without_root_override()
    locked = place / "locked"
    locked.mkdir()
    make_database(locked / "games.db")
    readonly = place / "readonly"
    readonly.mkdir()
    make_database(readonly / "games.db")
    hidden = place / "hidden"
    hidden.mkdir()
    (locked / "games.db").chmod(0o400)
    readonly.chmod(0o555)
    hidden.chmod(0o000)
    try:
        before = tree(locked) | tree(readonly)
        for path, words in (
            (locked / "games.db", "no permission to read and write"),
            (readonly / "games.db", f"no permission to create files in {readonly}, which SQLite needs"),
            (readonly / "new.db", f"no permission to create files in {readonly}"),
            (readonly / "a" / "b" / "new.db", f"no permission to create files in {readonly}"),
            (hidden / "games.db", "cannot be reached (Permission denied)"),
        ):
            done, seconds = run_bot(place, {"DATABASE_PATH": str(path)}, preexec=preexec)
            assert_refused(done, seconds, "DATABASE_PATH", words)
        assert tree(locked) | tree(readonly) == before
    finally:
        hidden.chmod(0o755)
        readonly.chmod(0o755)


def test_a_folder_that_may_not_be_written_is_one_line_even_for_root(place: Path) -> None:
    # /sys refuses new files to every user, root included: the lock file cannot be made.
    if not Path("/sys").is_dir():
        pytest.skip("needs Linux's /sys")
    done, seconds = run_bot(place, {"DATABASE_PATH": "/sys/games.db"})
    assert_refused(done, seconds, "DATABASE_PATH", "cannot create files in /sys")


def test_help_and_version_exit_zero(place: Path) -> None:
    done, _ = run_bot(place, {}, "--help")
    assert done.returncode == 0 and "backup" in done.stdout and "migrate-db" in done.stdout
    done, _ = run_bot(place, {}, "--version")
    assert done.returncode == 0 and done.stdout.startswith("pyramid-table ")
    done, _ = run_bot(place, {}, "backup")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "TARGET" in done.stderr
    done, _ = run_bot(place, {}, "frobnicate")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "invalid choice" in done.stderr
    for command in ("migrate-db", "forget"):
        done, _ = run_bot(place, {}, command, "--help")
        assert done.returncode == 0 and done.stderr == "", done
        assert done.stdout.startswith(f"usage: python -m bot {command} --"), done.stdout


def test_a_postgresql_server_that_never_answers_fails_within_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    # A listening socket that accepts and never speaks: asyncpg alone would wait a minute.
    monkeypatch.setattr(startup_checks, "POSTGRES_START_SECONDS", 1)
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        began = time.monotonic()
        line = asyncio.run(main_module.postgres_problem(f"postgresql://bot:secret@127.0.0.1:{port}/games"))
    assert time.monotonic() - began < 10
    assert line == (
        f"Could not open the database postgresql://bot@127.0.0.1:{port}/games: no answer within 1 s; "
        "check DATABASE_URL and that the server runs."
    )


def tables_in(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_another_programs_database_is_refused_and_left_as_it_was(place: Path) -> None:
    """A SQLite database without the bot's schema_version table is someone else's: the bot
    adds nothing to it (with a `games` table of its own it used to fail only after logging
    in to Discord)."""
    for name, table in (("app.db", "games (id INTEGER PRIMARY KEY, title TEXT)"), ("notes.db", "notes (x)")):
        path = place / name
        with sqlite3.connect(path) as conn:
            conn.execute(f"CREATE TABLE {table}")
        before = tree(place), tables_in(path)
        done, seconds = run_bot(place, {"DATABASE_PATH": str(path)})
        assert_refused(done, seconds, "DATABASE_PATH", f"{name} is not this bot's database")
        assert (tree(place), tables_in(path)) == before
        path.unlink()
    # An empty file and a database with no tables yet are the bot's to fill.
    empty = place / "empty.db"
    sqlite3.connect(empty).close()
    assert startup_checks.sqlite_start(Settings(database_path=str(empty))) is not None


@pytest.mark.parametrize("setting", ["DATABASE_PATH", "DATABASE_URL"])
def test_a_path_ending_in_a_slash_is_refused_not_made_a_file(place: Path, setting: str) -> None:
    for path in ("data/", "data2/.", f"{place}/data3/"):
        value = path if setting == "DATABASE_PATH" else f"sqlite:///{path}"
        before = tree(place)
        done, seconds = run_bot(place, {setting: value})
        assert_refused(done, seconds, setting, f"{path} names a folder, not a file")
        assert tree(place) == before  # no file named data, no folder


async def test_a_failed_start_leaves_no_lock_file_it_made(place: Path) -> None:
    """The bot's own database, and the start fails after the lock was taken (Discord is
    not reached, or refuses the token): the lock file this run created goes too; one that
    was there before stays."""
    path = place / "games.db"
    db = await Database.open(str(path))
    await db.close()
    done, _ = run_bot(place, {"DATABASE_PATH": str(path)})
    assert done.returncode == 1 and "Discord" in done.stderr, done
    assert not (place / "games.db.lock").exists()
    (place / "games.db.lock").write_bytes(b"")
    done, _ = run_bot(place, {"DATABASE_PATH": str(path)})
    assert done.returncode == 1 and (place / "games.db.lock").exists()


async def test_another_programs_postgresql_database_is_refused(place: Path, postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
        done, seconds = run_bot(place, {"DATABASE_URL": postgres_url})
        tables = await conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        )
    finally:
        await conn.close()
    err = done.stderr.strip()
    assert done.returncode == 1 and "\n" not in err and seconds < 20, done
    assert err.startswith("DATABASE_URL=")
    assert "it is not this bot's database (it holds the table games and no schema_version" in err
    assert [r[0] for r in tables] == ["games"]  # nothing added
