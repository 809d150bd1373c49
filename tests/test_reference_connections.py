"""The Connections engine against an independent reference (tests/reference_connections.py).

Seeded random games, 3 to 6 players, are played through the engine with a policy that
makes play-downs (meld, link, lay) likely, plus trade offers, answers, cancels and
invitations by seats on and off turn. At every position the engine's `to_move` and
`legal_moves` of every seat are compared with the reference, and the points of the open
round (`end_now`) with the reference's scoring of the table and hands. Round ends are
checked against the reference too, and announcements against the 2-more-turns rule.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
import reference_connections as ref

from rules import IllegalMove, get_game

GAME = get_game("connections")
PLAY_DOWN = ("meld", "link", "lay")
TURN_WORDS = ("draw", "discard", "meld", "link", "lay", "announce")


def _summary(state: dict) -> str:
    return (
        f"round {state['round']}/{state['rounds']} turn {state['turn']} phase {state['phase']} "
        f"turns_taken {state['turns_taken']} announced_by {state['announced_by']} "
        f"deck {len(state['deck'])} discard {len(state['discard'])} hands {state['hands']} "
        f"rows {state['rows']} links {state['links']} offers {state['offers']} "
        f"resigned {state['resigned']}"
    )


class Stats:
    def __init__(self) -> None:
        self.positions = 0
        self.scored = 0
        self.round_ends = 0
        self.announces = 0
        self.play_downs = 0
        self.partners = 0
        self.links = 0
        self.invites = 0
        self.trades = 0
        self.refusals = 0
        self.quiet_ends = 0
        self.resigns = 0
        self.reshuffles = 0
        self.ends: dict[str, int] = {}


def check_position(state: dict, stats: Stats, score_every: int) -> None:
    """Compare to_move, every seat's legal moves and (sometimes) the open round's points."""
    where = _summary(state)
    assert tuple(GAME.to_move(state)) == ref.to_move(state), where
    for seat in range(state["players"]):
        engine = GAME.legal_moves(state, seat)
        assert engine == sorted(engine), (seat, engine, where)
        assert len(engine) == len(set(engine)), (seat, engine, where)
        listed = {m for m in engine if not m.startswith("offer ")}
        expected = set(ref.legal_moves(state, seat))
        assert listed == expected, (
            f"seat {seat}: engine-only {sorted(listed - expected)}, "
            f"reference-only {sorted(expected - listed)}; {where}"
        )
    stats.positions += 1
    if score_every and stats.positions % score_every == 0:
        ended = GAME.end_now(state)
        assert GAME.is_over(ended)
        last = ended["round_scores"][-1]
        assert last["round"] == state["round"], where
        assert list(last["points"]) == ref.round_points(state), (last, where)
        added = [a - b for a, b in zip(ended["scores"], state["scores"], strict=True)]
        assert added == ref.round_points(state), where
        stats.scored += 1


def _card_value(state: dict, seat: int, card: str) -> float:
    """How much the policy wants to keep a card (higher = keep)."""
    hand = state["hands"][seat]
    if card in ref.LINK_REGIONS:
        regions = ref.LINK_REGIONS[card]
        return 1.5 + sum(ref.row_size(state, seat, r) >= 2 for r in regions) * 3
    region = ref.REGION_OF[card]
    same = sum(1 for c in hand if ref.REGION_OF.get(c) == region)
    return same + (4 if region in ref.lay_regions(state, seat) else 0)


def _joins(state: dict, seat: int, card: str) -> bool:
    """Laying `card` would take up an invitation."""
    region = ref.REGION_OF[card]
    return any(
        lk["invited"] == seat and lk["partner"] is None and region in ref.LINK_REGIONS[lk["card"]]
        for lk in state["links"]
    )


def choose_turn_move(rng: random.Random, state: dict, seat: int, announce: float) -> str:
    moves = [m for m in GAME.legal_moves(state, seat) if m.split()[0] in TURN_WORDS]
    assert moves, _summary(state)
    if "announce" in moves and rng.random() < announce:
        return "announce"
    downs = [m for m in moves if m.split()[0] in PLAY_DOWN]
    if downs and rng.random() < 0.9:
        joins = [m for m in downs if m.startswith("lay ") and _joins(state, seat, m[4:])]
        if joins and rng.random() < 0.8:
            return rng.choice(joins)
        links = [m for m in downs if m.startswith("link ")]
        if links and rng.random() < 0.7:
            return rng.choice(links)
        return rng.choice(downs)
    discards = [m for m in moves if m.startswith("discard ")]
    if discards:
        if rng.random() < 0.8:
            return min(discards, key=lambda m: (_card_value(state, seat, m[8:]), rng.random()))
        return rng.choice(discards)
    draws = [m for m in moves if m.startswith("draw ")]
    if "draw discard" in draws and rng.random() < 0.9:
        top = state["discard"][-1]
        if _card_value(state, seat, top) >= 2:
            return "draw discard"
    if draws:
        return rng.choice(draws)
    return rng.choice(moves)


def random_offer(rng: random.Random, state: dict) -> tuple[int, str] | None:
    """An offer between two active seats not on turn, built by hand."""
    idle = [s for s in ref.active_seats(state) if s != state["turn"]]
    if len(idle) < 2:
        return None
    giver, taker = rng.sample(idle, 2)
    hand = state["hands"][giver]
    if not hand:
        return None
    give = rng.choice(hand)
    if rng.random() < 0.5:
        want = rng.choice(ref.REGION_NAMES)
    else:
        # Often a card the receiver actually holds, sometimes any card not in our own hand.
        pool = state["hands"][taker] if rng.random() < 0.7 else ref.DECK_ORDER
        choices = [c for c in pool if c not in hand]
        if not choices:
            return None
        want = rng.choice(choices)
    return giver, f"offer {give} for {want} to {taker}"


def side_action(rng: random.Random, state: dict) -> tuple[int, str] | None:
    """An answer, cancel, invitation or offer by any seat, or None."""
    roll = rng.random()
    if roll < 0.35 and state["offers"]:
        offer = rng.choice(state["offers"])
        if rng.random() < 0.15:
            return offer["from"], f"cancel {offer['id']}"
        seat = offer["to"]
        options = [m for m in GAME.legal_moves(state, seat) if m.split()[1] == str(offer["id"])]
        accepts = [m for m in options if m.startswith("accept ")]
        if accepts and rng.random() < 0.75:
            return seat, rng.choice(accepts)
        return seat, f"decline {offer['id']}"
    if roll < 0.55:
        active = ref.active_seats(state)
        free = [lk for lk in state["links"] if lk["partner"] is None and lk["owner"] in active]
        if free:
            link = rng.choice(free)
            others = [s for s in active if s not in (link["owner"], link["invited"])]
            regions = ref.LINK_REGIONS[link["card"]]
            holders = [s for s in others if any(ref.REGION_OF.get(c) in regions for c in state["hands"][s])]
            if holders and rng.random() < 0.8:
                others = holders
            if others:
                return link["owner"], f"invite {rng.choice(others)} {link['card']}"
    if roll < 0.8:
        return random_offer(rng, state)
    return None


def simulate_last_action(state: dict, seat: int, move: str) -> dict | None:
    """The table and hands just after `move`, for the reference scoring of a round end.

    None when the drawn card cannot be known (a deck draw that needs a reshuffle)."""
    hands = [list(h) for h in state["hands"]]
    words = move.split(" ", 1)
    if words[0] == "discard":
        hands[seat].remove(words[1])
    elif move == "draw discard":
        hands[seat].append(state["discard"][-1])
    elif move == "draw deck":
        if not state["deck"]:
            return None
        hands[seat].append(state["deck"][0])
    else:
        return None
    return {**state, "hands": hands}


DEAL = {3: 8, 4: 7, 5: 6, 6: 5}


def candidate_turn_moves(state: dict, seat: int) -> set[str]:
    """Every well-formed turn action over the seat's hand, legal or not."""
    hand = state["hands"][seat]
    moves = {"draw deck", "draw discard", "announce"}
    moves.update(f"discard {c}" for c in hand)
    moves.update(f"lay {c}" for c in hand)
    for card in hand:
        for region in ref.LINK_REGIONS.get(card, ref.REGION_NAMES[:1]):
            moves.add(f"link {card} {region}")
    regional = ref.in_deck_order(c for c in hand if ref.is_regional(c))
    moves.update("meld " + " ".join(trio) for trio in combinations(regional, 3))
    return moves


def check_refusals(rng: random.Random, state: dict) -> int:
    """Turn actions the reference calls illegal must be refused by apply; so must bad offers."""
    seat = state["turn"]
    legal = set(ref.turn_actions(state))
    refused = 0
    for move in sorted(candidate_turn_moves(state, seat) - legal):
        with pytest.raises(IllegalMove):
            GAME.apply(state, seat, move)
        refused += 1
    others = [s for s in ref.active_seats(state) if s != seat]
    if len(others) >= 2 and state["hands"][others[0]]:
        giver, taker = rng.sample(others, 2)
        give = rng.choice(state["hands"][giver])
        mine = state["hands"][seat]
        bad = [(seat, f"offer {mine[0]} for Africa to {giver}")] if mine else []
        bad.append((giver, f"offer {give} for Africa to {seat}"))  # to the seat on turn
        bad.append((giver, f"offer {give} for {give} to {taker}"))  # asks a card it holds
        missing = [c for c in ref.DECK_ORDER if c not in state["hands"][giver]]
        bad.append((giver, f"offer {missing[0]} for Africa to {taker}"))  # gives a card it lacks
        for offer in state["offers"]:
            unfit = [c for c in state["hands"][offer["to"]] if not ref.fits(c, offer["want"])]
            bad += [(offer["to"], f"accept {offer['id']} {c}") for c in unfit]
            bad.append((offer["from"], f"decline {offer['id']}"))  # only the receiver answers
            bad += [(s, f"cancel {offer['id']}") for s in others if s != offer["from"]]
        for link in state["links"]:
            bad.append((link["owner"], f"invite {link['owner']} {link['card']}"))  # not oneself
            bad += [(s, f"invite {link['owner']} {link['card']}") for s in others if s != link["owner"]]
            if link["partner"] is not None:  # a link has at most two players
                bad += [(link["owner"], f"invite {s} {link['card']}") for s in others if s != link["owner"]]
        for who, move in bad:
            with pytest.raises(IllegalMove):
                GAME.apply(state, who, move)
            refused += 1
    return refused


def check_effects(state: dict, after: dict, seat: int, move: str) -> None:
    """Offers, invitations, trades and joining lays after one move within a round."""
    words = move.split()
    word = words[0]
    where = f"{seat} {move!r}; {_summary(state)}"
    # Offers: only between seats not on turn, offered card still held; nothing else vanishes.
    for offer in after["offers"]:
        assert after["turn"] not in (offer["from"], offer["to"]), where
        assert offer["give"] in after["hands"][offer["from"]], where
    kept = {o["id"] for o in after["offers"]}
    for offer in state["offers"]:
        answered = word in ("accept", "decline", "cancel") and words[1] == str(offer["id"])
        lapsed = after["turn"] in (offer["from"], offer["to"])
        void = offer["give"] not in after["hands"][offer["from"]]
        assert (offer["id"] in kept) == (not answered and not lapsed and not void), (offer, where)
    if word == "offer":
        new = [o for o in after["offers"] if o["id"] == state["next_offer"]]
        assert len(new) == 1 and after["next_offer"] == state["next_offer"] + 1, where
    if word == "accept":
        offer = next(o for o in state["offers"] if o["id"] == int(words[1]))
        card = move.split(" ", 2)[2]
        assert offer["give"] in after["hands"][offer["to"]] and card in after["hands"][offer["from"]], where
        assert offer["give"] not in after["hands"][offer["from"]] and card not in after["hands"][offer["to"]]
    # Invitations last until replaced or taken up; a joining lay partners every inviting link
    # that includes the region.
    region = ref.REGION_OF.get(move[4:]) if word == "lay" else None
    now = {lk["card"]: lk for lk in after["links"]}
    placed = [c for c in ref.LINK_REGIONS if word == "link" and move.startswith(f"link {c} ")]
    added = sorted(set(now) - {lk["card"] for lk in state["links"]})
    assert added == placed, (added, where)
    if placed:
        link = now[placed[0]]
        assert link["owner"] == seat and link["partner"] is None and link["invited"] is None, where
        assert move == f"link {placed[0]} {link['anchor']}", where
    for old in state["links"]:
        new = now[old["card"]]
        assert old["owner"] == new["owner"] and old["anchor"] == new["anchor"], where
        if word == "invite" and move.endswith(" " + old["card"]):
            assert new["invited"] == int(words[1]) and new["partner"] is None, where
        elif old["partner"] is None and old["invited"] == seat and region in ref.LINK_REGIONS[old["card"]]:
            assert new["partner"] == seat, (old, new, where)
        else:
            assert (new["partner"], new["invited"]) == (old["partner"], old["invited"]), (old, new, where)


def check_round_start(state: dict) -> None:
    n = state["players"]
    active = ref.active_seats(state)
    assert state["dealer"] == (n - 1 + state["round"] - 1) % n, _summary(state)
    start = next(s for k in range(1, n + 1) if (s := (state["dealer"] + k) % n) in active)
    assert state["turn"] == start and state["phase"] == "start", _summary(state)
    assert not state["discard"] and not state["rows"] and not state["links"] and not state["offers"]
    for s in active:
        assert len(state["hands"][s]) == DEAL[n], _summary(state)
    held = sum(len(state["hands"][s]) for s in range(n))
    assert held + len(state["deck"]) == 54, _summary(state)


def play_game(
    seed: int, players: int, stats: Stats, score_every: int, resign: bool, max_plies: int, announce: float
) -> None:
    """One game; `announce` is how readily the policy announces (0: rounds run the deck dry)."""
    rng = random.Random(seed * 7919 + players)
    state = GAME.new(players=players, seed=seed, options={"rounds_per_player": 1})
    announce_base: list[int] | None = None  # turns_taken when the round's announcement was made
    resign_at = rng.randrange(50, 400) if resign else None
    quiet = 0  # completed turns in a row without a play-down (the last round's ending)
    check_round_start(state)
    for ply in range(max_plies):
        if GAME.is_over(state):
            break
        check_position(state, stats, score_every)
        stats.reshuffles += state["reshuffles"] > 0 and not state["deck"]
        if ply % 4 == 0:
            stats.refusals += check_refusals(rng, state)
        if resign_at is not None and ply == resign_at and len(ref.active_seats(state)) > 2:
            state = GAME.resign(state, rng.choice(ref.active_seats(state)))
            resign_at = None
            stats.resigns += 1
            continue
        side = side_action(rng, state) if rng.random() < 0.35 else None
        if side is not None:
            seat, move = side
        else:
            seat = state["turn"]
            move = choose_turn_move(rng, state, seat, announce)
        try:
            after = GAME.apply(state, seat, move)
        except IllegalMove as exc:  # our side moves are legal by the rulings
            raise AssertionError(f"engine refused seat {seat} {move!r}: {exc}; {_summary(state)}") from exc
        word = move.split()[0]
        if word in PLAY_DOWN:
            stats.play_downs += 1
        stats.links += word == "link"
        stats.invites += word == "invite"
        stats.trades += word == "accept"
        stats.partners += word == "lay" and sum(lk["partner"] is not None for lk in after["links"]) > sum(
            lk["partner"] is not None for lk in state["links"]
        )
        if word == "announce":
            stats.announces += 1
            assert state["announced_by"] is None and after["announced_by"] == seat
            left = after["turns_left"]
            for other in ref.active_seats(after):
                assert left[other] == (0 if other == seat else 2), (left, _summary(state))
            announce_base = list(state["turns_taken"])
        new_round = len(after["round_scores"]) > len(state["round_scores"])
        if not new_round and not GAME.is_over(after):
            check_effects(state, after, seat, move)
        ends_turn = (state["phase"], word) in (("discard", "discard"), ("draw", "draw"))
        completes = seat == state["turn"] and ends_turn
        if completes:  # the draw phase only follows a play-down: that turn was not quiet
            quiet = 0 if state["phase"] == "draw" else quiet + 1
        last_round = state["round"] == state["rounds"]
        if last_round and completes:
            quiet_end = GAME.is_over(after) and after["round_scores"][-1]["end"] == "quiet"
            assert quiet_end == (quiet >= 2 * len(ref.active_seats(state))), (quiet, _summary(state))
            stats.quiet_ends += quiet_end
        if announce_base is not None and not new_round and not GAME.is_over(after):
            done = [t - b for t, b in zip(after["turns_taken"], announce_base, strict=True)]
            assert done[state["announced_by"] if word != "announce" else seat] == 0, done
            assert all(d <= 2 for d in done), (done, _summary(after))
        if new_round:
            stats.round_ends += 1
            last = after["round_scores"][-1]
            assert last["round"] == state["round"]
            if announce_base is not None and last["end"] == "announce":
                done = [t - b for t, b in zip(state["turns_taken"], announce_base, strict=True)]
                done[seat] += 1  # the ending move completes that seat's turn
                for other in ref.active_seats(state):
                    if other != state["announced_by"]:
                        assert done[other] == 2, (done, _summary(state))
            final = simulate_last_action(state, seat, move)
            if final is not None:
                assert list(last["points"]) == ref.round_points(final), (move, last, _summary(final))
            announce_base = None
            quiet = 0
            stats.ends[last["end"]] = stats.ends.get(last["end"], 0) + 1
            if not GAME.is_over(after):
                check_round_start(after)
        state = after
    else:
        return
    assert GAME.is_over(state)
    check_position(state, stats, 0)


GAMES_PER_COUNT = 8
# (seed, announce readiness, resign once) per game; announce 0 lets rounds run the deck dry,
# with reshuffles and exhausted rounds.
GAMES = [(seed, (0.1, 0.0, 0.3)[seed % 3], seed % 4 == 1) for seed in range(GAMES_PER_COUNT)]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_engine_matches_reference(players: int) -> None:
    stats = Stats()
    for seed, announce, resign in GAMES:
        play_game(seed + 100 * players, players, stats, 1, resign, 2500, announce)
    assert stats.positions > 1500 and stats.scored > 700
    assert stats.play_downs > 50 and stats.links > 5 and stats.partners > 2 and stats.trades > 5
    assert stats.round_ends >= players and stats.announces >= 1 and stats.quiet_ends >= 1
    assert stats.refusals > 1000 and stats.resigns >= 1
