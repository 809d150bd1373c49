"""What a seat may see (docs/views.md, Connections) and the terminal picture.

The public view (seat None) names no card that is in a hand: no hand, no offer
cards, no drawn card; round_scores hold no card, and last_action names only cards
everyone saw played (the discard that ended a round among them: the next deal is
shuffled from the whole deck, so its name tells nothing of the new hands).
"""

from __future__ import annotations

import copy
from typing import Any

from rules.connections.deck import LINK_REGIONS, REGION_INFO, and_list
from rules.state import State


def game_view(state: State, seat: int | None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "round": state["round"],
        "rounds": state["rounds"],
        "dealer": state["dealer"],
        "turn": state["turn"],
        "phase": state["phase"],
        "turns_taken": list(state["turns_taken"]),
        "announced_by": state["announced_by"],
        "turns_left": None if state["turns_left"] is None else list(state["turns_left"]),
        "last_round": state["round"] == state["rounds"],
        "quiet_turns": state["quiet_turns"],
        "deck_size": len(state["deck"]),
        "discard_top": state["discard"][-1] if state["discard"] else None,
        "discard_size": len(state["discard"]),
        "hand_sizes": [len(h) for h in state["hands"]],
        "rows": [
            {"seat": r["seat"], "region": r["region"], "cards": list(r["cards"])} for r in state["rows"]
        ],
        "links": [
            {"card": lk["card"], "owner": lk["owner"], "anchor": lk["anchor"],
             "regions": list(LINK_REGIONS[lk["card"]]), "partner": lk["partner"], "invited": lk["invited"]}
            for lk in state["links"]
        ],
        "scores": list(state["scores"]),
        "round_scores": copy.deepcopy(state["round_scores"]),
        "last_action": state["last_action"],
        "regions": [dict(r) for r in REGION_INFO],
    }
    if seat is None:
        view["offers"] = [{"id": o["id"], "from": o["from"], "to": o["to"]} for o in state["offers"]]
    else:
        view["hand"] = list(state["hands"][seat])
        view["offers"] = [dict(o) for o in state["offers"] if seat in (o["from"], o["to"])]
        view["drawn"] = state["drawn"][seat]
    return view


def per_seat(values: list[Any], unit: str = "") -> str:
    """`seat 0 (5), seat 1 (4)`: per-seat numbers named by seat (a person reads the seat
    counted from 1, or the player's name), never a bare 0-based position."""
    return ", ".join(f"seat {s} ({v}{unit})" for s, v in enumerate(values))


def text(state: State, seat: int | None) -> str:
    """The table, plus `seat`'s hand and offers when a seat is given."""
    n = state["players"]
    lines = [f"Connections, round {state['round']} of {state['rounds']} (dealer seat {state['dealer']})"]
    if state["finish"] is None:
        lines.append(f"seat {state['turn']} to play ({state['phase']}); turns this round: "
                     + per_seat(state["turns_taken"]))
    if state["announced_by"] is not None:
        lines.append(f"announced by seat {state['announced_by']}; "
                     f"turns left: {per_seat(state['turns_left'])}")
    top = state["discard"][-1] if state["discard"] else "-"
    lines.append(f"deck {len(state['deck'])}, discard {len(state['discard'])} (top: {top}); "
                 f"hands: {per_seat([len(h) for h in state['hands']], ' cards')}")
    for row in state["rows"]:
        lines.append(f"  seat {row['seat']} {row['region']}: {', '.join(row['cards'])}")
    for lk in state["links"]:
        extra = f", partner seat {lk['partner']}" if lk["partner"] is not None else ""
        extra += f", invited seat {lk['invited']}" if lk["invited"] is not None else ""
        lines.append(f"  link {lk['card']} ({and_list(LINK_REGIONS[lk['card']])}) of seat {lk['owner']} "
                     f"on {lk['anchor']}{extra}")
    for done in state["round_scores"]:  # each round's points (last_action says none)
        points = ", ".join(f"seat {s} {p:+d}" for s, p in enumerate(done["points"]))
        lines.append(f"round {done['round']}: {points}")
    lines.append("scores: " + ", ".join(f"seat {s} {state['scores'][s]}" for s in range(n)))
    for offer in state["offers"]:
        if seat is not None and seat in (offer["from"], offer["to"]):
            lines.append(f"offer {offer['id']}: seat {offer['from']} gives {offer['give']} "
                         f"for {offer['want']} to seat {offer['to']}")
        else:
            lines.append(f"offer {offer['id']}: seat {offer['from']} to seat {offer['to']}")
    if seat is not None:
        lines.append(f"your hand (seat {seat}): {', '.join(state['hands'][seat]) or 'empty'}")
        if state["drawn"][seat]:
            lines.append(f"you drew {state['drawn'][seat]}")
    return "\n".join(lines)
