"""The compiled Pylon search (ai/_pylon_search.c), on the compact positions of
ai.pylon_position.

The C twin reads a position as 30 cells of (bottom pips, top pips, top owner, height),
height 0 for an empty cell, the six stash counts, the placements, the seat to move and
whether the game is over; its moves are ai.pylon_position's ints. tests/test_ai_pylon_fast.py
checks its moves, positions, playouts, exact stacking search and tree search against
the engine and the Python twins.

`AVAILABLE` is False where the extension was not built (no C compiler when the package
was installed); ai.pylon then searches in Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ai import compiled
from ai.pylon_position import Pos

_compiled = compiled.load("_pylon_search")

AVAILABLE = _compiled is not None

EMPTY = (0, 0, 0, 0)


@dataclass(frozen=True)
class Searched:
    best: int
    values: list[float]  # each seat's mean share after `best` (the root's below 30 visits)
    simulations: int
    children: list[tuple[int, int, float]]  # (move, visits, the mover's mean share)


def position(pos: Pos) -> tuple[Any, ...]:
    """`pos` as the C search reads it."""
    cells = [EMPTY if c is None else c for c in pos.cells]
    return (cells, (*pos.stashes[0], *pos.stashes[1]), pos.placed, pos.turn, int(pos.over))


def _module() -> ModuleType:
    return compiled.required(_compiled, "Pylon")


def moves(pos: Pos) -> list[int]:
    return list(_module().moves(position(pos)))


def play(pos: Pos, move: int) -> tuple[Any, ...]:
    """The C position after `move` (as `position` gives it); ValueError if it is illegal."""
    result: tuple[Any, ...] = _module().play(position(pos), move)
    return result


def rollouts(pos: Pos, count: int, seed: int) -> list[float]:
    """Each seat's summed share over `count` of hard's playouts from `pos`."""
    return list(_module().rollouts(position(pos), count, seed))


def playout(pos: Pos, seed: int) -> tuple[float, list[tuple[int, int]]]:
    """One of hard's playouts from `pos`: seat 0's share and the (seat, move) pairs played."""
    share, played = _module().playout(position(pos), seed)
    return float(share), [(int(s), int(m)) for s, m in played]


def solve(pos: Pos, *, node_limit: int, seconds: float) -> tuple[int, int] | None:
    """(margin for the mover, best move) of a stacking-phase position with a move, by
    exact alpha-beta (ai.pylon_endgame's search); None when the limits cut it short."""
    found = _module().solve(position(pos), node_limit, seconds)
    return None if found is None else (int(found[0]), int(found[1]))


def search(
    pos: Pos, *, seconds: float, seed: int, minimum: int, maximum: int, exploration: float, rave: float,
    fpu: float = 1.0, expand: int = 1, first_unvisited: bool = True,
) -> Searched:
    """UCT with RAVE from `pos` (see ai/_pylon_search.c) until `seconds` have passed
    (after at least `minimum` simulations) or `maximum` have run. A node gets its
    children once it has `expand` visits; with `first_unvisited` its unvisited children
    are tried first (as ai.mcts), otherwise an unvisited child scores its AMAF mean (or
    `fpu` without one) plus the exploration term of one visit."""
    best, values, done, children = _module().search(
        position(pos), seconds, seed, minimum, maximum, exploration, rave, fpu, expand, first_unvisited)
    return Searched(int(best), [float(v) for v in values], int(done),
                    [(int(m), int(v), float(mean)) for m, v, mean in children])
