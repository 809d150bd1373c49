"""Computer player for Pylon.

Method: UCT Monte Carlo tree search (ai.mcts) with uniformly random playouts on a
compact position (ai.pylon_position); in the stacking phase, once few moves remain,
an exact alpha-beta search (ai.pylon_endgame) picks the move that secures the best
final margin.

Levels: `hard` searches until its share of the budget is spent, with RAVE (a
placement that wins in one order tends to win in others) and the subtree of the
position reached kept from its previous move; `medium` searches a few hundred
playouts and now and then plays a random move; `easy` searches little and often
plays at random. `easy` and `medium` have fixed playout counts (a clock guard stops
them early only on a slow machine), so their moves are deterministic for a seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ai import flat_mc, mcts
from ai.pylon_endgame import solve
from ai.pylon_position import (
    ADAPTER,
    CELLS,
    Pos,
    from_state,
    move_text,
    moves,
    play,
    random_rollout,
    rollout_played,
    scores,
)

SAFETY = 0.85  # share of the budget the search may use; the rest covers set-up and reply
SOLVE_MOVES = 24  # try the exact search when the stacking phase offers at most this many moves
RAVE = 300.0  # AMAF weight constant (ai.mcts): the AMAF mean counts as much as ~100 visits
UNBOUNDED = 10**9  # hard's playout "count": the clock ends its search
MINIMUM = 50  # playouts hard runs even when the clock has run out (as the old count's floor)

# hard's tree after its last move: (position after that move, its node). Kept per
# process; the next call reuses the grandchild that matches the position it gets.
_kept: tuple[Pos, mcts.Node[int]] | None = None
last_stats: dict[str, float] = {}  # playouts and seconds of the last search (for the bench)
# The flat Monte Carlo yardstick (ai.flat_mc) plays on the same compact position.
FLAT_MC = flat_mc.Kernel(from_state, moves, play, random_rollout, move_text)


@dataclass(frozen=True)
class Level:
    playouts: int | None  # None: as many as the budget allows
    randomness: float  # chance of a uniformly random move instead of the search's
    solve: bool  # use the exact stacking search
    rave: bool = False  # all-moves-as-first statistics and tree reuse


LEVELS: dict[str, Level] = {
    "easy": Level(playouts=30, randomness=0.35, solve=False),
    "medium": Level(playouts=250, randomness=0.08, solve=False),
    "hard": Level(playouts=None, randomness=0.0, solve=True, rave=True),
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
    move, _ = _think(pos, cfg, rng, budget_s, deadline, len(options), reuse=cfg.rave)
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
    pos: Pos, cfg: Level, rng: random.Random, budget_s: float, deadline: float, n_moves: int,
    reuse: bool = False,
) -> tuple[int, list[float]]:
    """(best move, expected shares per seat) by exact search or MCTS."""
    global _kept
    began = time.perf_counter()
    if cfg.solve and pos.placed == CELLS and n_moves <= SOLVE_MOVES:
        # At most 40% of the budget for the proof; MCTS gets the rest if it fails.
        solve_deadline = min(deadline, time.perf_counter() + budget_s * 0.4)
        solved = solve(pos, node_limit=2_000_000, deadline=solve_deadline)
        if solved is not None:
            margin, best = solved
            share = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
            values = [share, 1.0 - share] if pos.turn == 0 else [1.0 - share, share]
            if reuse:
                _kept = None
            return best, values
    playouts = cfg.playouts if cfg.playouts is not None else UNBOUNDED
    root = _reused(pos) if reuse else None
    result = mcts.search(
        ADAPTER, pos, players=2, iterations=playouts, deadline=deadline, rng=rng,
        exploration=0.7 if not cfg.rave else 0.4, rave=RAVE if cfg.rave else 0.0,
        rollout_played=rollout_played if cfg.rave else None, root=root, minimum=min(MINIMUM, playouts),
    )
    last_stats.clear()
    last_stats.update(playouts=result.iterations, seconds=time.perf_counter() - began)
    if reuse and result.root is not None:
        node = mcts.subtree(result.root, [result.best])
        _kept = (play(pos, result.best), node) if node is not None else None
    return result.best, result.values


def _reused(pos: Pos) -> mcts.Node[int] | None:
    """The kept subtree for `pos` when `pos` follows the kept position by one move."""
    global _kept
    if _kept is None:
        return None
    after, node = _kept
    _kept = None
    for child in node.children:
        assert child.move is not None
        if play(after, child.move) == pos:
            return mcts.subtree(node, [child.move])
    return None
