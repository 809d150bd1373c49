"""Synapse-Ice in the Play picker. A forced square leaves at most 12 moves: one step, the
piece by size and then by the compass, each located at the square it points at. The
first move of a game (any square): the row, the square, then the piece."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.grid import step
from rules.pieces import PIPS
from rules.state import State
from rules.steps import COMPASS, SIZE_ORDER, Paths, grid_squares, ordered

if TYPE_CHECKING:
    from rules.base import Game


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    # The forced square: one square, so its step would be a single choice; none is made.
    forced = state["forced"] is not None
    where = {} if forced else grid_squares(move.split()[0] for move in moves)
    paths: Paths = {}
    for move in moves:
        square, size, direction = move.split()
        label = game.move_label(state, seat, move)
        assert isinstance(label, str)  # Synapse-Ice's labels are English strings still
        if not forced:
            label = label.replace(f" on {square}", "", 1)
        # Where it points: the spot a finger taps (distinct for every size and direction).
        target = step(square, direction, PIPS[size])
        paths[move] = (*where.get(square, ()), Step(size + direction, label, target))
    return ordered(paths, lambda m: (-int(m[1]), m[0], SIZE_ORDER[m.split()[1]], COMPASS.index(m.split()[2])))


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> str:
    choices = game.step_choices(state, seat, chosen)
    spot = (choices[0].spot or "") if choices else ""
    if spot.startswith("row:"):
        return "Which row?"
    if choices and choices[0].move is None:
        return "Which square?"
    return "Which piece, pointing where?"

