"""Computer player for Cardinal Connections (2-4 players).

Method: UCT Monte Carlo tree search with max^n back-up of win shares, playouts that
are random except with the last piece of the pool (the mover ends the game if that
wins it, else keeps it going), and an exact end check: a move that ends the game with
the mover as sole winner is played at once (nothing can do better). Games are short
(random games last 3-11 turns), so playouts are cheap and the search sees the end.

Levels: `hard` searches until its share of the budget is spent, in C
(ai/_cardinal_search.c through ai.cardinal_fast: about 100,000 simulations a second),
moves ordered by how they look at once (progressive widening); two-handed one tree
grows as deep as the simulations take it, from 3 players on many small trees of
TREE_SIZE simulations add up their root statistics. Where the C part was not built,
the Python search stands in (ai.mcts, with tree reuse; flat at 4 players: see
`_flat`). `medium` searches a few hundred playouts and now and then plays a random
move; `easy` searches little and often plays at random. `easy` and `medium` have fixed
playout counts (a clock guard stops them early only on a slow machine), so their
moves are deterministic for a seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ai import cardinal_fast, flat_mc, mcts
from ai.cardinal_endgame import winning_move
from ai.cardinal_position import (
    ADAPTER,
    Move,
    Pos,
    from_state,
    move_text,
    moves,
    play,
    quick_values,
    random_rollout,
    shares,
)

WIDEN = 2.0  # children grow as 1 + WIDEN * sqrt(visits), best-looking first
# Moves are ordered (and widened) for a whole round at 2 and 3 players, for 3 plies at 4
# (against flat Monte Carlo, first places at 3 players: 47% with 2 plies, 64% with 3; at 4
# players: 32% with 4 plies, 40% with 3; 39-40 games each, the same seeds).
ORDER_DEPTH = 3
SAFETY = 0.85  # share of the budget the search may use; the rest covers set-up and reply
UNBOUNDED = 10**9  # hard's playout "count": the clock ends its search
MINIMUM = 50  # playouts hard runs even when the clock has run out (as the old count's floor)
FLAT_FROM = 4  # hard searches flat (no tree) from this many players on
# From 3 players on, the compiled search runs many small trees (TREE_SIZE simulations
# each, one after another until the clock stops them) and adds up their root statistics.
# One big max^n tree trusts replies that players who judge moves by playouts do not make:
# 3 players against flat Monte Carlo, first places: one tree of 100,000+ simulations
# 19.8%, one of 5,000 71.4% (42 games each, the same seeds). Small trees keep the others'
# replies averaged over their plausible moves; many of them take out the noise.
SMALL_TREES_FROM = 3
TREE_SIZE = 5000
EXPLORATION = 0.7  # UCT's constant where hard chooses
# ... and where another seat does: wider, so that a line that holds only if every reply
# is the best one counts for less (two-handed against flat Monte Carlo 0.5 s: 82.5% with
# 0.7, 86.2% with 1.4; 40 games each, the same seeds).
OPPONENT_EXPLORATION = 1.4
REUSE_NODES = 4000  # at most this many kept nodes are replayed to find the next position
# hard searches in C (ai.cardinal_fast) where it was built; the Python search below
# (with tree reuse) is the fallback.
COMPILED = cardinal_fast.AVAILABLE

# hard's tree after its last move: (position after that move, its node). Kept per
# process; the next call reuses the descendant that matches the position it gets.
_kept: tuple[Pos, mcts.Node[Move]] | None = None
last_stats: dict[str, float] = {}  # playouts and seconds of the last search (for the bench)
# The flat Monte Carlo yardstick (ai.flat_mc) plays on the same compact position.
FLAT_MC = flat_mc.Kernel(from_state, moves, play, random_rollout, move_text)


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
    move, _ = _think(pos, options, cfg, rng, budget_s, start + budget_s * SAFETY, reuse=cfg.widen)
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
    pos: Pos, options: list[Any], cfg: Level, rng: random.Random, budget_s: float, deadline: float,
    reuse: bool = False,
) -> tuple[Any, list[float]]:
    """(best move, expected shares per seat)."""
    global _kept
    began = time.perf_counter()
    if cfg.exact_end:
        found = winning_move(pos, options)
        if found is not None:
            return found
    playouts = cfg.playouts if cfg.playouts is not None else UNBOUNDED
    if cfg.playouts is None and COMPILED:
        return _compiled(pos, rng, deadline, began)
    if cfg.playouts is None and pos.players >= FLAT_FROM:
        return _flat(pos, options, rng, deadline, began)
    root = _reused(pos) if reuse else None
    result = mcts.search(
        ADAPTER, pos, players=pos.players, iterations=playouts, deadline=deadline, rng=rng,
        order=order_moves if cfg.widen else None, order_depth=min(pos.players, ORDER_DEPTH),
        widen=WIDEN if cfg.widen else 0.0, exploration=0.7, root=root, minimum=min(MINIMUM, playouts),
    )
    last_stats.clear()
    last_stats.update(playouts=result.iterations, seconds=time.perf_counter() - began)
    if reuse and result.root is not None:
        node = mcts.subtree(result.root, [result.best])
        _kept = (play(pos, result.best), node) if node is not None else None
    return result.best, result.values


def _compiled(pos: Pos, rng: random.Random, deadline: float, began: float) -> tuple[Move, list[float]]:
    """hard's search in C (ai.cardinal_fast): UCT with max^n, ordering and widening as in
    Python, some 40 times the simulations: one tree two-handed, many small ones from
    SMALL_TREES_FROM players on."""
    global _kept
    _kept = None
    small = pos.players >= SMALL_TREES_FROM
    result = cardinal_fast.search(
        pos, seconds=max(0.0, deadline - time.perf_counter()), seed=rng.getrandbits(63), minimum=MINIMUM,
        maximum=UNBOUNDED, widen=WIDEN, exploration=EXPLORATION,
        opponent_exploration=EXPLORATION if small else OPPONENT_EXPLORATION,
        order_depth=min(pos.players, ORDER_DEPTH), tree_size=TREE_SIZE if small else 0,
    )
    last_stats.clear()
    last_stats.update(playouts=result.simulations, seconds=time.perf_counter() - began)
    return result.best, result.values


def _flat(
    pos: Pos, options: list[Move], rng: random.Random, deadline: float, began: float,
) -> tuple[Move, list[float]]:
    """Flat Monte Carlo over `options`: plain random playouts, each move in turn, until
    the deadline (at least MINIMUM playouts); the move with the best mean share."""
    seat = pos.turn
    children = [play(pos, m) for m in options]
    totals = [[0.0] * pos.players for _ in options]
    counts = [0] * len(options)
    done = 0
    while done < MINIMUM or time.perf_counter() < deadline:
        i = done % len(options)
        child = children[i]
        result = shares(child) if child.over else random_rollout(child, rng)
        row = totals[i]
        for s in range(pos.players):
            row[s] += result[s]
        counts[i] += 1
        done += 1
    best = max(range(len(options)), key=lambda i: totals[i][seat] / max(1, counts[i]))
    last_stats.clear()
    last_stats.update(playouts=done, seconds=time.perf_counter() - began)
    return options[best], [t / max(1, counts[best]) for t in totals[best]]


def _reused(pos: Pos) -> mcts.Node[Move] | None:
    """The kept subtree whose position is `pos` (the others' moves since followed the
    kept tree), found breadth first among at most REUSE_NODES nodes; else None."""
    global _kept
    if _kept is None:
        return None
    after, node = _kept
    _kept = None
    target = pos.key()
    frontier: list[tuple[Pos, mcts.Node[Move]]] = [(after, node)]
    seen = 0
    while frontier and seen < REUSE_NODES:
        nxt: list[tuple[Pos, mcts.Node[Move]]] = []
        for here, at in frontier:
            for child in at.children:
                assert child.move is not None
                there = play(here, child.move)
                seen += 1
                if there.key() == target and there.active == pos.active:
                    child.parent = None
                    child.move = None
                    return child
                if there.turn != pos.turn and not there.over:
                    nxt.append((there, child))
        frontier = nxt
    return None


def order_moves(pos: Pos, options: list[Move]) -> list[Move]:
    """Best-looking first (ai.cardinal_position.quick_values): a move that ends the
    game by how it ends for the mover, any other by the mover's lead right after it."""
    values = quick_values(pos, options)
    ranked = sorted(range(len(options)), key=values.__getitem__, reverse=True)
    return [options[i] for i in ranked]
