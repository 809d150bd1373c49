"""Phrases the Connections engine builds out of catalogue messages (rules.said): cards with
what they belong to, lists without "and", alternatives. The wording is the reader's (the
catalogue's `connections-` messages), the engine only says what."""

from __future__ import annotations

from collections.abc import Sequence

from rules.connections.deck import LINK_REGIONS, REGION_INDEX, REGION_OF
from rules.said import Arg, Said


def card_said(card: str) -> Said:
    """A card with what it belongs to: `Lagos (Africa)`, `Chicago (links A and B)`."""
    if card in LINK_REGIONS:
        return Said("connections-card-linking", card=card, regions=LINK_REGIONS[card])
    return Said("connections-card-regional", card=card, region=REGION_OF[card])


def want_said(want: str) -> Arg:
    """What an offer asks for: `any Africa card`, or the card's name."""
    return Said("connections-want-region", region=want) if want in REGION_INDEX else want


def commas(items: Sequence[Arg]) -> Arg:
    """Items separated by commas alone (a list of scores), as the language writes them."""
    if len(items) == 1:
        return items[0]
    return Said("connections-list", first=items[0], rest=commas(items[1:]))


def either(items: Sequence[Arg]) -> Arg:
    """Alternatives: `a or b or c`."""
    if len(items) == 1:
        return items[0]
    return Said("connections-either", first=items[0], rest=either(items[1:]))


def offer_number(offer_id: int) -> str:
    """An offer's number as the notation types it (no thousands separator: `accept 1200 Lagos`)."""
    return str(offer_id)
