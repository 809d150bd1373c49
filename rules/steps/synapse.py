"""Synapse-Ice in the Play picker: a forced square leaves at most 12 moves (one step);
the first move of a game (any square) is the piece, then the square."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.notation import DIRECTION_WORDS, SIZE_WORDS
from rules.state import State
from rules.steps import Paths, few

if TYPE_CHECKING:
    from rules.base import Game


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    if few(moves):
        return {m: (Step(str(i), game.move_label(state, seat, m)),) for i, m in enumerate(moves)}
    paths: Paths = {}
    for move in moves:
        square, size, direction = move.split()
        words = f"{SIZE_WORDS[size].capitalize()} pointing {DIRECTION_WORDS[direction]}"
        piece = Step(size + direction, words)
        # A piece with a direction leaves at most 24 squares it can point from (S north: rows 1-4).
        paths[move] = (piece, Step(square, game.move_label(state, seat, move)))
    return paths
