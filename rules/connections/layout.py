"""Lay out a Connections table on a fresh state: hands, deck order, rows and links.
Free of the engine, so the engine's own showcase can use it; tests build whole
positions with rules.connections.positions.

Every card not placed anywhere goes to the bottom of the deck (in deck order), so
all 54 cards stay in exactly one place unless `fill_deck=False`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.connections.deck import CARD_INDEX, CARDS, REGION_INDEX, REGION_OF, in_deck_order
from rules.state import State


def arrange(
    state: State,
    hands: Sequence[Iterable[str]],
    *,
    deck: Iterable[str] = (),
    discard: Iterable[str] = (),
    rows: Iterable[tuple[int, Iterable[str]]] = (),
    links: Iterable[dict[str, Any]] = (),
    turn: int = 0,
    phase: str = "start",
    round_number: int = 1,
    turns_taken: Sequence[int] | None = None,
    fill_deck: bool = True,
    **extra: Any,
) -> State:
    """`state` (fresh from `new`) with these hands; `deck` lists the top cards first
    (deck[0] is drawn first), `discard` bottom to top. `rows` are (seat, cards) with
    cards of one region; `links` are dicts with card, owner, anchor and optionally
    partner and invited. `extra` overrides any other state key (announced_by, ...)."""
    players = state["players"]
    state["round"] = round_number
    state["dealer"] = (turn - 1) % players
    state["hands"] = [in_deck_order(h) for h in hands]
    state["discard"] = list(discard)
    state["rows"] = sorted(
        ({"seat": seat, "region": REGION_OF[next(iter(cs))], "cards": in_deck_order(cs)}
         for seat, cs in ((seat, list(cs)) for seat, cs in rows)),
        key=lambda r: (r["seat"], REGION_INDEX[r["region"]]),
    )
    state["links"] = sorted(
        ({"card": lk["card"], "owner": lk["owner"], "anchor": lk["anchor"],
          "partner": lk.get("partner"), "invited": lk.get("invited")} for lk in links),
        key=lambda lk: CARD_INDEX[lk["card"]],
    )
    placed = [c for h in state["hands"] for c in h] + state["discard"]
    placed += [c for r in state["rows"] for c in r["cards"]] + [lk["card"] for lk in state["links"]]
    deck = list(deck)
    placed += deck
    if len(set(placed)) != len(placed):
        raise ValueError("a card is placed twice")
    if fill_deck:
        deck += [c for c in CARDS if c not in set(placed)]
    state["deck"] = deck
    state["turn"] = turn
    state["phase"] = phase
    state["turns_taken"] = list(turns_taken) if turns_taken is not None else [0] * players
    state["last_action"] = "position set up"
    state.update(extra)
    return state
