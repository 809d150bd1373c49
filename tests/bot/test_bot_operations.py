"""Running the bot for real: settings checked at start, backups while it runs, one writer
per database, a newer schema refused, background work that survives errors, and the
life of games whose channel or server is gone."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from typing import Any

import discord
import pytest
from bot_helpers import lobby_post, open_game, play, run_sql

import bot.__main__ as main_module
from bot.ops.backup import backup
from bot.ops.writer_lock import DatabaseBusy, hold_writer_lock
from bot.settings import Settings, SettingsError
from bot.storage import Database, GameRepo
from bot.storage.db import DatabaseUnavailable
from bot.storage.migrations import LATEST

BAD = [
    ("REMINDER_HOURS", "0"),
    ("REMINDER_HOURS", "abc"),
    ("REMINDER_CHECK_MINUTES", "-5"),
    ("LOBBY_EXPIRY_DAYS", "999"),
    ("LOG_LEVEL", "verbose"),
    ("DEV_GUILD_ID", "notanumber"),
    ("DATABASE_URL", "mysql://bot@db/games"),
    ("SHARD_COUNT", "0"),
    ("SHARD_IDS", "0"),
]


@pytest.mark.parametrize(("name", "value"), BAD)
def test_a_bad_setting_stops_the_bot_with_one_line(name, value, monkeypatch, capsys, tmp_path):
    with pytest.raises(SettingsError, match=name):
        Settings.from_env({name: value}, tmp_path / "none.env")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(name, value)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and name in err and "not allowed" in err


def test_good_settings_are_read(tmp_path):
    settings = Settings.from_env(
        {"REMINDER_HOURS": "6", "LOBBY_EXPIRY_DAYS": "3", "LOG_LEVEL": "debug", "DEV_GUILD_ID": "123"},
        tmp_path / "none.env",
    )
    assert (settings.reminder_hours, settings.lobby_expiry_days, settings.log_level) == (6, 3, "DEBUG")
    assert settings.dev_guild_id == 123


def test_database_and_shard_settings(tmp_path):
    none = tmp_path / "none.env"
    assert Settings.from_env({}, none).database == "data/games.db"
    assert Settings.from_env({"DATABASE_PATH": "/srv/g.db"}, none).database == "/srv/g.db"
    url = "postgresql://bot:secret@db/games"
    both = Settings.from_env({"DATABASE_PATH": "/srv/g.db", "DATABASE_URL": url}, none)
    assert both.database == url and both.uses_postgres  # the URL wins
    sharded = Settings.from_env({"DATABASE_URL": url, "SHARD_COUNT": "4", "SHARD_IDS": "2, 3"}, none)
    assert (sharded.shard_count, sharded.shard_ids) == (4, (2, 3))
    every = Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "0,1"}, none)  # all shards: SQLite is fine
    assert every.shard_ids == (0, 1) and not every.uses_postgres
    for bad, words in (
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "not allowed with SQLite"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1", "DATABASE_URL": url}, "different shard numbers"),
    ):
        with pytest.raises(SettingsError, match=words):
            Settings.from_env(bad, none)


def test_a_second_writer_is_refused(tmp_path):
    path = str(tmp_path / "games.db")
    first = hold_writer_lock(path)
    with pytest.raises(DatabaseBusy, match="Another bot process"):
        hold_writer_lock(path)
    assert first is not None
    first.close()
    again = hold_writer_lock(path)  # released with the process (here: the file)
    assert again is not None
    again.close()


def test_python_m_bot_refuses_a_database_in_use(monkeypatch, capsys, tmp_path):
    path = tmp_path / "games.db"
    held = hold_writer_lock(str(path))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", str(path))
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main_module.main([]) == 1
    assert "Another bot process is already using" in capsys.readouterr().err
    assert held is not None
    held.close()


async def test_a_newer_schema_is_one_line(monkeypatch, capsys, tmp_path):
    path = tmp_path / "games.db"
    db = await Database.open(str(path))
    await db.conn.execute("UPDATE schema_version SET version = ?", (LATEST + 1,))
    await db.close()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", str(path))
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "newer than this bot knows" in err


async def test_backup_while_writes_go_on(tmp_path, capsys, monkeypatch):
    path = tmp_path / "games.db"
    db = await Database.open(str(path))
    await db.close()
    stop, first = threading.Event(), threading.Event()

    def writer() -> None:
        conn = sqlite3.connect(path, timeout=30)
        n = 0
        while not stop.is_set():
            n += 1
            conn.execute(
                "INSERT INTO games (game_key, channel_id, creator_id, seats, names, status, seed, options, "
                "created_at, updated_at) VALUES ('pylon', ?, 1, '[1]', '{}', 'finished', 0, '{}', 0, 0)",
                (n,),
            )
            conn.commit()
            first.set()
        conn.close()

    thread = threading.Thread(target=writer)
    thread.start()
    # The backup starts once writes are under way (a fixed 0.2 s could pass on a busy
    # machine before the writer's first commit, and leave nothing to back up).
    assert await asyncio.to_thread(first.wait, 60), "the writer never committed"
    try:
        games = backup(str(path), str(tmp_path / "copy" / "games.db"))
    finally:
        stop.set()
        thread.join()
    assert games > 0
    copy = sqlite3.connect(tmp_path / "copy" / "games.db")
    assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert copy.execute("SELECT COUNT(*) FROM games").fetchone()[0] == games
    copy.close()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", str(path))
    assert main_module.main(["backup", str(tmp_path / "again.db")]) == 0
    assert "Copied" in capsys.readouterr().out


async def test_the_reminder_loop_survives_a_database_error(table, caplog):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    real = table.bot.core.store.games.due_reminders
    calls = {"n": 0}

    async def flaky(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 1:
            raise sqlite3.OperationalError("database is locked")
        return await real(*args, **kwargs)

    table.bot.core.store.games.due_reminders = flaky  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR):
        assert await table.bot.get_cog("UpkeepCog").reminders.tick() == 0  # type: ignore[union-attr]
    assert any("could not read the due games" in r.getMessage() for r in caplog.records)
    await table.env.advance_time(25 * 3600)
    reminders = [m for m in table.channel.history() if "a reminder" in m.content]
    assert reminders and f"<@{table.alice.id}>" in reminders[-1].content


def delete_channel(table: Any, channel: Any) -> None:
    table.env.backend.emit(
        "CHANNEL_DELETE", {"id": str(channel.id), "guild_id": str(table.guild.id), "type": 0, "name": "x"}
    )


async def test_a_deleted_channel_abandons_its_game(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    delete_channel(table, table.channel)
    await table.env.settle()
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    assert row is not None and row.status == "abandoned"
    other = table.guild.create_text_channel("elsewhere")
    listing = await table.bob.slash(other, "games")
    assert "no unfinished games" in listing.response.content
    assert await table.bot.core.store.games.due_reminders(table.bot.now() + 10**7, 1) == []


async def test_removing_the_bot_from_a_server_abandons_its_games(table):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    table.env.backend.emit("GUILD_DELETE", {"id": str(table.guild.id)})
    await table.env.settle()
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    assert row is not None and row.status == "abandoned"


async def test_a_lobby_expires_with_a_note(table):
    await table.alice.slash(table.channel, "game new", game="cardinal")
    # Eight days without a join: the next round of the background loop closes it.
    await run_sql(table.bot.core.store.db, "UPDATE games SET updated_at = updated_at - 8 * 86400")
    await table.bot.get_cog("UpkeepCog").reminders.tick()  # type: ignore[union-attr]
    await table.env.settle()
    lobby = lobby_post(table.channel)
    assert "expired after 7 days" in lobby.embeds[0].description and not lobby.components
    assert await table.bot.core.store.games.open_in_channel(table.channel.id) is None


async def test_a_corrupt_game_is_logged_once_and_skipped(table, caplog):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await run_sql(table.bot.core.store.db, "UPDATE moves SET move = 'b1 S' WHERE game_id = ?", (row.id,))
    table.bot.core.sessions.forget(row.id)
    table.bot.core.sessions._verified.pop(row.id)
    with caplog.at_level(logging.ERROR):
        for _ in range(3):
            await table.bob.slash(table.channel, "move", move="c1 S")
    assert sum("disagree" in r.getMessage() for r in caplog.records) == 1
    assert await table.bot.core.store.games.due_reminders(table.bot.now() + 10**7, 1) == []


def test_python_m_bot_on_an_unreachable_postgresql_is_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:secret@127.0.0.1:1/games")
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and err.startswith("Could not open the database postgresql://bot@127.0.0.1:1/games:")
    assert "secret" not in err


async def _newer_schema(url: str) -> None:
    db = await Database.open(url)
    async with db.transaction() as tx:
        await tx.execute("UPDATE schema_version SET version = ?", (LATEST + 1,))
    await db.close()


def test_python_m_bot_on_a_newer_postgresql_schema_is_one_line(postgres_url, monkeypatch, capsys, tmp_path):
    import asyncio

    asyncio.run(_newer_schema(postgres_url))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", postgres_url)
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and f"schema is version {LATEST + 1}, newer than this bot knows" in err


async def test_a_reminder_is_claimed_before_it_is_posted(table, monkeypatch):
    """The write that marks a reminder fails once (the database went away): nothing is
    posted in that round, and the next round posts it; one reminder per interval, never
    two (before, the post came first and a failed mark posted it again)."""
    admin_role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("ada"), roles=[admin_role])
    await admin.slash(table.channel, "settings", reminder_hours=2)
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    real = GameRepo.mark_reminded
    calls: list[int] = []

    async def flaky(self: GameRepo, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:
            raise DatabaseUnavailable("injected: the database went away")
        return await real(self, *args, **kwargs)

    monkeypatch.setattr(GameRepo, "mark_reminded", flaky)

    def reminders() -> list[Any]:
        return [m for m in table.channel.history() if "a reminder" in (m.content or "")]

    while not calls:  # rounds every 30 min, until the reminder is due; its mark fails
        await table.env.advance_time(1800)
    assert reminders() == []
    await table.env.advance_time(1800)  # the next round claims and posts it
    assert len(calls) == 2 and len(reminders()) == 1
    await table.env.advance_time(3600)  # within the interval: nothing more
    assert len(calls) == 2 and len(reminders()) == 1
    await table.env.advance_time(3600)  # the next interval: the next reminder
    assert len(reminders()) == 2
