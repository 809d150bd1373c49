"""A plain, independent reference for the Connections rulings (games.md, "Connections").

Written from the spec only, as a check on rules/connections/: it reads a position (the
engine's state dict: hands, deck, discard, rows, links, offers, turn, phase, ...) and
computes, by brute force,

- the turn actions of the seat on turn (`turn_actions`),
- the answers, cancels and invitations any seat can give (`answers`, `invites`),
- `to_move`,
- the points each seat would score if the round ended now (`round_points`).

Nothing here imports the engine.
"""

from __future__ import annotations

from itertools import combinations

REGIONS: list[tuple[str, list[str]]] = [
    ("Atlantic North America", ["New York", "Boston", "Toronto", "Montreal", "Atlanta"]),
    ("Pacific North America", ["Los Angeles", "San Francisco", "Seattle", "Vancouver", "Anchorage"]),
    ("Western Europe", ["London", "Paris", "Amsterdam", "Madrid"]),
    ("Pacific Asia", ["Tokyo", "Seoul", "Shanghai", "Beijing"]),
    ("Mediterranea", ["Rome", "Athens", "Tunis"]),
    ("Africa", ["Lagos", "Nairobi", "Johannesburg"]),
    ("Caribbea", ["Havana", "Kingston", "San Juan"]),
    ("Western Asia", ["Tehran", "Baghdad", "Dubai"]),
    ("South America", ["Sao Paulo", "Buenos Aires", "Lima"]),
    ("South East Asia", ["Bangkok", "Jakarta", "Manila"]),
    ("AustralAsia", ["Sydney", "Melbourne", "Auckland"]),
    ("Eastern Europe", ["Warsaw", "Kyiv", "Moscow"]),
]

LINKS: list[tuple[str, list[str]]] = [
    ("Chicago", ["Atlantic North America", "Pacific North America"]),
    ("Gibraltar", ["Western Europe", "Mediterranea", "Africa"]),
    ("Istanbul", ["Western Asia", "Eastern Europe"]),
    ("Lahore", ["Western Asia", "South East Asia"]),
    ("Miami", ["Atlantic North America", "Caribbea"]),
    ("Honolulu", ["Pacific North America", "Pacific Asia"]),
    ("Panama City", ["Caribbea", "South America"]),
    ("Cairo", ["Mediterranea", "Africa", "Western Asia"]),
    ("Berlin", ["Western Europe", "Eastern Europe"]),
    ("Singapore", ["South East Asia", "AustralAsia", "Pacific Asia"]),
    ("Hong Kong", ["Pacific Asia", "South East Asia"]),
    ("Dakar", ["Africa", "South America"]),
]

REGION_NAMES = [name for name, _ in REGIONS]
REGION_OF: dict[str, str] = {city: name for name, cities in REGIONS for city in cities}
LINK_REGIONS: dict[str, list[str]] = dict(LINKS)
DECK_ORDER: list[str] = [city for _, cities in REGIONS for city in cities] + [card for card, _ in LINKS]
ORDER: dict[str, int] = {card: i for i, card in enumerate(DECK_ORDER)}

# Card-count table: cards in a set -> points.
TABLE = {1: 0, 2: -20, 3: 4, 4: 8, 5: 15, 6: 30, 7: 60, 8: 125, 9: 250, 10: 500, 11: 1000}
PAIR_POINTS = -20

assert len(DECK_ORDER) == 54 and len(REGION_OF) == 42 and len(set(DECK_ORDER)) == 54


def is_regional(card: str) -> bool:
    return card in REGION_OF


def in_deck_order(cards) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


# ----------------------------------------------------------------- table helpers


def active_seats(state: dict) -> list[int]:
    gone = set(state.get("resigned") or [])
    return [s for s in range(state["players"]) if s not in gone]


def row_size(state: dict, seat: int, region: str) -> int:
    """Cards in `seat`'s row of `region` (0 when there is none). Merges duplicates, if any."""
    return sum(len(r["cards"]) for r in state["rows"] if r["seat"] == seat and r["region"] == region)


def has_row(state: dict, seat: int, region: str) -> bool:
    return any(r["seat"] == seat and r["region"] == region for r in state["rows"])


def link_members(link: dict) -> list[int]:
    return [link["owner"]] + ([link["partner"]] if link.get("partner") is not None else [])


def lay_regions(state: dict, seat: int) -> set[str]:
    """Regions `seat` may lay a card in: own row, own/partnered link, pending invitation."""
    regions = {r["region"] for r in state["rows"] if r["seat"] == seat}
    for link in state["links"]:
        invited = link.get("partner") is None and link.get("invited") == seat
        if seat in link_members(link) or invited:
            regions.update(LINK_REGIONS[link["card"]])
    return regions


def may_announce(state: dict) -> bool:
    if state["round"] >= state["rounds"]:  # never in the game's last round
        return False
    if state.get("announced_by") is not None:
        return False
    if state["phase"] != "start":
        return False
    return all(state["turns_taken"][s] >= 6 for s in active_seats(state))


# ----------------------------------------------------------------- moves


def draw_moves(state: dict) -> list[str]:
    moves = []
    # The deck can serve a draw if it has a card, or if a reshuffle of the discard pile
    # except its top card would give it one.
    if state["deck"] or len(state["discard"]) >= 2:
        moves.append("draw deck")
    if state["discard"]:
        moves.append("draw discard")
    return moves


def play_down_moves(state: dict, seat: int) -> list[str]:
    hand = state["hands"][seat]
    moves = []
    by_region: dict[str, list[str]] = {}
    for card in hand:
        if is_regional(card):
            by_region.setdefault(REGION_OF[card], []).append(card)
    for cards in by_region.values():
        for trio in combinations(in_deck_order(cards), 3):
            moves.append("meld " + " ".join(trio))
    for card in hand:
        if card in LINK_REGIONS:
            for region in LINK_REGIONS[card]:
                if row_size(state, seat, region) >= 3:
                    moves.append(f"link {card} {region}")
    open_regions = lay_regions(state, seat)
    for card in hand:
        if is_regional(card) and REGION_OF[card] in open_regions:
            moves.append(f"lay {card}")
    return moves


def turn_actions(state: dict) -> list[str]:
    """Turn actions of the seat on turn (no answers, no invitations, no offers)."""
    if state.get("finish") is not None or state.get("turn") is None:
        return []
    seat = state["turn"]
    phase = state["phase"]
    moves: list[str] = []
    if phase == "start":
        moves += draw_moves(state)
        moves += play_down_moves(state, seat)
        if may_announce(state):
            moves.append("announce")
    elif phase == "discard":
        moves += [f"discard {card}" for card in state["hands"][seat]]
    elif phase == "draw":
        moves += draw_moves(state)
    else:
        raise AssertionError(f"unknown phase {phase!r}")
    return moves


def fits(card: str, want: str) -> bool:
    if want in LINK_REGIONS or want in REGION_OF:
        return card == want
    return is_regional(card) and REGION_OF[card] == want


def answers(state: dict, seat: int) -> list[str]:
    """accept/decline for offers to `seat`, cancel for offers from `seat`."""
    if state.get("finish") is not None:
        return []
    moves = []
    for offer in state["offers"]:
        if offer["to"] == seat:
            for card in state["hands"][seat]:
                if fits(card, offer["want"]):
                    moves.append(f"accept {offer['id']} {card}")
            moves.append(f"decline {offer['id']}")
        if offer["from"] == seat:
            moves.append(f"cancel {offer['id']}")
    return moves


def invites(state: dict, seat: int) -> list[str]:
    if state.get("finish") is not None or seat not in active_seats(state):
        return []
    moves = []
    for link in state["links"]:
        if link["owner"] == seat and link.get("partner") is None:
            for other in active_seats(state):
                # The seat already invited is not invited again (a second notice, nothing new).
                if other != seat and other != link.get("invited"):
                    moves.append(f"invite {other} {link['card']}")
    return moves


def legal_moves(state: dict, seat: int) -> list[str]:
    """Everything the seat may do now except making offers, sorted, no duplicates."""
    if state.get("finish") is not None or seat not in active_seats(state):
        return []
    moves = answers(state, seat) + invites(state, seat)
    if seat == state.get("turn"):
        moves += turn_actions(state)
    return sorted(set(moves))


def to_move(state: dict) -> tuple[int, ...]:
    if state.get("finish") is not None or state.get("turn") is None:
        return ()
    turn = state["turn"]
    receivers = sorted({o["to"] for o in state["offers"]} - {turn})
    return (turn, *receivers)


# ----------------------------------------------------------------- scoring


def link_value(state: dict, link: dict) -> tuple[int, int]:
    """(cards, table value) of a link: 1 + its members' rows in any of its regions."""
    regions = LINK_REGIONS[link["card"]]
    cards = 1 + sum(row_size(state, member, region) for member in link_members(link) for region in regions)
    return cards, TABLE[cards]


def hand_pair_points(hand) -> int:
    counts: dict[str, int] = {}
    for card in hand:
        if is_regional(card):
            counts[REGION_OF[card]] = counts.get(REGION_OF[card], 0) + 1
    return sum(k // 2 * PAIR_POINTS for k in counts.values())


def round_points(state: dict) -> list[int]:
    """Per seat, the points of the open round if it ended now."""
    n = state["players"]
    points = [0] * n
    for link in state["links"]:
        _, value = link_value(state, link)
        if link.get("partner") is None:
            points[link["owner"]] += value
        else:
            half = value // 2
            points[link["partner"]] += half
            points[link["owner"]] += value - half
    for seat in range(n):
        covered = set()
        for link in state["links"]:
            if seat in link_members(link):
                covered.update(LINK_REGIONS[link["card"]])
        for region in REGION_NAMES:
            size = row_size(state, seat, region)
            if size and region not in covered:
                points[seat] += TABLE[size]
        points[seat] += hand_pair_points(state["hands"][seat])
    return points
