"""The contract every computer player keeps (ai/__init__.py): for every game and
level, `choose_move` gives a move the engine accepts for any seat that may act,
the same move again for the same seed (levels not cut by the clock), and an
unknown level is refused."""

from __future__ import annotations

import importlib.util
import random
from typing import Any

import pytest

import ai
from bench.playouts import random_playout
from rules import GAMES, get_game
from rules.connections.deck import REGION_OF

# Levels whose move depends on the clock (a search stopped by the budget): their
# moves are legal but not repeatable, so only the others are checked for repeats.
TIME_BOUNDED = {"pylon": {"hard"}, "cardinal": {"hard"}}
SMALL_BUDGET = 0.05
# Enough for the fixed-size searches of easy/medium (and Epicycle's table on a cold
# start) to finish before their clock guard.
REPEAT_BUDGET = 2.0
POSITIONS = 4  # sampled positions per game and level


def has_player(key: str) -> bool:
    return importlib.util.find_spec(f"ai.{key}") is not None


PLAYERS = [key for key in GAMES if has_player(key)]


def test_every_game_has_a_computer_player() -> None:
    assert sorted(PLAYERS) == sorted(GAMES)


def sample_positions(key: str, count: int, seed: int) -> list[dict[str, Any]]:
    """Positions from random games, spread from the opening to the end, with the
    largest player count the game allows (more seats, more cases)."""
    game = get_game(key)
    playout = random_playout(key, game.max_players if key == "cardinal" else game.min_players, seed)
    states = [s for s, _ in playout.positions]
    step = max(1, len(states) // count)
    return states[::step][:count]


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("key", PLAYERS)
def test_moves_are_legal_for_every_acting_seat(key: str, level: str) -> None:
    game = get_game(key)
    for state in sample_positions(key, POSITIONS, seed=3):
        for seat in game.to_move(state):
            move = ai.choose_move(key, state, seat, level=level, seed=1, budget_s=SMALL_BUDGET)
            assert move in game.legal_moves(state, seat), (key, level, seat, move)
            game.apply(state, seat, move)


REPEATABLE = [
    (key, level) for key in PLAYERS for level in ai.LEVELS if level not in TIME_BOUNDED.get(key, ())
]


@pytest.mark.parametrize(("key", "level"), REPEATABLE)
def test_same_seed_same_move(key: str, level: str) -> None:
    game = get_game(key)
    for state in sample_positions(key, 2, seed=5):
        seat = game.to_move(state)[0]
        first = ai.choose_move(key, state, seat, level=level, seed=9, budget_s=REPEAT_BUDGET)
        again = ai.choose_move(key, state, seat, level=level, seed=9, budget_s=REPEAT_BUDGET)
        assert first == again


@pytest.mark.parametrize("key", PLAYERS)
def test_unknown_level_is_refused(key: str) -> None:
    game = get_game(key)
    state = game.new(game.min_players, 0)
    with pytest.raises(ValueError, match="unknown level"):
        ai.choose_move(key, state, game.to_move(state)[0], level="expert")


@pytest.mark.parametrize("level", ai.LEVELS)
def test_connections_answers_offers_off_turn(level: str) -> None:
    """A seat off turn with an offer to answer gets a legal answer at every level;
    offers are made between seats not on turn, as the rules require."""
    game = get_game("connections")
    rnd = random.Random(level)
    answered = 0
    for state in sample_positions("connections", 12, seed=8):
        off = [s for s in game.active_seats(state) if s != state["turn"]]
        giver, taker = off[0], off[1]
        if not state["hands"][giver] or not state["hands"][taker]:
            continue
        wanted = [REGION_OF[c] for c in state["hands"][taker] if c in REGION_OF]
        want = rnd.choice(wanted) if wanted else "Africa"
        offer = f"offer {state['hands'][giver][0]} for {want} to {taker}"
        state = game.apply(state, giver, offer)
        assert taker in game.to_move(state)
        move = ai.choose_move("connections", state, taker, level=level, seed=2, budget_s=SMALL_BUDGET)
        assert move.startswith(("accept", "decline")) and move in game.legal_moves(state, taker)
        game.apply(state, taker, move)
        answered += 1
    assert answered >= 6
