"""The compiled Pylon search (ai/_pylon_search.c through ai.pylon_fast) agrees with the
rules engine move for move: the same legal moves and the same position after each, in
every phase; its playouts are games the engine accepts, scored as the engine scores
them; its exact stacking search finds the Python solver's margins; and its tree search
is legal, reproducible and on time."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from search_time import cpu_seconds
from test_ai_pylon import random_position

from ai import pylon
from ai import pylon_fast as pf
from ai import pylon_position as pp
from ai.pylon_endgame import solve as python_solve
from rules import get_game

GAME = get_game("pylon")


def test_the_compiled_search_is_built() -> None:
    # pip builds it wherever a C compiler is (CI has one); without it hard is far weaker.
    assert pf.AVAILABLE, "ai._pylon_search is not built: reinstall the package with a C compiler"


def games(count: int) -> list[list[tuple[dict[str, Any], str | None]]]:
    """Random games to the end, as (state, move played) pairs; the last has no move."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = GAME.new(2, seed=seed)
        game: list[tuple[dict[str, Any], str | None]] = []
        while not GAME.is_over(state):
            move = rng.choice(GAME.legal_moves(state, state["turn"]))
            game.append((state, move))
            state = GAME.apply(state, state["turn"], move)
        game.append((state, None))
        out.append(game)
    return out


def test_moves_and_positions_agree_with_the_engine() -> None:
    phases = set()
    for game in games(40):
        for state, move in game:
            pos = pp.from_state(state)
            over = GAME.is_over(state)
            phases.add("over" if over else "placement" if pos.placed < pp.CELLS else "stacking")
            legal = GAME.legal_moves(state, state["turn"]) if not over else []
            assert sorted(pp.move_text(m) for m in pf.moves(pos)) == legal
            if move is None:
                continue
            chosen = next(m for m in pf.moves(pos) if pp.move_text(m) == move)
            after = pp.from_state(GAME.apply(state, state["turn"], move))
            assert pf.play(pos, chosen) == pf.position(after)
    assert phases == {"placement", "stacking", "over"}


def test_an_illegal_move_is_refused() -> None:
    pos = pp.from_state(GAME.new(2))
    with pytest.raises(ValueError):
        pf.play(pos, pp.STACK_BASE + 1)  # a1-a2 while placing
    with pytest.raises(ValueError):
        pf.play(pos, 0)  # no pips


@pytest.mark.parametrize("plies", [0, 9, 29, 30, 38])
def test_playouts_are_games_the_engine_accepts(plies: int) -> None:
    for seed in range(15):
        state = random_position(seed, plies)
        if GAME.is_over(state):
            continue
        share, played = pf.playout(pp.from_state(state), seed)
        for seat, move in played:
            assert seat == state["turn"]
            assert pp.move_text(move) in GAME.legal_moves(state, seat)
            state = GAME.apply(state, seat, pp.move_text(move))
        assert GAME.is_over(state)
        a, b = pp.scores(pp.from_state(state).cells)
        assert share == (1.0 if a > b else 0.0 if a < b else 0.5)


def test_playout_shares_add_up() -> None:
    pos = pp.from_state(GAME.new(2))
    total = pf.rollouts(pos, 4000, seed=3)
    assert sum(total) == pytest.approx(4000.0)
    assert all(t > 1000 for t in total)


def test_exact_search_agrees_with_the_python_solver() -> None:
    checked = 0
    for game in games(20):
        # The first stacking position with at most 14 moves (the Python solver is slow).
        found_state = next((s for s, m in game if m is not None and s["placements"] == pp.CELLS
                            and len(GAME.legal_moves(s, s["turn"])) <= 14), None)
        if found_state is None:
            continue
        pos = pp.from_state(found_state)
        expected = python_solve(pos, node_limit=10**7, deadline=time.perf_counter() + 60)
        found = pf.solve(pos, node_limit=10**8, seconds=60.0)
        assert expected is not None and found is not None
        assert found[0] == expected[0]
        # Its move keeps the margin: the reply's best is minus it.
        after = pp.play(pos, found[1])
        if after.over:
            mine, theirs = pp.scores(after.cells)[pos.turn], pp.scores(after.cells)[1 - pos.turn]
            assert mine - theirs == found[0]
        else:
            reply = pf.solve(after, node_limit=10**8, seconds=60.0)
            assert reply is not None and reply[0] == -found[0]
        checked += 1
    assert checked >= 10


def test_exact_search_gives_up_at_its_limits() -> None:
    pos = pp.from_state(random_position(1, 30))
    assert pf.solve(pos, node_limit=2000, seconds=60.0) is None


@pytest.mark.parametrize("first_unvisited", [True, False])
@pytest.mark.parametrize("plies", [0, 20, 34])
def test_search_is_legal_reproducible_and_on_time(plies: int, first_unvisited: bool) -> None:
    state = random_position(plies, plies)
    pos = pp.from_state(state)

    def search(seconds: float, seed: int, maximum: int) -> pf.Searched:
        return pf.search(pos, seconds=seconds, seed=seed, minimum=1, maximum=maximum, exploration=0.4,
                         rave=300.0, expand=2, first_unvisited=first_unvisited)

    runs = [search(60.0, 7, 5000) for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].simulations == 5000
    assert pp.move_text(runs[0].best) in GAME.legal_moves(state, state["turn"])
    assert sum(runs[0].values) == pytest.approx(1.0)
    assert sum(v for _, v, _ in runs[0].children) == 5000
    timed, spent = cpu_seconds(lambda: search(0.2, 1, 10**9))
    assert spent <= 0.25 and timed.simulations > 1000


@pytest.mark.parametrize("compiled", [True, False])
@pytest.mark.parametrize("plies", [0, 25, 30, 40])
def test_hard_plays_legal_moves_with_and_without_the_compiled_search(
    plies: int, compiled: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Without the extension hard falls back on the Python search (ai.mcts).
    monkeypatch.setattr(pylon, "COMPILED", compiled)
    for seed in range(3):
        state = random_position(seed, plies)
        if GAME.is_over(state):
            continue
        # The search's own time (CPU of this process, after collecting other tests' garbage):
        # a busy machine's other processes do not count against its budget.
        move, spent = cpu_seconds(pylon.choose, state, state["turn"], level="hard", seed=seed, budget_s=0.2)
        # Within budget, or stopped at the floor of playouts a search always runs (so a slow
        # machine cannot leave it blind; Python's playouts are slow from the opening).
        assert spent <= 0.25 or pylon.last_stats["playouts"] <= pylon.MINIMUM, (spent, pylon.last_stats)
        assert move in GAME.legal_moves(state, state["turn"])
