"""Cardinal Connections in the Play picker, in board order: the square (its row first
when more than 25 squares are open; rows top to bottom), the size from the pool (a
single size is chosen for the player), the facing by the compass with whose edge it
points at, then which upright piece to take when there is more than one. Where a row
step and a choice of takes would make five steps, size and facing are one step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import MAX_STEP_CHOICES, Step
from rules.notation import DIRECTION_WORDS, SIZE_WORDS
from rules.state import State
from rules.steps import COMPASS, SIZE_ORDER, Paths, ordered

if TYPE_CHECKING:
    from rules.base import Game

FACINGS = (*COMPASS, "U")  # by the compass, then standing up


def _xy(square: str) -> tuple[int, int]:
    x, y = square.split(",")
    return int(x), int(y)


def _board_order(square: str) -> tuple[int, int]:
    x, y = _xy(square)
    return (-y, x)  # the picture has the highest y on top


def _facing(orient: str, owners: dict[str, int]) -> str:
    if orient == "U":
        return "upright"
    seat = owners.get(orient)
    edge = f"seat {seat}'s edge" if seat is not None else "nobody's edge"
    return f"pointing {DIRECTION_WORDS[orient]}, at {edge}"


def _square_steps(squares: list[str]) -> dict[str, tuple[Step, ...]]:
    """Each square's steps: itself, after its row (`y`, in blocks of 25 along a long row)
    when there are too many squares for one select."""
    squares = sorted(squares, key=_board_order)
    if len(squares) <= MAX_STEP_CHOICES:
        return {sq: (Step(sq, f"Square {sq}", sq),) for sq in squares}
    rows: dict[int, list[str]] = {}
    for sq in squares:
        rows.setdefault(_xy(sq)[1], []).append(sq)
    out: dict[str, tuple[Step, ...]] = {}
    for y, row in rows.items():
        for start in range(0, len(row), MAX_STEP_CHOICES):
            block = row[start : start + MAX_STEP_CHOICES]
            first, last = _xy(block[0])[0], _xy(block[-1])[0]
            whole = len(row) <= MAX_STEP_CHOICES
            token = f"y{y}" if whole else f"y{y}k{start // MAX_STEP_CHOICES}"
            spot = f"row:{y}" if whole else f"row:{y}:{first}:{last}"
            group = Step(token, f"Row y={y} (x {first} to {last})", spot)
            for sq in block:
                out[sq] = (group, Step(sq, f"Square {sq}", sq))
    return out


def move_steps(game: Game, state: State, seat: int, moves: list[str], owners: dict[str, int]) -> Paths:
    """`owners`: the seat each direction belongs to (the edge a flat piece scores for)."""
    parts = {move: move.split(" ") for move in moves}
    where = _square_steps(sorted({p[1] for p in parts.values()}))
    takes: dict[str, set[str]] = {}
    for p in parts.values():
        if len(p) > 3:
            takes.setdefault(p[1], set()).add(p[4])
    board = state["board"]
    paths: Paths = {}
    for move, p in parts.items():
        size, square, orient = p[0], p[1], p[2]
        facing = _facing(orient, owners)
        choose_take = len(takes.get(square, ())) > 1
        if len(takes.get(square, ())) == 1:  # the take is compulsory: say which it is
            facing += f", taking the top of {p[4]}"
        if choose_take and len(where[square]) > 1:  # five steps otherwise: one piece step
            piece: tuple[Step, ...] = (Step(size + orient, f"{SIZE_WORDS[size].capitalize()} {facing}"),)
        else:
            piece = (
                Step(size, SIZE_WORDS[size].capitalize(), f"pool:{size}"),
                Step(orient, facing[:1].upper() + facing[1:], f"facing:{square}:{orient}"),
            )
        path = (*where[square], *piece)
        if choose_take:
            top = board[p[4]][-1]
            path = (*path, Step(p[4], f"Take the top of {p[4]} (a {SIZE_WORDS[top[0]]} upright)", p[4]))
        paths[move] = path
    return ordered(
        paths,
        lambda m: (
            _board_order(parts[m][1]),
            SIZE_ORDER[parts[m][0]],
            FACINGS.index(parts[m][2]),
            _board_order(parts[m][4]) if len(parts[m]) > 3 else (0, 0),
        ),
    )


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> str:
    choices = game.step_choices(state, seat, chosen)
    spot = (choices[0].spot or "") if choices else ""
    if spot.startswith("row:"):
        return "Which row?"
    if spot.startswith("pool:"):
        return "Which size?"
    if spot.startswith("facing:"):
        return "Which way does it face?"
    if choices and choices[0].spot is None:
        return "Which piece?"
    if chosen and choices and choices[0].move is not None:
        return "Which upright piece do you take?"
    return "Which square?"
