"""Pylon in the Play picker, in board order. Placing: the square (its row first while
more than 25 are free), then the size (skipped when only one is left). Stacking: the
stack to move (its row first when more than 25 can move), then where it goes, by the
compass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.grid import COLUMNS, SQUARES
from rules.notation import DIRECTION_WORDS, SIZE_WORDS
from rules.state import State
from rules.steps import COMPASS, SIZE_ORDER, Paths, grid_squares, ordered

if TYPE_CHECKING:
    from rules.base import Game


def _stack_words(stack: list[str]) -> str:
    top = stack[-1]
    height = f"{len(stack)} high, " if len(stack) > 1 else ""
    return f"{height}seat {top[0]}'s {SIZE_WORDS[top[1]]} on top"


def direction(source: str, dest: str) -> str:
    """N, E, S or W: where `dest` lies from its neighbour `source` (row 5 is north)."""
    dx = COLUMNS.index(dest[0]) - COLUMNS.index(source[0])
    dy = int(dest[1:]) - int(source[1:])
    return {(0, 1): "N", (1, 0): "E", (0, -1): "S", (-1, 0): "W"}[(dx, dy)]


def _board_order(square: str) -> tuple[int, str]:
    return (-int(square[1:]), square[0])


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    if not moves:
        return {}
    if "-" not in moves[0]:
        where = grid_squares(move.split()[0] for move in moves)
        stash = state["stashes"][seat]
        paths = {}
        for move in moves:
            square, size = move.split()
            words = f"{SIZE_WORDS[size].capitalize()} ({stash[size]} left)"
            paths[move] = (*where[square], Step(size, words, f"stash:{seat}:{size}"))
        return ordered(paths, lambda m: (_board_order(m.split()[0]), SIZE_ORDER[m.split()[1]]))
    board = state["board"]
    sources = grid_squares(move.split("-")[0] for move in moves)
    paths = {}
    for move in moves:
        source, dest = move.split("-")
        row = sources[source][:-1]
        stack = Step(source, f"The stack on {source} ({_stack_words(board[source])})", source)
        height = len(board[source]) + len(board[dest])
        way = DIRECTION_WORDS[direction(source, dest)]
        onto = Step(dest, f"{way} onto {dest} ({_stack_words(board[dest])}), {height} high ({move})", dest)
        paths[move] = (*row, stack, onto)
    return ordered(paths, lambda m: (_board_order(m.split("-")[0]), COMPASS.index(direction(*m.split("-")))))


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> str:
    choices = game.step_choices(state, seat, chosen)
    spot = (choices[0].spot or "") if choices else ""
    if spot.startswith("row:"):
        return "Which row?"
    if spot.startswith("stash:"):
        return "Which size?"
    if choices and choices[0].move is not None and "-" in choices[0].move:
        return "Where to?"
    return "Which stack?" if state["placements"] >= len(SQUARES) else "Which square?"
