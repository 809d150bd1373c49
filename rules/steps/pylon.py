"""Pylon in the Play picker, in board order. Placing: the square (its row first while
more than 25 are free), then the size (skipped when only one is left). Stacking: the
stack to move (its row first when more than 25 can move), then where it goes, by the
compass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import Step
from rules.grid import COLUMNS, SQUARES
from rules.said import Said, Seat
from rules.state import State
from rules.steps import COMPASS, SIZE_ORDER, Paths, grid_squares, ordered
from rules.words import direction as direction_word
from rules.words import size as size_word

if TYPE_CHECKING:
    from rules.base import Game


def _stack_words(stack: list[str]) -> Said:
    top = stack[-1]
    seat, size = Seat(int(top[0])), size_word(top[1])
    if len(stack) > 1:
        return Said("pylon-step-stack-high", height=len(stack), seat=seat, size=size)
    return Said("pylon-step-stack-top", seat=seat, size=size)


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
            words = Said("pylon-step-size", size=size, left=stash[size])
            paths[move] = (*where[square], Step(size, words, f"stash:{seat}:{size}"))
        return ordered(paths, lambda m: (_board_order(m.split()[0]), SIZE_ORDER[m.split()[1]]))
    board = state["board"]
    sources = grid_squares(move.split("-")[0] for move in moves)
    paths = {}
    for move in moves:
        source, dest = move.split("-")
        row = sources[source][:-1]
        stack = Step(source, Said("pylon-step-stack", square=source, stack=_stack_words(board[source])),
                                  source)
        height = len(board[source]) + len(board[dest])
        way = direction_word(direction(source, dest))
        onto = Step(dest, Said("pylon-step-onto", direction=way, square=dest, stack=_stack_words(board[dest]),
                               height=height, move=move), dest)
        paths[move] = (*row, stack, onto)
    return ordered(paths, lambda m: (_board_order(m.split("-")[0]), COMPASS.index(direction(*m.split("-")))))


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
    choices = game.step_choices(state, seat, chosen)
    spot = (choices[0].spot or "") if choices else ""
    if spot.startswith("row:"):
        return Said("words-prompt-row")
    if spot.startswith("stash:"):
        return Said("words-prompt-size")
    if choices and choices[0].move is not None and "-" in choices[0].move:
        return Said("pylon-prompt-where")
    return Said("pylon-prompt-stack") if state["placements"] >= len(SQUARES) else Said("words-prompt-square")
