"""The flat Monte Carlo yardstick (ai/flat_mc.py): legal moves, a forced win found,
and a clear refusal for a game it does not play."""

from __future__ import annotations

import random

import pytest

from ai import flat_mc
from rules import get_game


@pytest.mark.parametrize(("key", "players"), [("pylon", 2), ("cardinal", 2), ("cardinal", 4)])
def test_moves_are_legal(key: str, players: int) -> None:
    game = get_game(key)
    state = game.new(players, seed=3)
    rng = random.Random(3)
    for _ in range(4):
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        move = flat_mc.choose(state, seat, seconds=0.02, seed=1)
        assert move in game.legal_moves(state, seat)
        state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))


def test_finds_the_stacking_win() -> None:
    game = get_game("pylon")
    state = game.new(2)
    state["board"] = {"a1": ["0S"], "a2": ["1L", "0M", "1L", "0S", "1M"], "a3": ["1S"]}
    state["stashes"] = [{"S": 0, "M": 0, "L": 0}, {"S": 0, "M": 0, "L": 0}]
    state["placements"] = 30
    state["turn"] = 0
    assert flat_mc.choose(state, 0, seconds=0.05) == "a3-a2"


def test_other_games_are_refused() -> None:
    state = get_game("epicycle").new(2, seed=1)
    with pytest.raises(ValueError, match="no flat Monte Carlo player for 'epicycle'"):
        flat_mc.choose(state, 0, seconds=0.01)
