"""What a checked Connections action does to the state, with its public wording."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.connections import rounds
from rules.connections.actions import PLAY_DOWNS, Action
from rules.connections.deck import CARD_INDEX, LINK_REGIONS, REGION_INDEX, REGION_OF, and_list, in_deck_order
from rules.connections.moves import checked, link_of, offer_of, row_of
from rules.connections.rounds import EXTRA_TURNS
from rules.seeding import shuffled
from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game


def _take(hand: list[str], card: str) -> None:
    hand.remove(card)


def _give(hand: list[str], card: str) -> None:
    hand.append(card)
    hand.sort(key=CARD_INDEX.__getitem__)


def play(game: Game, state: State, seat: int, a: Action) -> str:
    """Apply a checked action; returns its public wording, which names only the cards
    the action shows everyone (a discard, a meld), never one that goes into a hand."""
    state["drawn"][seat] = None
    hand = state["hands"][seat]
    me = f"seat {seat}"
    kind = a.kind
    if kind in PLAY_DOWNS:
        state["played_down"] = True
        state["quiet_turns"] = 0
        state["phase"] = "draw"
    if kind == "draw":
        return _draw(game, state, seat, a.source)
    if kind == "discard":
        _take(hand, a.cards[0])
        state["discard"].append(a.cards[0])
        rounds.complete_turn(game, state, seat)
        return f"{me} discarded {a.cards[0]}"
    if kind == "meld":
        for card in a.cards:
            _take(hand, card)
        _add_to_row(state, seat, REGION_OF[a.cards[0]], a.cards)
        return f"{me} melded {and_list(a.cards)}"
    if kind == "link":
        card = a.cards[0]
        _take(hand, card)
        state["links"].append(
            {"card": card, "owner": seat, "anchor": a.region, "partner": None, "invited": None}
        )
        state["links"].sort(key=lambda lk: CARD_INDEX[lk["card"]])
        return f"{me} linked {card} to their {a.region} row"
    if kind == "lay":
        return _lay(state, seat, a.cards[0])
    if kind == "announce":
        state["announced_by"] = seat
        state["turns_left"] = [0 if s == seat or s in state["resigned"] else EXTRA_TURNS
                               for s in range(state["players"])]
        rounds.pass_turn(game, state, seat)
        return f"{me} announced the end of the round; every other player has two more turns"
    if kind == "invite":
        checked(link_of(state, a.cards[0]), f"link {a.cards[0]}")["invited"] = a.seat
        return f"{me} invited seat {a.seat} to partner {a.cards[0]}"
    if kind == "offer":
        offer_id = state["next_offer"]
        state["next_offer"] += 1
        state["offers"].append(
            {"id": offer_id, "from": seat, "to": a.seat, "give": a.cards[0], "want": a.want}
        )
        return f"{me} made offer {offer_id} to seat {a.seat}"
    offer = checked(offer_of(state, a.offer_id), f"offer {a.offer_id}")
    state["offers"].remove(offer)
    if kind == "accept":
        giver = state["hands"][offer["from"]]
        _take(giver, offer["give"])
        _take(hand, a.cards[0])
        _give(hand, offer["give"])
        _give(giver, a.cards[0])
        # An offer whose offered card has left the offerer's hand is void.
        state["offers"] = [o for o in state["offers"] if o["give"] in state["hands"][o["from"]]]
        words = f"{me} accepted offer {offer['id']}: seat {offer['from']} and {me} traded a card"
    elif kind == "decline":
        words = f"{me} declined offer {offer['id']} from seat {offer['from']}"
    else:
        words = f"{me} cancelled offer {offer['id']} to seat {offer['to']}"
    return words


def _draw(game: Game, state: State, seat: int, source: str) -> str:
    me = f"seat {seat}"
    if source == "deck":
        note = ""
        if not state["deck"]:
            state["reshuffles"] += 1
            top = state["discard"].pop()
            state["deck"] = shuffled(state["discard"], state["seed"], "reshuffle", state["round"],
                                     state["reshuffles"])
            state["discard"] = [top]
            note = " (the discard pile, except its top card, was shuffled into a new deck)"
        card = state["deck"].pop(0)
        state["drawn"][seat] = card
        words = f"{me} drew from the deck{note}"
    else:
        card = state["discard"].pop()
        # The card is public knowledge, but the public view names no card in a hand.
        words = f"{me} took the top card of the discard pile"
    _give(state["hands"][seat], card)
    if state["phase"] == "start":
        state["phase"] = "discard"
    else:
        rounds.complete_turn(game, state, seat)
    return words


def _add_to_row(state: State, seat: int, region: str, cards: tuple[str, ...]) -> None:
    row = row_of(state, seat, region)
    if row is None:
        row = {"seat": seat, "region": region, "cards": []}
        state["rows"].append(row)
        state["rows"].sort(key=lambda r: (r["seat"], REGION_INDEX[r["region"]]))
    row["cards"] = in_deck_order([*row["cards"], *cards])


def _lay(state: State, seat: int, card: str) -> str:
    _take(state["hands"][seat], card)
    region = REGION_OF[card]
    _add_to_row(state, seat, region, (card,))
    joined = []
    # A joining lay makes the seat partner of every link inviting it that includes the region.
    for link in state["links"]:
        if link["invited"] == seat and region in LINK_REGIONS[link["card"]]:
            link["partner"], link["invited"] = seat, None
            joined.append(f"seat {link['owner']}'s {link['card']}")
    words = f"seat {seat} laid {card}"
    if joined:
        words += f" and became the partner of {and_list(joined)}"
    return words

