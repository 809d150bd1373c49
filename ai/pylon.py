"""Computer player for Pylon.

Method: UCT Monte Carlo tree search (ai.mcts) with uniformly random playouts on a
compact position (ai.pylon_position); in the stacking phase, once few moves remain,
an exact alpha-beta search (ai.pylon_endgame) picks the move that secures the best
final margin.

Levels: `hard` spends the budget; `medium` searches a few hundred playouts and now
and then plays a random move; `easy` searches little and often plays at random.
The playout count comes from the budget (a conservative rate), and a clock guard
stops the search early on a slow machine, so a move is deterministic for a given
seed and budget unless the guard fires.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ai import mcts
from ai.pylon_endgame import solve
from ai.pylon_position import ADAPTER, CELLS, Pos, from_state, move_text, moves, scores

RATE = 4000  # playouts per second budgeted (measured ~7000 from the start on an idle core)
SAFETY = 0.85  # share of the budget the search may use; the rest covers set-up and reply
SOLVE_MOVES = 24  # try the exact search when the stacking phase offers at most this many moves


@dataclass(frozen=True)
class Level:
    playouts: int | None  # None: as many as the budget allows
    randomness: float  # chance of a uniformly random move instead of the search's
    solve: bool  # use the exact stacking search


LEVELS: dict[str, Level] = {
    "easy": Level(playouts=30, randomness=0.35, solve=False),
    "medium": Level(playouts=250, randomness=0.08, solve=False),
    "hard": Level(playouts=None, randomness=0.0, solve=True),
}


def choose(state: dict[str, Any], seat: int, *, level: str, seed: int, budget_s: float) -> str:
    """A legal move for `seat`, which must be the seat to move."""
    start = time.perf_counter()
    cfg = LEVELS[level]
    pos = from_state(state)
    if pos.over or pos.turn != seat:
        raise ValueError(f"seat {seat} cannot move now")
    options = moves(pos)
    if len(options) == 1:
        return move_text(options[0])
    rng = random.Random(f"pylon:{seed}:{state['ply']}:{level}")
    if cfg.randomness and rng.random() < cfg.randomness:
        return move_text(rng.choice(options))
    deadline = start + budget_s * SAFETY
    move, _ = _think(pos, cfg, rng, budget_s, deadline, len(options))
    return move_text(move)


def estimate(state: dict[str, Any], seat: int, budget_s: float) -> float:
    """The hard engine's expected share of the win for `seat`, in [0, 1]."""
    start = time.perf_counter()
    pos = from_state(state)
    if pos.over:
        mine, theirs = scores(pos.cells)[seat], scores(pos.cells)[1 - seat]
        return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
    rng = random.Random(f"pylon-estimate:{state['ply']}")
    _, values = _think(pos, LEVELS["hard"], rng, budget_s, start + budget_s * SAFETY, len(moves(pos)))
    return values[seat]


def _think(
    pos: Pos, cfg: Level, rng: random.Random, budget_s: float, deadline: float, n_moves: int
) -> tuple[int, list[float]]:
    """(best move, expected shares per seat) by exact search or MCTS."""
    if cfg.solve and pos.placed == CELLS and n_moves <= SOLVE_MOVES:
        # At most 40% of the budget for the proof; MCTS gets the rest if it fails.
        solve_deadline = min(deadline, time.perf_counter() + budget_s * 0.4)
        solved = solve(pos, node_limit=2_000_000, deadline=solve_deadline)
        if solved is not None:
            margin, best = solved
            share = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
            values = [share, 1.0 - share] if pos.turn == 0 else [1.0 - share, share]
            return best, values
    playouts = cfg.playouts if cfg.playouts is not None else max(50, int(budget_s * RATE))
    result = mcts.search(
        ADAPTER, pos, players=2, iterations=playouts, deadline=deadline, rng=rng, exploration=0.7
    )
    return result.best, result.values
