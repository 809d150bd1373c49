"""Pylon's text board in words: square by square, each stack with its owner on top."""

from __future__ import annotations

from typing import Any

from rules.grid import COLUMNS, ROWS
from rules.notation import SIZE_WORDS, count_words
from rules.words import listed, resigned_line, turn_line


def stack_words(stack: list[dict[str, Any]]) -> str:
    top = stack[-1]
    piece = f"seat {top['seat']}'s {SIZE_WORDS[top['size']]}"
    if len(stack) == 1:
        return piece
    # Only the top piece scores; the bottom size tells how far the stack may still move.
    return f"{piece}, {len(stack)} high, {SIZE_WORDS[stack[0]['size']]} base"


def board_words(view: dict[str, Any]) -> list[str]:
    lines = [f"{view['phase'].capitalize()} phase.", turn_line(view)]
    scores = view["scores"]
    lines.append("Score: " + ", ".join(f"seat {s} {p}" for s, p in enumerate(scores)) + ".")
    if view["phase"] == "placement":
        for s, stash in enumerate(view["stashes"]):
            lines.append(f"seat {s} has left: {count_words(stash)}.")
    lines.extend(resigned_line(view))
    board = view["board"]
    empty = []
    for row in range(ROWS, 0, -1):
        for col in COLUMNS:
            square = f"{col}{row}"
            if square in board:
                lines.append(f"{square}: {stack_words(board[square])}")
            else:
                empty.append(square)
    if empty and view["phase"] == "placement":
        lines.extend(listed("Empty squares: ", empty))
    return [line for line in lines if line]
