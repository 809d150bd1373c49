"""What each action needs (refusals that teach) and the list of legal actions; what an
action does to the state is in effects.py."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from rules.connections.actions import TURN_VERBS, Action
from rules.connections.deck import (
    LINK_REGIONS,
    REGION_INDEX,
    REGION_OF,
    and_list,
)
from rules.connections.rounds import TURNS_BEFORE_ANNOUNCE, is_last_round
from rules.errors import IllegalMove
from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game


# ---- reading the table ---------------------------------------------------------------
# A row, link or offer: one JSON-able dict inside the state.
Entry = dict[str, Any]


def row_of(state: State, seat: int, region: str) -> Entry | None:
    row: Entry
    for row in state["rows"]:
        if row["seat"] == seat and row["region"] == region:
            return row
    return None


def link_of(state: State, card: str) -> Entry | None:
    link: Entry
    for link in state["links"]:
        if link["card"] == card:
            return link
    return None


def open_regions(state: State, seat: int) -> set[str]:
    """Regions `seat` may lay in: its rows, links it owns or partners, and links
    that have invited it (the joining lay)."""
    regions = {row["region"] for row in state["rows"] if row["seat"] == seat}
    for link in state["links"]:
        if seat in (link["owner"], link["partner"], link["invited"]):
            regions.update(LINK_REGIONS[link["card"]])
    return regions


def can_draw_deck(state: State) -> bool:
    # An empty deck is remade from the discard pile except its top card.
    return bool(state["deck"]) or len(state["discard"]) >= 2


def can_announce(game: Game, state: State) -> bool:
    return (
        state["phase"] == "start"
        and state["announced_by"] is None
        and not is_last_round(state)
        and all(state["turns_taken"][s] >= TURNS_BEFORE_ANNOUNCE for s in game.active_seats(state))
    )


def offer_of(state: State, offer_id: int) -> Entry | None:
    offer: Entry
    for offer in state["offers"]:
        if offer["id"] == offer_id:
            return offer
    return None


def checked(entry: Entry | None, what: str) -> Entry:
    """An entry the action's check has already found (apply runs only checked actions)."""
    if entry is None:
        raise LookupError(f"{what} vanished between check and apply")
    return entry


def _answers(hand: list[str], want: str) -> list[str]:
    if want in REGION_INDEX:
        return [c for c in hand if REGION_OF.get(c) == want]
    return [want] if want in hand else []


# ---- legal actions ---------------------------------------------------------------------
def legal(game: Game, state: State, seat: int) -> list[str]:
    hand = state["hands"][seat]
    moves: list[str] = []
    if seat == state["turn"]:
        phase = state["phase"]
        if phase == "discard":
            moves.extend(f"discard {c}" for c in hand)
        else:
            if can_draw_deck(state):
                moves.append("draw deck")
            if state["discard"]:
                moves.append("draw discard")
        if phase == "start":
            by_region: dict[str, list[str]] = {}
            for card in hand:
                region = REGION_OF.get(card)
                if region is not None:
                    by_region.setdefault(region, []).append(card)
            for cards in by_region.values():
                moves.extend("meld " + " ".join(trio) for trio in combinations(cards, 3))
            lay_ok = open_regions(state, seat)
            moves.extend(f"lay {c}" for c in hand if REGION_OF.get(c) in lay_ok)
            for card in hand:
                if card in LINK_REGIONS:
                    moves.extend(f"link {card} {region}" for region in _link_rows(state, seat, card))
            if can_announce(game, state):
                moves.append("announce")
    for offer in state["offers"]:
        if offer["to"] == seat:
            moves.append(f"decline {offer['id']}")
            moves.extend(f"accept {offer['id']} {c}" for c in _answers(hand, offer["want"]))
        elif offer["from"] == seat:
            moves.append(f"cancel {offer['id']}")
    others = [s for s in game.active_seats(state) if s != seat]
    for link in state["links"]:
        if link["owner"] == seat and link["partner"] is None:
            # Not the seat already invited: see repeated_invitation.
            moves.extend(f"invite {s} {link['card']}" for s in others if s != link["invited"])
    return moves


def repeated_invitation(state: State, seat: int, a: Action) -> str | None:
    """An invitation to the seat that already holds the link's pending invitation sends
    nothing new, only a second notice: refused when made. (Not an illegal move: games
    stored before this rule may hold one, and replay it.)"""
    if a.kind != "invite":
        return None
    link = link_of(state, a.cards[0])
    if link is None or link["owner"] != seat or link["invited"] != a.seat:
        return None
    return (
        f"you already invited seat {a.seat} to partner {a.cards[0]}; wait for their answer "
        "or invite someone else"
    )


# ---- checks ----------------------------------------------------------------------------
def check(game: Game, state: State, seat: int, a: Action) -> Action:
    """Raise IllegalMove when `seat` may not do `a` now; returns the action complete
    (`link Chicago` gets its region when only one row can take it)."""
    if a.kind == "link" and not a.region and seat == state["turn"] and a.cards[0] in LINK_REGIONS:
        fit = _link_rows(state, seat, a.cards[0])
        if len(fit) == 1:
            a = replace(a, region=fit[0])
    if a.kind in TURN_VERBS:
        _check_turn_action(game, state, seat, a)
    elif a.kind == "invite":
        _check_invite(state, seat, a)
    elif a.kind == "offer":
        _check_offer(state, seat, a)
    else:
        _check_answer(state, seat, a)
    return a


def _hold(state: State, seat: int, card: str) -> None:
    if card not in state["hands"][seat]:
        raise IllegalMove(f"you hold no {card}")


def _check_seat(state: State, seat: int, other: int) -> None:
    if not 0 <= other < state["players"]:
        raise IllegalMove(f"seat {other} is not in this game")
    if other == seat:
        raise IllegalMove("name another seat than your own")
    if other in state["resigned"]:
        raise IllegalMove(f"seat {other} has resigned")


def _check_turn_action(game: Game, state: State, seat: int, a: Action) -> None:
    if seat != state["turn"]:
        raise IllegalMove(f"it is seat {state['turn']}'s turn")
    phase, kind = state["phase"], a.kind
    if phase == "discard" and kind != "discard":
        raise IllegalMove("you must discard after drawing")
    if phase == "draw" and kind != "draw":
        raise IllegalMove("you have played down this turn; finish it with draw deck or draw discard")
    if phase == "start" and kind == "discard":
        raise IllegalMove("a turn begins with a draw or a play-down (meld, link, lay); "
                          "discard comes after a draw")
    if kind == "draw":
        if a.source == "discard" and not state["discard"]:
            raise IllegalMove("the discard pile is empty; draw deck")
        if a.source == "deck" and not can_draw_deck(state):
            raise IllegalMove("the deck is empty and the discard pile holds only its top card; draw discard")
    elif kind == "discard":
        _hold(state, seat, a.cards[0])
    elif kind == "meld":
        for card in a.cards:
            _hold(state, seat, card)
        for card in a.cards:
            if card in LINK_REGIONS:
                raise IllegalMove(f"{card} is a linking card; it never melds (place it with link)")
        if len({REGION_OF[c] for c in a.cards}) != 1:
            raise IllegalMove("those cards are not all one region")
    elif kind == "link":
        _check_link(state, seat, a)
    elif kind == "lay":
        card = a.cards[0]
        _hold(state, seat, card)
        if card in LINK_REGIONS:
            raise IllegalMove(f"{card} is a linking card; place it with link {card} <region>")
        region = REGION_OF[card]
        if region not in open_regions(state, seat):
            raise IllegalMove(f"you can lay {card} once you have a {region} row or a link to it")
    else:  # announce
        _check_announce(game, state)


def _check_link(state: State, seat: int, a: Action) -> None:
    card = a.cards[0]
    _hold(state, seat, card)
    if card not in LINK_REGIONS:
        raise IllegalMove(f"{card} is not a linking card; meld it or lay it")
    regions = LINK_REGIONS[card]
    joins = f"{card} links {and_list(regions)}"
    if a.region and a.region not in regions:
        raise IllegalMove(f"{joins}, not {a.region}")
    fit = _link_rows(state, seat, card)
    if not fit:
        if any(row_of(state, seat, r) for r in regions):
            raise IllegalMove(f"{joins}; a link goes on a row of at least 3 cards")
        raise IllegalMove(f"{joins}; you have no row there")
    if not a.region:
        raise IllegalMove("name the row: " + " or ".join(f"link {card} {r}" for r in fit))
    if a.region not in fit:
        raise IllegalMove(f"you have no {a.region} row of 3 or more cards; link {card} {fit[0]} fits")


def _link_rows(state: State, seat: int, card: str) -> list[str]:
    """The link's regions where `seat` has a row of at least 3 cards."""
    rows = {row["region"] for row in state["rows"] if row["seat"] == seat and len(row["cards"]) >= 3}
    return [r for r in LINK_REGIONS[card] if r in rows]


def _check_announce(game: Game, state: State) -> None:
    if is_last_round(state):
        raise IllegalMove("nobody announces in the last round; "
                          "it ends after two rotations without a play-down")
    if state["announced_by"] is not None:
        raise IllegalMove(f"seat {state['announced_by']} has already announced the end of this round")
    short = [s for s in game.active_seats(state) if state["turns_taken"][s] < TURNS_BEFORE_ANNOUNCE]
    if short:
        s = short[0]
        raise IllegalMove(f"too early to announce: every player needs {TURNS_BEFORE_ANNOUNCE} turns "
                          f"this round (seat {s} has had {state['turns_taken'][s]})")


def _check_invite(state: State, seat: int, a: Action) -> None:
    card = a.cards[0]
    if card not in LINK_REGIONS:
        raise IllegalMove(f"{card} is not a linking card; invitations are to a link")
    link = link_of(state, card)
    if link is None:
        raise IllegalMove(f"{card} is not on the table")
    if link["owner"] != seat:
        raise IllegalMove(f"{card} is seat {link['owner']}'s link; only its owner invites")
    if link["partner"] is not None:
        raise IllegalMove(f"{card} already has a partner (seat {link['partner']})")
    _check_seat(state, seat, a.seat)


def _check_offer(state: State, seat: int, a: Action) -> None:
    _check_seat(state, seat, a.seat)
    if state["turn"] in (seat, a.seat):
        raise IllegalMove("trades wait until neither of you is on turn")
    _hold(state, seat, a.cards[0])
    if a.want not in REGION_INDEX and a.want in state["hands"][seat]:
        raise IllegalMove(f"you already hold {a.want}; ask for a card you do not have")


def _check_answer(state: State, seat: int, a: Action) -> None:
    offer = offer_of(state, a.offer_id)
    if offer is None:
        raise IllegalMove(f"there is no pending offer {a.offer_id}")
    if a.kind == "cancel":
        if offer["from"] != seat:
            raise IllegalMove(f"offer {a.offer_id} is not yours to cancel")
        return
    if offer["to"] != seat:
        raise IllegalMove(f"offer {a.offer_id} is not for you")
    if a.kind == "decline":
        return
    if state["turn"] in (seat, offer["from"]):
        raise IllegalMove("trades wait until neither of you is on turn")
    card, want = a.cards[0], offer["want"]
    _hold(state, seat, card)
    if want in REGION_INDEX:
        if REGION_OF.get(card) != want:
            raise IllegalMove(f"offer {a.offer_id} asks for a card of {want}; {card} is not one")
    elif card != want:
        raise IllegalMove(f"offer {a.offer_id} asks for {want}")
