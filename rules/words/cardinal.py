"""Cardinal Connections' text board in words: who sits where, then each square."""

from __future__ import annotations

from typing import Any

from rules.notation import DIRECTION_WORDS, SIZE_WORDS, count_words
from rules.words import resigned_line, turn_line


def piece_words(piece: dict[str, Any]) -> str:
    size = SIZE_WORDS[piece["size"]]
    orient = piece["orient"]
    return f"{size} upright" if orient == "U" else f"{size} pointing {DIRECTION_WORDS[orient]}"


def board_words(view: dict[str, Any]) -> list[str]:
    lines = [turn_line(view)]
    # A piece scores for the player its point faces: say who sits on which side.
    for s, side in enumerate(view["directions"]):
        lines.append(f"seat {s} sits {DIRECTION_WORDS[side]}, score {view['scores'][s]}.")
    lines.extend(resigned_line(view))
    lines.append(f"Pool: {count_words(view['pool'])}.")
    lines.append("Squares are x,y (x east, y north):")
    for square in sorted(view["board"], key=lambda q: (-q["y"], q["x"])):
        stack = square["stack"]
        where = f"{square['x']},{square['y']}"
        if len(stack) == 1:
            lines.append(f"{where}: {piece_words(stack[0])}")
        else:
            lines.append(f"{where}: stack of {len(stack)}, {piece_words(stack[-1])} on top")
    return [line for line in lines if line]
