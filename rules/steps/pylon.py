"""Pylon in the Play picker. Placing: the row, then square and size together (at most
6 x 3). Stacking: the stack to move (its row first when more than 25 can move), then
where it goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.notation import SIZE_WORDS
from rules.state import State
from rules.steps import Paths, few, fit

if TYPE_CHECKING:
    from rules.base import Game


def _row(square: str) -> Step:
    return Step(f"r{square[1]}", f"Row {square[1]}")


def _stack_words(stack: list[str]) -> str:
    top = stack[-1]
    height = f"{len(stack)} high, " if len(stack) > 1 else ""
    return f"{height}seat {top[0]}'s {SIZE_WORDS[top[1]]} on top"


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    if few(moves):
        return {m: (Step(str(i), game.move_label(state, seat, m)),) for i, m in enumerate(moves)}
    if "-" not in moves[0]:
        return {
            move: (_row(move), Step(move.replace(" ", ""), game.move_label(state, seat, move)))
            for move in moves
        }
    board = state["board"]
    sources: dict[str, Step] = {}
    for move in moves:
        source = move.split("-")[0]
        sources.setdefault(source, Step(source, f"The stack on {source} ({_stack_words(board[source])})"))
    by_source = fit((), sources, _row)
    paths: Paths = {}
    for move in moves:
        source, dest = move.split("-")
        paths[move] = (*by_source[source], Step(dest, game.move_label(state, seat, move)))
    return paths
