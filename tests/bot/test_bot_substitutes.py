"""Computer substitutes: in a 3+ player game with replace:computer (the default for
Connections and Cardinal), a player who resigns or times out hands the seat to a computer
(medium), announced; the others play on; the leaver's result is a loss and the computer's
place is not rated."""

from __future__ import annotations

import random
from typing import Any

import pytest
from bot_helpers import open_game, public_messages, state_of, texts_of

from bot import Settings, create_bot
from rules import get_game

HOUR = 3600


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    # A short think keeps the tests quick; the pool is the real one.
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def play_out(table: Any, limit: int = 300) -> tuple[Any, dict[str, Any]]:
    """People play a random legal move (random play ends Cardinal soon); the computer
    seats answer by themselves."""
    by_id = {m.id: m for m in table.players()}
    rnd = random.Random(7)
    for _ in range(limit):
        # One computer answer per wait (its pool is warm: conftest's computer_pool).
        await table.env.settle()
        row, state = await state_of(table)
        game = get_game(row.game_key)
        if game.is_over(state):
            return row, state
        seat = game.to_move(state)[0]
        if row.seats[seat] < 0:
            continue  # the computer is thinking
        move = rnd.choice(game.legal_moves(state, seat))
        await by_id[row.seats[seat]].slash(table.channel, "move", move=move)
    raise AssertionError("the game did not end")


async def test_a_resigning_player_is_replaced_and_the_game_goes_on(table):
    row = await open_game(table, "cardinal", [table.alice, table.bob, table.carol])
    bob_seat = row.seats.index(table.bob.id)
    done = await table.bob.slash(table.channel, "resign")
    assert answer(done).startswith("Done")
    await table.env.settle()
    line = [m for m in public_messages(table.channel) if "takes their seat" in texts_of(m)]
    assert len(line) == 1 and "bob resigned: a computer (medium) takes their seat" in texts_of(line[0])
    assert line[0].mentions == []
    row, state = await state_of(table)
    assert row.status == "active" and row.replaced == {bob_seat: table.bob.id}
    computer = row.seats[bob_seat]
    assert computer < 0 and row.computers[computer] == "medium"
    assert bob_seat not in state.get("resigned", [])
    # bob no longer has the game; a second resign is refused.
    assert "no unfinished games" in answer(await table.bob.slash(table.channel, "games"))
    assert "not a player" in answer(await table.bob.slash(table.channel, "resign"))
    row, state = await play_out(table)
    assert row.status == "finished"
    store = table.bot.core.store
    places = await store.db.fetchall(
        "SELECT user_id, seat, rank, outcome FROM result_players WHERE game_id = ? ORDER BY seat", (row.id,)
    )
    by_seat = {p["seat"]: p for p in places}
    assert by_seat[bob_seat]["user_id"] == table.bob.id and by_seat[bob_seat]["outcome"] == "loss"
    assert by_seat[bob_seat]["rank"] == max(p["rank"] for p in places)
    assert all(p["user_id"] > 0 for p in places)
    rated = await store.db.fetchall("SELECT user_id FROM rating_history WHERE game_id = ?", (row.id,))
    assert sorted(r["user_id"] for r in rated) == sorted([table.alice.id, table.bob.id, table.carol.id])
    assert await store.db.fetchall("SELECT user_id FROM ratings WHERE user_id < 0") == []
    # Restarted, the game and its log still agree (the substitution did not touch the state).
    await table.env.restart_bot(create_bot(table.bot.core.settings))
    again = await table.alice.slash(table.channel, "board", private=True)
    assert again.ephemeral


async def test_a_timeout_is_replaced_in_connections_by_default(table):
    row = await open_game(table, "connections", [table.alice, table.bob, table.carol], time_limit_hours=1)
    _, state = await state_of(table)
    on_turn = get_game("connections").to_move(state)[0]
    late = row.seats[on_turn]
    claimer = next(m for m in table.players()[:3] if m.id != late)
    await table.env.advance_time(HOUR + 60)
    assert answer(await claimer.slash(table.channel, "game claim")).startswith("Done")
    await table.env.settle()
    row, state = await state_of(table)
    assert row.status == "active" and row.replaced == {on_turn: late} and row.seats[on_turn] < 0
    assert any(
        "ran out of time: a computer (medium) takes their seat" in texts_of(m)
        for m in public_messages(table.channel)
    )


async def test_replace_none_drops_the_player_as_before(table):
    await open_game(table, "cardinal", [table.alice, table.bob, table.carol], replace="none")
    await table.bob.slash(table.channel, "resign")
    row, state = await state_of(table)
    assert row.replaced == {} and row.seats.index(table.bob.id) in state["resigned"]


async def test_two_player_games_are_never_replaced(table):
    await open_game(table, "cardinal", [table.alice, table.bob], replace="computer")
    await table.bob.slash(table.channel, "resign")
    row, _ = await state_of(table)
    assert row.status == "finished" and row.replaced == {}
