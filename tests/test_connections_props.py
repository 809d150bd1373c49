"""Property tests over random multi-round Connections games with trades and invitations."""

import json
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import i18n
from rules.connections import CONNECTIONS as G
from rules.connections.deck import CARDS, REGION_NAMES
from rules.said import from_data

ALL = sorted(CARDS)


def cards_everywhere(state):
    placed = [c for h in state["hands"] for c in h] + state["deck"] + state["discard"]
    placed += [c for r in state["rows"] for c in r["cards"]] + [lk["card"] for lk in state["links"]]
    return sorted(placed)


def random_offer(state, rnd):
    """A legal offer between two seats not on turn, or None."""
    idle = [s for s in G.active_seats(state) if s != state["turn"]]
    if len(idle) < 2:
        return None
    giver, taker = rnd.sample(idle, 2)
    hand = state["hands"][giver]
    if not hand:
        return None
    wanted = [c for c in CARDS if c not in hand] + list(REGION_NAMES)
    return giver, f"offer {rnd.choice(hand)} for {rnd.choice(wanted)} to {taker}"


def random_step(state, rnd, announce=0.5):
    """(seat, move) for a random next action: mostly the turn, sometimes trades,
    answers and invitations; `announce` is the chance to announce once allowed
    (low: long rounds that reshuffle the deck)."""
    roll = rnd.random()
    if roll < 0.12:
        offer = random_offer(state, rnd)
        if offer:
            return offer
    if roll < 0.3:
        extra = [(s, m) for s in G.active_seats(state) for m in G.legal_moves(state, s)
                 if m.split()[0] in ("accept", "decline", "cancel", "invite")]
        if extra:
            return rnd.choice(extra)
    seat = state["turn"]
    moves = [m for m in G.legal_moves(state, seat) if not m.startswith(("invite", "cancel"))]
    if "announce" in moves and rnd.random() < announce:
        return seat, "announce"
    downs = [m for m in moves if m.split()[0] in ("meld", "link", "lay")]
    if downs and rnd.random() < 0.7:
        return seat, rnd.choice(downs)
    return seat, rnd.choice(moves)


# The one card the public view may name while it is in a hand: the discard that ended the
# last round, named as that discard (it was public when played; the new deal is shuffled
# from the whole deck, so its name says nothing of the new hands).
ROUND_END_DISCARD = re.compile(r"^seat \d+ discarded (.+?)\. Round \d+ of \d+ is over \(")


def public_text(state):
    """The public view as text, with the round-ending discard's name (checked to be exactly
    the card of the logged discard that ended the round) left out."""
    view = G.view(state, None)
    json.dumps(view)  # the view, its last action among it, is JSON-able data
    view["last_action"] = i18n.say("en", from_data(view["last_action"]))
    ended = ROUND_END_DISCARD.match(view["last_action"])
    if ended:
        card = ended.group(1)
        assert state["last_move"] == {"seat": state["last_move"]["seat"], "move": f"discard {card}"}
        assert view["last_action"].count(card) == 1
        view["last_action"] = view["last_action"].replace(card, "(the discard)")
    return json.dumps(view)


def check_invariants(state):
    assert cards_everywhere(state) == ALL
    public = public_text(state)
    for hand in state["hands"]:
        for card in hand:
            assert card not in public, card
    assert G.decode(G.encode(state)) == state
    for seat in range(state["players"]):
        view = G.view(state, seat)
        json.dumps(view)
        assert view["hand"] == state["hands"][seat]


def run_game(players, seed, rpp, rnd, check_every, announce=0.5):
    state = G.new(players, seed, {"rounds_per_player": rpp})
    log = []
    for step in range(20000):
        if G.is_over(state):
            break
        seat, move = random_step(state, rnd, announce)
        before = G.encode(state)
        new = G.apply(state, seat, move)
        assert G.encode(state) == before  # apply never modifies its argument
        log.append((seat, move))
        state = new
        if step % check_every == 0:
            check_invariants(state)
            for s in G.to_move(state):
                for m in G.legal_moves(state, s):
                    G.apply(state, s, m)  # every listed move applies
    return state, log


@settings(max_examples=30)
@given(players=st.integers(3, 6), seed=st.integers(0, 10**6), driver=st.integers(0, 10**6),
       announce=st.sampled_from([0.5, 0.02]))
def test_random_games(players, seed, driver, announce):
    state, log = run_game(players, seed, 1, random.Random(driver), check_every=3, announce=announce)
    assert G.is_over(state)
    assert len(state["round_scores"]) == players
    assert state["scores"] == [sum(r["points"][s] for r in state["round_scores"]) for s in range(players)]
    replay = G.new(players, seed)
    for seat, move in log:
        replay = G.apply(replay, seat, move)
    assert G.encode(replay) == G.encode(state)  # same seed and actions, same state
    scores, winners = G.result(state)
    assert winners and all(scores[w] == max(scores) for w in winners)


@settings(max_examples=6)
@given(seed=st.integers(0, 10**6), driver=st.integers(0, 10**6))
def test_longer_games_with_resignations_and_agreement(seed, driver):
    rnd = random.Random(driver)
    state = G.new(4, seed, {"rounds_per_player": 2})
    for step in range(300):
        if step == 100:
            state = G.resign(state, rnd.randrange(4))
            check_invariants(state)
        seat, move = random_step(state, rnd)
        state = G.apply(state, seat, move)
    check_invariants(state)
    ended = G.end_now(state)
    assert ended["round_scores"][-1]["end"] == "agreement" and G.is_over(ended)
    assert len(ended["round_scores"]) == ended["round"]
