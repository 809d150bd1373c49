"""Monte Carlo tree search for n players over a game's compact position.

A game plugs in through `Adapter`: it lists moves, plays them on its own fast
position type, says who moves, scores finished positions and plays out the rest.
Rewards are vectors, one share of the win per seat (max^n back-up: each node keeps
every seat's reward sum, and a parent picks by the share of the seat on move there).

Options a game may turn on:
- `order` + `widen`: moves sorted by a cheap evaluation, and progressive widening
  (a node with n visits keeps at most 1 + widen * sqrt(n) children), so a wide game
  spends its playouts on the likely moves.
- `rave` (a constant K > 0): all-moves-as-first statistics. A move its mover played
  anywhere later in a simulation counts for the child with that move, and selection
  blends that quick estimate with the child's own mean, trusting its own mean more
  as visits grow (weight K / (K + 3 visits) on the AMAF mean). Placement games,
  where the same move is good in many orders, learn far faster this way. Needs the
  adapter's `rollout_played`.
- `root`: a subtree kept from the previous search (tree reuse), already rooted at
  `root_pos`.

The search stops at `iterations` or at `deadline` (time.perf_counter value),
whichever comes first; with the deadline far away the result depends only on the
random seed (and the reused tree).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

P = TypeVar("P")
M = TypeVar("M")


class Adapter(Protocol[P, M]):
    """What the search needs to know about a game."""

    def moves(self, pos: P) -> list[M]: ...
    def play(self, pos: P, move: M) -> P: ...
    def mover(self, pos: P) -> int: ...
    def rewards(self, pos: P) -> list[float] | None:
        """Shares of the win per seat when `pos` is over, else None."""
        ...
    def rollout(self, pos: P, rng: random.Random) -> list[float]: ...


RolloutPlayed = Callable[[Any, random.Random], tuple[list[float], set[tuple[int, Any]]]]


@dataclass(eq=False)
class Node(Generic[M]):
    move: M | None
    parent: Node[M] | None
    mover: int  # the seat that chose `move` (reads this node's share)
    untried: list[M] | None = None  # filled on the first visit
    children: list[Node[M]] = field(default_factory=list)
    visits: int = 0
    totals: list[float] = field(default_factory=list)
    terminal: list[float] | None = None
    amaf_visits: int = 0
    amaf_total: float = 0.0  # the mover's share over AMAF visits


TRUSTED_VISITS = 30


@dataclass
class SearchResult(Generic[M]):
    best: M
    values: list[float]  # each seat's expected share after `best` (see TRUSTED_VISITS)
    iterations: int
    children: list[tuple[M, int, float]]  # (move, visits, mover's mean share)
    root: Node[M] | None = None  # the searched tree, for reuse


@dataclass
class _Config(Generic[M]):
    adapter: Adapter[Any, M]
    players: int
    rng: random.Random
    order: Callable[[Any, list[M]], list[M]] | None
    order_depth: int
    widen: float
    exploration: float
    rave: float
    rollout_played: RolloutPlayed | None


def search(
    adapter: Adapter[Any, M],
    root_pos: Any,
    *,
    players: int,
    iterations: int,
    deadline: float,
    rng: random.Random,
    order: Callable[[Any, list[M]], list[M]] | None = None,
    order_depth: int = 1,
    widen: float = 0.0,
    exploration: float = 0.7,
    rave: float = 0.0,
    rollout_played: RolloutPlayed | None = None,
    root: Node[M] | None = None,
    minimum: int = 1,
) -> SearchResult[M]:
    """UCT from `root_pos` (see the module's notes for the options). `order` sorts the
    move lists of nodes less than `order_depth` deep best first (untried moves are
    expanded from the front); other lists are shuffled. At least `minimum` iterations
    run whatever the clock says, so a loaded machine cannot leave a search blind."""
    if rave > 0 and rollout_played is None:
        raise ValueError("rave needs rollout_played")
    cfg = _Config(adapter, players, rng, order, order_depth, widen, exploration, rave, rollout_played)
    if root is None or len(root.totals) != players:
        root = Node(None, None, -1, totals=[0.0] * players)
    root.parent = None
    done = 0
    while done < iterations:
        if done >= minimum and time.perf_counter() >= deadline:
            break
        _iterate(cfg, root, root_pos)
        done += 1
    if not root.children:
        # Not one iteration fitted: fall back on the first (ordered) move.
        moves = adapter.moves(root_pos)
        first = (order(root_pos, moves) if order else moves)[0]
        return SearchResult(first, [1.0 / players] * players, done, [], root)
    me = adapter.mover(root_pos)
    best = max(root.children, key=lambda c: (c.visits, c.totals[me]))
    stats = [(c.move, c.visits, c.totals[me] / c.visits) for c in root.children
             if c.visits and c.move is not None]
    assert best.move is not None
    # A move seen only a few times has a mean that flatters its mover (the best of many
    # noisy means): until it is trusted, the whole tree's mean is the estimate.
    source = best if best.visits >= TRUSTED_VISITS else root
    values = [t / max(1, source.visits) for t in source.totals]
    return SearchResult(best.move, values, done, stats, root)


def _iterate(cfg: _Config[M], root: Node[M], pos: Any) -> None:
    adapter = cfg.adapter
    node = root
    depth = 0
    path_moves: list[tuple[int, M]] = []  # (mover, move) below the root, for AMAF
    # Selection and expansion.
    while node.terminal is None:
        ordered = cfg.order is not None and depth < cfg.order_depth
        if node.untried is None:
            terminal = adapter.rewards(pos)
            if terminal is not None:
                node.terminal = terminal
                break
            moves = adapter.moves(pos)
            if ordered:
                assert cfg.order is not None
                moves = cfg.order(pos, moves)
                moves.reverse()  # popped from the end
            else:
                cfg.rng.shuffle(moves)
            node.untried = moves
        widening = cfg.widen > 0 and ordered
        limit = 1 + cfg.widen * math.sqrt(node.visits) if widening else len(node.children) + 1
        if node.untried and len(node.children) < limit:
            move = node.untried.pop()
            seat = adapter.mover(pos)
            pos = adapter.play(pos, move)
            child: Node[M] = Node(move, node, seat, totals=[0.0] * cfg.players)
            node.children.append(child)
            node = child
            path_moves.append((seat, move))
            terminal = adapter.rewards(pos)
            if terminal is not None:
                child.terminal = terminal
            break
        node = _select(node, cfg.exploration, cfg.rave)
        depth += 1
        assert node.move is not None
        path_moves.append((node.mover, node.move))
        pos = adapter.play(pos, node.move)
    played: set[tuple[int, Any]] = set()
    if node.terminal is not None:
        reward = node.terminal
    elif cfg.rollout_played is not None:
        reward, played = cfg.rollout_played(pos, cfg.rng)
    else:
        reward = adapter.rollout(pos, cfg.rng)
    # Back-up; with RAVE, each node's children also learn from every move their
    # mover played later in this simulation.
    walk: Node[M] | None = node
    while walk is not None:
        walk.visits += 1
        totals = walk.totals
        for i in range(cfg.players):
            totals[i] += reward[i]
        if cfg.rave > 0:
            for child in walk.children:
                if (child.mover, child.move) in played:
                    child.amaf_visits += 1
                    child.amaf_total += reward[child.mover]
            if walk.parent is not None and path_moves:
                played.add(path_moves.pop())
        walk = walk.parent


def _select(node: Node[M], exploration: float, rave: float) -> Node[M]:
    log_n = math.log(node.visits + 1)
    best: Node[M] | None = None
    best_score = -1e9
    for child in node.children:
        seat = child.mover
        mean = child.totals[seat] / child.visits
        if rave > 0 and child.amaf_visits:
            beta = rave / (rave + 3.0 * child.visits)
            mean = (1 - beta) * mean + beta * child.amaf_total / child.amaf_visits
        score = mean + exploration * math.sqrt(log_n / child.visits)
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


def subtree(root: Node[M], path: Sequence[M]) -> Node[M] | None:
    """The node reached from `root` by `path` (moves in order), detached to serve as
    the next search's root; None when the tree never went there."""
    node = root
    for move in path:
        for child in node.children:
            if child.move == move:
                node = child
                break
        else:
            return None
    node.parent = None
    node.move = None
    return node


def share(scores: Sequence[int], active: Sequence[int], players: int) -> list[float]:
    """Win shares from final scores: the top scorers among `active` split one win."""
    best = max(scores[s] for s in active)
    winners = [s for s in active if scores[s] == best]
    out = [0.0] * players
    for s in winners:
        out[s] = 1.0 / len(winners)
    return out
