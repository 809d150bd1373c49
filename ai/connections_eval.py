"""How good a hand and table are for one seat, judged only from that seat's view.

`Table` is the public table (rows, links) plus the seat's own hand, rebuilt from
`game.view(state, seat)`. `evaluate` is the seat's round score as it stands (the
rules' scoring, restricted to that seat) plus a discounted projection of what the
hand can still play down, plus small prospects for pairs and singles that may yet
become melds. Nothing here reads another seat's hand or the deck order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.connections.deck import LINK_REGIONS, REGION_NAMES, REGION_OF, REGIONS
from rules.connections.scoring import PAIR_POINTS, TABLE

REGION_SIZE: dict[str, int] = {r.name: len(r.cities) for r in REGIONS}
MAX_CARDS = len(TABLE) - 1


@dataclass
class LinkInfo:
    card: str
    owner: int
    partner: int | None
    invited: int | None

    @property
    def regions(self) -> tuple[str, ...]:
        return LINK_REGIONS[self.card]


@dataclass
class Table:
    """What `seat` knows: every row's size, the links, its own hand."""

    seat: int
    players: int
    rows: dict[tuple[int, str], int]
    links: list[LinkInfo]
    hand: list[str]
    # Regional cards seen outside this hand (rows, discard top): for "how many are left".
    seen: dict[str, int] = field(default_factory=dict)

    def copy(self) -> Table:
        return Table(self.seat, self.players, dict(self.rows),
                     [LinkInfo(lk.card, lk.owner, lk.partner, lk.invited) for lk in self.links],
                     list(self.hand), self.seen)


def table_from_view(view: dict[str, Any]) -> Table:
    seat = int(view["seat"])
    rows = {(int(r["seat"]), str(r["region"])): len(r["cards"]) for r in view["rows"]}
    links = [LinkInfo(lk["card"], lk["owner"], lk["partner"], lk["invited"]) for lk in view["links"]]
    seen = dict.fromkeys(REGION_NAMES, 0)
    for r in view["rows"]:
        seen[r["region"]] += len(r["cards"])
    top = view.get("discard_top")
    if top in REGION_OF:
        seen[REGION_OF[top]] += 1
    return Table(seat, int(view["players"]), rows, links, list(view["hand"]), seen)


# ---- the rules' scoring for one seat --------------------------------------------------
def seat_score(t: Table, seat: int, hand: list[str] | None = None) -> int:
    """`seat`'s round score on this table (games.md "Scoring a round"); hand pairs
    only when its hand is given."""
    total = 0
    covered: set[str] = set()
    for lk in t.links:
        if seat not in (lk.owner, lk.partner):
            continue
        members = (lk.owner,) if lk.partner is None else (lk.owner, lk.partner)
        cards = 1 + sum(t.rows.get((m, r), 0) for m in members for r in lk.regions)
        value = TABLE[min(cards, MAX_CARDS)]
        if lk.partner is None:
            total += value
        else:
            half = value // 2
            total += value - half if seat == lk.owner else half
        covered.update(lk.regions)
    for (s, region), size in t.rows.items():
        if s == seat and region not in covered:
            total += TABLE[min(size, MAX_CARDS)]
    if hand is not None:
        total += sum(k // 2 for k in region_counts(hand).values()) * PAIR_POINTS
    return total


def region_counts(hand: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in hand:
        region = REGION_OF.get(card)
        if region is not None:
            counts[region] = counts.get(region, 0) + 1
    return counts


def open_regions(t: Table, seat: int) -> set[str]:
    regions = {r for (s, r) in t.rows if s == seat}
    for lk in t.links:
        if seat in (lk.owner, lk.partner, lk.invited):
            regions.update(lk.regions)
    return regions


# ---- play-downs on the model (mirror rules/connections/moves.py) ---------------------
def do_lay(t: Table, card: str) -> None:
    region = REGION_OF[card]
    t.hand.remove(card)
    t.rows[(t.seat, region)] = t.rows.get((t.seat, region), 0) + 1
    for lk in t.links:
        if lk.invited == t.seat and region in lk.regions:
            lk.partner, lk.invited = t.seat, None


def do_meld(t: Table, cards: list[str]) -> None:
    region = REGION_OF[cards[0]]
    for card in cards:
        t.hand.remove(card)
    t.rows[(t.seat, region)] = t.rows.get((t.seat, region), 0) + 3


def do_link(t: Table, card: str, region: str) -> None:
    t.hand.remove(card)
    t.links.append(LinkInfo(card, t.seat, None, None))


def link_rows(t: Table, card: str) -> list[str]:
    return [r for r in LINK_REGIONS[card] if t.rows.get((t.seat, r), 0) >= 3]


def project(t: Table) -> Table:
    """The table after the hand plays down everything it can, greedily: links on
    rows, melds, then lays into open regions, until nothing more fits."""
    t = t.copy()
    changed = True
    while changed:
        changed = False
        for card in list(t.hand):
            if card in LINK_REGIONS and link_rows(t, card):
                do_link(t, card, link_rows(t, card)[0])
                changed = True
        counts = region_counts(t.hand)
        opened = open_regions(t, t.seat)
        for region, k in counts.items():
            if region not in opened and k >= 3:
                do_meld(t, [c for c in t.hand if REGION_OF.get(c) == region][:3])
                changed = True
        opened = open_regions(t, t.seat)
        for card in list(t.hand):
            if REGION_OF.get(card) in opened:
                do_lay(t, card)
                changed = True
    return t


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs: `projection` discounts what the hand could still play
    down (turns may run out); the prospects value pairs/singles/links that may yet
    become melds or rows."""

    projection: float = 0.75
    pair_prospect: float = 9.0
    single_prospect: float = 1.5
    link_prospect: float = 4.0


HARD = Weights()


# Evaluations made so far (for the bench's search-speed figure; nothing depends on it).
COUNTER = {"evaluations": 0}


def evaluate(t: Table, w: Weights = HARD) -> float:
    """The seat's round score now plus what its hand is likely still worth."""
    COUNTER["evaluations"] += 1
    now = seat_score(t, t.seat, t.hand)
    after = project(t)
    later = seat_score(after, t.seat, after.hand)
    value = now + w.projection * (later - now)
    opened = open_regions(after, t.seat)
    for region, k in region_counts(after.hand).items():
        if region in opened:
            continue
        left = REGION_SIZE[region] - t.seen.get(region, 0) - region_counts(t.hand).get(region, 0)
        if left <= 0:
            continue
        if k % 2 == 0:
            value += w.pair_prospect * min(left, 2) / 2
        else:
            value += w.single_prospect * min(left, 2) / 2
    for card in after.hand:
        if card in LINK_REGIONS:
            mine = sum(1 for c in after.hand if REGION_OF.get(c) in LINK_REGIONS[card])
            rows = sum(after.rows.get((t.seat, r), 0) for r in LINK_REGIONS[card])
            if mine + rows >= 2:
                value += w.link_prospect
    return value


def unseen_cards(t: Table, all_cards: tuple[str, ...], view: dict[str, Any]) -> list[str]:
    """Cards this seat has not seen anywhere (a draw from the deck is one of these)."""
    seen = set(t.hand)
    for r in view["rows"]:
        seen.update(r["cards"])
    seen.update(lk["card"] for lk in view["links"])
    if view.get("discard_top"):
        seen.add(view["discard_top"])
    return [c for c in all_cards if c not in seen]
