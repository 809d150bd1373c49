"""`python -m bot backup TARGET [--force]` as an admin runs it: it never writes over the
live database (however the path is spelt) and replaces an existing file only with --force;
each refusal is one line and changes nothing."""

from __future__ import annotations

import errno
import os
import pwd
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot import __main__ as cli
from bot.ops.backup import BackupFailed, backup

ROOT = Path(__file__).resolve().parent.parent


def backup_cli(cwd: Path, database: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "DISCORD_"))}
    env.update(DATABASE_PATH=database, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "bot", "backup", *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=60)


def games_in(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    finally:
        conn.close()


@pytest.fixture
def live(tmp_path: Path) -> Path:
    """A live database in WAL mode with 3 games, as the bot leaves it while running (its
    schema_version table says it is the bot's)."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "games.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version (version) VALUES (1)")
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT)")
    conn.executemany("INSERT INTO games (name) VALUES (?)", [("a",), ("b",), ("c",)])
    conn.commit()
    conn.close()
    return path


def test_a_backup_is_a_copy_with_its_games(live: Path, tmp_path: Path) -> None:
    done = backup_cli(tmp_path, "data/games.db", "backups/games-1.db")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Copied data/games.db to backups/games-1.db (3 games)."
    assert games_in(tmp_path / "backups" / "games-1.db") == 3


def test_the_live_database_is_refused_however_it_is_named(live: Path, tmp_path: Path) -> None:
    (tmp_path / "link.db").symlink_to(live)
    os.link(live, tmp_path / "hard.db")
    before = live.read_bytes()
    # --force replaces an existing backup, never the live database.
    for target, extra in (
        ("data/games.db", ()),
        (str(live), ("--force",)),
        ("data/../data/games.db", ("--force",)),
        ("link.db", ("--force",)),
        ("hard.db", ("--force",)),
    ):
        done = backup_cli(tmp_path, "data/games.db", target, *extra)
        err = done.stderr.strip()
        assert done.returncode == 1 and "\n" not in err, (target, err)
        assert err == f"Backup refused: {target} is the live database: name a new file for the backup."
        assert "Copied" not in done.stdout
    # Also when the setting names the database through the link.
    done = backup_cli(tmp_path, "link.db", "data/games.db", "--force")
    assert done.returncode == 1 and "is the live database" in done.stderr
    assert live.read_bytes() == before and games_in(live) == 3


def test_the_files_next_to_the_live_database_are_refused(live: Path, tmp_path: Path) -> None:
    for suffix in ("-wal", "-shm", ".lock"):
        done = backup_cli(tmp_path, "data/games.db", f"data/games.db{suffix}", "--force")
        assert done.returncode == 1, done
        assert done.stderr.strip() == (
            f"Backup refused: data/games.db{suffix} is the live database's {suffix} file: "
            "name a new file for the backup."
        )
    assert games_in(live) == 3


def test_an_existing_file_is_replaced_only_with_force(live: Path, tmp_path: Path) -> None:
    old = tmp_path / "old.db"
    old.write_bytes(b"yesterday's backup")
    done = backup_cli(tmp_path, "data/games.db", "old.db")
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "Backup refused: old.db already exists: choose a new name, or add --force to replace it."
    )
    assert old.read_bytes() == b"yesterday's backup"
    done = backup_cli(tmp_path, "data/games.db", "old.db", "--force")
    assert done.returncode == 0, done.stderr
    assert games_in(old) == 3


def test_a_folder_and_a_missing_database_are_refused(live: Path, tmp_path: Path) -> None:
    (tmp_path / "backups").mkdir()
    done = backup_cli(tmp_path, "data/games.db", "backups")
    assert done.returncode == 1 and "backups is a folder: name the backup file" in done.stderr
    done = backup_cli(tmp_path, "data/nothing.db", "backups/x.db")
    assert done.returncode == 1 and done.stderr.strip().startswith("Backup refused: There is no database at")
    assert list((tmp_path / "backups").iterdir()) == []
    (tmp_path / "notes.txt").write_text("a file\n")
    done = backup_cli(tmp_path, "data/games.db", "notes.txt/deeper/x.db")
    assert done.returncode == 1 and done.stderr.strip() == (
        "Backup refused: notes.txt is a file, not a folder: choose another place for the backup."
    )


def test_a_failed_copy_is_one_line_and_leaves_nothing(live: Path, tmp_path: Path) -> None:
    # /proc takes no new files, whoever runs the backup (root included).
    if not Path("/proc/self").is_dir():
        pytest.skip("needs Linux's /proc")
    done = backup_cli(tmp_path, "data/games.db", "/proc/games-backup.db")
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "Backup to /proc/games-backup.db failed: no file can be made in /proc (No such file or directory)."
    )
    assert not Path("/proc/games-backup.db.partial").exists()


def tree(folder: Path) -> set[str]:
    """The files and folders under `folder`, but the journal SQLite keeps beside a WAL
    database whenever it is read."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if not p.name.endswith(("-wal", "-shm"))}


@pytest.mark.parametrize(
    ("target", "says"),
    [
        (".", ". is a folder: name the backup file, e.g. games-backup.db."),
        ("/", "/ is a folder: name the backup file, e.g. /games-backup.db."),
        ("", "TARGET is empty: name the backup file, e.g. backups/games-backup.db."),
        ("brandnew/", "brandnew/ names a folder, not a file: name the backup file, e.g. brandnew/games-"),
        ("brandnew/.", "brandnew/. names a folder, not a file: name the backup file"),
    ],
)
def test_a_target_naming_a_folder_is_one_line_and_writes_nothing(
    live: Path, tmp_path: Path, target: str, says: str
) -> None:
    before = tree(tmp_path)
    done = backup_cli(tmp_path, "data/games.db", target)
    assert done.returncode == 1 and done.stdout == "", done
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(f"Backup refused: {says}"), done.stderr
    assert tree(tmp_path) == before  # no file named brandnew


def test_the_bots_start_checks_come_first(tmp_path: Path) -> None:
    """backup checks the database as the bot's start does: another program's database, or
    a setting ending in /, is refused in one line."""
    with sqlite3.connect(tmp_path / "app.db") as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
    for database, says in (
        ("app.db", "DATABASE_PATH='app.db' cannot be used: app.db is not this bot's database"),
        ("data/", "DATABASE_PATH='data/' cannot be used: data/ names a folder, not a file"),
    ):
        before = tree(tmp_path)
        done = backup_cli(tmp_path, database, "copy.db")
        assert done.returncode == 1 and done.stdout == "", done
        assert done.stderr.count("\n") == 1 and done.stderr.startswith(says), done.stderr
        assert tree(tmp_path) == before


def test_a_target_that_cannot_be_written_says_why_in_words(
    live: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # As the daily timer met it: a folder at the root that the bot's user may not create.
    def refused(self: Path, *args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refused)
    monkeypatch.setenv("DATABASE_PATH", str(live))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["backup", "/backups/games-2026-11-27.db"]) == 1
    err = capsys.readouterr().err
    user = pwd.getpwuid(os.geteuid()).pw_name
    assert err == (
        f"Backup to /backups/games-2026-11-27.db failed: the user {user} may not create the folder "
        f"/backups (permission denied): give it a folder it may write in (e.g. sudo install -d -o {user} "
        "/backups), or choose another place for the backup.\n"
    )


def test_a_target_on_a_full_disk_says_so(live: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(self))

    monkeypatch.setattr(Path, "open", full)
    with pytest.raises(BackupFailed) as failed:
        backup(str(live), str(tmp_path / "out" / "copy.db"))
    assert failed.value.strerror == (
        f"there is no space left for it on the disk of {tmp_path / 'out'}: free some, or choose another disk"
    )
