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

import pytest

import bot.__main__ as main_module

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
    env.update({"DISCORD_TOKEN": "not.a.real.token", "PYTHONPATH": str(ROOT)}, **settings)
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


def test_a_postgresql_server_that_never_answers_fails_within_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    # A listening socket that accepts and never speaks: asyncpg alone would wait a minute.
    monkeypatch.setattr(main_module, "POSTGRES_START_SECONDS", 1)
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        began = time.monotonic()
        line = asyncio.run(main_module.postgres_problem(f"postgresql://bot:secret@127.0.0.1:{port}/games"))
    assert time.monotonic() - began < 10
    assert line == (
        f"Could not open the database postgresql://bot@127.0.0.1:{port}/games: no answer within 1 s; "
        "check DATABASE_URL and that the server runs."
    )
