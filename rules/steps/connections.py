"""Connections in the Play picker: first what to do (draw, discard, meld, lay, link,
announce, answer or cancel an offer, invite a partner, or offer a trade to one player),
then the cards. A trade offer takes the most steps: to whom, the card given, the region
asked for (or the linking cards), then a card of it or any card of the region."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rules.base import Step
from rules.connections.actions import parse_action
from rules.connections.deck import (
    CARD_INDEX,
    LINKING_CARDS,
    REGION_INDEX,
    REGION_NAMES,
    REGION_OF,
    REGIONS,
)
from rules.connections.moves import offer_of
from rules.connections.phrases import card_said, offer_number
from rules.notation import normalize
from rules.said import Said, Seat
from rules.state import State
from rules.steps import Paths, fit, ordered

if TYPE_CHECKING:
    from rules.base import Game

# What to do, in the order the first select shows it.
KINDS: dict[str, Step] = {
    "discard": Step("ds", Said("connections-step-discard")),
    "meld": Step("md", Said("connections-step-meld")),
    "lay": Step("ly", Said("connections-step-lay")),
    "link": Step("lk", Said("connections-step-link")),
    "accept": Step("ao", Said("connections-step-answer")),
    "decline": Step("ao", Said("connections-step-answer")),
    "cancel": Step("co", Said("connections-step-cancel")),
    "invite": Step("iv", Said("connections-step-invite")),
}
LINKING = Step("k", Said("connections-step-linking"))


def trade_offers(game: Game, state: State, seat: int) -> list[str]:
    """Every offer `apply` accepts from `seat` now (legal_moves lists none of them)."""
    if state["turn"] == seat or seat in state["resigned"]:
        return []
    hand = state["hands"][seat]
    wants = [*REGION_NAMES, *(c for c in CARD_INDEX if c not in hand)]
    out: list[str] = []
    for other in game.active_seats(state):
        if other in (seat, state["turn"]):
            continue
        out.extend(f"offer {give} for {want} to {other}" for give in hand for want in wants)
    return out


def card_spot(card: str) -> str:
    """A card in the player's hand picture."""
    return f"card:{card}"


def _card(card: str) -> Step:
    return Step(str(CARD_INDEX[card]), card_said(card), card_spot(card))


def _region(region: str) -> Step:
    return Step(f"r{REGION_INDEX[region]}", region)  # a region's name reads the same everywhere


def _offer_paths(move: str) -> tuple[Step, ...]:
    # Read straight from the canonical text (`offer <card> for <card|region> to <seat>`;
    # no name holds " for " or " to "): a hand of 9 makes thousands of these.
    head, other_text = move.removeprefix("offer ").rsplit(" to ", 1)
    give, want = head.split(" for ", 1)
    other = int(other_text)
    first = Step(f"t{other}", Said("connections-step-offer-to", seat=Seat(other)))
    given = Step(str(CARD_INDEX[give]), Said("connections-step-give", card=card_said(give)), card_spot(give))
    if want in REGION_INDEX:
        return (first, given, _region(want), Step("a", Said("connections-step-any", region=want)))
    group = _region(REGION_OF[want]) if want in REGION_OF else LINKING
    asked = Step(str(CARD_INDEX[want]), Said("connections-step-ask", card=card_said(want)))
    return (first, given, group, asked)


def _answer(state: State, offer_id: int) -> Step:
    offer = offer_of(state, offer_id)
    assert offer is not None
    words = Said("connections-step-offer-from", offer=offer_number(offer_id), give=offer["give"],
                 want=offer["want"], **{"from": Seat(offer["from"])})
    return Step(str(offer_id), words, f"offer:{offer_id}")  # listed under the hand


def _own_offer(state: State, offer_id: int) -> Step:
    offer = offer_of(state, offer_id)
    assert offer is not None
    words = Said("connections-step-offer-to-seat", offer=offer_number(offer_id), to=Seat(offer["to"]),
                 give=offer["give"], want=offer["want"])
    return Step(str(offer_id), words, f"offer:{offer_id}")


def move_steps(game: Game, state: State, seat: int, moves: list[str]) -> Paths:
    paths: Paths = {}
    # Leaves that may need a group step before them (more than 25 under one kind).
    groups: dict[str, dict[str, Step]] = {}
    for move in moves:
        if move.startswith("offer "):
            paths[move] = _offer_paths(move)
            continue
        a = parse_action(normalize(move))
        label = game.move_label(state, seat, move)
        kind = a.kind
        if kind == "draw":
            paths[move] = (Step("d" + a.source[1], label, a.source),)  # "deck" or "discard"
        elif kind == "announce":
            paths[move] = (Step("an", label),)
        elif kind in ("accept", "decline"):
            card = a.cards[0] if kind == "accept" else ""
            answer = Step(str(CARD_INDEX[card]), label, card_spot(card)) if card else Step("no", label)
            paths[move] = (KINDS[kind], _answer(state, a.offer_id), answer)
        elif kind == "cancel":
            paths[move] = (KINDS[kind], _own_offer(state, a.offer_id))
        elif kind == "link":
            token = f"{CARD_INDEX[a.cards[0]]}r{REGION_INDEX[a.region]}"
            groups.setdefault(kind, {})[move] = Step(token, label)
        elif kind == "invite":
            groups.setdefault(kind, {})[move] = Step(f"{CARD_INDEX[a.cards[0]]}s{a.seat}", label)
        else:  # discard, lay, meld: a single card is located in the hand, three are not
            token = "-".join(str(CARD_INDEX[c]) for c in a.cards)
            spot = card_spot(a.cards[0]) if len(a.cards) == 1 else None
            groups.setdefault(kind, {})[move] = Step(token, label, spot)
    for kind, leaves in groups.items():
        paths.update(fit((KINDS[kind],), leaves, lambda move: _group(move)))
    return ordered(paths, lambda move: tuple(_token_order(step.token) for step in paths[move]))


# The first step's order: draw, play down, end the round, discard (the turn's course),
# then invitations, offers to answer or cancel, and offers to make by seat.
FIRST = ("de", "di", "md", "ly", "lk", "an", "ds", "iv", "ao", "co")


def _token_order(token: str) -> tuple[int, tuple[int, ...], str]:
    """Choices as the cards are drawn in a hand: deck order (card and region tokens are
    deck indices); the first step's in the turn's course."""
    if token in FIRST:
        return (FIRST.index(token), (), token)
    numbers = tuple(int(n) for n in re.findall(r"[0-9]+", token))
    if token.startswith("t"):  # an offer to seat n
        return (len(FIRST), numbers, token)
    return (len(FIRST) + 1, numbers or (len(CARD_INDEX),), token)


def _group(move: str) -> Step:
    """The group step of a long list: the card's region (or the linking card itself)."""
    a = parse_action(normalize(move))
    card = a.cards[0]
    return _region(REGION_OF[card]) if card in REGION_OF else _card(card)


assert len(REGIONS) + 1 <= 25  # the region step of an offer, with the linking cards
assert len(LINKING_CARDS) <= 25


# What each kind of action asks next, by the token of its first step.
PROMPTS = {
    "ds": "connections-ask-discard",
    "md": "connections-ask-meld",
    "ly": "connections-ask-lay",
    "lk": "connections-ask-link",
    "ao": "connections-ask-which-offer",
    "co": "connections-ask-cancel",
    "iv": "connections-ask-invite",
}


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
    if not chosen:
        return Said("connections-ask-what")
    choices = game.step_choices(state, seat, chosen)
    first = chosen[0]
    if choices and all(c.token.startswith("r") or c.token == LINKING.token for c in choices):
        asks_want = first.startswith("t") and len(chosen) == 2
        return Said("connections-ask-want" if asks_want else "connections-ask-region")
    if first.startswith("t"):
        return Said(("connections-ask-give", "connections-ask-want", "connections-ask-want-card")[
            min(len(chosen), 3) - 1
        ])
    if first == "ao" and len(chosen) == 2:
        return Said("connections-ask-answer")
    return Said(PROMPTS.get(first, "connections-ask-which") if len(chosen) == 1 else "connections-ask-card")


def needs_preview(move: str) -> bool:
    """A draw changes nothing on the table but the deck's count: no preview to confirm."""
    return not move.startswith("draw ")
