"""The compiled Cardinal Connections search (ai/_cardinal_search.c), on the compact
positions of ai.cardinal_position.

The C twin keeps its own position (a short list of occupied squares), so this module
converts: a square key to x,y and back, a move to (pips, x, y, orient, take x, take y)
with None for no take. tests/test_ai_cardinal_fast.py checks its moves, positions,
quick values and playouts against the engine and the Python twin.

`AVAILABLE` is False where the extension was not built (no C compiler when the package
was installed); ai.cardinal then searches in Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ai import compiled
from ai.cardinal_position import OFF, WIDTH, Move, Pos

_compiled = compiled.load("_cardinal_search")

AVAILABLE = _compiled is not None

CMove = tuple[int, int, int, int, int | None, int | None]


@dataclass(frozen=True)
class Searched:
    best: Move
    values: list[float]  # each seat's mean share after `best`
    simulations: int
    children: list[tuple[Move, int, float]]  # (move, visits, the mover's mean share)


def _xy(key: int) -> tuple[int, int]:
    x, y = divmod(key, WIDTH)
    return x - OFF, y - OFF


def _key(x: int, y: int) -> int:
    return (x + OFF) * WIDTH + (y + OFF)


def position(pos: Pos) -> tuple[Any, ...]:
    """`pos` as the C search reads it."""
    board = [(*_xy(k), piece) for k, piece in pos.board.items()]
    active = sum(1 << s for s in pos.active)
    return (board, pos.centre, tuple(pos.pool), pos.turn, pos.players, active, int(pos.over))


def to_c(move: Move) -> CMove:
    pips, key, orient, take = move
    tx, ty = _xy(take) if take >= 0 else (None, None)
    return (pips, *_xy(key), orient, tx, ty)


def from_c(move: CMove) -> Move:
    pips, x, y, orient, tx, ty = move
    take = _key(tx, ty) if tx is not None and ty is not None else -1
    return (pips, _key(x, y), orient, take)


def _module() -> ModuleType:
    return compiled.required(_compiled, "Cardinal")


def moves(pos: Pos) -> list[Move]:
    return [from_c(m) for m in _module().moves(position(pos))]


def play(pos: Pos, move: Move) -> tuple[Any, ...]:
    """The C position after `move` (as `position` gives it)."""
    result: tuple[Any, ...] = _module().play(position(pos), to_c(move))
    return result


def quick_values(pos: Pos, options: list[Move]) -> list[float]:
    return list(_module().quick_values(position(pos), [to_c(m) for m in options]))


def rollouts(pos: Pos, count: int, seed: int) -> list[float]:
    """Each seat's summed share over `count` of hard's playouts from `pos`."""
    return list(_module().rollouts(position(pos), count, seed))


def search(
    pos: Pos, *, seconds: float, seed: int, minimum: int, maximum: int, widen: float, exploration: float,
    order_depth: int, max_depth: int = 1000, plain: bool = False, paranoid: bool = False,
    opponent_exploration: float | None = None, tree_size: int = 0, model: bool = False,
) -> Searched:
    """UCT with max^n back-up from `pos` (see ai/_cardinal_search.c), until `seconds`
    have passed (after at least `minimum` simulations) or `maximum` have run. Nodes
    `max_depth` deep are leaves (1: a flat search over the moves, UCB1); `plain`: uniformly
    random playouts instead of hard's; `paranoid`: the other seats are searched as one
    side minimising the mover's share (else max^n: each seat maximises its own);
    `opponent_exploration`: UCT's constant where another seat chooses (default: the
    same), larger for opponents who play less sharply than a full search; `tree_size`:
    0 for one tree, else independent trees of that many simulations each, one after
    another until the clock stops them, their root statistics added up; `model`: the
    other seats choose by plain playouts (as flat Monte Carlo players judge moves)."""
    best, values, done, children = _module().search(
        position(pos), seconds, seed, minimum, maximum, widen, exploration, order_depth, max_depth, plain,
        paranoid, -1.0 if opponent_exploration is None else opponent_exploration, tree_size, model)
    return Searched(from_c(best), list(values), int(done),
                    [(from_c(m), int(v), float(mean)) for m, v, mean in children])
