"""Tournaments and the rest of the bot's rules (issue 24's audit): /away pauses a
tournament game's clock, a computer substitute in a 3+ player table, `rated:false`,
automatic timeouts that bring in a computer, sign-up that closes, who may press what,
and a Swiss that cannot be paired any further."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import last_post, texts_of
from test_bot_tournament import open_tournament, signup_post, thread_of

from bot import Settings
from rules import get_game

HOUR = 3600


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


@pytest.fixture(autouse=True)
def patient(table: Any) -> None:
    # A round's pairing, threads and games settle within one interaction (see test_bot_tournament).
    table.env.settle_timeout = 60.0


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def sweep(table: Any) -> None:
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()


async def test_an_away_player_does_not_lose_a_tournament_game_on_time(table):
    assert "You are away until" in answer(await table.alice.slash(table.channel, "away", days=3))
    tid = await open_tournament(
        table, [table.alice, table.bob], game="pylon", format="round-robin", time_limit_hours=2
    )
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    store = table.bot.core.store
    (pairing,) = await store.tournaments.pairings(tid)
    row = await store.games.get(pairing.game_id)
    thread = thread_of(table, row.channel_id)
    assert row.away_until(table.alice.id, table.bot.core.now()) is not None
    game = get_game(row.game_key)
    if row.seats[0] != table.alice.id:  # bob moves first: then alice is on the clock
        move = game.legal_moves(game.decode(row.state), 0)[0]
        assert answer(await table.bob.slash(thread, "move", move=move)).startswith("Done")
        await table.env.settle()
    assert "alice is away until <t:" in texts_of(last_post(thread))
    await table.env.advance_time(3 * HOUR)  # well past her 2 hours, but she is away
    await sweep(table)
    row = await store.games.get(pairing.game_id)
    assert row.status == "active"
    (pairing,) = await store.tournaments.pairings(tid)
    assert pairing.places is None
