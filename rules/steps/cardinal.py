"""Cardinal Connections in the Play picker: the square (its row first when more than 25
squares are open), then the piece (size and facing, at most 15), then which upright
piece to take when there is more than one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import MAX_STEP_CHOICES, Step
from rules.notation import DIRECTION_WORDS, SIZE_WORDS
from rules.state import State
from rules.steps import Paths, few

if TYPE_CHECKING:
    from rules.base import Game


def _piece(size: str, orient: str) -> Step:
    facing = "upright" if orient == "U" else f"pointing {DIRECTION_WORDS[orient]}"
    return Step(size + orient, f"{SIZE_WORDS[size].capitalize()} {facing}")


def _square_steps(squares: list[str]) -> dict[str, tuple[Step, ...]]:
    """Each square's steps: itself, after its row (`y`, in blocks of 25 along a long row)
    when there are too many squares for one select."""
    if len(squares) <= MAX_STEP_CHOICES:
        return {sq: (Step(sq, f"Square {sq}"),) for sq in squares}
    rows: dict[int, list[str]] = {}
    for sq in squares:
        rows.setdefault(int(sq.split(",")[1]), []).append(sq)
    out: dict[str, tuple[Step, ...]] = {}
    for y, row in rows.items():
        row.sort(key=lambda sq: int(sq.split(",")[0]))
        for start in range(0, len(row), MAX_STEP_CHOICES):
            block = row[start : start + MAX_STEP_CHOICES]
            token = f"y{y}" if len(row) <= MAX_STEP_CHOICES else f"y{y}k{start // MAX_STEP_CHOICES}"
            xs = f"x {block[0].split(',')[0]} to {block[-1].split(',')[0]}"
            group = Step(token, f"Row y={y} ({xs})")
            for sq in block:
                out[sq] = (group, Step(sq, f"Square {sq}"))
    return out


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    if few(moves):
        return {m: (Step(str(i), game.move_label(state, seat, m)),) for i, m in enumerate(moves)}
    parts = {move: move.split(" ") for move in moves}
    squares = sorted({p[1] for p in parts.values()})
    where = _square_steps(squares)
    takes: dict[str, set[str]] = {}
    for p in parts.values():
        if len(p) > 3:
            takes.setdefault(p[1], set()).add(p[4])
    board = state["board"]
    paths: Paths = {}
    for move, p in parts.items():
        piece = _piece(p[0], p[2])
        if len(takes.get(p[1], ())) == 1:  # the take is compulsory: say which it is
            piece = Step(piece.token, f"{piece.label}, taking the top of {p[4]}")
        path = (*where[p[1]], piece)
        if len(takes.get(p[1], ())) > 1:
            top = board[p[4]][-1]
            path = (*path, Step(p[4], f"Take the top of {p[4]} (a {SIZE_WORDS[top[0]]} upright)"))
        paths[move] = path
    return paths
