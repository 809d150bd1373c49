"""What a checked Connections action does to the state, with its public wording."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.connections import rounds
from rules.connections.actions import PLAY_DOWNS, Action
from rules.connections.deck import CARD_INDEX, LINK_REGIONS, REGION_INDEX, REGION_OF, in_deck_order
from rules.connections.moves import checked, link_of, offer_of, row_of
from rules.connections.phrases import offer_number
from rules.connections.rounds import EXTRA_TURNS
from rules.said import Said, Seat
from rules.seeding import shuffled
from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game


def _take(hand: list[str], card: str) -> None:
    hand.remove(card)


def _give(hand: list[str], card: str) -> None:
    hand.append(card)
    hand.sort(key=CARD_INDEX.__getitem__)


def play(game: Game, state: State, seat: int, a: Action) -> Said:
    """Apply a checked action; returns its public wording, which names only the cards
    the action shows everyone (a discard, a meld), never one that goes into a hand."""
    state["drawn"][seat] = None
    hand = state["hands"][seat]
    me = Seat(seat)
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
        return Said("connections-did-discard", seat=me, card=a.cards[0])
    if kind == "meld":
        for card in a.cards:
            _take(hand, card)
        _add_to_row(state, seat, REGION_OF[a.cards[0]], a.cards)
        return Said("connections-did-meld", seat=me, cards=a.cards)
    if kind == "link":
        card = a.cards[0]
        _take(hand, card)
        state["links"].append(
            {"card": card, "owner": seat, "anchor": a.region, "partner": None, "invited": None}
        )
        state["links"].sort(key=lambda lk: CARD_INDEX[lk["card"]])
        return Said("connections-did-link", seat=me, card=card, region=a.region)
    if kind == "lay":
        return _lay(state, seat, a.cards[0])
    if kind == "announce":
        state["announced_by"] = seat
        state["turns_left"] = [0 if s == seat or s in state["resigned"] else EXTRA_TURNS
                               for s in range(state["players"])]
        rounds.pass_turn(game, state, seat)
        return Said("connections-did-announce", seat=me)
    if kind == "invite":
        checked(link_of(state, a.cards[0]), f"link {a.cards[0]}")["invited"] = a.seat
        return Said("connections-did-invite", seat=me, invited=Seat(a.seat), card=a.cards[0])
    if kind == "offer":
        offer_id = state["next_offer"]
        state["next_offer"] += 1
        state["offers"].append(
            {"id": offer_id, "from": seat, "to": a.seat, "give": a.cards[0], "want": a.want}
        )
        return Said("connections-did-offer", seat=me, offer=offer_number(offer_id), to=Seat(a.seat))
    offer = checked(offer_of(state, a.offer_id), f"offer {a.offer_id}")
    state["offers"].remove(offer)
    number = offer_number(offer["id"])
    if kind == "accept":
        giver = state["hands"][offer["from"]]
        _take(giver, offer["give"])
        _take(hand, a.cards[0])
        _give(hand, offer["give"])
        _give(giver, a.cards[0])
        # An offer whose offered card has left the offerer's hand is void.
        state["offers"] = [o for o in state["offers"] if o["give"] in state["hands"][o["from"]]]
        return Said("connections-did-accept", seat=me, offer=number, **{"from": Seat(offer["from"])})
    if kind == "decline":
        return Said("connections-did-decline", seat=me, offer=number, **{"from": Seat(offer["from"])})
    return Said("connections-did-cancel", seat=me, offer=number, to=Seat(offer["to"]))


def _draw(game: Game, state: State, seat: int, source: str) -> Said:
    me = Seat(seat)
    if source == "deck":
        key = "connections-did-draw-deck"
        if not state["deck"]:
            state["reshuffles"] += 1
            top = state["discard"].pop()
            state["deck"] = shuffled(state["discard"], state["seed"], "reshuffle", state["round"],
                                     state["reshuffles"])
            state["discard"] = [top]
            key = "connections-did-draw-reshuffle"
        card = state["deck"].pop(0)
        state["drawn"][seat] = card
        words = Said(key, seat=me)
    else:
        card = state["discard"].pop()
        # The card is public knowledge, but the public view names no card in a hand.
        words = Said("connections-did-draw-discard", seat=me)
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


def _lay(state: State, seat: int, card: str) -> Said:
    _take(state["hands"][seat], card)
    region = REGION_OF[card]
    _add_to_row(state, seat, region, (card,))
    joined: list[Said] = []
    # A joining lay makes the seat partner of every link inviting it that includes the region.
    for link in state["links"]:
        if link["invited"] == seat and region in LINK_REGIONS[link["card"]]:
            link["partner"], link["invited"] = seat, None
            joined.append(Said("connections-owned-link", owner=Seat(link["owner"]), card=link["card"]))
    if joined:
        return Said("connections-did-lay-join", seat=Seat(seat), card=card, links=tuple(joined))
    return Said("connections-did-lay", seat=Seat(seat), card=card)

