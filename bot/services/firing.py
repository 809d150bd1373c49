"""What a stored change does to its game's planned replies, decided before it is stored
(docs/planned-replies.md). Pure: the plans read, the change, and out comes what to store.

- The opponent plays a move the plans answer: the reply is applied at once (the planner's
  turn never starts), and the chain after it stays for the opponent's next move.
- Any other move drops the plans, and the planner is told privately (a DM); so does a
  take-back, and a planned reply the rules no longer allow.
- A game's end (a move, a resignation, a claim, an agreement) drops them silently.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from bot.services.change import Planned
from bot.services.said_names import with_names
from bot.services.wording import seat_names
from bot.storage.kinds import ChangeKind
from bot.storage.plans import PlanRow, Settlement
from bot.storage.rows import GameRow
from bot.storage.said_json import said_to_json
from rules import Game, IllegalMove
from rules.said import Said, Seat

log = logging.getLogger(__name__)

State = dict[str, Any]


@dataclass(frozen=True)
class Firing:
    """`after`: the position to store (after the planned reply, when one fires)."""

    after: State
    settlement: Settlement
    planned: Planned | None = None
    also: tuple[tuple[int | None, str, ChangeKind], ...] = field(default=())


def move_words(game: Game, state: State, seat: int, move: str, names: list[str]) -> str | Said:
    """A move in words, as the table shows it ("small on f3 (f3 S)"), names in place: what
    the engine says, worded where it is read."""
    try:
        phrase = game.move_phrase(state, seat, move)
    except (KeyError, ValueError, IndexError):  # a label bug must not cost the move
        return f"`{move}`"
    return with_names(phrase, names)


def note(said: Said) -> dict[str, Any]:
    """A planner's note as stored in the outbox (worded when it is sent, in the language of
    their DMs: bot/delivery/announcer.py)."""
    return {"said": said_to_json(said)}


def decide(
    plan: PlanRow | None,
    row: GameRow,
    game: Game,
    before: State,
    after: State,
    seat: int | None,
    move: str,
    kind: ChangeKind,
) -> Firing:
    """The plans `plan` (as read) meet the change of `row` (at its version) from `before`
    to `after`."""
    if plan is None:
        return Firing(after, Settlement(None))
    drop = Settlement(plan.revision, plan.planner_id)
    planner = row.seat_of(plan.planner_id)
    if plan.version != row.version or planner is None or game.is_over(after):
        return Firing(after, drop)
    names = seat_names(row)
    if kind == "undo":
        said = Said("plans-note-taken-back", game=game.title, id=row.id)
        return Firing(after, Settlement(plan.revision, plan.planner_id, note=note(said)))
    if kind != "move" or seat is None or seat == planner:
        return Firing(after, drop)
    # Names go in when the note is worded (the seat's name then); the move's words too.
    played = move_words(game, before, seat, move, names)
    yours = "yes" if tuple(game.to_move(after)) == (planner,) else "no"
    line = plan.tree.get(move)
    if line is None:
        said = Said(
            "plans-note-unplanned", game=game.title, id=row.id, player=Seat(seat), move=played, yours=yours
        )
        return Firing(after, Settlement(plan.revision, plan.planner_id, note=note(said)))
    reply = str(line.get("reply", ""))
    try:
        if tuple(game.to_move(after)) != (planner,):
            raise IllegalMove("it is not your turn after that move")
        reply = game.parse(after, planner, reply)
        final = game.apply(after, planner, reply)
    except IllegalMove as exc:
        # Checked when planned; a reply can only fail here if the rules changed since.
        log.info("game %s: planned reply %r to %r no longer legal: %s", row.id, reply, move, exc)
        said = Said(
            "plans-note-not-legal",
            game=game.title,
            id=row.id,
            player=Seat(seat),
            move=played,
            reply=reply,
            yours=yours,
        )
        return Firing(after, Settlement(plan.revision, plan.planner_id, note=note(said)))
    then = line.get("then") or {}
    keep = then if then and not game.is_over(final) else None
    return Firing(
        final,
        Settlement(plan.revision, plan.planner_id, keep=keep),
        Planned(planner, reply, after),
        ((planner, reply, "move"),),
    )
