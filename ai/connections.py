"""The Connections computer player: a heuristic player that reads only its own view.

Why heuristic rather than information-set MCTS: a Connections position hides up to
five hands and the deck, a turn is two actions plus free offers and invitations,
and the score is a steep table (a link's set of 8 is worth 125, of 11 worth 1000),
so random rollouts mostly measure noise. A one-turn look-ahead on an evaluation
that knows the scoring (ai/connections_eval.py) plays well at a few milliseconds a
move. See docs/ai-players.md, "Connections".

Every decision is made from `get_game("connections").view(state, seat)`; the legal
moves of the seat depend only on what that view shows. Chance comes from `seed`
and the ply, so one position and seed give one move.

Levels: hard looks ahead one turn, answers offers, invites partners, makes offers
when off turn (`initiative`) and announces when ahead; medium evaluates more
crudely and plays a random legal move 30% of the time; easy 60% of the time,
never trades or invites, and declines every offer.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ai.connections_eval import (
    COUNTER,
    HARD,
    Table,
    Weights,
    do_lay,
    do_link,
    do_meld,
    evaluate,
    open_regions,
    region_counts,
    seat_score,
    table_from_view,
    unseen_cards,
)
from rules import get_game
from rules.connections.deck import CARDS, LINK_REGIONS, REGION_NAMES, REGION_OF
from rules.said import Said, Seat, from_data

GAME = get_game("connections")
MEDIUM = Weights(projection=0.5, pair_prospect=4.0, single_prospect=0.0, link_prospect=0.0)
NOISE = {"easy": 0.6, "medium": 0.3, "hard": 0.0}
WEIGHTS = {"easy": MEDIUM, "medium": MEDIUM, "hard": HARD}
# A trade must gain this much (evaluation points) to be worth helping the other trader.
TRADE_MARGIN = 3.0
OFFER_GAIN = 6.0
# Announce when ahead by this many points (game total plus this round's estimate).
ANNOUNCE_LEAD = 10
# The pair penalty guessed per card in an unseen hand.
HAND_PAIR_GUESS = 0.0
# Announce only with at most this many cards left that could still be played down.
ANNOUNCE_PENDING = 1
# Deck draws are valued by averaging over at most this many unseen cards (speed).
DRAW_SAMPLE = 16

# The last `choose`: positions evaluated and seconds taken (read by bench/ai_bench.py).
last_stats: dict[str, float] = {}


def choose(state: dict[str, Any], seat: int, *, level: str, seed: int, budget_s: float) -> str:
    """The move for `seat`, which must be able to act now (on turn or with an offer
    to answer). Decided from the seat's view only; `budget_s` is not needed (a move
    takes milliseconds)."""
    view = GAME.view(state, seat)
    legal = GAME.legal_moves(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} cannot act now")
    rng = random.Random(f"connections|{seed}|{seat}|{view['ply']}|{level}")
    began, evaluated = time.perf_counter(), COUNTER["evaluations"]
    move = decide(view, legal, level, rng)
    last_stats.clear()
    last_stats.update(positions=COUNTER["evaluations"] - evaluated, seconds=time.perf_counter() - began)
    return move


def initiative(state: dict[str, Any], seat: int, *, level: str, seed: int) -> str | None:
    """A free action for a seat that is not asked to act: a trade offer (hard only),
    or None. At most one offer of this seat is pending at a time, so calling this
    again before it is answered gives None."""
    view = GAME.view(state, seat)
    if level != "hard" or view["over"] or view["turn"] == seat:
        return None
    rng = random.Random(f"connections-offer|{seed}|{seat}|{view['ply']}")
    return best_offer(view, rng)


def decide(view: dict[str, Any], legal: list[str], level: str, rng: random.Random) -> str:
    me = int(view["seat"])
    answers = [m for m in legal if m.startswith(("accept", "decline"))]
    if answers:
        return answer_offer(view, answers, level)
    turn_moves = [m for m in legal if not m.startswith(("invite", "cancel"))]
    if view["turn"] != me or not turn_moves:
        raise ValueError(f"seat {me} cannot act now")
    if level == "hard":
        invite = best_invite(view)
        if invite is not None and invite in legal:
            return invite
    if rng.random() < NOISE[level]:
        return rng.choice(turn_moves)
    return best_turn_move(view, turn_moves, WEIGHTS[level], level, rng)


# ---- the turn -------------------------------------------------------------------------
def after_move(t: Table, move: str) -> Table:
    """The model table after one of this seat's play-downs or discards."""
    t = t.copy()
    verb, _, rest = move.partition(" ")
    if verb == "lay":
        do_lay(t, rest)
    elif verb == "meld":
        do_meld(t, split_meld(rest))
    elif verb == "link":
        card = next(c for c in LINK_REGIONS if rest.startswith(c + " "))
        do_link(t, card, rest[len(card) + 1:])
    elif verb == "discard":
        t.hand.remove(rest)
    return t


def split_meld(text: str) -> list[str]:
    """'meld New York Boston Toronto' -> three cards (names may hold spaces)."""
    cards: list[str] = []
    words = text.split(" ")
    i = 0
    while i < len(words):
        for j in range(len(words), i, -1):
            name = " ".join(words[i:j])
            if name in REGION_OF:
                cards.append(name)
                i = j
                break
        else:
            raise ValueError(f"not a meld: {text}")
    return cards


def draw_value(t: Table, view: dict[str, Any], w: Weights, discard_after: bool) -> dict[str, float]:
    """The evaluation after each possible draw (then the best discard, when the turn
    needs one): the discard top exactly, the deck averaged over unseen cards."""
    def value_with(card: str) -> float:
        held = t.copy()
        held.hand.append(card)
        if not discard_after:
            return evaluate(held, w)
        return max(evaluate(after_move(held, f"discard {d}"), w) for d in set(held.hand))

    values: dict[str, float] = {}
    top = view.get("discard_top")
    if top:
        values["draw discard"] = value_with(top)
    unseen = unseen_cards(t, CARDS, view)
    if unseen:
        step = max(1, len(unseen) // DRAW_SAMPLE)
        sample = unseen[::step]
        values["draw deck"] = sum(value_with(c) for c in sample) / len(sample)
    return values


def best_turn_move(view: dict[str, Any], moves: list[str], w: Weights, level: str,
                   rng: random.Random) -> str:
    t = table_from_view(view)
    phase = view["phase"]
    if phase == "discard":
        return max(moves, key=lambda m: (evaluate(after_move(t, m), w), m))
    if phase == "draw":
        values = draw_value(t, view, w, discard_after=False)
        return max(moves, key=lambda m: (values.get(m, -1e9), m))
    if "announce" in moves and level == "hard" and should_announce(view, t):
        return "announce"
    draws = draw_value(t, view, w, discard_after=True)
    scored: list[tuple[float, str]] = [(v, m) for m, v in draws.items() if m in moves]
    deck_gain = 0.0
    if "draw deck" in draws:
        # The draw that follows a play-down adds about what a plain draw would.
        deck_gain = draws["draw deck"] - evaluate(t, w)
    for move in moves:
        if move.split(" ", 1)[0] in ("meld", "lay", "link"):
            scored.append((evaluate(after_move(t, move), w) + max(deck_gain, 0.0), move))
    if not scored:
        return rng.choice(moves)
    return max(scored)[1]


def should_announce(view: dict[str, Any], t: Table) -> bool:
    """Announce (end the round soon) when this seat leads and has little left to play."""
    me = t.seat
    mine = view["scores"][me] + seat_score(t, me, t.hand)
    best_other = -10**9
    for s in range(view["players"]):
        if s == me or s in view["resigned"]:
            continue
        # Unknown hands: guess a pair penalty per card held.
        guess = view["scores"][s] + seat_score(t, s) - HAND_PAIR_GUESS * view["hand_sizes"][s]
        best_other = max(best_other, guess)
    playable = open_regions(t, me)
    pending = sum(1 for c in t.hand if REGION_OF.get(c) in playable)
    pending += sum(1 for k in region_counts(t.hand).values() if k >= 3)
    return mine >= best_other + ANNOUNCE_LEAD and pending <= ANNOUNCE_PENDING


# ---- partners ------------------------------------------------------------------------
def best_invite(view: dict[str, Any]) -> str | None:
    """Invite, to each of this seat's partnerless links with no invitation pending,
    the seat whose rows would add the most cards to it (ties: the lowest total, the
    least dangerous to help). Nobody is invited where nobody adds a card."""
    me = int(view["seat"])
    others = [s for s in range(view["players"]) if s != me and s not in view["resigned"]]
    for lk in view["links"]:
        if lk["owner"] != me or lk["partner"] is not None or lk["invited"] is not None:
            continue
        adds = {s: sum(len(r["cards"]) for r in view["rows"]
                       if r["seat"] == s and r["region"] in lk["regions"]) for s in others}
        best = max(others, key=lambda s: (adds[s], -view["scores"][s], -s), default=None)
        if best is not None and adds[best] > 0:
            return f"invite {best} {lk['card']}"
    return None


# ---- trades --------------------------------------------------------------------------
def answer_offer(view: dict[str, Any], answers: list[str], level: str) -> str:
    """Accept the best-paying answer when it gains enough, else decline (easy: always
    declines)."""
    me = int(view["seat"])
    t = table_from_view(view)
    offers = {o["id"]: o for o in view["offers"] if o["to"] == me}
    first_id = min(offers)
    if level == "easy":
        return f"decline {first_id}"
    w = WEIGHTS[level]
    base = evaluate(t, w)
    best: tuple[float, str] = (TRADE_MARGIN, f"decline {first_id}")
    for move in answers:
        parts = move.split(" ", 2)
        if parts[0] != "accept":
            continue
        offer = offers[int(parts[1])]
        traded = t.copy()
        traded.hand.remove(parts[2])
        traded.hand.append(offer["give"])
        gain = evaluate(traded, w) - base
        if gain > best[0]:
            best = (gain, move)
    return best[1]


def best_offer(view: dict[str, Any], rng: random.Random) -> str | None:
    """Offer the least useful card for a region that would help most, to a seat not
    on turn; None when no trade gains enough or an offer of ours is pending."""
    me = int(view["seat"])
    if any(o["from"] == me for o in view["offers"]):
        return None
    action = from_data(view["last_action"])
    declined = isinstance(action, Said) and action.key == "connections-did-decline"
    if declined and isinstance(action, Said) and action.arg("from") == Seat(me):
        return None  # just turned down: do not ask again at once
    targets = [s for s in range(view["players"])
               if s not in (me, view["turn"]) and s not in view["resigned"] and view["hand_sizes"][s]]
    if not targets or not view["hand"]:
        return None
    t = table_from_view(view)
    base = evaluate(t, HARD)
    give = max(sorted(set(t.hand)), key=lambda c: evaluate(after_move(t, f"discard {c}"), HARD))
    unseen = unseen_cards(t, CARDS, view)
    best: tuple[float, str] | None = None
    for region in REGION_NAMES:
        candidates = [c for c in unseen if REGION_OF.get(c) == region]
        if not candidates or REGION_OF.get(give) == region:
            continue
        gains = []
        for card in candidates:
            traded = t.copy()
            traded.hand.remove(give)
            traded.hand.append(card)
            gains.append(evaluate(traded, HARD) - base)
        gain = sum(gains) / len(gains)
        if gain >= OFFER_GAIN and (best is None or gain > best[0]):
            best = (gain, region)
    if best is None:
        return None
    return f"offer {give} for {best[1]} to {rng.choice(targets)}"
