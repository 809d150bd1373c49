"""Epicycle in the Play picker: at most six moves, one step. Each is located at the ring
space whose piece it takes, and they come round the ring from the farthest
counter-clockwise to the farthest clockwise. A move that leaves the mover holding three
of a size, which loses at once, says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.pieces import PIPS
from rules.state import State
from rules.steps import Paths, ordered

if TYPE_CHECKING:
    from rules.base import Game

RING = 10
LOSES = " — you would lose at once"


def _offset(move: str) -> int:
    size, direction = move.split()
    return PIPS[size] * (1 if direction == "cw" else -1)


def loses(state: State, seat: int, move: str) -> bool:
    """Whether the mover holds three of one size after `move` (the game's first check)."""
    size = move.split()[0]
    taken = state["ring"][(state["gap"] + _offset(move)) % RING]
    held = list(state["inventories"][seat])
    held.remove(size)
    held.append(taken)
    return len(set(held)) == 1


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    paths: Paths = {}
    for i, move in enumerate(sorted(moves, key=_offset)):
        words = game.move_label(state, seat, move)
        assert isinstance(words, str)  # Epicycle's labels are English strings still
        label = words + (LOSES if loses(state, seat, move) else "")
        space = (state["gap"] + _offset(move)) % RING
        paths[move] = (Step(str(i), label, f"space:{space}"),)
    return ordered(paths, _offset)


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> str:
    return "Which piece do you take?"
