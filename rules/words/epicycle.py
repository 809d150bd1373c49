"""Epicycle's text board in words: the ring space by space and what each player holds."""

from __future__ import annotations

from typing import Any

from rules.said import Said, Seat
from rules.words import resigned_said, size, turn_said


def held(inventory: list[str]) -> Said:
    """What a player holds, always three pyramids ("small, medium, large")."""
    first, second, third = inventory
    return Said("epicycle-held", first=size(first), second=size(second), third=size(third))


def board_words(view: dict[str, Any]) -> list[str | Said]:
    lines: list[str | Said] = [turn_said(view)]
    for s, inventory in enumerate(view["inventories"]):
        lines.append(Said("epicycle-words-holds", seat=Seat(s), held=held(inventory)))
    lines.extend(resigned_said(view))
    lines.append(Said("epicycle-words-ring"))
    for space, piece in enumerate(view["ring"]):
        lines.append(Said("epicycle-words-space", space=space, piece=size(piece)) if piece
                     else Said("epicycle-words-gap", space=space))
    times = view.get("repetition", 1)
    if times > 1:
        lines.append(Said("epicycle-words-seen", times=times))
    return [line for line in lines if line]
