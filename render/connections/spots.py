"""Where Connections' choices sit: the cards of the chooser's hand and the trade offers
listed under them on the hand picture ("card:<city>", "offer:<id>"), the deck and the
discard pile on the table ("deck", "discard")."""

from __future__ import annotations

from typing import Any

from render.connections.hand import card_boxes
from render.connections.table import top_boxes
from render.spots import SpotBox, box_on
from render.words import ENGLISH


def spots(view: dict[str, Any], wanted: list[str], names: list[str] | None,
          hand_name: str | None, lang: str = ENGLISH) -> dict[str, SpotBox]:
    """The boxes depend on the words drawn (their widths), so `lang` is the pictures'."""
    out: dict[str, SpotBox] = {}
    if any(spot in ("deck", "discard") for spot in wanted):
        for spot, box in top_boxes(view, names, lang).items():
            if spot in wanted:
                out[spot] = box_on("board", box)
    if any(spot.startswith(("card:", "offer:")) for spot in wanted) and view.get("hand") is not None:
        cards = card_boxes(view, hand_name, names, lang)
        for spot in wanted:
            if spot in cards:
                out[spot] = box_on("hand", cards[spot])
    return out
