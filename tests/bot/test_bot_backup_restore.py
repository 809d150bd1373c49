"""The README's backup and restore steps, end to end: a backup taken while the bot runs,
the bot stopped, the file put back as the README says, and after the start the games
are there as they were at the backup, and play on. (Backups are SQLite's: PostgreSQL
uses pg_dump, see docs/deploy.md.)"""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import pytest
from bot_helpers import open_game, play, state_of

import bot.__main__ as main_module
from bot import Settings, create_bot


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    # Overrides conftest's two backends: this is the SQLite file's backup.
    return f"sqlite:///{tmp_path / 'data' / 'games.db'}"


async def test_backup_then_restore_as_the_readme_says(table, settings: Settings, tmp_path, monkeypatch):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await play(table, "b2 M")
    at_backup, state_at_backup = await state_of(table)

    # `python -m bot backup backups/games-2026-11-22.db` while the bot runs.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", "data/games.db")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert main_module.main(["backup", "backups/games-2026-11-22.db"]) == 0
    await play(table, "c3 S")  # after the backup: the restore takes the game back before it
    assert (await state_of(table))[1]["ply"] == 3

    # 1. Stop the bot: everything it runs ends and its database is closed, as when the
    #    process stops (SQLite's state for a file it still has open would outlive the swap).
    old = table.bot
    await table.env.settle()
    await old.close()
    # A cursor still referenced from a cycle (a cancelled task's traceback) keeps the old
    # connection's file open until it is collected; a stopped process has none.
    gc.collect()
    # 2. Replace the file at DATABASE_PATH with the backup, and delete games.db-wal and
    #    games.db-shm next to it (they belong to the old file).
    live = tmp_path / "data" / "games.db"
    shutil.copyfile(tmp_path / "backups" / "games-2026-11-22.db", live)
    for suffix in ("-wal", "-shm"):
        live.with_name(live.name + suffix).unlink(missing_ok=True)
    # 3. Start the bot.
    await table.env.restart_bot(create_bot(settings))
    assert table.bot is not old

    row, state = await state_of(table)
    assert row.id == at_backup.id and row.version == at_backup.version
    assert state == state_at_backup and len(await table.bot.core.store.games.log(row.id)) == 2
    await play(table, "c3 S")  # and the game goes on
    assert (await state_of(table))[1]["ply"] == 3
