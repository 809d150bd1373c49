"""What each action needs (refusals that teach) and the list of legal actions; what an
action does to the state is in effects.py."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from rules.connections.actions import TURN_VERBS, Action
from rules.connections.deck import LINK_REGIONS, REGION_INDEX, REGION_OF
from rules.connections.phrases import either, offer_number
from rules.connections.rounds import TURNS_BEFORE_ANNOUNCE, is_last_round
from rules.errors import IllegalMove
from rules.said import Said, Seat
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


def repeated_invitation(state: State, seat: int, a: Action) -> Said | None:
    """An invitation to the seat that already holds the link's pending invitation sends
    nothing new, only a second notice: refused when made. (Not an illegal move: games
    stored before this rule may hold one, and replay it.)"""
    if a.kind != "invite":
        return None
    link = link_of(state, a.cards[0])
    if link is None or link["owner"] != seat or link["invited"] != a.seat:
        return None
    return Said("connections-refuse-invite-repeated", seat=Seat(a.seat), card=a.cards[0])


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
        raise IllegalMove(Said("connections-refuse-not-held", card=card))


def _check_seat(state: State, seat: int, other: int) -> None:
    if not 0 <= other < state["players"]:
        raise IllegalMove(Said("connections-refuse-seat-absent", seat=Seat(other)))
    if other == seat:
        raise IllegalMove(Said("connections-refuse-own-seat"))
    if other in state["resigned"]:
        raise IllegalMove(Said("connections-refuse-seat-resigned", seat=Seat(other)))


def _check_turn_action(game: Game, state: State, seat: int, a: Action) -> None:
    if seat != state["turn"]:
        raise IllegalMove(Said("connections-refuse-not-your-turn", seat=Seat(state["turn"])))
    phase, kind = state["phase"], a.kind
    if phase == "discard" and kind != "discard":
        raise IllegalMove(Said("connections-refuse-discard-now"))
    if phase == "draw" and kind != "draw":
        raise IllegalMove(Said("connections-refuse-draw-now"))
    if phase == "start" and kind == "discard":
        raise IllegalMove(Said("connections-refuse-discard-first"))
    if kind == "draw":
        if a.source == "discard" and not state["discard"]:
            raise IllegalMove(Said("connections-refuse-discard-empty"))
        if a.source == "deck" and not can_draw_deck(state):
            raise IllegalMove(Said("connections-refuse-deck-empty"))
    elif kind == "discard":
        _hold(state, seat, a.cards[0])
    elif kind == "meld":
        for card in a.cards:
            _hold(state, seat, card)
        for card in a.cards:
            if card in LINK_REGIONS:
                raise IllegalMove(Said("connections-refuse-meld-linking", card=card))
        if len({REGION_OF[c] for c in a.cards}) != 1:
            raise IllegalMove(Said("connections-refuse-meld-regions"))
    elif kind == "link":
        _check_link(state, seat, a)
    elif kind == "lay":
        card = a.cards[0]
        _hold(state, seat, card)
        if card in LINK_REGIONS:
            raise IllegalMove(Said("connections-refuse-lay-linking", card=card))
        region = REGION_OF[card]
        if region not in open_regions(state, seat):
            raise IllegalMove(Said("connections-refuse-lay-closed", card=card, region=region))
    else:  # announce
        _check_announce(game, state)


def _check_link(state: State, seat: int, a: Action) -> None:
    card = a.cards[0]
    _hold(state, seat, card)
    if card not in LINK_REGIONS:
        raise IllegalMove(Said("connections-refuse-link-not-linking", card=card))
    regions = LINK_REGIONS[card]
    if a.region and a.region not in regions:
        raise IllegalMove(Said("connections-refuse-link-region", card=card, regions=regions, region=a.region))
    fit = _link_rows(state, seat, card)
    if not fit:
        if any(row_of(state, seat, r) for r in regions):
            raise IllegalMove(Said("connections-refuse-link-short", card=card, regions=regions))
        raise IllegalMove(Said("connections-refuse-link-no-row", card=card, regions=regions))
    if not a.region:
        choices = either([f"link {card} {r}" for r in fit])
        raise IllegalMove(Said("connections-refuse-link-which", choices=choices))
    if a.region not in fit:
        raise IllegalMove(Said("connections-refuse-link-no-fit", region=a.region, card=card, fit=fit[0]))


def _link_rows(state: State, seat: int, card: str) -> list[str]:
    """The link's regions where `seat` has a row of at least 3 cards."""
    rows = {row["region"] for row in state["rows"] if row["seat"] == seat and len(row["cards"]) >= 3}
    return [r for r in LINK_REGIONS[card] if r in rows]


def _check_announce(game: Game, state: State) -> None:
    if is_last_round(state):
        raise IllegalMove(Said("connections-refuse-announce-last"))
    if state["announced_by"] is not None:
        raise IllegalMove(Said("connections-refuse-announce-again", seat=Seat(state["announced_by"])))
    short = [s for s in game.active_seats(state) if state["turns_taken"][s] < TURNS_BEFORE_ANNOUNCE]
    if short:
        s = short[0]
        raise IllegalMove(Said("connections-refuse-announce-early", needed=TURNS_BEFORE_ANNOUNCE,
                               seat=Seat(s), taken=state["turns_taken"][s]))


def _check_invite(state: State, seat: int, a: Action) -> None:
    card = a.cards[0]
    if card not in LINK_REGIONS:
        raise IllegalMove(Said("connections-refuse-invite-not-linking", card=card))
    link = link_of(state, card)
    if link is None:
        raise IllegalMove(Said("connections-refuse-invite-not-on-table", card=card))
    if link["owner"] != seat:
        raise IllegalMove(Said("connections-refuse-invite-not-owner", card=card, owner=Seat(link["owner"])))
    if link["partner"] is not None:
        partner = Seat(link["partner"])
        raise IllegalMove(Said("connections-refuse-invite-partnered", card=card, partner=partner))
    _check_seat(state, seat, a.seat)


def _check_offer(state: State, seat: int, a: Action) -> None:
    _check_seat(state, seat, a.seat)
    if state["turn"] in (seat, a.seat):
        raise IllegalMove(Said("connections-refuse-trade-on-turn"))
    _hold(state, seat, a.cards[0])
    if a.want not in REGION_INDEX and a.want in state["hands"][seat]:
        raise IllegalMove(Said("connections-refuse-offer-held", card=a.want))


def _check_answer(state: State, seat: int, a: Action) -> None:
    offer = offer_of(state, a.offer_id)
    number = offer_number(a.offer_id)
    if offer is None:
        raise IllegalMove(Said("connections-refuse-no-offer", offer=number))
    if a.kind == "cancel":
        if offer["from"] != seat:
            raise IllegalMove(Said("connections-refuse-cancel-not-yours", offer=number))
        return
    if offer["to"] != seat:
        raise IllegalMove(Said("connections-refuse-offer-not-for-you", offer=number))
    if a.kind == "decline":
        return
    if state["turn"] in (seat, offer["from"]):
        raise IllegalMove(Said("connections-refuse-trade-on-turn"))
    card, want = a.cards[0], offer["want"]
    _hold(state, seat, card)
    if want in REGION_INDEX:
        if REGION_OF.get(card) != want:
            raise IllegalMove(Said("connections-refuse-accept-region", offer=number, region=want, card=card))
    elif card != want:
        raise IllegalMove(Said("connections-refuse-accept-card", offer=number, card=want))
