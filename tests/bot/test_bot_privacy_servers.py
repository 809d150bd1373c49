"""Privacy for servers (bot.md "Privacy"): `forget_guild` deletes every row of a server and
nothing else; a server that removed the bot loses its data exactly once, after
FORGET_SERVERS_AFTER_DAYS and not before, only in the process running its shard, and not at
all when it came back. On both backends."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import open_game, play_to_end, run_sql
from simcord.backend import serializers
from test_bot_privacy import every_row, rows_naming, service

from bot import Settings
from bot.shards import ShardSet, shard_of
from bot.storage.privacy import guilds_with_data

DAY = 86400.0


async def server_rows(db: Any, guild_id: int) -> list[tuple[str, Any]]:
    tables = await every_row(db)
    games = {str(r[0]) for r in tables["games"] if r[2] == guild_id}
    found = rows_naming({k: v for k, v in tables.items() if k != "schema_version"}, str(guild_id))
    children = [
        (name, row)
        for name in ("moves", "game_players", "proposals", "result_players", "rating_history", "game_results")
        for row in tables[name]
        if str(row[0]) in games
    ]
    return found + children


async def test_forget_guild_deletes_every_row_of_that_server_only(table):
    await open_game(table, "synapse", [table.alice, table.bob])
    await play_to_end(table)
    other = table.env.create_guild("Elsewhere")
    members = [other.add_member(table.env.create_user(n)) for n in ("erin", "fay")]
    channel = other.create_text_channel("x")
    await open_game(table, "pylon", members, channel=channel)
    await table.bot.core.store.prefs.set_reminder_hours(table.guild.id, 12)
    await table.bot.core.store.prefs.set_threads(table.guild.id, True)
    await table.env.settle()
    assert await server_rows(table.bot.core.store.db, table.guild.id)
    assert await service(table).forget_guild(table.guild.id)
    assert await server_rows(table.bot.core.store.db, table.guild.id) == []
    assert await table.bot.core.store.games.open_in_channel(channel.id) is not None


@pytest.fixture
def settings(database_url: str) -> Settings:
    # One day: the job is seen to wait out its deadline in a few virtual hours of test.
    return Settings(database_url=database_url, reminder_check_minutes=30, forget_servers_after_days=1)


async def test_a_departed_server_is_forgotten_once_after_the_deadline(table, caplog):
    await open_game(table, "pylon", [table.alice, table.bob])
    back = table.env.create_guild("Back again")
    members = [back.add_member(table.env.create_user(n)) for n in ("erin", "fay")]
    back_channel = back.create_text_channel("x")
    await open_game(table, "pylon", members, channel=back_channel)
    for guild in (table.guild, back):
        table.env.backend.emit("GUILD_DELETE", {"id": str(guild.id)})
    await table.env.settle()
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    assert row.status == "abandoned"  # at once
    # Added back: Discord's GUILD_CREATE for a join carries no "unavailable" (discord.py then
    # dispatches on_guild_join, not on_guild_available).
    joined = serializers.guild_create_payload(table.env.backend, table.env.backend.guilds[back.id])
    joined.pop("unavailable", None)
    table.env.backend.emit("GUILD_CREATE", joined)
    await table.env.settle()
    departed = await table.bot.core.store.db.fetchall("SELECT guild_id FROM departed_guilds")
    assert [r["guild_id"] for r in departed] == [table.guild.id]  # the one that came back is off it

    await table.env.advance_time(DAY - 3600)
    assert await server_rows(table.bot.core.store.db, table.guild.id)  # not before the deadline
    # Another process's shards: not this one's to delete.
    count = 2
    others = ShardSet.of(count, (1 - shard_of(table.guild.id, count),))
    await run_sql(table.bot.core.store.db, "UPDATE departed_guilds SET left_at = left_at - ?", (DAY,))
    assert await service(table).forget_departed_guilds(1, others) == []
    await run_sql(table.bot.core.store.db, "UPDATE departed_guilds SET left_at = left_at + ?", (DAY,))
    caplog.set_level("INFO", logger="bot.services.privacy")
    await table.env.advance_time(2 * 3600)
    assert await server_rows(table.bot.core.store.db, table.guild.id) == []
    deleted = [r for r in caplog.records if "deleted the data of" in r.getMessage()]
    assert len(deleted) == 1
    await table.env.advance_time(3 * 3600)
    assert len([r for r in caplog.records if "deleted the data of" in r.getMessage()]) == 1
    # The server that came back keeps everything.
    assert await table.bot.core.store.games.latest_in_channel(back_channel.id) is not None
    assert await server_rows(table.bot.core.store.db, back.id)


async def test_a_server_that_removed_the_bot_while_it_was_away_is_forgotten_too(table):
    # A server the bot is not in (shard 1 of 2; the table is on 0): no event will say it left.
    away = 4_000_000_004_194_304
    await table.bot.core.store.prefs.set_reminder_hours(away, 6)
    await table.bot.core.store.prefs.set_reminder_hours(table.guild.id, 12)
    assert await guilds_with_data(table.bot.core.store.db) == {away, table.guild.id}
    for shard in (0, 1):  # with two shards, each process looks at its own servers only
        mine = {g for g in (away, table.guild.id) if shard_of(g, 2) == shard}
        assert await guilds_with_data(table.bot.core.store.db, ShardSet.of(2, (shard,))) == mine
    await table.env.advance_time(3600)  # the job's next round notes it as gone from now
    departed = await table.bot.core.store.db.fetchall("SELECT guild_id FROM departed_guilds")
    assert [r["guild_id"] for r in departed] == [away]
    await table.env.advance_time(DAY + 3600)
    assert await server_rows(table.bot.core.store.db, away) == []
    assert await table.bot.core.store.prefs.reminder_hours(table.guild.id, 24) == 12
