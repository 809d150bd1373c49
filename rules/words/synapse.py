"""Synapse-Ice's text board in words: each piece, whose it is and where it points."""

from __future__ import annotations

from typing import Any

from rules.grid import COLUMNS, ROWS
from rules.said import Said, Seat
from rules.words import counts, direction, resigned_said, size, turn_said


def board_words(view: dict[str, Any]) -> list[str | Said]:
    lines: list[str | Said] = [turn_said(view)]
    forced = view.get("forced")
    if not view["over"]:
        lines.append(Said("synapse-words-forced", square=forced) if forced else Said("synapse-words-first"))
    for s, stash in enumerate(view["stashes"]):
        lines.append(Said("words-has-left", seat=Seat(s), left=counts(stash)))
    lines.extend(resigned_said(view))
    board = view["board"]
    for row in range(ROWS, 0, -1):
        for col in COLUMNS:
            piece = board.get(f"{col}{row}")
            if piece:
                lines.append(Said("synapse-words-piece", square=f"{col}{row}", seat=Seat(piece["seat"]),
                                  size=size(piece["size"]), direction=direction(piece["dir"])))
    return [line for line in lines if line]
