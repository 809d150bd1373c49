"""Tournaments through faults: Discord refusing thread creation, a restart in between,
and two writers moving the same tournament on at once. No pairing is started twice and
no result is counted twice."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_bot_tournament import first_seat_resigns, open_tournament, run_to_end, signup_post

from bot import Settings, create_bot


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30)


@pytest.fixture(autouse=True)
def patient(table: Any) -> None:
    # A round's pairing, threads and games settle within one interaction (see test_bot_tournament).
    table.env.settle_timeout = 60.0


async def test_threads_refused_then_a_restart_starts_each_game_once(table, settings):
    four = table.players()
    tid = await open_tournament(table, four, game="synapse", format="round-robin")
    # Discord refuses the first thread (discord.py does not retry a 403): that step stops.
    table.env.inject_error("POST", f"/channels/{table.channel.id}/threads", status=403, times=1)
    started = await table.alice.click(signup_post(table.channel), label="Start")
    assert "Done" in started.response.content  # stored: the round is paired
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    assert len(pairings) == 6 and all(p.game_id is None for p in pairings)
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    games = [p.game_id for p in pairings]
    assert None not in games and len(set(games)) == 6
    assert len({p.thread_id for p in pairings}) == 6
    results = await run_to_end(table, tid, first_seat_resigns)
    assert len(results) == 6


async def test_two_writers_pair_and_start_once(table):
    tid = await open_tournament(table, table.players(), game="synapse", format="swiss")
    core = table.bot.core
    await core.tournaments.start(tid, table.alice.id)
    again = await asyncio.gather(*(core.tournaments.settle(tid) for _ in range(3)))
    assert again == [False, False, False]  # round 1 is being played: nothing to pair
    (p, *_rest) = await core.tournaments.unstarted(tid)
    a, b = await asyncio.gather(
        core.tournaments.start_pairing(p, 111), core.tournaments.start_pairing(p, 222)
    )
    assert [x is None for x in (a, b)].count(True) == 1  # one game for the pairing
    stored = [
        q for q in await core.store.tournaments.pairings(tid) if q.slot == p.slot and q.round == p.round
    ]
    assert len(stored) == 1 and stored[0].game_id in {getattr(a, "id", None), getattr(b, "id", None)}
    # A second pairing of round 1 (as a retry would try) is refused by the round check.
    assert not await core.store.tournaments.pair_round(tid, 0, [(1, 2)], core.now())
    # A result counted twice counts once.
    assert await core.store.tournaments.count(stored[0], {stored[0].seats[0]: 0, stored[0].seats[1]: 1}, 0.0)
    assert not await core.store.tournaments.count(
        stored[0], {stored[0].seats[0]: 1, stored[0].seats[1]: 0}, 0.0
    )
