"""Computer player for Pylon.

Method: UCT Monte Carlo tree search with RAVE over a compact position
(ai.pylon_position); in the stacking phase, once few moves remain, an exact
alpha-beta search picks the move that secures the best final margin.

Levels: `hard` searches in C (ai.pylon_fast, ai/_pylon_search.c) where the extension
was built: in the stacking phase, with at most C_SOLVE_MOVES moves on offer, the exact
alpha-beta search in C first (up to C_SOLVE_SHARE of the budget; it proves positions
of about 25 moves in well under a second); otherwise, or if that search is cut short,
UCT with RAVE (a placement that wins in one order tends to win in others) on hard's
playouts (random placements, then stacking moves each the best of 3 drawn) until its
share of the budget is spent, some 100,000 simulations a second from the opening
against 6,000 in Python. Where the extension is missing, `hard` runs the same search
in Python (ai.mcts, with the subtree of the position reached kept from its previous
move, and ai.pylon_endgame's exact search from 24 moves down). `medium` searches a
few hundred playouts and now and then plays a random move; `easy` searches little and
often plays at random. `easy` and `medium` have fixed playout counts (a clock guard
stops them early only on a slow machine), so their moves are deterministic for a seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ai import flat_mc, mcts, pylon_fast
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
# hard searches in C (ai.pylon_fast) where it was built; the Python search (with tree
# reuse) is the fallback.
COMPILED = pylon_fast.AVAILABLE
C_SOLVE_MOVES = 34  # the compiled exact search is tried from this many stacking moves down
C_SOLVE_SHARE = 0.3  # of the budget, at most, for the compiled exact search
C_EXPLORATION = 0.4  # UCT's constant (as the Python search)
C_RAVE = 300.0  # RAVE's K (as the Python search)
C_FPU = 1.0  # an unvisited child's value without AMAF visits (only without C_FIRST_UNVISITED)
C_EXPAND = 2  # a node gets its children on its second visit (as ai.mcts)
# Unvisited children first, in random order (as ai.mcts); scoring them by their AMAF
# mean instead took 8.5 of 20 games from it (0.25 s a move).
C_FIRST_UNVISITED = True

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
    if cfg.playouts is None and COMPILED:
        return _compiled(pos, cfg, budget_s, deadline, rng, n_moves, began)
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


def _compiled(
    pos: Pos, cfg: Level, budget_s: float, deadline: float, rng: random.Random, n_moves: int, began: float,
) -> tuple[int, list[float]]:
    """hard's search in C (ai.pylon_fast): in the stacking phase the exact search first,
    then UCT with RAVE on hard's playouts, some fifty times as many as in Python."""
    global _kept
    _kept = None
    if cfg.solve and pos.placed == CELLS and n_moves <= C_SOLVE_MOVES:
        seconds = min(deadline, time.perf_counter() + budget_s * C_SOLVE_SHARE) - time.perf_counter()
        solved = pylon_fast.solve(pos, node_limit=10**10, seconds=max(0.0, seconds))
        if solved is not None:
            margin, best = solved
            share = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
            return best, [share, 1.0 - share] if pos.turn == 0 else [1.0 - share, share]
    result = pylon_fast.search(
        pos, seconds=max(0.0, deadline - time.perf_counter()), seed=rng.getrandbits(63), minimum=MINIMUM,
        maximum=UNBOUNDED, exploration=C_EXPLORATION, rave=C_RAVE, fpu=C_FPU, expand=C_EXPAND,
        first_unvisited=C_FIRST_UNVISITED,
    )
    last_stats.clear()
    last_stats.update(playouts=result.simulations, seconds=time.perf_counter() - began)
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
