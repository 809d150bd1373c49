"""Scoring one round (games.md "Scoring a round"), with a breakdown the bot can show.

A breakdown names no card: a link is told by its regions (each linking card joins a
different set of regions), because cards of past rounds may sit in hands now and
the public view names no card that is in a hand.
"""

from __future__ import annotations

from typing import Any

from rules.connections.deck import LINK_REGIONS, REGION_NAMES, REGION_OF
from rules.state import State

# Card-count table: index = cards in the set.
TABLE = (0, 0, -20, 4, 8, 15, 30, 60, 125, 250, 500, 1000)
PAIR_POINTS = -20


def set_value(cards: int) -> int:
    return TABLE[cards]


def split(value: int, partnered: bool) -> tuple[int, int]:
    """(owner's share, partner's share); an odd point goes to the owner."""
    if not partnered:
        return value, 0
    half = value // 2
    return value - half, half


def score_round(state: State) -> list[dict[str, Any]]:
    """Per seat: {"seat", "rows", "links", "pairs", "total"}.

    rows:  rows scored alone (no link of their holder covers them): {"region", "cards", "points"}
    links: {"regions", "anchor", "role" ("owner"/"partner"), "with" (other seat or None),
            "cards" (1 + the rows counted), "value" (table value), "points" (this seat's share)}
    pairs: {"region", "cards" (in hand), "points"} for regions with at least two in hand
    """
    n = state["players"]
    players: list[dict[str, Any]] = [
        {"seat": s, "rows": [], "links": [], "pairs": [], "total": 0} for s in range(n)
    ]
    row_sizes = {(row["seat"], row["region"]): len(row["cards"]) for row in state["rows"]}
    covered: set[tuple[int, str]] = set()
    for link in state["links"]:
        regions = LINK_REGIONS[link["card"]]
        members = [link["owner"]] if link["partner"] is None else [link["owner"], link["partner"]]
        cards = 1
        for seat in members:
            for region in regions:
                covered.add((seat, region))
                cards += row_sizes.get((seat, region), 0)
        value = set_value(cards)
        shares = split(value, link["partner"] is not None)
        for role, seat, other, points in (
            ("owner", link["owner"], link["partner"], shares[0]),
            ("partner", link["partner"], link["owner"], shares[1]),
        ):
            if seat is None:
                continue
            players[seat]["links"].append({
                "regions": list(regions), "anchor": link["anchor"], "role": role,
                "with": other, "cards": cards, "value": value, "points": points,
            })
    for row in state["rows"]:
        if (row["seat"], row["region"]) not in covered:
            size = len(row["cards"])
            players[row["seat"]]["rows"].append(
                {"region": row["region"], "cards": size, "points": set_value(size)}
            )
    for seat, hand in enumerate(state["hands"]):
        counts = dict.fromkeys(REGION_NAMES, 0)
        for card in hand:
            home = REGION_OF.get(card)  # linking cards never count in pairs
            if home is not None:
                counts[home] += 1
        for region, k in counts.items():
            if k >= 2:
                points = (k // 2) * PAIR_POINTS
                players[seat]["pairs"].append({"region": region, "cards": k, "points": points})
    for entry in players:
        entry["total"] = sum(part["points"] for key in ("rows", "links", "pairs") for part in entry[key])
    return players
