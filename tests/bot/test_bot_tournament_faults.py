"""Tournaments through faults: Discord refusing thread creation, a restart in between,
and two writers moving the same tournament on at once. No pairing is started twice and
no result is counted twice."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_bot_tournament import first_seat_resigns, open_tournament, run_to_end, signup_post

from bot import Settings, create_bot
from bot.services.refusal import Unconfirmed
from bot.services.sessions import Sessions
from bot.storage.db import DatabaseUnavailable
from bot.storage.tournaments import TournamentRepo


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


async def test_a_withdrawal_says_which_games_it_could_not_resign(table, monkeypatch):
    """Withdrawing resigns the player's three games; the database does not confirm one
    resignation and refuses another: the answer says so (never that they are resigned,
    never that nothing changed), and withdrawing again resigns what is left."""
    four = table.players()
    tid = await open_tournament(table, four, game="synapse", format="round-robin")
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    real = Sessions.resign
    faults: list[BaseException] = [Unconfirmed(), DatabaseUnavailable("injected: the store went away")]
    hit: list[int] = []

    async def resign(self: Sessions, game_id: int, user_id: int, **kwargs: Any) -> Any:
        if faults:
            hit.append(game_id)
            raise faults.pop(0)
        return await real(self, game_id, user_id, **kwargs)

    monkeypatch.setattr(Sessions, "resign", resign)
    first = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    text = first.response.content
    assert text.startswith(f"Done: you have withdrawn from tournament #{tid} (1 game resigned)."), text
    assert f"could not confirm that your resignation was saved in game #{hit[0]}:" in text
    assert f"did not answer for game #{hit[1]}, which is not resigned yet" in text
    assert "nothing was changed" not in text
    monkeypatch.setattr(Sessions, "resign", real)
    again = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    assert again.response.content == f"Done: you have withdrawn from tournament #{tid} (2 games resigned)."
    third = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    assert "already withdrawn" in third.response.content
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    counted = [p.places for p in pairings if table.dave.id in p.seats]
    assert len(counted) == 3 and all(places is not None and places[table.dave.id] == 1 for places in counted)


async def test_a_thread_whose_pairing_could_not_be_stored_is_deleted(table, monkeypatch):
    """The runner makes a pairing's thread, then remembers it in the database; that write
    fails once: the thread is deleted, and the next step makes the pairing's one thread."""
    four = table.players()
    tid = await open_tournament(table, four, game="synapse", format="round-robin")
    real = TournamentRepo.claim_thread
    failed: list[int] = []

    async def claim_thread(self: TournamentRepo, pairing: Any, thread_id: int) -> int:
        if not failed:
            failed.append(thread_id)
            raise DatabaseUnavailable("injected: the store went away")
        return await real(self, pairing, thread_id)

    monkeypatch.setattr(TournamentRepo, "claim_thread", claim_thread)
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    threads = {p.thread_id for p in pairings}
    assert failed and failed[0] not in threads and None not in threads and len(threads) == 6
    assert sorted(t.id for t in table.channel.threads) == sorted(threads)  # no empty thread left
