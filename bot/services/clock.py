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
    the change was an off-turn offer (Connections), unless the game marks a turn's end
    (a round ended by the discard of the seat that starts the next)."""
    due_before, due_after = clocked_seats(game, before), clocked_seats(game, after)
    if due_before != due_after or game.turn_mark(before) != game.turn_mark(after):
        return True
    return not game.off_turn_actions and seat in due_before


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def duration_text(seconds: float) -> str:
    """'3 hours 12 minutes', '45 minutes', '2 days 5 hours' (rounded up to the minute, so
    never '0 minutes'): time left on a clock, and how long a game took."""
    minutes = max(1, math.ceil(seconds / 60))
    hours, minutes = divmod(minutes, 60)
    if hours >= 48:
        days, hours = divmod(hours, 24)
        return f"{plural(days, 'day')} {plural(hours, 'hour')}" if hours else plural(days, "day")
    if not hours:
        return plural(minutes, "minute")
    return f"{plural(hours, 'hour')} {plural(minutes, 'minute')}" if minutes else plural(hours, "hour")


def limit_text(hours: int) -> str:
    return f"{hours} h per move"
