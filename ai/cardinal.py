"""Computer player for Cardinal Connections (2-4 players).

Method: UCT Monte Carlo tree search (ai.mcts) with max^n back-up of win shares,
random playouts on a compact position (ai.cardinal_position), and an exact end
check: a move that ends the game with the mover as sole winner is played at once
(nothing can do better). Games are short (random games last 3-11 turns), so
playouts are cheap and the search sees the end.

Levels: `hard` spends the budget; `medium` searches a few hundred playouts and now
and then plays a random move; `easy` searches little and often plays at random.
The playout count comes from the budget (a conservative rate) and a clock guard
stops the search early on a slow machine, so a move is deterministic for a given
seed and budget unless the guard fires.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ai import mcts
from ai.cardinal_endgame import winning_move
from ai.cardinal_position import ADAPTER, Move, Pos, from_state, move_text, moves, play, scores, shares

WIDEN = 2.0  # root children grow as 1 + WIDEN * sqrt(visits), best-looking first
RATE = 4000  # playouts per second budgeted (an idle core reaches more; the guard covers less)
SAFETY = 0.85  # share of the budget the search may use; the rest covers set-up and reply


@dataclass(frozen=True)
class Level:
    playouts: int | None  # None: as many as the budget allows
    randomness: float  # chance of a uniformly random move instead of the search's
    exact_end: bool  # look for a move that wins outright
    widen: bool  # focus the root on the best-looking moves (progressive widening)


LEVELS: dict[str, Level] = {
    "easy": Level(playouts=60, randomness=0.3, exact_end=False, widen=False),
    "medium": Level(playouts=500, randomness=0.08, exact_end=True, widen=False),
    "hard": Level(playouts=None, randomness=0.0, exact_end=True, widen=True),
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
    rng = random.Random(f"cardinal:{seed}:{state['ply']}:{level}")
    if cfg.randomness and rng.random() < cfg.randomness:
        return move_text(rng.choice(options))
    move, _ = _think(pos, options, cfg, rng, budget_s, start + budget_s * SAFETY)
    return move_text(move)


def estimate(state: dict[str, Any], seat: int, budget_s: float) -> float:
    """The hard engine's expected share of the win for `seat`, in [0, 1]."""
    start = time.perf_counter()
    pos = from_state(state)
    if pos.over:
        return shares(pos)[seat]
    rng = random.Random(f"cardinal-estimate:{state['ply']}")
    _, values = _think(pos, moves(pos), LEVELS["hard"], rng, budget_s, start + budget_s * SAFETY)
    return values[seat]


def _think(
    pos: Pos, options: list[Any], cfg: Level, rng: random.Random, budget_s: float, deadline: float
) -> tuple[Any, list[float]]:
    """(best move, expected shares per seat)."""
    if cfg.exact_end:
        found = winning_move(pos, options)
        if found is not None:
            return found
    playouts = cfg.playouts if cfg.playouts is not None else max(50, int(budget_s * RATE))
    result = mcts.search(
        ADAPTER, pos, players=pos.players, iterations=playouts, deadline=deadline, rng=rng,
        order=order_moves if cfg.widen else None, widen=WIDEN if cfg.widen else 0.0, exploration=0.7,
    )
    return result.best, result.values


def order_moves(pos: Pos, options: list[Move]) -> list[Move]:
    """Best-looking first: a move that ends the game by how it ends for the mover, any
    other by the mover's lead over the best other seat right after it."""
    seat = pos.turn

    def value(move: Move) -> float:
        after = play(pos, move)
        if after.over:
            return 100.0 * (2.0 * shares(after)[seat] - 1.0)
        points = scores(after)
        return points[seat] - max(p for s, p in enumerate(points) if s != seat and s in pos.active)

    return sorted(options, key=value, reverse=True)
