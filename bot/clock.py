"""The per-game move time limit: who is on the clock, and durations in words."""

from __future__ import annotations

import math
from typing import Any

from rules import Game


def clocked_seats(game: Game, state: dict[str, Any]) -> tuple[int, ...]:
    """The seats whose time is running. Connections lists seats answering offers after
    the seat on turn; only the seat on turn is timed, so a slow answer cannot forfeit."""
    seats = game.to_move(state)
    return seats[:1] if game.off_turn_actions else seats


def new_turn(game: Game, before: dict[str, Any], after: dict[str, Any], seat: int | None) -> bool:
    """Whether a stored change starts a new turn (the clock and reminders restart).
    Other seats on the clock: yes. The same seat again: yes where one move is one turn
    (Pylon's seat 1 places last and stacks first), no where a turn has two actions or
    the change was an off-turn offer (Connections)."""
    due_before, due_after = clocked_seats(game, before), clocked_seats(game, after)
    if due_before != due_after:
        return True
    return not game.off_turn_actions and seat in due_before


def duration_text(seconds: float) -> str:
    """'3 h 12 min', '45 min', '2 d 5 h' (rounded up to the minute, so never '0 min')."""
    minutes = max(1, math.ceil(seconds / 60))
    hours, minutes = divmod(minutes, 60)
    if hours >= 48:
        days, hours = divmod(hours, 24)
        return f"{days} d {hours} h" if hours else f"{days} d"
    if not hours:
        return f"{minutes} min"
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


def limit_text(hours: int) -> str:
    return f"{hours} h per move"
