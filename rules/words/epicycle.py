"""Epicycle's text board in words: the ring space by space and what each player holds."""

from __future__ import annotations

from typing import Any

from rules.notation import SIZE_WORDS
from rules.words import resigned_line, turn_line


def board_words(view: dict[str, Any]) -> list[str]:
    lines = [turn_line(view)]
    for s, held in enumerate(view["inventories"]):
        lines.append(f"seat {s} holds: {', '.join(SIZE_WORDS[p] for p in held) or 'nothing'}.")
    lines.extend(resigned_line(view))
    lines.append("The ring, clockwise (9 is next to 0):")
    for space, piece in enumerate(view["ring"]):
        lines.append(f"{space}: {SIZE_WORDS[piece] if piece else 'the gap'}")
    times = view.get("repetition", 1)
    if times > 1:
        lines.append(f"Seen {times} times (the third time is a draw).")
    return [line for line in lines if line]
