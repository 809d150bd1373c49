"""The Cardinal Connections computer player (2-4 players): its fast position agrees
with the engine, its moves are legal and reproducible, it keeps to its thinking
budget, it takes an outright win when the pool runs out and it beats random play."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from search_time import cpu_seconds

from ai import cardinal, choose_move
from ai import cardinal_position as cp
from rules import get_game
from rules.cardinal import brute_frontier

GAME = get_game("cardinal")


def random_position(players: int, seed: int, plies: int) -> dict[str, Any]:
    """Random play that mostly takes a piece back, so games run long enough."""
    rng = random.Random(seed)
    state = GAME.new(players, seed=seed)
    for _ in range(plies):
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        takes = [m for m in moves if "take" in m]
        candidate = GAME.apply(state, seat, rng.choice(takes or moves))
        if GAME.is_over(candidate):
            break
        state = candidate
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_compact_position_agrees_with_engine(players: int) -> None:
    for seed in range(25):
        rng = random.Random(seed)
        state = GAME.new(players, seed=seed)
        if players > 2 and seed % 3 == 0:
            state = GAME.resign(state, seed % players)  # a seat that dropped out is skipped
        pos = cp.from_state(state)
        while True:
            assert pos.key() == cp.from_state(state).key()
            legal = GAME.legal_moves(state, state["turn"]) if not GAME.is_over(state) else []
            assert sorted(cp.move_text(m) for m in cp.moves(pos)) == legal
            if GAME.is_over(state):
                result = GAME.result(state)
                assert result is not None and pos.over
                assert list(result[0] or ()) == cp.scores(pos)
                winners = [s for s, share in enumerate(cp.shares(pos)) if share]
                assert tuple(winners) == result[1]
                break
            if state["ply"] > 30:
                break
            moves = cp.moves(pos)
            takes = [m for m in moves if m[3] >= 0]
            move = rng.choice(takes if takes and rng.random() < 0.7 else moves)
            state = GAME.apply(state, state["turn"], cp.move_text(move))
            pos = cp.play(pos, move)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_moves_are_legal(players: int, level: str) -> None:
    for seed, plies in ((0, 0), (1, 2), (2, 5), (3, 9)):
        state = random_position(players, seed, plies)
        seat = GAME.to_move(state)[0]
        move = choose_move("cardinal", state, seat, level=level, seed=seed, budget_s=0.05)
        assert move in GAME.legal_moves(state, seat)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_same_seed_same_move(level: str) -> None:
    # A generous budget, so the clock guard never cuts the fixed playout count short.
    state = random_position(3, 5, 4)
    seat = state["turn"]
    first = cardinal.choose(state, seat, level=level, seed=3, budget_s=20.0)
    assert all(cardinal.choose(state, seat, level=level, seed=3, budget_s=20.0) == first for _ in range(2))


def test_hard_keeps_to_a_small_budget() -> None:
    # The process's own CPU time: what the search spends. Wall time also counts the other
    # test workers sharing the cores, which the search's deadline cannot control.
    state = random_position(2, 7, 4)
    _, spent = cpu_seconds(lambda: cardinal.choose(state, state["turn"], level="hard", seed=0, budget_s=0.3))
    assert spent <= 0.33


def last_piece() -> dict[str, Any]:
    """Seat 0 (facing south) to move with one large piece left and trailing 2-4.
    Ending the game now wins only where a large flat piece turns at least two of the
    north-pointing pieces away; most moves lose or keep the game going."""
    state = GAME.new(2)
    state["board"]["2,1"] = ["MN"]
    state["board"]["-2,1"] = ["SN"]
    state["pool"] = {"S": 0, "M": 0, "L": 1}
    state["frontier"] = brute_frontier(state["board"])
    return state


def test_takes_the_outright_win_with_the_last_piece() -> None:
    state = last_piece()
    moves = GAME.legal_moves(state, 0)
    winning = []
    for move in moves:
        after = GAME.apply(state, 0, move)
        result = GAME.result(after)
        if result is not None and result[1] == (0,):
            winning.append(move)
    assert 0 < len(winning) < len(moves) // 4
    assert cardinal.choose(state, 0, level="hard", seed=0, budget_s=0.3) in winning
    assert cardinal.estimate(state, 0, 0.3) == 1.0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_estimate_is_a_share(players: int) -> None:
    state = random_position(players, 1, 3)
    shares = [cardinal.estimate(state, seat, 0.05) for seat in range(players)]
    assert all(0.0 <= s <= 1.0 for s in shares)


def test_hard_beats_random() -> None:
    points = 0.0
    for game in range(4):
        rng = random.Random(game)
        state = GAME.new(2, seed=game)
        hard_seat = game % 2
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            if seat == hard_seat:
                move = cardinal.choose(state, seat, level="hard", seed=game, budget_s=0.1)
            else:
                move = rng.choice(GAME.legal_moves(state, seat))
            state = GAME.apply(state, seat, move)
        result = GAME.result(state)
        assert result is not None
        points += 1.0 / len(result[1]) if hard_seat in result[1] else 0.0
    assert points >= 3.5


def positions(count: int) -> list[tuple[dict[str, Any], cp.Pos]]:
    """States from seeded random games at 2, 3 and 4 players, each with its fast position."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new(2 + seed % 3, seed=seed)
        while not GAME.is_over(state):
            out.append((state, cp.from_state(state)))
            seat = state["turn"]
            state = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return out


def lead(state: dict[str, Any], seat: int) -> int:
    scores = GAME.result(state)[0] if GAME.is_over(state) else GAME.view(state)["scores"]
    assert scores is not None
    return scores[seat] - max(scores[s] for s in GAME.active_seats(state) if s != seat)


def test_quick_values_agree_with_the_engine() -> None:
    for state, pos in positions(40):
        seat = state["turn"]
        options = random.Random(state["ply"]).sample(cp.moves(pos), 12)
        for move, value in zip(options, cp.quick_values(pos, options), strict=True):
            after = GAME.apply(state, seat, cp.move_text(move))
            result = GAME.result(after)
            if result is None:
                assert value == lead(after, seat)
            else:
                mine = 1 / len(result[1]) if seat in result[1] else 0.0
                assert value == pytest.approx(100 * (2 * mine - 1))


def test_best_own_ending_is_the_best_ending_pointing_at_the_mover() -> None:
    checked = 0
    for state, pos in positions(200):
        if sum(pos.pool) != 1:
            continue
        seat = state["turn"]
        found = cp.best_own_ending(pos)
        endings = [m for m in cp.moves(pos) if m[3] < 0 and m[2] == pos.directions[seat]]
        if found is None:
            assert not endings
            continue
        checked += 1
        after = GAME.apply(state, seat, cp.move_text(found[0]))
        assert GAME.is_over(after) and lead(after, seat) == found[1]
        assert found[1] == max(lead(GAME.apply(state, seat, cp.move_text(m)), seat) for m in endings)
    assert checked >= 20


def test_hard_reuses_its_tree_after_the_others_move(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cardinal, "COMPILED", False)  # the Python search, where C is not built
    state = random_position(3, 1, 0)
    move = cardinal.choose(state, 0, level="hard", seed=0, budget_s=0.3)
    assert cardinal._kept is not None
    after, node = cardinal._kept
    state = GAME.apply(state, 0, move)
    assert cp.from_state(state).key() == after.key()
    for seat in (1, 2):
        if GAME.is_over(state):
            return
        best = max(node.children, key=lambda c: c.visits)
        state = GAME.apply(state, seat, cp.move_text(best.move))
        node = best
    reused = cardinal._reused(cp.from_state(state))
    assert reused is node and reused.parent is None


def test_hard_searches_flat_at_four_players(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cardinal, "COMPILED", False)  # the Python search, where C is not built
    state = random_position(4, 3, 2)
    seat = state["turn"]
    move = cardinal.choose(state, seat, level="hard", seed=0, budget_s=0.2)
    assert move in GAME.legal_moves(state, seat)
    assert cardinal.last_stats["playouts"] >= cardinal.MINIMUM
    pos = cp.from_state(state)
    best, values = cardinal._flat(pos, cp.moves(pos), random.Random(0), 0.0, time.perf_counter())
    assert best in cp.moves(pos) and sum(values) == pytest.approx(1.0)
