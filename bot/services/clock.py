"""The per-game move time limit: who is on the clock, and durations in words."""

from __future__ import annotations

import math
from typing import Any

import i18n
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
    """English only ("1 game", "3 games"): for a reader's language, a catalogue message
    with a plural selector."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def duration_text(seconds: float, lang: str = i18n.ENGLISH) -> str:
    """'3 hours 12 minutes', '45 minutes', '2 days 5 hours' (rounded up to the minute, so
    never '0 minutes'): time left on a clock, and how long a game took, in `lang`."""
    minutes = max(1, math.ceil(seconds / 60))
    hours, minutes = divmod(minutes, 60)
    if hours >= 48:
        days, hours = divmod(hours, 24)
        return _two(lang, ("clock-days", days), ("clock-hours", hours))
    if not hours:
        return i18n.text(lang, "clock-minutes", count=minutes)
    return _two(lang, ("clock-hours", hours), ("clock-minutes", minutes))


def _two(lang: str, first: tuple[str, int], second: tuple[str, int]) -> str:
    """The larger unit, and the smaller one unless it is zero."""
    big = i18n.text(lang, first[0], count=first[1])
    if not second[1]:
        return big
    return i18n.text(lang, "clock-two", first=big, second=i18n.text(lang, second[0], count=second[1]))


def limit_text(hours: int, lang: str = i18n.ENGLISH) -> str:
    return i18n.text(lang, "clock-limit", hours=hours)
