"""The flow of a game: dealing, whose turn begins, how a round ends and is scored.

A round ends (games.md, "Ending a round" and the finer rulings):
  "announce"   every seat but the announcer has had its two more turns;
  "quiet"      last round only: 2n consecutive completed turns without a play-down,
               n = seats still playing;
  "exhausted"  a turn would begin with deck and discard pile both empty;
  "agreement"  end_now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.connections.deck import CARDS, in_deck_order
from rules.connections.scoring import score_round
from rules.said import Said, Seat, from_data, to_data
from rules.seeding import shuffled
from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game

DEAL_SIZES = {3: 8, 4: 7, 5: 6, 6: 5}
TURNS_BEFORE_ANNOUNCE = 6
EXTRA_TURNS = 2



def start_game(game: Game, state: State) -> None:
    n = state["players"]
    state.update({
        "round": 1,
        "rounds": n * state["options"]["rounds_per_player"],
        "dealer": n - 1,  # so that seat 0 starts round 1
        "scores": [0] * n,
        "round_scores": [],
        "next_offer": 1,  # offer ids count through the whole game
    })
    deal(game, state)
    dealt = Said("connections-did-deal", round=1, dealer=Seat(n - 1), seat=Seat(state["turn"]))
    state["last_action"] = to_data(dealt)


def deal(game: Game, state: State) -> None:
    """Shuffle the whole deck for this round and deal one card at a time, starting
    with the seat after the dealer; deck[0] is the top of the deck."""
    n = state["players"]
    first = game.next_active_seat(state, state["dealer"])
    order = [(first + k) % n for k in range(n)]
    order = [s for s in order if s not in state["resigned"]]
    cards = shuffled(CARDS, state["seed"], "deal", state["round"])
    dealt = DEAL_SIZES[n] * len(order)
    hands: list[list[str]] = [[] for _ in range(n)]
    for i, card in enumerate(cards[:dealt]):
        hands[order[i % len(order)]].append(card)
    state.update({
        "hands": [in_deck_order(h) for h in hands],
        "deck": cards[dealt:],
        "discard": [],
        "rows": [],
        "links": [],
        "offers": [],
        "turns_taken": [0] * n,
        "announced_by": None,
        "turns_left": None,  # after an announcement: turns each seat still takes
        "quiet_turns": 0,
        "played_down": False,  # this turn had a meld, link or lay
        "reshuffles": 0,
        "drawn": [None] * n,
    })
    begin_turn(game, state, first)


def begin_turn(game: Game, state: State, seat: int) -> None:
    state["turn"] = seat
    state["phase"] = "start"
    state["played_down"] = False
    # Offers lapse when either party's turn begins.
    state["offers"] = [o for o in state["offers"] if seat not in (o["from"], o["to"])]
    if not state["deck"] and not state["discard"]:
        end_round(game, state, "exhausted")


def complete_turn(game: Game, state: State, seat: int) -> None:
    state["turns_taken"][seat] += 1
    if state["turns_left"] is not None:
        state["turns_left"][seat] -= 1
    if not state["played_down"]:
        state["quiet_turns"] += 1
    pass_turn(game, state, seat)


def pass_turn(game: Game, state: State, after: int) -> None:
    """End the round if it is over, else begin the next seat's turn."""
    active = game.active_seats(state)
    n = state["players"]
    if state["announced_by"] is not None:
        waiting = {s for s in active if state["turns_left"][s] > 0}
        if not waiting:
            end_round(game, state, "announce")
            return
        nxt = next((after + k) % n for k in range(1, n + 1) if (after + k) % n in waiting)
    else:
        if is_last_round(state) and state["quiet_turns"] >= 2 * len(active):
            end_round(game, state, "quiet")
            return
        nxt = game.next_active_seat(state, after)
    begin_turn(game, state, nxt)


def is_last_round(state: State) -> bool:
    return bool(state["round"] == state["rounds"])


def end_words(reason: str, announcer: int | None) -> Said:
    """Why a round ended: `reason` as round_scores keep it ("announce", "quiet", ...)."""
    if reason == "announce":
        return Said("connections-end-announce", seat=Seat(announcer if announcer is not None else 0))
    return Said(f"connections-end-{reason}")


def score_open_round(state: State, reason: str) -> Said:
    """Score the round as it stands and add it to the totals (its points go to
    round_scores); returns what happened: "Round 1 of 4 is over (...)"."""
    players = score_round(state)
    points = [p["total"] for p in players]
    state["scores"] = [t + p for t, p in zip(state["scores"], points, strict=True)]
    state["round_scores"].append({
        "round": state["round"], "dealer": state["dealer"], "end": reason,
        "announced_by": state["announced_by"], "players": players,
        "points": points, "totals": list(state["scores"]),
    })
    state["offers"] = []
    # No points here: the bot lists them once (the round's summary, the status line).
    return Said("connections-round-over", round=state["round"], rounds=state["rounds"],
                why=end_words(reason, state["announced_by"]))


def end_round(game: Game, state: State, reason: str) -> None:
    """Score the round; then the game ends or the next round is dealt. last_action says
    only that the round is over and why: who deals and starts next is in the state."""
    summary = score_open_round(state, reason)
    if is_last_round(state):
        game.finish_with_scores(state, list(state["scores"]))
        state["last_action"] = to_data(summary)
        return
    state["round"] += 1
    state["dealer"] = (state["dealer"] + 1) % state["players"]
    deal(game, state)
    state["last_action"] = to_data(summary)


def with_round_end(action: Said, round_end: Said) -> Said:
    """The action that ended a round, then the round's end, a sentence each:
    "seat 3 discarded Lima. Round 1 of 4 is over (announced by seat 0)"."""
    return Said("connections-then", action=action, then=round_end)


def after_resign(game: Game, state: State, seat: int) -> None:
    """The seat's offers and invitations go; if it was on turn, the turn passes on
    (an unfinished turn does not count)."""
    state["offers"] = [o for o in state["offers"] if seat not in (o["from"], o["to"])]
    for link in state["links"]:
        if link["invited"] == seat or link["owner"] == seat:
            link["invited"] = None
    round_before = state["round"]
    resigned = Said("connections-did-resign", seat=Seat(seat))
    state["last_action"] = to_data(resigned)
    if state["turn"] == seat:
        pass_turn(game, state, seat)
        if state["round"] != round_before or state["finish"] is not None:
            ended = from_data(state["last_action"])
            assert isinstance(ended, Said)
            state["last_action"] = to_data(with_round_end(resigned, ended))
