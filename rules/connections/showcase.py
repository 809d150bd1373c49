"""Connections' sample positions: a table worth drawing, and how sample games play.

Random play seldom gets a round this far (rows, a partnered link, an invitation, a link
bridging two rows), so the showcase is laid out by hand and then two real actions are
played. Sample games lean towards playing cards down and keeping regions together.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from rules.connections.deck import LINK_REGIONS, REGION_OF
from rules.connections.layout import arrange
from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game

DOWN = {"meld": 0, "link": 1, "lay": 2, "invite": 3}  # sample games prefer the first


def table(game: Game) -> State:
    """A four-player round well under way."""
    state = arrange(
        game.new(4, 0),
        [["Atlanta", "Lagos", "Sydney", "Warsaw", "Tehran"],
         ["Montreal", "Nairobi", "Melbourne", "Kyiv", "Bangkok", "Berlin"],
         ["Madrid", "Johannesburg", "Dubai", "Lima", "Singapore"],
         ["Auckland", "Moscow", "Jakarta", "Honolulu", "Cairo"]],
        discard=["Baghdad", "Manila"],
        rows=[(0, ["New York", "Boston", "Toronto"]), (0, ["Los Angeles", "Seattle", "Vancouver"]),
              (1, ["San Francisco", "Anchorage"]), (1, ["Havana", "Kingston", "San Juan"]),
              (2, ["London", "Paris", "Amsterdam"]), (2, ["Rome", "Athens", "Tunis"]),
              (3, ["Tokyo", "Seoul", "Shanghai", "Beijing"])],
        links=[{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America", "partner": 1},
               {"card": "Panama City", "owner": 1, "anchor": "Caribbea", "invited": 2},
               {"card": "Gibraltar", "owner": 2, "anchor": "Western Europe"}],
        turn=0, turns_taken=[5, 5, 4, 4],
    )
    for move in ("lay Atlanta", "draw discard"):
        state = game.apply(state, 0, move)
    return state


def regions(card: str) -> tuple[str, ...]:
    """One region for a regional card, two or three for a linking card."""
    return LINK_REGIONS.get(card) or (REGION_OF[card],)


def leaning_move(hand: list[str], discard_top: str | None, legal: list[str], rnd: random.Random) -> str:
    """Play down when possible; keep cards of regions already collected."""
    down = [m for m in legal if m.split()[0] in DOWN]
    if down:
        best = min(DOWN[m.split()[0]] for m in down)
        return rnd.choice([m for m in down if DOWN[m.split()[0]] == best])
    counts = Counter(regions(c)[0] for c in hand if len(regions(c)) == 1)
    if "draw discard" in legal and discard_top and any(counts[r] >= 1 for r in regions(discard_top)):
        return "draw discard"
    discards = [m for m in legal if m.startswith("discard ")]
    if discards:
        def keep(move: str) -> tuple[int, str]:
            card_regions = regions(move[len("discard "):])
            return (99 if len(card_regions) > 1 else counts[card_regions[0]], move)
        return min(discards, key=keep)
    return "draw deck" if "draw deck" in legal else rnd.choice(legal)
