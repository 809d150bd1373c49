"""Shards and processes: a bot runs any set of shards; background work stays with the
process that runs a game's server; a shard is never run by two live processes; two
processes acting on one game at once apply exactly one change. Every test runs on both
backends (SQLite and the test run's PostgreSQL server)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time

import discord
import pytest
from bot_helpers import last_post, open_game, texts_of

from bot import Settings, app, create_bot
from bot.app import ShardedPyramidBot
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.shards import ShardSet, process_owner, shard_of
from bot.storage import Database, GameRepo, Storage
from bot.storage.shards import ShardClaims


@pytest.fixture
def settings(database_url: str) -> Settings:
    # Two shards, both run here: the bot is an AutoShardedBot.
    return Settings(database_url=database_url, reminder_check_minutes=30, shard_count=2)


def test_a_server_is_on_the_shard_discord_puts_it_on(table):
    guilds = [table.env.create_guild(f"club {k}", shard_id=k) for k in (0, 1, 1, 0)]
    assert [shard_of(g.id, 2) for g in guilds] == [0, 1, 1, 0]
    assert [discord.utils.snowflake_time(g.id) is not None for g in guilds] == [True] * 4
    only_one = ShardSet.of(2, (1,))
    assert [only_one.owns(g.id) for g in guilds] == [False, True, True, False]
    assert only_one.owns(None) is False and ShardSet.of(2, (0,)).owns(None)  # DMs: shard 0


async def test_a_sharded_bot_plays_in_servers_on_both_shards(table):
    assert isinstance(table.bot, ShardedPyramidBot) and table.bot.shard_count == 2
    for k in (0, 1):
        guild = table.env.create_guild(f"club {k}", shard_id=k)
        channel = guild.create_text_channel("games")
        alice, bob = (guild.add_member(table.env.create_user(f"{name}{k}")) for name in ("alice", "bob"))
        row = await open_game(table, "pylon", [alice, bob], channel=channel)
        assert shard_of(row.guild_id, 2) == k
        await alice.slash(channel, "move", move="a1 S")
        assert f"alice{k}" in texts_of(last_post(channel))
        stored = await table.bot.core.store.games.get(row.id)
        assert stored is not None and stored.version == row.version + 1


async def test_background_work_stays_with_the_servers_shard(database_url):
    """A process running shard 0 of 2 reads only its servers' announcements, reminders,
    expired lobbies and computer games."""
    db = await Database.open(database_url)
    try:
        store = Storage.over(db)
        repo, lobbies, outbox = store.games, store.lobbies, store.outbox
        ours, theirs = (1 << 22) * 4, (1 << 22) * 5 + 3  # shards 0 and 1 of 2
        rows = {}
        for guild, channel in ((ours, 10), (theirs, 11)):
            lobby = await lobbies.create_lobby(
                game_key="pylon",
                guild_id=guild,
                channel_id=channel,
                creator_id=1,
                creator_name="a",
                seed=1,
                options={},
                order_mode="joined",
                opponent_id=None,
                now=0.0,
            )
            rows[guild] = lobby
        shard0, shard1 = ShardSet.of(2, (0,)), ShardSet.of(2, (1,))
        assert [i.channel_id for i in await outbox.pending(shards=shard0)] == [10]
        assert [i.channel_id for i in await outbox.pending(shards=shard1)] == [11]
        assert len(await outbox.pending()) == 2
        assert [r.channel_id for r in await lobbies.stale_lobbies(100.0, shards=shard0)] == [10]
        assert [r.channel_id for r in await lobbies.stale_lobbies(100.0, shards=shard1)] == [11]
        for lobby in rows.values():
            assert await lobbies.start(
                lobby, [1, -2], {"1": "a", "-2": "Computer"}, "{}", 0.0, computers={-2: "easy"}
            )
        assert await repo.active_with_computers(shard0) == [rows[ours].id]
        assert await repo.active_with_computers(shard1) == [rows[theirs].id]
        assert [r.id for r in await repo.due_reminders(10 * 86400.0, 24, shards=shard1)] == [rows[theirs].id]
    finally:
        await db.close()


async def test_a_shard_is_never_run_by_two_live_processes(database_url):
    db = await Database.open(database_url)
    try:
        claims = ShardClaims(db)
        assert await claims.claim("host-a:1", 2, (0,), now=100.0, lease=60.0) is None
        assert await claims.claim("host-b:2", 2, (1,), now=100.0, lease=60.0) is None  # disjoint: fine
        taken = await claims.claim("host-c:3", 2, (1,), now=120.0, lease=60.0)
        assert taken is not None and (taken.shard_id, taken.owner) == (1, "host-b:2")
        # Another shard count while the others run: refused too (the servers would split differently).
        assert await claims.claim("host-c:3", 4, (2,), now=120.0, lease=60.0) is not None
        # host-b renews; host-a stops renewing and dies: its shard can be taken after the lease.
        assert await claims.renew("host-b:2", now=150.0) == 1
        assert await claims.claim("host-c:3", 2, (0,), now=150.0, lease=60.0) is not None
        assert await claims.claim("host-c:3", 2, (0,), now=161.0, lease=60.0) is None
        assert await claims.renew("host-a:1", now=162.0) == 0  # it learns it lost them
        # A clean stop gives the shard back at once.
        await claims.release("host-b:2")
        assert await claims.claim("host-d:4", 2, (1,), now=163.0, lease=60.0) is None
    finally:
        await db.close()


async def test_a_claim_left_by_a_process_gone_from_this_host_is_taken_at_once(database_url):
    """A crash or kill -9 leaves a fresh claim behind: the restart on the same host need not
    wait a minute for it to lapse. A live process on this host still holds its shards."""
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    here = socket.gethostname()
    db = await Database.open(database_url)
    try:
        claims = ShardClaims(db)
        now = time.time()
        assert await claims.claim(f"{here}:{gone.pid}:dead00:1", 2, (0, 1), now=now, lease=60.0) is None
        me = process_owner()
        assert await claims.claim(me, 2, (0, 1), now=now + 1, lease=60.0) is None
        alive = f"{here}:{os.getppid()}:beef00:1"  # the test run's parent process: alive
        await claims.release(me)
        assert await claims.claim(alive, 2, (1,), now=now, lease=60.0) is None
        taken = await claims.claim(process_owner(), 2, (1,), now=now + 1, lease=60.0)
        assert taken is not None and taken.owner == alive
    finally:
        await db.close()


async def test_a_running_bot_holds_its_shards_and_a_restart_takes_them_over(table, settings):
    async def holders() -> list[tuple[int, str]]:
        rows = await table.bot.core.store.db.fetchall(
            "SELECT shard_id, owner FROM shard_claims ORDER BY shard_id"
        )
        return [(r["shard_id"], r["owner"]) for r in rows]

    assert await holders() == [(0, table.bot.owner), (1, table.bot.owner)]
    # A restart in the same process takes the claim over at once, and the old bot's
    # clean stop does not give away the new one's shards.
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    assert table.bot.owner != old.owner
    assert await holders() == [(0, table.bot.owner), (1, table.bot.owner)]
    await old.close()
    assert await holders() == [(0, table.bot.owner), (1, table.bot.owner)]


async def test_a_second_process_on_a_running_shard_does_not_start(database_url, monkeypatch):
    db = await Database.open(database_url)
    try:
        await ShardClaims(db).claim("elsewhere:99:1", 2, (0, 1), now=time.time(), lease=60.0)
        bot = create_bot(Settings(database_url=database_url, shard_count=2, shard_ids=(1,)))
        bot.claims = ShardClaims(db)
        monkeypatch.setattr(app, "CLAIM_WAIT_SECONDS", 0.0)  # no waiting for the lease in a test
        with pytest.raises(app.ShardsTaken) as refused:
            await bot._claim_shards()
        assert str(refused.value) == (
            "Shard 1 of 2 is run by another process (elsewhere:99:1): stop it, or give this process "
            "other SHARD_IDS."
        )
    finally:
        await db.close()


async def test_two_processes_moving_in_one_game_at_once_store_exactly_one(table, settings):
    """Two bot processes on one database (two connections, two session layers, as two
    shards would be) take the same move for the same game at the same moment: one is
    stored, the other is told it came second, and the log has one entry."""
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    other_db = await Database.open(settings.database)
    try:
        now = table.bot.now
        here, there = table.bot.core.sessions, Sessions(GameRepo(other_db), now)
        await here.state_of(row)
        await there.state_of(row)  # both processes have the game loaded at this version
        results = await asyncio.gather(
            here.play(row.id, table.alice.id, "a1 S"),
            there.play(row.id, table.alice.id, "a2 S"),
            return_exceptions=True,
        )
        stored = [r for r in results if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, Refusal)]
        assert len(stored) == 1 and len(refused) == 1, results
        assert "a moment before yours" in str(refused[0])
        log = await table.bot.core.store.games.log(row.id)
        assert [e.move for e in log] == [stored[0].move]
        fresh = await table.bot.core.store.games.get(row.id)
        assert fresh is not None and fresh.version == row.version + 1
        assert json.loads(fresh.names) if isinstance(fresh.names, str) else fresh.names
    finally:
        await other_db.close()


async def test_a_move_stored_between_reading_a_game_and_its_log_is_not_damage(table, settings):
    """Another process stores a move after this one read the game row and before it read
    the log: the two disagree without any damage. The game must not be marked broken."""
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    other_db = await Database.open(settings.database)
    try:
        there = Sessions(GameRepo(other_db), table.bot.now)
        real_log = there.repo.log

        async def log_after_a_move_elsewhere(game_id: int):
            await table.bot.core.sessions.play(row.id, table.alice.id, "a1 S")
            return await real_log(game_id)

        there.repo.log = log_after_a_move_elsewhere  # type: ignore[method-assign]
        with pytest.raises(Refusal) as refused:
            await there.state_of(row)
        assert "changed a moment ago" in str(refused.value)
        fresh = await table.bot.core.store.games.get(row.id)
        assert fresh is not None and fresh.broken_at is None and fresh.version == row.version + 1
        there.repo.log = real_log  # type: ignore[method-assign]
        assert await there.state_of(fresh) is not None  # the new version loads fine
    finally:
        await other_db.close()
