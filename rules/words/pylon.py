"""Pylon's text board in words: square by square, each stack with its owner on top."""

from __future__ import annotations

from typing import Any

from rules.grid import COLUMNS, ROWS
from rules.said import Said, Seat
from rules.words import LINE, counts, resigned_said, size, turn_said


def stack_words(stack: list[dict[str, Any]]) -> Said:
    top = stack[-1]
    if len(stack) == 1:
        return Said("pylon-words-piece", seat=Seat(top["seat"]), size=size(top["size"]))
    # Only the top piece scores; the bottom size tells how far the stack may still move.
    return Said("pylon-words-stack", seat=Seat(top["seat"]), size=size(top["size"]), height=len(stack),
                base=size(stack[0]["size"]))


def squares_listed(head: Said, squares: list[str]) -> list[str | Said]:
    """`head` on its own line, then the squares (notation) packed into indented lines."""
    lines: list[str | Said] = [head]
    line = ""
    for square in squares:
        if line and len(line) + len(square) + 2 > LINE - 2:
            lines.append(f"  {line},")
            line = square
        else:
            line = f"{line}, {square}" if line else square
    lines.append(f"  {line}")
    return lines


def board_words(view: dict[str, Any]) -> list[str | Said]:
    scores = view["scores"]
    lines: list[str | Said] = [
        Said("pylon-words-phase", phase=view["phase"]),
        turn_said(view),
        Said("pylon-words-score", first=Seat(0), first_score=scores[0], second=Seat(1),
             second_score=scores[1]),
    ]
    if view["phase"] == "placement":
        for s, stash in enumerate(view["stashes"]):
            lines.append(Said("words-has-left", seat=Seat(s), left=counts(stash)))
    lines.extend(resigned_said(view))
    board = view["board"]
    empty = []
    for row in range(ROWS, 0, -1):
        for col in COLUMNS:
            square = f"{col}{row}"
            if square in board:
                lines.append(Said("words-square-line", square=square, what=stack_words(board[square])))
            else:
                empty.append(square)
    if empty and view["phase"] == "placement":
        lines.extend(squares_listed(Said("pylon-words-empty"), empty))
    return [line for line in lines if line]
