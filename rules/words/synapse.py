"""Synapse-Ice's text board in words: each piece, whose it is and where it points."""

from __future__ import annotations

from typing import Any

from rules.grid import COLUMNS, ROWS
from rules.notation import DIRECTION_WORDS, SIZE_WORDS, count_words
from rules.words import resigned_line, turn_line


def board_words(view: dict[str, Any]) -> list[str]:
    lines = [turn_line(view)]
    forced = view.get("forced")
    if not view["over"]:
        lines.append(f"The next piece goes on {forced}." if forced else "The first piece may go anywhere.")
    for s, stash in enumerate(view["stashes"]):
        lines.append(f"seat {s} has left: {count_words(stash)}.")
    lines.extend(resigned_line(view))
    board = view["board"]
    for row in range(ROWS, 0, -1):
        for col in COLUMNS:
            piece = board.get(f"{col}{row}")
            if piece:
                lines.append(
                    f"{col}{row}: seat {piece['seat']}'s {SIZE_WORDS[piece['size']]}, "
                    f"points {DIRECTION_WORDS[piece['dir']]}"
                )
    return [line for line in lines if line]
