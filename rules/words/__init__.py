"""The text board in words (the Text board button): one module per game, built from the
public view, plus what they share here. Lines are short (one square, row or holding
each) so they fit a phone and read well aloud; seats are `seat N` placeholders that the
bot turns into names."""

from __future__ import annotations

from typing import Any

# A phone at 420 px shows about this many characters on a line of plain text.
LINE = 44


def turn_line(view: dict[str, Any]) -> str:
    """Whose move it is, or how the game ended."""
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
    return [f"seat {s} resigned." for s in view.get("resigned", [])]
