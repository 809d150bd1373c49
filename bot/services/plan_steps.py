"""A plan chosen step by step, as the Play picker chooses a move (docs/planned-replies.md):
after the line already planned before it (`earlier`, for "then if they play…"), their
move in the game's steps for their seat, then the reply in the steps for the planner's
seat in the position after it. Discord-free: the Play flow (bot/features/plans/flow.py)
and the web table (bot/web/plan_api.py) both build on it.

The earlier line travels in custom ids and addresses as a short code, each move's index
among the legal moves of its position ("3.0.12"): it fits Discord's 100 characters and
is checked again (in range, each move legal in turn) whenever it is read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.services.plans import Position
from bot.services.refusal import Refusal
from rules.base import StepChoice
from rules.said import Said

State = dict[str, Any]
Path = tuple[str, ...]
# Pressed or tapped on a control drawn for another position, or a forged one.
GONE = Said("plans-refuse-gone")
# A code longer than this is not one the flow made (50 pairs at most).
MAX_CODE = 2 * 50


def code_of(pos: Position, moves: list[str] | tuple[str, ...]) -> str:
    """The short code of a line of canonical moves from the position now."""
    state, out = pos.state, []
    for i, move in enumerate(moves):
        seat = pos.them if i % 2 == 0 else pos.me
        out.append(str(pos.game.legal_moves(state, seat).index(move)))
        state = pos.game.apply(state, seat, move)
    return ".".join(out)


def line_of(pos: Position, code: str) -> tuple[tuple[str, ...], State]:
    """The canonical moves a code stands for, and the position after them (a Refusal
    when it does not fit the position now)."""
    state, moves = pos.state, []
    parts = code.split(".") if code else []
    if len(parts) > MAX_CODE or len(parts) % 2:
        raise Refusal(GONE)
    for i, part in enumerate(parts):
        seat = pos.them if i % 2 == 0 else pos.me
        if not part.isdigit() or tuple(pos.game.to_move(state)) != (seat,) or pos.game.is_over(state):
            raise Refusal(GONE)
        legal = pos.game.legal_moves(state, seat)
        if int(part) >= len(legal):
            raise Refusal(GONE)
        moves.append(legal[int(part)])
        state = pos.game.apply(state, seat, legal[int(part)])
    if pos.game.is_over(state) or tuple(pos.game.to_move(state)) != (pos.them,):
        raise Refusal(GONE)
    return tuple(moves), state


@dataclass(frozen=True)
class Draft:
    """Where a plan being chosen stands: `start` is the position after the earlier line;
    `theirs` and `reply` are the moves the tokens complete (None while on their way)."""

    pos: Position
    earlier: tuple[str, ...]
    start: State
    them: Path
    mine: Path
    theirs: str | None
    reply: str | None

    @property
    def between(self) -> State:
        assert self.theirs is not None
        return self.pos.game.apply(self.start, self.pos.them, self.theirs)

    @property
    def complete(self) -> bool:
        return self.theirs is not None and self.reply is not None

    @property
    def stage(self) -> str:
        """`t`: their move is being chosen; `m`: the reply; `ok`: both chosen."""
        return "t" if self.theirs is None else "m" if self.reply is None else "ok"

    def step(self) -> tuple[State, int, Path]:
        """The position, seat and tokens of the move being chosen."""
        if self.theirs is None:
            return self.start, self.pos.them, self.them
        return self.between, self.pos.me, self.mine

    def choices(self) -> list[StepChoice]:
        state, seat, chosen = self.step()
        choices = self.pos.game.step_choices(state, seat, chosen)
        if not choices:
            raise Refusal(GONE)
        return choices

    def labels(self) -> list[Any]:
        state, seat, chosen = self.step()
        return list(self.pos.game.step_labels(state, seat, chosen))

    def line(self) -> list[str]:
        """Every move of the line: the earlier ones, theirs and the reply."""
        assert self.theirs is not None and self.reply is not None
        return [*self.earlier, self.theirs, self.reply]

    def after(self) -> State:
        assert self.reply is not None
        return self.pos.game.apply(self.between, self.pos.me, self.reply)


def _completed(pos: Position, state: State, seat: int, chosen: Path) -> str | None:
    if not chosen:
        return None
    picked = {c.token: c for c in pos.game.step_choices(state, seat, chosen[:-1])}.get(chosen[-1])
    if picked is None:
        raise Refusal(GONE)
    return picked.move


def draft(pos: Position, code: str, them: Path, mine: Path) -> Draft:
    earlier, start = line_of(pos, code)
    theirs = _completed(pos, start, pos.them, them)
    if theirs is None and mine:
        raise Refusal(GONE)
    reply = None
    if theirs is not None:
        reply = _completed(pos, pos.game.apply(start, pos.them, theirs), pos.me, mine)
    return Draft(pos, earlier, start, them, mine, theirs, reply)


def back_of(them: Path, mine: Path) -> tuple[Path, Path]:
    """The tokens of the step before."""
    return (them, mine[:-1]) if mine else (them[:-1], ())
