"""Which region(s) each Connections card belongs to, and the regions' colours.

Views name cards by city only; a hand card's region is not in the view, so it
comes from the deck's fixed table (static game data, not game state).
"""

from functools import lru_cache
from typing import Any

from render.palette import Colour, hex_colour
from rules.connections.deck import LINKS, REGIONS


@lru_cache(maxsize=1)
def _deck() -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """(card -> its regions, card order) from the rules' deck table."""
    regions: dict[str, tuple[str, ...]] = {}
    for region in REGIONS:
        for city in region.cities:
            regions[city] = (region.name,)
    for link in LINKS:
        regions[link.card] = tuple(link.regions)
    return regions, tuple(regions)


def card_regions(view: dict[str, Any], card: str) -> tuple[str, ...]:
    """The regions of `card`: one for a regional card, two or three for a link."""
    for link in view.get("links", []):
        if link["card"] == card:
            return tuple(link["regions"])
    return _deck()[0].get(card, ())


def card_order(card: str) -> int:
    order = _deck()[1]
    return order.index(card) if card in order else len(order)


def region_colours(view: dict[str, Any]) -> dict[str, Colour]:
    return {r["name"]: hex_colour(r["hex"]) for r in view.get("regions", [])}


def region_colour_names(view: dict[str, Any]) -> dict[str, str]:
    return {r["name"]: r.get("colour", "") for r in view.get("regions", [])}
