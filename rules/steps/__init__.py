"""How each game's moves split into the Play picker's steps (Game.move_steps).

A game with at most MAX_STEP_CHOICES moves at a time needs none of this: the default
offers them all in one step. The modules here split the larger cases, one per game.
Every module offers its choices in the order the board is drawn (rows top to bottom,
squares by row then column, directions by the compass) and gives each choice the spot
of what it is on the picture (docs/spots.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.base import MAX_STEP_CHOICES, Step
from rules.said import Said

Paths = dict[str, tuple[Step, ...]]

# The compass, clockwise from the top of the picture: the order direction choices come in.
COMPASS = ("N", "E", "S", "W")
SIZE_ORDER = {"S": 0, "M": 1, "L": 2}


def fit(prefix: tuple[Step, ...], leaves: dict[str, Step], group_of: Callable[[str], Step]) -> Paths:
    """`prefix` then one leaf per move; when there are more leaves than a select holds,
    a group step (`group_of(move)`) comes before the leaf."""
    if len(leaves) <= MAX_STEP_CHOICES:
        return {move: (*prefix, leaf) for move, leaf in leaves.items()}
    return {move: (*prefix, group_of(move), leaf) for move, leaf in leaves.items()}


def few(moves: list[str]) -> bool:
    """All of them fit in one step."""
    return len(moves) <= MAX_STEP_CHOICES


def grid_squares(squares: Iterable[str]) -> dict[str, tuple[Step, ...]]:
    """The 6x5 board's squares ("c3") as steps in board order (row 5, drawn on top,
    first), each after its row when there are more than a select holds."""
    ordered = sorted(set(squares), key=lambda sq: (-int(sq[1:]), sq[0]))
    rows = len(ordered) > MAX_STEP_CHOICES
    out: dict[str, tuple[Step, ...]] = {}
    for sq in ordered:
        step = Step(sq, Said("words-step-square", square=sq), sq)
        row = sq[1:]
        out[sq] = (Step(f"r{row}", Said("words-step-row", row=row), f"row:{row}"), step) if rows else (step,)
    return out


def ordered(paths: Paths, key: Callable[[str], Any]) -> Paths:
    """The same paths, the moves in the order `key` gives (step_choices keeps the order
    in which choices first come up)."""
    return {move: paths[move] for move in sorted(paths, key=key)}
