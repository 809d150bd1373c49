"""Connections in words for players: move labels, the status line, why a game ended."""

from __future__ import annotations

from rules.connections.actions import parse_action
from rules.connections.deck import LINK_REGIONS, REGION_INDEX, REGION_OF
from rules.connections.moves import offer_of
from rules.notation import normalize
from rules.state import State


def card_words(card: str) -> str:
    """A card with what it belongs to: `Lagos (West Africa)`, `Chicago (links A and B)`."""
    if card in LINK_REGIONS:
        regions = LINK_REGIONS[card]
        return f"{card} (links {', '.join(regions[:-1])} and {regions[-1]})"
    return f"{card} ({REGION_OF[card]})"


def move_label(state: State, seat: int, move: str) -> str:
    a = parse_action(normalize(move))
    kind, cards = a.kind, a.cards
    if kind == "draw":
        if a.source == "deck":
            return "Draw from the deck"
        return f"Take {state['discard'][-1]} from the discard pile"
    if kind == "discard":
        return f"Discard {card_words(cards[0])}"
    if kind == "meld":
        return f"Meld {cards[0]}, {cards[1]} and {cards[2]} ({REGION_OF[cards[0]]})"
    if kind == "lay":
        return f"Lay {cards[0]} on a {REGION_OF[cards[0]]} row"
    if kind == "link":
        return f"Link {cards[0]} to your {a.region} row"
    if kind == "announce":
        return "Announce: the round ends after two more turns each"
    if kind == "accept":
        return f"Accept offer {a.offer_id}, giving {cards[0]}"
    if kind == "decline":
        return f"Decline offer {a.offer_id}"
    if kind == "cancel":
        return f"Cancel your offer {a.offer_id}"
    if kind == "invite":
        return f"Invite seat {a.seat} to partner {cards[0]}"
    return move


def want_words(want: str) -> str:
    return f"any {want} card" if want in REGION_INDEX else want


def confirm_words(state: State, seat: int, move: str) -> str | None:
    """The Play picker's question for an offer, an answer or an invitation: a sentence,
    not a move on the board (the picker shows it privately, so it may name cards)."""
    a = parse_action(normalize(move))
    if a.kind == "offer":
        return f"Offer seat {a.seat} your {a.cards[0]} for {want_words(a.want)}?"
    if a.kind == "invite":
        return f"Invite seat {a.seat} to partner your link {a.cards[0]}?"
    if a.kind not in ("accept", "decline", "cancel"):
        return None
    offer = offer_of(state, a.offer_id)
    if offer is None:
        return None
    what = f"{offer['give']} for {want_words(offer['want'])}"
    if a.kind == "accept":
        return f"Give seat {offer['from']} your {a.cards[0]} for their {offer['give']} (offer {a.offer_id})?"
    if a.kind == "decline":
        return f"Decline seat {offer['from']}'s offer {a.offer_id} ({what})?"
    return f"Cancel your offer {a.offer_id} to seat {offer['to']} ({what})?"


def status(state: State) -> str:
    scores = ", ".join(f"seat {s} {p}" for s, p in enumerate(state["scores"]))
    return f"Round {state['round']} of {state['rounds']}. Scores: {scores}."


def end_reason(state: State) -> str | None:
    """Why a game ended in play: its rounds are played. How the last one ended is the
    headline of the post that ends the game, so it is not said again here."""
    finish = state["finish"]
    if finish is None or finish["reason"] != "play":
        return None
    return f"all {state['rounds']} rounds are played"


def pending_words(state: State, seat: int) -> list[str]:
    """The offers and invitations waiting on `seat` or made by it, one line each, with
    `seat N` placeholders (private: they name cards of the seat's own hand)."""
    lines = []
    for offer in state["offers"]:
        asked = offer["want"]
        is_card = asked in REGION_OF or asked in LINK_REGIONS
        want = card_words(asked) if is_card else f"any card of {asked}"
        give = card_words(offer["give"])
        if offer["from"] == seat:
            lines.append(f"Offer #{offer['id']}: you offer {give} to seat {offer['to']} for {want}")
        elif offer["to"] == seat:
            lines.append(f"Offer #{offer['id']}: seat {offer['from']} offers you {give} for {want}")
    for link in state["links"]:
        if link.get("invited") == seat:
            lines.append(f"Seat {link['owner']} invites you to partner {card_words(link['card'])}")
        elif link.get("invited") is not None and link["owner"] == seat:
            lines.append(f"You invited seat {link['invited']} to partner {card_words(link['card'])}")
    return lines
