"""Monte Carlo tree search for n players over a game's compact position.

A game plugs in through `Adapter`: it lists moves, plays them on its own fast
position type, says who moves, scores finished positions and plays out the rest.
Rewards are vectors, one share of the win per seat (max^n back-up: each node keeps
every seat's reward sum, and a parent picks by the share of the seat on move there).

The search stops at `iterations` or at `deadline` (time.perf_counter value),
whichever comes first; with the deadline far away the result depends only on the
random seed.
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


TRUSTED_VISITS = 30


@dataclass
class SearchResult(Generic[M]):
    best: M
    values: list[float]  # each seat's expected share after `best` (see TRUSTED_VISITS)
    iterations: int
    children: list[tuple[M, int, float]]  # (move, visits, mover's mean share)


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
) -> SearchResult[M]:
    """UCT from `root_pos`. `order` sorts the move lists of nodes less than `order_depth`
    deep best first (untried moves are expanded from the front); other lists are
    shuffled. `widen` > 0 turns on progressive widening at the ordered nodes: one with n
    visits keeps at most 1 + widen * sqrt(n) children, which lets the ordering focus a
    wide game on its likely moves."""
    root: Node[M] = Node(None, None, -1, totals=[0.0] * players)
    done = 0
    while done < iterations:
        if done and time.perf_counter() >= deadline:
            break
        _iterate(adapter, root, root_pos, players, rng, order, order_depth, widen, exploration)
        done += 1
    if not root.children:
        # Not one iteration fitted: fall back on the first (ordered) move.
        moves = adapter.moves(root_pos)
        first = (order(root_pos, moves) if order else moves)[0]
        return SearchResult(first, [1.0 / players] * players, done, [])
    me = adapter.mover(root_pos)
    best = max(root.children, key=lambda c: (c.visits, c.totals[me]))
    stats = [(c.move, c.visits, c.totals[me] / c.visits) for c in root.children
             if c.visits and c.move is not None]
    assert best.move is not None
    # A move seen only a few times has a mean that flatters its mover (the best of many
    # noisy means): until it is trusted, the whole tree's mean is the estimate.
    source = best if best.visits >= TRUSTED_VISITS else root
    values = [t / max(1, source.visits) for t in source.totals]
    return SearchResult(best.move, values, done, stats)


def _iterate(
    adapter: Adapter[Any, M],
    root: Node[M],
    pos: Any,
    players: int,
    rng: random.Random,
    order: Callable[[Any, list[M]], list[M]] | None,
    order_depth: int,
    widen: float,
    exploration: float,
) -> None:
    node = root
    depth = 0
    # Selection and expansion.
    while node.terminal is None:
        if node.untried is None:
            terminal = adapter.rewards(pos)
            if terminal is not None:
                node.terminal = terminal
                break
            moves = adapter.moves(pos)
            if order is not None and depth < order_depth:
                moves = order(pos, moves)
                moves.reverse()  # popped from the end
            else:
                rng.shuffle(moves)
            node.untried = moves
        ordered = order is not None and depth < order_depth
        limit = 1 + widen * math.sqrt(node.visits) if widen > 0 and ordered else len(node.children) + 1
        if node.untried and len(node.children) < limit:
            move = node.untried.pop()
            seat = adapter.mover(pos)
            pos = adapter.play(pos, move)
            child: Node[M] = Node(move, node, seat, totals=[0.0] * players)
            node.children.append(child)
            node = child
            terminal = adapter.rewards(pos)
            if terminal is not None:
                child.terminal = terminal
            break
        node = _select(node, exploration)
        depth += 1
        assert node.move is not None
        pos = adapter.play(pos, node.move)
    reward = node.terminal if node.terminal is not None else adapter.rollout(pos, rng)
    # Back-up.
    walk: Node[M] | None = node
    while walk is not None:
        walk.visits += 1
        totals = walk.totals
        for i in range(players):
            totals[i] += reward[i]
        walk = walk.parent


def _select(node: Node[M], exploration: float) -> Node[M]:
    log_n = math.log(node.visits + 1)
    best: Node[M] | None = None
    best_score = -1.0
    for child in node.children:
        seat = child.mover
        score = child.totals[seat] / child.visits + exploration * math.sqrt(log_n / child.visits)
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


def share(scores: Sequence[int], active: Sequence[int], players: int) -> list[float]:
    """Win shares from final scores: the top scorers among `active` split one win."""
    best = max(scores[s] for s in active)
    winners = [s for s in active if scores[s] == best]
    out = [0.0] * players
    for s in winners:
        out[s] = 1.0 / len(winners)
    return out
