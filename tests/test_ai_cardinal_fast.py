"""The compiled Cardinal Connections search (ai/_cardinal_search.c through
ai.cardinal_fast) agrees with the rules engine move for move: the same legal moves, the
same position after each, the same quick values as the Python twin; its playouts keep
hard's rule for the last piece; and its search is legal, reproducible and on time."""

from __future__ import annotations

import random
from typing import Any

import pytest
from search_time import cpu_seconds
from test_ai_cardinal import last_piece

from ai import cardinal_fast as cf
from ai import cardinal_position as cp
from rules import get_game
from rules.cardinal import brute_frontier

GAME = get_game("cardinal")


def test_the_compiled_search_is_built() -> None:
    # pip builds it wherever a C compiler is (CI has one); without it hard is far weaker.
    assert cf.AVAILABLE, "ai._cardinal_search is not built: reinstall the package with a C compiler"


def canonical(c_position: tuple[Any, ...]) -> tuple[Any, ...]:
    board, centre, pool, turn, players, active, over = c_position
    return (sorted(map(tuple, board)), centre, tuple(pool), turn, players, active, bool(over))


def games(players: int, count: int) -> list[list[tuple[dict[str, Any], str | None]]]:
    """Random games (mostly taking, so they run long), as (state, move played) pairs."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new(players, seed=seed)
        if players > 2 and seed % 3 == 0:
            state = GAME.resign(state, seed % players)  # a seat that dropped out is skipped
        game: list[tuple[dict[str, Any], str | None]] = []
        while not GAME.is_over(state) and state["ply"] <= 30:
            legal = GAME.legal_moves(state, state["turn"])
            takes = [m for m in legal if "take" in m]
            move = rng.choice(takes if takes and rng.random() < 0.7 else legal)
            game.append((state, move))
            state = GAME.apply(state, state["turn"], move)
        game.append((state, None))
        out.append(game)
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_moves_and_positions_agree_with_the_engine(players: int) -> None:
    for game in games(players, 25):
        for state, move in game:
            pos = cp.from_state(state)
            legal = GAME.legal_moves(state, state["turn"]) if not GAME.is_over(state) else []
            assert sorted(cp.move_text(m) for m in cf.moves(pos)) == legal
            if move is None:
                continue
            chosen = next(m for m in cf.moves(pos) if cp.move_text(m) == move)
            after = cp.from_state(GAME.apply(state, state["turn"], move))
            assert canonical(cf.play(pos, chosen)) == canonical(cf.position(after))


def test_quick_values_agree_with_the_python_twin() -> None:
    for players in (2, 3, 4):
        for game in games(players, 15):
            for state, _ in game[:-1]:
                pos = cp.from_state(state)
                options = cp.moves(pos)
                sample = random.Random(state["ply"]).sample(options, min(40, len(options)))
                assert cf.quick_values(pos, sample) == cp.quick_values(pos, sample)


def test_playouts_take_an_outright_win_with_the_last_piece() -> None:
    pos = cp.from_state(last_piece())
    assert cf.rollouts(pos, 500, seed=1) == [500.0, 0.0]


def test_playout_shares_add_up() -> None:
    for players in (2, 3, 4):
        pos = cp.from_state(GAME.new(players))
        total = cf.rollouts(pos, 2000, seed=players)
        assert sum(total) == pytest.approx(2000.0)
        assert all(t > 0 for t in total)


def test_search_finds_the_only_winning_endings() -> None:
    state = last_piece()
    pos = cp.from_state(state)
    found = cf.search(pos, seconds=5.0, seed=0, minimum=1, maximum=20000, widen=2.0, exploration=0.7,
                      order_depth=2)
    after = GAME.apply(state, 0, cp.move_text(found.best))
    result = GAME.result(after)
    assert result is not None and result[1] == (0,)
    assert found.values == [1.0, 0.0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_is_legal_reproducible_and_on_time(players: int) -> None:
    state = GAME.new(players, seed=players)
    pos = cp.from_state(state)
    runs = [cf.search(pos, seconds=60.0, seed=7, minimum=1, maximum=3000, widen=2.0, exploration=0.7,
                      order_depth=players) for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].simulations == 3000
    assert cp.move_text(runs[0].best) in GAME.legal_moves(state, 0)
    assert sum(runs[0].values) == pytest.approx(1.0)
    assert sum(v for _, v, _ in runs[0].children) == 3000
    timed, spent = cpu_seconds(lambda: cf.search(pos, seconds=0.2, seed=1, minimum=1, maximum=10**9,
                                                 widen=2.0, exploration=0.7, order_depth=players))
    assert spent <= 0.25 and timed.simulations > 1000


def test_pieces_far_apart_are_not_mixed_up() -> None:
    # The C twin files squares on a 64 x 64 grid modulo 64; pieces 64 apart share a cell,
    # and then it must fall back on plain scans rather than confuse them.
    state = GAME.new(3)
    state["board"]["0,64"] = ["SU"]
    state["board"]["64,0"] = ["MW"]
    state["board"]["1,65"] = ["LN"]
    state["frontier"] = brute_frontier(state["board"])
    rng = random.Random(5)
    while not GAME.is_over(state):
        pos = cp.from_state(state)
        legal = GAME.legal_moves(state, state["turn"])
        assert sorted(cp.move_text(m) for m in cf.moves(pos)) == legal
        move = rng.choice([m for m in legal if "0,64" in m or "64,0" in m] or legal)
        chosen = next(m for m in cf.moves(pos) if cp.move_text(m) == move)
        state = GAME.apply(state, state["turn"], move)
        assert canonical(cf.play(pos, chosen)) == canonical(cf.position(cp.from_state(state)))


@pytest.mark.parametrize(("max_depth", "plain", "paranoid", "model"),
                         [(1, True, False, False), (1000, False, True, False), (4, False, False, True)])
def test_search_variants_give_legal_moves(max_depth: int, plain: bool, paranoid: bool, model: bool) -> None:
    for seed in range(3):
        game = games(4, seed + 1)[-1]
        state = game[len(game) // 2][0]
        if GAME.is_over(state):
            continue
        pos = cp.from_state(state)
        found = cf.search(pos, seconds=60.0, seed=seed, minimum=1, maximum=2000, widen=2.0, exploration=0.7,
                          order_depth=4, max_depth=max_depth, plain=plain, paranoid=paranoid, model=model)
        assert cp.move_text(found.best) in GAME.legal_moves(state, state["turn"])
        assert found.simulations == 2000


def test_small_trees_add_up_their_root_statistics() -> None:
    state = GAME.new(3, seed=2)
    pos = cp.from_state(state)

    def run(tree_size: int) -> cf.Searched:
        return cf.search(pos, seconds=60.0, seed=4, minimum=1, maximum=12000, widen=2.0, exploration=0.7,
                         order_depth=3, tree_size=tree_size)

    small, again = run(5000), run(5000)
    assert small == again and small.simulations == 12000
    # Every simulation of every tree passes through one root move, counted once.
    assert sum(v for _, v, _ in small.children) == 12000
    assert len({m for m, _, _ in small.children}) == len(small.children)
    assert cp.move_text(small.best) in GAME.legal_moves(state, 0)
    assert small.best == max(small.children, key=lambda c: c[1])[0]
    # A tree's root keeps at most 1 + 2 * sqrt(5000) children (widening); no tree grew past that.
    assert len(small.children) <= 2 + 2 * 5000**0.5
