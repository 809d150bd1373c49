"""Cardinal Connections in the Play picker, in board order: the square (its row first
when more than 25 squares are open; rows top to bottom), the size from the pool (a
single size is chosen for the player), the facing by the compass with whose edge it
points at, then which upright piece to take when there is more than one. Where a row
step and a choice of takes would make five steps, size and facing are one step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.base import MAX_STEP_CHOICES, Step
from rules.said import Said, Seat
from rules.state import State
from rules.steps import COMPASS, SIZE_ORDER, Paths, ordered
from rules.words import direction, size_start
from rules.words import size as size_word

if TYPE_CHECKING:
    from rules.base import Game

FACINGS = (*COMPASS, "U")  # by the compass, then standing up


def _xy(square: str) -> tuple[int, int]:
    x, y = square.split(",")
    return int(x), int(y)


def _board_order(square: str) -> tuple[int, int]:
    x, y = _xy(square)
    return (-y, x)  # the picture has the highest y on top


def _facing(key: str, orient: str, owners: dict[str, int], **args: str | Said) -> Said:
    """The facing as a step says it: `key` is cardinal-step-facing (it starts the label)
    or cardinal-step-piece (after the size, which is in `args`)."""
    if orient == "U":
        return Said(f"{key}-upright", **args)
    seat = owners.get(orient)
    if seat is None:
        return Said(f"{key}-nobody", direction=direction(orient), **args)
    return Said(key, direction=direction(orient), seat=Seat(seat), **args)


def _square_steps(squares: list[str]) -> dict[str, tuple[Step, ...]]:
    """Each square's steps: itself, after its row (`y`, in blocks of 25 along a long row)
    when there are too many squares for one select."""
    squares = sorted(squares, key=_board_order)
    if len(squares) <= MAX_STEP_CHOICES:
        return {sq: (Step(sq, Said("words-step-square", square=sq), sq),) for sq in squares}
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
            group = Step(token, Said("cardinal-step-row", y=y, first=first, last=last), spot)
            for sq in block:
                out[sq] = (group, Step(sq, Said("words-step-square", square=sq), sq))
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
        choose_take = len(takes.get(square, ())) > 1
        compulsory = len(takes.get(square, ())) == 1  # the take is compulsory: say which it is
        if choose_take and len(where[square]) > 1:  # five steps otherwise: one piece step
            # The size as a choice starts: each language words the letter its own way.
            words = _facing("cardinal-step-piece", orient, owners, size=size)
            piece: tuple[Step, ...] = (Step(size + orient, words),)
        else:
            facing = _facing("cardinal-step-facing", orient, owners)
            if compulsory:
                facing = Said("cardinal-step-taking", facing=facing, take=p[4])
            piece = (
                Step(size, size_start(size), f"pool:{size}"),
                Step(orient, facing, f"facing:{square}:{orient}"),
            )
        path = (*where[square], *piece)
        if choose_take:
            top = board[p[4]][-1]
            path = (*path, Step(p[4], Said("cardinal-step-take", square=p[4], size=size_word(top[0])), p[4]))
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


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
    choices = game.step_choices(state, seat, chosen)
    spot = (choices[0].spot or "") if choices else ""
    if spot.startswith("row:"):
        return Said("words-prompt-row")
    if spot.startswith("pool:"):
        return Said("words-prompt-size")
    if spot.startswith("facing:"):
        return Said("cardinal-prompt-facing")
    if choices and choices[0].spot is None:
        return Said("cardinal-prompt-piece")
    if chosen and choices and choices[0].move is not None:
        return Said("cardinal-prompt-take")
    return Said("words-prompt-square")
