"""A stored change as the reply and the announcement see it (`Change`), with the planned
reply it may carry (docs/planned-replies.md): the opponent's move and the planner's
reply are one change, one transaction and one post."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.storage.kinds import ChangeKind
from bot.storage.rows import GameRow
from rules import Game

State = dict[str, Any]


@dataclass(frozen=True)
class Planned:
    """The planned reply played at once after the move: the planner's seat, the move, and
    the position between the two."""

    seat: int
    move: str
    between: State

    def payload(self, game: Game) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move, "between": game.encode(self.between)}

    @classmethod
    def from_payload(cls, game: Game, payload: dict[str, Any] | None) -> Planned | None:
        if not payload:
            return None
        return cls(int(payload["seat"]), str(payload["move"]), game.decode(payload["between"]))


@dataclass
class Change:
    """One stored change, for the reply: the row after it, the states around it. With
    `planned`, `after` is the position after the planned reply too."""

    row: GameRow
    game: Game
    before: State
    after: State
    seat: int | None
    move: str
    kind: ChangeKind
    planned: Planned | None = None

    def first(self) -> Change:
        """The move alone (what the mover did), up to the planned reply."""
        if self.planned is None:
            return self
        return Change(self.row, self.game, self.before, self.planned.between, self.seat, self.move, self.kind)

    def last(self) -> Change:
        """The last move of the change: the planned reply where one was played, an ordinary
        move for everything that follows (turn DMs, the clock)."""
        if self.planned is None:
            return self
        p = self.planned
        return Change(self.row, self.game, p.between, self.after, p.seat, p.move, "move")
