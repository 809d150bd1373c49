"""The Pylon computer player: its fast position agrees with the engine, its moves are
legal and reproducible, it keeps to its thinking budget, it finds a forced win in the
stacking phase and it beats random play."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from search_time import cpu_seconds

from ai import choose_move, pylon
from ai import pylon_position as pp
from ai.pylon_endgame import solve
from rules import get_game

GAME = get_game("pylon")


def random_position(seed: int, plies: int) -> dict[str, Any]:
    rng = random.Random(seed)
    state = GAME.new(2, seed=seed)
    for _ in range(plies):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return state


@pytest.mark.parametrize("seed", range(6))
def test_compact_position_agrees_with_engine(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new(2, seed=seed)
    pos = pp.from_state(state)
    while True:
        assert pos == pp.from_state(state)
        legal = GAME.legal_moves(state, state["turn"]) if not GAME.is_over(state) else []
        assert sorted(pp.move_text(m) for m in pp.moves(pos)) == legal
        if GAME.is_over(state):
            result = GAME.result(state)
            assert pos.over and result is not None and list(result[0] or ()) == pp.scores(pos.cells)
            break
        move = rng.choice(pp.moves(pos))
        state = GAME.apply(state, state["turn"], pp.move_text(move))
        pos = pp.play(pos, move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("plies", [0, 17, 29, 30, 45])
def test_moves_are_legal(level: str, plies: int) -> None:
    for seed in range(3):
        state = random_position(seed, plies)
        if GAME.is_over(state):
            continue
        seat = GAME.to_move(state)[0]
        move = choose_move("pylon", state, seat, level=level, seed=seed, budget_s=0.05)
        assert move in GAME.legal_moves(state, seat)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_same_seed_same_move(level: str) -> None:
    # A generous budget, so the clock guard never cuts the fixed playout count short.
    state = random_position(4, 12)
    first = pylon.choose(state, state["turn"], level=level, seed=9, budget_s=20.0)
    assert all(pylon.choose(state, state["turn"], level=level, seed=9, budget_s=20.0) == first
               for _ in range(2))


def test_hard_keeps_to_a_small_budget() -> None:
    state = random_position(2, 20)
    _, spent = cpu_seconds(lambda: pylon.choose(state, state["turn"], level="hard", seed=0, budget_s=0.3))
    assert spent <= 0.33


def endgame() -> dict[str, Any]:
    """Seat 0 to move. a1-a2 puts its small on the tall stack but lets seat 1 cover it
    with a3-a2 (7-0 for seat 1); a3-a2 forces seat 1 to play a1-a2, 7-0 for seat 0."""
    state = GAME.new(2)
    state["board"] = {"a1": ["0S"], "a2": ["1L", "0M", "1L", "0S", "1M"], "a3": ["1S"]}
    state["stashes"] = [{"S": 0, "M": 0, "L": 0}, {"S": 0, "M": 0, "L": 0}]
    state["placements"] = 30
    state["turn"] = 0
    return state


def test_exact_search_finds_the_forced_win() -> None:
    state = endgame()
    assert GAME.legal_moves(state, 0) == ["a1-a2", "a3-a2"]
    solved = solve(pp.from_state(state), node_limit=10_000, deadline=time.perf_counter() + 5)
    assert solved is not None and solved[0] == 7
    assert pylon.choose(state, 0, level="hard", seed=0, budget_s=0.5) == "a3-a2"
    assert pylon.estimate(state, 0, 0.5) == 1.0
    assert pylon.estimate(state, 1, 0.5) == 0.0


def test_estimate_is_a_share() -> None:
    for plies in (0, 31):
        state = random_position(1, plies)
        assert 0.0 <= pylon.estimate(state, 0, 0.1) <= 1.0


def test_hard_beats_random() -> None:
    points = 0.0
    for game in range(2):
        rng = random.Random(game)
        state = GAME.new(2, seed=game)
        hard_seat = game % 2
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            if seat == hard_seat:
                move = pylon.choose(state, seat, level="hard", seed=game, budget_s=0.05)
            else:
                move = rng.choice(GAME.legal_moves(state, seat))
            state = GAME.apply(state, seat, move)
        result = GAME.result(state)
        assert result is not None
        points += 1.0 if hard_seat in result[1] else 0.5 if not result[1] else 0.0
    assert points == 2.0


@pytest.mark.parametrize("plies", [0, 20, 30, 40])
def test_playout_moves_replay_on_the_engine(plies: int) -> None:
    """The fast playout (placements, then stacking with its moves kept up to date)
    plays only legal moves, in turn, and ends where the engine ends, with its result."""
    for seed in range(8):
        state = random_position(seed, plies)
        if GAME.is_over(state):
            continue
        log: list[tuple[int, int]] = []
        shares = pp.rollout(pp.from_state(state), random.Random(seed), log)
        for seat, move in log:
            assert list(GAME.to_move(state)) == [seat]
            assert pp.move_text(move) in GAME.legal_moves(state, seat)
            state = GAME.apply(state, seat, pp.move_text(move))
        result = GAME.result(state)
        assert result is not None
        expected = [1.0, 0.0] if result[1] == (0,) else [0.0, 1.0] if result[1] == (1,) else [0.5, 0.5]
        assert shares == expected
        start = pp.from_state(random_position(seed, plies))
        assert pp.rollout_played(start, random.Random(seed))[1] == set(log)


def test_hard_keeps_the_subtree_of_the_position_that_follows(monkeypatch: pytest.MonkeyPatch) -> None:
    # The Python search's tree reuse (the compiled search, ai.pylon_fast, keeps no tree).
    monkeypatch.setattr(pylon, "COMPILED", False)
    state = random_position(3, 6)
    seat = state["turn"]
    move = pylon.choose(state, seat, level="hard", seed=1, budget_s=0.3)
    assert pylon._kept is not None
    kept_after, kept_node = pylon._kept
    state = GAME.apply(state, seat, move)
    assert pp.from_state(state) == kept_after
    reply = pp.move_text(max(kept_node.children, key=lambda c: c.visits).move)
    state = GAME.apply(state, 1 - seat, reply)
    reused = pylon._reused(pp.from_state(state))
    assert reused is not None and reused.visits > 0 and reused.parent is None
    # A position that does not follow the kept one starts a fresh tree.
    pylon.choose(state, state["turn"], level="hard", seed=1, budget_s=0.1)
    assert pylon._reused(pp.from_state(random_position(5, 9))) is None
