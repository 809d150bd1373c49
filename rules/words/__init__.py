"""The text board in words (the Text board button): one module per game, built from the
public view, plus what they share here. Lines are short (one square, row or holding
each) so they fit a phone and read well aloud. The pyramid games say each line as a
`Said` (a message of the catalogue, i18n/locales/<language>/<game>.ftl, and its
arguments, seats as `Seat`), which the caller words in the reader's language with the
players' names; `listed` and `counted` still build English for Connections."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rules.said import Said, Seat

# A phone at 420 px shows about this many characters on a line of plain text.
LINE = 44


def turn_line(view: dict[str, Any]) -> str:
    """Whose move it is, or how the game ended, in English with `seat N` placeholders
    (Connections' text board, until it says `turn_said`)."""
    if view["over"]:
        result = view["result"] or {}
        winners = list(result.get("winners") or [])
        if not winners:
            return "The game is over: a draw."
        if len(winners) == 1:
            return f"The game is over: seat {winners[0]} won."
        return "The game is over: " + " and ".join(f"seat {w}" for w in winners) + " won."
    due = view["to_move"]
    return " and ".join(f"seat {s}" for s in due) + " to move." if due else ""


def turn_said(view: dict[str, Any]) -> Said | str:
    """Whose move it is, or how the game ended ('' when nobody is to move)."""
    if view["over"]:
        result = view["result"] or {}
        winners = list(result.get("winners") or [])
        if not winners:
            return Said("words-turn-draw")
        return Said("words-turn-won", winners=seats(winners), count=len(winners))
    due = view["to_move"]
    return Said("words-turn-to-move", seats=seats(due), count=len(due)) if due else ""


def seats(numbers: Iterable[int]) -> tuple[Seat, ...]:
    """Seats as a list the caller joins with its language's "and"."""
    return tuple(Seat(int(s)) for s in numbers)


def size(letter: str) -> Said:
    """A pyramid's size as a word inside a sentence ("small")."""
    return Said("words-size", size=letter)


def size_start(letter: str) -> Said:
    """A pyramid's size as a line starts ("Small")."""
    return Said("words-size-start", size=letter)


def direction(letter: str) -> Said:
    """A compass direction as a word ("North")."""
    return Said("words-direction", direction=letter)


def comma_list(items: list[Said]) -> Said:
    """Items joined by commas alone ("2 small, 5 large"), as a list of holdings reads."""
    said = items[-1]
    for item in reversed(items[:-1]):
        said = Said("words-comma", head=item, tail=said)
    return said


def counts(numbers: Mapping[str, int], empty: str = "words-none") -> Said:
    """{'S': 2, 'M': 0, 'L': 5} -> "2 small, 5 large"; the message `empty` when all are 0."""
    shown = [Said("words-count", size=letter, count=numbers[letter]) for letter in ("S", "M", "L")
             if numbers.get(letter)]
    return comma_list(shown) if shown else Said(empty)


def listed(head: str, items: list[str]) -> list[str]:
    """`head` on its own line, then the items packed into indented lines of at most LINE
    characters, broken only between items (a card name is never split)."""
    if not items:
        return [f"{head} none"]
    lines, line = [head], ""
    for item in items:
        if line and len(line) + len(item) + 2 > LINE - 2:
            lines.append(f"  {line},")
            line = item
        else:
            line = f"{line}, {item}" if line else item
    lines.append(f"  {line}")
    return lines


def counted(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def resigned_line(view: dict[str, Any]) -> list[str]:
    """Who resigned, in English with `seat N` placeholders (Connections, until it says
    `resigned_said`)."""
    return [f"seat {s} resigned." for s in view.get("resigned", [])]


def resigned_said(view: dict[str, Any]) -> list[Said]:
    return [Said("words-resigned", seat=Seat(s)) for s in view.get("resigned", [])]
