"""Two bot processes on one PostgreSQL database (shards 0 and 1 of 2), each serving the
web table: a move confirmed on a page served by the other process reaches a page
following the game through this one (LISTEN/NOTIFY), and is posted once in the channel.
(SQLite runs one process, so this test is PostgreSQL's.)"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import AsyncIterator
from typing import Any

import pytest
import simcord
from bot_helpers import open_game, public_messages, texts_of
from web_helpers import browser, get_json, next_event, post_json, root_of, stop_web_after  # noqa: F401
from web_second_process import serve

from bot import PyramidBot, Settings
from rules import get_game


@pytest.fixture
def settings(postgres_url: str) -> Settings:
    return Settings(
        database_url=postgres_url, reminder_check_minutes=30, shard_count=2, shard_ids=(1,),
        web_url="http://127.0.0.1", web_port=0,
    )


@pytest.fixture
async def other_process(table: Any, settings: Settings) -> AsyncIterator[str]:
    """Shard 0's process, started after this one (its commands are synced by then)."""
    context = multiprocessing.get_context("spawn")
    ready, stop = context.Queue(), context.Event()
    process = context.Process(target=serve, args=(settings.database, ready, stop), name="web-shard-0")
    process.start()
    try:
        kind, value = await asyncio.to_thread(ready.get, True, 120)
        assert kind == "port", value
        yield f"http://127.0.0.1:{value}"
    finally:
        stop.set()
        await asyncio.to_thread(process.join, 30)
        if process.is_alive():
            process.terminate()


@pytest.fixture
async def club(table: Any) -> simcord.GuildHandle:
    """A server Discord puts on shard 1, this process's."""
    return table.env.create_guild("Shard one club", shard_id=1)


async def test_a_move_through_the_other_process_reaches_a_page_following_this_one(
    table, club, other_process, monkeypatch
):
    bot: PyramidBot = table.bot
    channel = club.create_text_channel("games")
    alice, bob = (club.add_member(table.env.create_user(name)) for name in ("alice1", "bob1"))
    row = await open_game(table, "pylon", [alice, bob], channel=channel)
    game = get_game(row.game_key)
    mover = alice if row.seats[game.to_move(game.decode(row.state))[0]] == alice.id else bob
    token = await bot.core.links.make(row.id, mover.id)
    elsewhere = f"{other_process}/api/t/{token}"
    before = len(public_messages(channel))
    # No commit of this process may be what wakes the page: its outbox stays asleep until
    # the page has heard, and its shard claim is not renewed meanwhile (the lease lasts a
    # minute; the test takes seconds).
    bot._heartbeat_stop.set()
    kick = bot.outbox.kick
    monkeypatch.setattr(bot.outbox, "kick", lambda: None)
    async with browser(bot) as http, http.get(f"{root_of(bot)}/api/t/{token}/events") as stream:
        assert (await next_event(stream))["data"] == str(row.version)
        # The page on the other process: its state, a move's steps, Confirm.
        status, state = await get_json(http, f"{elsewhere}/state")
        assert status == 200 and state["viewer"]["may_act"], state
        path, step = [], state["step"]
        while step["preview"] is None:
            path = [*step["path"], step["choices"][0]["token"]]
            _, step = await get_json(http, f"{elsewhere}/step?v={row.version}&path={'.'.join(path)}")
        confirm = {"version": row.version, "path": step["path"]}
        status, answer = await post_json(http, f"{elsewhere}/move", confirm)
        assert status == 200 and answer["ok"], answer
        # Heard here through the database's notification, not by this process's own commit.
        event = await asyncio.wait_for(next_event(stream), timeout=30)
    assert event == {"event": "version", "data": str(row.version + 1)}
    assert len(public_messages(channel)) == before
    monkeypatch.setattr(bot.outbox, "kick", kick)
    kick()
    for _ in range(100):  # the post is this process's to make (its shard's server)
        await table.env.settle()
        if len(public_messages(channel)) > before:
            break
        await asyncio.sleep(0.05)
    posts = public_messages(channel)[before:]
    assert len(posts) == 1 and " played: " in texts_of(posts[0]), [texts_of(p) for p in posts]
