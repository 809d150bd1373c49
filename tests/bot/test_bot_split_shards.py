"""A split deployment on PostgreSQL: this bot runs shard 1 of 2, another process runs
shard 0 and handles every DM (Discord sends DMs to shard 0). When the other process
stores a change in a game of one of our servers, it says so on the database (NOTIFY);
this process hears it at once and posts the table, or lets its computer move.

The test clock stands still throughout: the bot's own look every few seconds never
comes, so only the notification can bring what these tests wait for. (SQLite runs one
process, so there is nothing to hear there: these tests are PostgreSQL's.)"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
import simcord
from bot_helpers import open_game, public_messages, texts_of

from bot import PyramidBot, Settings
from bot.services.sessions import Sessions
from bot.storage import Database, GameRepo
from rules import get_game

OTHER_PROCESS = "elsewhere:4242:0a0b0c:1"


@pytest.fixture
def settings(postgres_url: str, computer_pool: object) -> Settings:
    return Settings(
        database_url=postgres_url, reminder_check_minutes=30, shard_count=2, shard_ids=(1,),
        computer_seconds=0.2,
    )


@pytest.fixture
async def club(table: Any) -> simcord.GuildHandle:
    """A server Discord puts on shard 1, this process's."""
    return table.env.create_guild("Shard one club", shard_id=1)


@pytest.fixture
async def shard_zero(table: Any, settings: Settings) -> AsyncIterator[Sessions]:
    """The other process: its own pool and session layer, listening as a split process does."""
    db = await Database.open(settings.database)
    assert await db.listen(OTHER_PROCESS, lambda: None)
    yield Sessions(GameRepo(db), table.bot.now)
    await db.close()


async def until(env: simcord.Env, seen: Callable[[], bool]) -> bool:
    """Up to 5 s of real time (the notification travels through the server), never of
    the test clock."""
    for _ in range(100):
        await env.settle()
        if seen():
            return True
        await asyncio.sleep(0.05)
    return False


async def test_a_move_stored_by_the_other_process_is_posted_at_once(table, club, shard_zero):
    bot: PyramidBot = table.bot
    channel = club.create_text_channel("games")
    alice, bob = (club.add_member(table.env.create_user(name)) for name in ("alice1", "bob1"))
    row = await open_game(table, "pylon", [alice, bob], channel=channel)
    mover = alice if row.seats[0] == alice.id else bob
    before = len(public_messages(channel))

    await shard_zero.play(row.id, mover.id, "a1 S")  # e.g. a DM control, answered by shard 0

    assert await until(table.env, lambda: len(public_messages(channel)) > before)
    assert "a1" in texts_of(public_messages(channel)[-1])
    stored = await bot.core.store.games.get(row.id)
    assert stored is not None and stored.version == row.version + 1


async def test_the_computer_answers_a_move_stored_by_the_other_process(table, club, shard_zero):
    bot: PyramidBot = table.bot
    channel = club.create_text_channel("games")
    alice = club.add_member(table.env.create_user("alice1"))
    await alice.slash(channel, "game new", game="pylon", computer="easy")
    await table.env.settle()
    row = await bot.core.store.games.open_in_channel(channel.id)
    assert row is not None and row.computers
    game = get_game("pylon")
    state = await bot.core.sessions.state_of(row)
    seat = row.seats.index(alice.id)
    assert list(game.to_move(state)) == [seat]  # (had the computer opened, it has moved: settled)

    await shard_zero.play(row.id, alice.id, game.legal_moves(state, seat)[0])

    async def computer_moved() -> bool:
        fresh = await bot.core.store.games.get(row.id)
        return fresh is not None and fresh.version >= row.version + 2

    answered = False
    for _ in range(100):
        await table.env.settle()
        if answered := await computer_moved():
            break
        await asyncio.sleep(0.05)
    assert answered, "the computer did not move after the other process stored a move"
    assert any("Computer (easy) played: " in texts_of(m) for m in public_messages(channel)[-2:])


async def test_processes_hear_each_other_and_a_lost_listener_is_opened_again(postgres_url):
    here, there = await Database.open(postgres_url), await Database.open(postgres_url)
    try:
        heard: list[str] = []
        assert await here.listen("here:1:aa:1", lambda: heard.append("change"))
        assert heard == ["change"]  # on (re)opening: a look at what came while nobody listened
        assert await there.listen(OTHER_PROCESS, lambda: None)

        async def heard_after(db: Database, changes: int) -> bool:
            async with db.transaction() as tx:
                await tx.changed()
            for _ in range(100):
                if len(heard) >= changes:
                    return True
                await asyncio.sleep(0.02)
            return False

        assert await heard_after(there, 2)
        assert not await heard_after(here, 3)  # its own changes: it knows of them already
        with contextlib.suppress(RuntimeError):  # rolled back: nothing stored, nobody told
            async with there.transaction() as tx:
                await tx.changed()
                raise RuntimeError("the change fails after saying so")
        await asyncio.sleep(0.3)
        assert len(heard) == 2
        # The connection is lost (a server restart, a network cut): the next look re-opens it.
        here._listener.terminate()  # type: ignore[attr-defined]
        assert await here.listen("here:1:aa:1", lambda: heard.append("change"))
        assert len(heard) == 3
        assert await heard_after(there, 4)
    finally:
        await here.close()
        await there.close()
