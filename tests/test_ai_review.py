"""ai.review: each logged move with the mover's value before and after; a move that
throws a win away is marked in the solved games."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

import ai
from ai.review import review
from bench.playouts import random_playout
from rules import IllegalMove, get_game

SOLVED = [key for key in ("epicycle", "synapse") if importlib.util.find_spec(f"ai.{key}")]


def thrown_win(key: str) -> tuple[list[tuple[int, str]], int]:
    """A log whose last move gives away a won position (the mover could have won with
    perfect play and no longer can), and the seed it was played from."""
    game = get_game(key)
    exact = importlib.import_module(f"ai.{key}").exact_value
    for seed in range(40):
        playout = random_playout(key, 2, seed, stop_at=60)
        for index, (state, seat) in enumerate(playout.positions):
            if exact(state) != 1:
                continue
            for move in game.legal_moves(state, seat):
                after = game.apply(state, seat, move)
                # Known values only: off its book, Synapse-Ice's search may not know.
                if not game.is_over(after) and exact(after) in (0, 1) and seat not in game.to_move(after):
                    return [*playout.log[:index], (seat, move)], seed
    raise AssertionError(f"no thrown win found in {key}")


@pytest.mark.parametrize("key", SOLVED)
def test_a_thrown_win_is_marked(key: str) -> None:
    log, seed = thrown_win(key)
    reviews = review(key, 2, seed, {}, log)
    last = reviews[-1]
    assert (last.ply, last.seat, last.move) == (len(log), log[-1][0], log[-1][1])
    assert last.before == 1 and last.after is not None and last.after < 1
    assert last.threw_away
    # Every mark means a worse value, and no other move is marked without one.
    assert all(r.threw_away == (r.after is not None and r.before is not None and r.after < r.before)
               for r in reviews)


@pytest.mark.parametrize("key", SOLVED)
def test_the_perfect_move_keeps_the_value(key: str) -> None:
    log, seed = thrown_win(key)
    game = get_game(key)
    state = game.new(2, seed)
    for seat, move in log[:-1]:
        state = game.apply(state, seat, move)
    seat = log[-1][0]
    best = ai.choose_move(key, state, seat, level="hard", seed=0, budget_s=2.0)
    reviewed = review(key, 2, seed, {}, [*log[:-1], (seat, best)])[-1]
    assert reviewed.before == 1 and reviewed.after == 1 and not reviewed.threw_away


def test_estimate_games_give_shares_and_connections_none() -> None:
    playout = random_playout("pylon", 2, 1, stop_at=4)
    reviews = review("pylon", 2, 1, {}, playout.log, budget_s=0.02)
    assert [r.ply for r in reviews] == [1, 2, 3, 4]
    for r in reviews:
        assert r.before is not None and r.after is not None
        assert 0 <= r.before <= 1 and 0 <= r.after <= 1 and not r.threw_away
    cards = random_playout("connections", 3, 1, stop_at=10)
    for r in review("connections", 3, 1, {}, cards.log):
        assert r.before is None and r.after is None and not r.threw_away


def test_a_bad_log_is_refused() -> None:
    log: list[tuple[int, Any]] = [(0, "not a move")]
    with pytest.raises(IllegalMove):
        review("pylon", 2, 0, {}, log)
