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
from rules.connections.words import card_words
from rules.notation import normalize
from rules.state import State
from rules.steps import Paths, fit, ordered

if TYPE_CHECKING:
    from rules.base import Game

# What to do, in the order the first select shows it.
KINDS: dict[str, Step] = {
    "discard": Step("ds", "Discard a card"),
    "meld": Step("md", "Meld three cards of one region"),
    "lay": Step("ly", "Lay a card on a row"),
    "link": Step("lk", "Place a linking card"),
    "accept": Step("ao", "Answer an offer"),
    "decline": Step("ao", "Answer an offer"),
    "cancel": Step("co", "Cancel one of your offers"),
    "invite": Step("iv", "Invite a partner to your link"),
}
LINKING = Step("k", "Linking cards")


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
    return Step(str(CARD_INDEX[card]), card_words(card), card_spot(card))


def _region(region: str) -> Step:
    return Step(f"r{REGION_INDEX[region]}", region)


def _offer_paths(move: str) -> tuple[Step, ...]:
    # Read straight from the canonical text (`offer <card> for <card|region> to <seat>`;
    # no name holds " for " or " to "): a hand of 9 makes thousands of these.
    head, other_text = move.removeprefix("offer ").rsplit(" to ", 1)
    give, want = head.split(" for ", 1)
    other = int(other_text)
    first = Step(f"t{other}", f"Offer a trade to seat {other}")
    given = Step(str(CARD_INDEX[give]), f"Give {card_words(give)}", card_spot(give))
    if want in REGION_INDEX:
        return (first, given, _region(want), Step("a", f"Any card of {want}"))
    group = _region(REGION_OF[want]) if want in REGION_OF else LINKING
    return (first, given, group, Step(str(CARD_INDEX[want]), f"Ask for {card_words(want)}"))


def _answer(state: State, offer_id: int) -> Step:
    offer = offer_of(state, offer_id)
    assert offer is not None
    return Step(
        str(offer_id),
        f"Offer {offer_id} from seat {offer['from']}: {offer['give']} for {offer['want']}",
        f"offer:{offer_id}",  # listed under the hand
    )


def _own_offer(state: State, offer_id: int) -> Step:
    offer = offer_of(state, offer_id)
    assert offer is not None
    words = f"Offer {offer_id} to seat {offer['to']}: {offer['give']} for {offer['want']}"
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
    "ds": "Which card do you discard?",
    "md": "Which three cards do you meld?",
    "ly": "Which card do you lay?",
    "lk": "Which linking card, on which row?",
    "ao": "Which offer do you answer?",
    "co": "Which offer do you cancel?",
    "iv": "Whom do you invite, with which card?",
}


def prompt(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> str:
    if not chosen:
        return "What will you do?"
    choices = game.step_choices(state, seat, chosen)
    first = chosen[0]
    if choices and all(c.token.startswith("r") or c.token == LINKING.token for c in choices):
        return "Which region?" if not first.startswith("t") or len(chosen) != 2 else "What do you ask for?"
    if first.startswith("t"):
        return ("Which card do you give?", "What do you ask for?", "Which card do you ask for?")[
            min(len(chosen), 3) - 1
        ]
    if first == "ao" and len(chosen) == 2:
        return "Accept (with which card) or decline?"
    return PROMPTS.get(first, "Which one?") if len(chosen) == 1 else "Which card?"


def needs_preview(move: str) -> bool:
    """A draw changes nothing on the table but the deck's count: no preview to confirm."""
    return not move.startswith("draw ")
