"""Cardinal Connections' text board in words: who sits where, then each square."""

from __future__ import annotations

from typing import Any

from rules.said import Said, Seat
from rules.words import counts, resigned_said, size, turn_said
from rules.words import direction as compass


def direction(letter: str) -> Said:
    return compass(letter)


def piece_words(piece: dict[str, Any]) -> Said:
    orient = piece["orient"]
    if orient == "U":
        return Said("cardinal-words-upright", size=size(piece["size"]))
    return Said("cardinal-words-pointing", size=size(piece["size"]), direction=compass(orient))


def board_words(view: dict[str, Any]) -> list[str | Said]:
    lines: list[str | Said] = [turn_said(view)]
    # A piece scores for the player its point faces: say who sits on which side.
    for s, side in enumerate(view["directions"]):
        lines.append(Said("cardinal-words-seat", seat=Seat(s), direction=compass(side),
                          score=view["scores"][s]))
    lines.extend(resigned_said(view))
    lines.append(Said("cardinal-words-pool", pool=counts(view["pool"])))
    lines.append(Said("cardinal-words-squares"))
    for square in sorted(view["board"], key=lambda q: (-q["y"], q["x"])):
        stack = square["stack"]
        where = f"{square['x']},{square['y']}"
        if len(stack) == 1:
            lines.append(Said("words-square-line", square=where, what=piece_words(stack[0])))
        else:
            lines.append(Said("cardinal-words-stack", square=where, height=len(stack),
                              top=piece_words(stack[-1])))
    return [line for line in lines if line]
