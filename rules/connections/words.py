"""Connections in words for players: move labels, the status line, why a game ended.

Everything here says *what* (rules.said.Said: a `connections-` message of the catalogue and
its arguments, seats as Seat); the bot words it in the reader's language with names."""

from __future__ import annotations

from rules.connections.actions import parse_action
from rules.connections.deck import LINK_REGIONS, REGION_OF
from rules.connections.moves import offer_of
from rules.connections.phrases import card_said, commas, offer_number, want_said
from rules.notation import normalize
from rules.said import Said, Seat
from rules.state import State


def move_label(state: State, seat: int, move: str, inside: bool = False) -> Said | str:
    """A move in words: `Discard Lagos (Africa)`; `inside`: as a phrase inside a line
    (/history: "discard Lagos (Africa)")."""
    a = parse_action(normalize(move))
    kind, cards = a.kind, a.cards
    head = "connections-history-" if inside else "connections-label-"
    if kind == "draw":
        if a.source == "deck":
            return Said(head + "draw-deck")
        return Said(head + "draw-discard", card=state["discard"][-1])
    if kind == "discard":
        return Said(head + "discard", card=card_said(cards[0]))
    if kind == "meld":
        return Said(head + "meld", cards=cards, region=REGION_OF[cards[0]])
    if kind == "lay":
        return Said(head + "lay", card=cards[0], region=REGION_OF[cards[0]])
    if kind == "link":
        return Said(head + "link", card=cards[0], region=a.region)
    if kind == "announce":
        return Said(head + "announce")
    if kind == "accept":  # only its player sees it with its card (the history hides it)
        return Said("connections-label-accept", offer=offer_number(a.offer_id), card=cards[0])
    if kind == "decline":
        return Said(head + "decline", offer=offer_number(a.offer_id))
    if kind == "cancel":
        return Said(head + "cancel", offer=offer_number(a.offer_id))
    if kind == "invite":
        return Said(head + "invite", seat=Seat(a.seat), card=cards[0])
    return move  # an offer has no words of its own: the picker's steps word it


def confirm_words(state: State, seat: int, move: str) -> Said | None:
    """The Play picker's question for an offer, an answer or an invitation: a sentence,
    not a move on the board (the picker shows it privately, so it may name cards)."""
    a = parse_action(normalize(move))
    if a.kind == "offer":
        return Said("connections-confirm-offer", seat=Seat(a.seat), card=a.cards[0], want=want_said(a.want))
    if a.kind == "invite":
        return Said("connections-confirm-invite", seat=Seat(a.seat), card=a.cards[0])
    if a.kind not in ("accept", "decline", "cancel"):
        return None
    offer = offer_of(state, a.offer_id)
    if offer is None:
        return None
    number = offer_number(a.offer_id)
    what = Said("connections-trade", give=offer["give"], want=want_said(offer["want"]))
    if a.kind == "accept":
        return Said("connections-confirm-accept", seat=Seat(offer["from"]), card=a.cards[0],
                    give=offer["give"], offer=number)
    if a.kind == "decline":
        return Said("connections-confirm-decline", seat=Seat(offer["from"]), offer=number, what=what)
    return Said("connections-confirm-cancel", offer=number, seat=Seat(offer["to"]), what=what)


def status(state: State) -> Said:
    scores = [Said("connections-seat-score", seat=Seat(s), points=p) for s, p in enumerate(state["scores"])]
    return Said("connections-status", round=state["round"], rounds=state["rounds"], scores=commas(scores))


def end_reason(state: State) -> Said | None:
    """Why a game ended in play: its rounds are played. How the last one ended is the
    headline of the post that ends the game, so it is not said again here."""
    finish = state["finish"]
    if finish is None or finish["reason"] != "play":
        return None
    return Said("connections-end-reason", rounds=state["rounds"])


def pending_words(state: State, seat: int) -> list[str | Said]:
    """The offers and invitations waiting on `seat` or made by it, one line each
    (private: they name cards of the seat's own hand)."""
    lines: list[str | Said] = []
    for offer in state["offers"]:
        asked = offer["want"]
        is_card = asked in REGION_OF or asked in LINK_REGIONS
        want = card_said(asked) if is_card else Said("connections-want-region-any", region=asked)
        give = card_said(offer["give"])
        number = offer_number(offer["id"])
        if offer["from"] == seat:
            lines.append(Said("connections-pending-offer-from-me", offer=number, give=give,
                              to=Seat(offer["to"]), want=want))
        elif offer["to"] == seat:
            lines.append(Said("connections-pending-offer-to-me", offer=number, give=give, want=want,
                              **{"from": Seat(offer["from"])}))
    for link in state["links"]:
        if link.get("invited") == seat:
            lines.append(Said("connections-pending-invited", owner=Seat(link["owner"]),
                              card=card_said(link["card"])))
        elif link.get("invited") is not None and link["owner"] == seat:
            lines.append(Said("connections-pending-inviting", invited=Seat(link["invited"]),
                              card=card_said(link["card"])))
    return lines
