"""`python -m bot backup TARGET [--force]`: a consistent copy of the database while the bot
runs, made with SQLite's online backup API (pages copied under a read transaction;
writers go on). It never writes over the live database or the files SQLite keeps next
to it, and replaces an existing file only when asked to."""

from __future__ import annotations

import errno
import os
import pwd
import sqlite3
from pathlib import Path

# Files next to the database that belong to it: its journal, and the bot's lock file.
COMPANIONS = ("-wal", "-shm", "-journal", ".lock")


class BackupRefused(ValueError):
    """A target the backup must not write to; str() is the one line to print."""


class BackupFailed(OSError):
    """The target could not be written; str() says why in words, and what to do."""


def running_user() -> str:
    try:
        return pwd.getpwuid(os.geteuid()).pw_name
    except KeyError:  # a uid with no name (some containers)
        return f"uid {os.geteuid()}"


def cannot_write(exc: OSError, where: Path) -> BackupFailed:
    """An OSError met while making the target in the folder `where`, in words: who may not
    write where, and what to do (the daily timer's journal shows this line)."""
    user = running_user()
    if exc.errno in (errno.EACCES, errno.EPERM):
        doing = f"write in {where}" if where.is_dir() else f"create the folder {where}"
        words = (
            f"the user {user} may not {doing} (permission denied): give it a folder it may write in "
            f"(e.g. sudo install -d -o {user} {where}), or choose another place for the backup"
        )
    elif exc.errno == errno.EROFS:
        words = f"{where} is on a read-only file system: choose another place for the backup"
    elif exc.errno in (errno.ENOSPC, errno.EDQUOT):
        words = f"there is no space left for it on the disk of {where}: free some, or choose another disk"
    else:
        words = f"no file can be made in {where} ({exc.strerror or exc.__class__.__name__})"
    return BackupFailed(exc.errno or 0, words)


def same_file(a: Path, b: Path) -> bool:
    """The same file, also through a symlink, a hard link or another spelling of the path."""
    if a.exists() and b.exists():
        return os.path.samefile(a, b)
    return a.resolve() == b.resolve()


def refuse_target(database: str, target: str, force: bool = False) -> None:
    """Raise BackupRefused unless `target` is a safe place for a copy of `database`."""
    source, out = Path(database), Path(target)
    if not source.exists():
        raise BackupRefused(f"There is no database at {database}: check DATABASE_PATH or DATABASE_URL.")
    if not target.strip():
        raise BackupRefused("TARGET is empty: name the backup file, e.g. backups/games-backup.db.")
    if out.is_dir():
        raise BackupRefused(f"{target} is a folder: name the backup file, e.g. {out / 'games-backup.db'}.")
    if os.path.basename(target) in ("", ".", ".."):
        # Path("new/") is "new": the copy would become a file named like the folder meant.
        raise BackupRefused(
            f"{target} names a folder, not a file: name the backup file, "
            f"e.g. {os.path.join(target, 'games-backup.db')}."
        )
    for path in (out, out.with_name(out.name + ".partial")):
        if same_file(path, source):
            raise BackupRefused(f"{target} is the live database: name a new file for the backup.")
        for suffix in COMPANIONS:
            if same_file(path, source.with_name(source.name + suffix)):
                raise BackupRefused(
                    f"{target} is the live database's {suffix} file: name a new file for the backup."
                )
    parent = out.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not parent.is_dir():
        raise BackupRefused(f"{parent} is a file, not a folder: choose another place for the backup.")
    if out.exists() and not force:
        raise BackupRefused(f"{target} already exists: choose a new name, or add --force to replace it.")


def backup(database: str, target: str, *, force: bool = False) -> int:
    """Copy `database` to `target` (an existing file only with `force`); returns the number
    of games in the copy."""
    refuse_target(database, target, force)
    out = Path(target)
    partial = out.with_name(out.name + ".partial")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        # Made here, not by SQLite, whose error for this is only "unable to open database file".
        partial.open("wb").close()
    except OSError as exc:
        raise cannot_write(exc, out.parent) from None
    # A URI (read-only), percent-escaped: a path may hold "?" or "#".
    source = sqlite3.connect(Path(database).resolve().as_uri() + "?mode=ro", uri=True, timeout=30)
    try:
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy, pages=1024)
            games = copy.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        finally:
            copy.close()
    except BaseException:
        partial.unlink(missing_ok=True)  # a failed copy leaves nothing behind
        raise
    finally:
        source.close()
    # Renamed only when complete: a reader never sees half a backup under the real name.
    partial.replace(out)
    return int(games)
