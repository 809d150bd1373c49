"""Connections' text board in words: the public table only (no hand, no offered card)."""

from __future__ import annotations

from typing import Any

from rules.said import Said, Seat
from rules.words import listed, resigned_line, turn_line


def board_words(view: dict[str, Any]) -> list[str | Said]:
    lines: list[str | Said] = [Said("connections-board-round", round=view["round"], rounds=view["rounds"]),
                               turn_line(view)]
    lines.extend(resigned_line(view))
    top = view["discard_top"]
    lines.append(Said("connections-board-piles", deck=view["deck_size"], discards=view["discard_size"]))
    if top:
        lines.append(Said("connections-board-top", card=top))
    for s, size in enumerate(view["hand_sizes"]):
        lines.append(Said("connections-board-player", seat=Seat(s), points=view["scores"][s], cards=size))
    for row in view["rows"]:
        lines.append(Said("connections-board-row", seat=Seat(row["seat"]), region=row["region"]))
        lines.extend(listed("", row["cards"])[1:])  # the cards, packed into short lines
    for link in view["links"]:
        # Two short lines: the link and where it lies, then who shares it.
        lines.append(Said("connections-board-link", card=link["card"], owner=Seat(link["owner"])))
        if link["partner"] is not None:
            lines.append(Said("connections-board-link-partner", region=link["anchor"],
                              partner=Seat(link["partner"])))
        elif link["invited"] is not None:
            lines.append(Said("connections-board-link-invited", region=link["anchor"],
                              invited=Seat(link["invited"])))
        else:
            lines.append(Said("connections-board-link-row", region=link["anchor"]))
    if not view["rows"] and not view["links"]:
        lines.append(Said("connections-board-empty"))
    return [line for line in lines if line]
