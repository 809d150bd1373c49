"""Epicycle computer player: the solved table against the engine and a plain minimax,
perfect play from won and drawn positions, the repetition rule, levels, seeds, budget."""

import random

import pytest
from search_time import cpu_seconds

from ai import epicycle as E
from ai.epicycle_solver import DRAW, LOSS, WIN, arrangements, key_of, outcomes, start_key
from rules import get_game
from rules.epicycle import position_key

G = get_game("epicycle")


def state_of(key):
    """An engine state (seat 0 to move, gap at space 9) for a solver key."""
    ring, mine, theirs = key.split("|")
    state = G.new(2)
    state["ring"] = [*ring, None]
    state["gap"] = 9
    state["inventories"] = [list(mine), list(theirs)]
    state["seen"] = {position_key(state): 1}
    return state


def playout_states(n_games, seed):
    """Every position of `n_games` random games (half of them from a random setup)."""
    out = []
    for g in range(n_games):
        rng = random.Random(seed * 1000 + g)
        state = G.new(2, seed=g, options={"random_setup": g % 2 == 1})
        for _ in range(60):
            if G.is_over(state):
                break
            out.append(state)
            seat = G.to_move(state)[0]
            state = G.apply(state, seat, rng.choice(G.legal_moves(state, seat)))
    return out


def value_after(state, seat, move):
    """The value of the position after `move`, for `seat` (who made it)."""
    after = G.apply(state, seat, move)
    if after["finish"] is not None:
        winners = after["finish"]["winners"]
        return 0 if not winners else (1 if seat in winners else -1)
    return -E.exact_value(after)


def minimax(state, depth):
    """Plain depth-limited minimax on the engine (repetition ignored): +1 / -1 when the
    side to move can force a win / is forced to lose within `depth` plies, else 0."""
    seat = G.to_move(state)[0]
    best = -1
    for move in G.legal_moves(state, seat):
        base = dict(state, seen={})
        after = G.apply(base, seat, move)
        if after["finish"] is not None:
            value = 1 if seat in after["finish"]["winners"] else -1
        elif depth <= 1:
            value = 0
        else:
            value = -minimax(after, depth - 1)
        best = max(best, value)
        if best == 1:
            break
    return best


def test_moves_and_keys_match_the_engine():
    for state in playout_states(30, seed=1):
        seat = G.to_move(state)[0]
        outs = dict(outcomes(key_of(state)))
        assert sorted(outs) == G.legal_moves(state, seat)
        for move, child in outs.items():
            after = G.apply(state, seat, move)
            if child == "loss":
                assert after["finish"]["winners"] == [1 - seat]
            elif after["finish"] is not None and after["finish"]["winners"] == [seat]:
                assert outcomes(child) == []  # the opponent has no move
            elif after["finish"] is None:
                assert key_of(after) == child


def test_table_agrees_with_plain_minimax():
    table = E.table()
    rng = random.Random(5)
    near = [k for k, v in table.value.items() if v != DRAW and table.dist[k] <= 4]
    keys = rng.sample(near, 40) + rng.sample(sorted(table.value), 25)
    for key in keys:
        value, dist = table.value[key], table.dist.get(key)
        depth = 4
        expected = value if value != DRAW and dist <= depth else 0
        assert minimax(state_of(key), depth) == expected, key
        if value == WIN and 1 < dist <= depth:  # and not sooner: the distance is the shortest
            assert minimax(state_of(key), dist - 1) == 0, key


def test_documented_values():
    table = E.table()
    assert table.value[start_key("SMLSMLSML")] == DRAW
    counts = {WIN: 0, DRAW: 0, LOSS: 0}
    for a in arrangements():
        counts[table.value[start_key(a)]] += 1
    assert len(arrangements()) == 1680
    assert counts == {WIN: 68, DRAW: 1604, LOSS: 8}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_move_is_legal_and_seeded(level):
    for state in playout_states(8, seed=2)[::3]:
        seat = G.to_move(state)[0]
        move = E.choose(state, seat, level=level, seed=3, budget_s=2.0)
        assert move in G.legal_moves(state, seat)
        assert move == E.choose(state, seat, level=level, seed=3, budget_s=2.0)


@pytest.mark.parametrize("hard_seat", [0, 1])
def test_hard_never_loses_to_random_play(hard_seat):
    results = []
    for g in range(30):
        rng = random.Random(g)
        state = G.new(2, seed=g, options={"random_setup": g % 3 == 0})
        start_value = E.exact_value(state)
        while not G.is_over(state):
            seat = G.to_move(state)[0]
            if seat == hard_seat:
                move = E.choose(state, seat, level="hard", seed=g, budget_s=2.0)
            else:
                move = rng.choice(G.legal_moves(state, seat))
            state = G.apply(state, seat, move)
        winners = state["finish"]["winners"]
        if (start_value if hard_seat == 0 else -start_value) == LOSS:
            continue  # a random setup lost for hard from the start: nothing to keep
        assert winners in ([], [hard_seat]), g
        results.append(winners)
    assert [hard_seat] in results  # and it does win some


def test_hard_keeps_wins_and_draws():
    table = E.table()
    checked = {WIN: 0, DRAW: 0}
    for state in playout_states(40, seed=4):
        value = E.exact_value(state)
        if value == LOSS:
            continue
        seat = G.to_move(state)[0]
        move = E.choose(state, seat, level="hard", seed=0, budget_s=2.0)
        assert value_after(state, seat, move) == value
        if value == WIN:  # and by the shortest road
            after = G.apply(state, seat, move)
            dist = 1 if after["finish"] else table.dist[key_of(after)] + 1
            assert dist == table.dist[key_of(state)]
        checked[value] += 1
    assert checked[WIN] > 20 and checked[DRAW] > 20


def test_a_lost_side_takes_a_repetition_draw():
    table = E.table()
    lost = [k for k, v in table.value.items() if v == LOSS and table.dist[k] >= 5]
    for key in random.Random(6).sample(lost, 10):
        state = state_of(key)
        move = G.legal_moves(state, 0)[0]
        after = G.apply(state, 0, move)
        if after["finish"] is not None:
            continue
        state["seen"][position_key(after)] = 2  # one more time is the third
        assert E.choose(state, 0, level="hard", seed=0, budget_s=2.0) == move


def test_a_winning_side_does_not_offer_a_repetition():
    table = E.table()
    won = [k for k, v in table.value.items() if v == WIN and table.dist[k] >= 3]
    tried = 0
    for key in won:
        if tried == 3:
            break
        state = state_of(key)
        fastest = E.choose(state, 0, level="hard", seed=0, budget_s=2.0)
        after = G.apply(state, 0, fastest)
        if after["finish"] is not None:
            continue
        going_on = [G.apply(after, 1, r) for r in G.legal_moves(after, 1)]
        going_on = [a for a in going_on if a["finish"] is None]
        if not going_on:
            continue
        again = going_on[0]
        state["seen"][position_key(again)] = 2  # now `fastest` lets seat 1 draw
        others = [m for m in G.legal_moves(state, 0) if m != fastest and value_after(state, 0, m) == WIN]
        if not others:
            continue
        tried += 1
        move = E.choose(state, 0, level="hard", seed=0, budget_s=2.0)
        assert move != fastest and value_after(state, 0, move) == WIN
    assert tried == 3  # winning positions with a second winning move are rare


def test_easy_takes_a_win_and_is_beatable():
    table = E.table()
    won_now = [k for k, v in table.value.items() if v == WIN and table.dist[k] == 1]
    for key in won_now[:20]:
        state = state_of(key)
        move = E.choose(state, 0, level="easy", seed=1, budget_s=2.0)
        assert G.apply(state, 0, move)["finish"]["winners"] == [0]
    # hard beats easy and medium from the standard start's drawn position often enough
    wins = 0
    for g in range(10):
        state = G.new(2, seed=g, options={"random_setup": True})
        while not G.is_over(state):
            seat = G.to_move(state)[0]
            level = "hard" if seat == 0 else ("easy" if g % 2 else "medium")
            state = G.apply(state, seat, E.choose(state, seat, level=level, seed=g, budget_s=2.0))
        wins += state["finish"]["winners"] == [0]
    assert wins >= 3


def test_exact_value_and_distance_of_finished_and_fresh_games():
    state = G.new(2)
    assert E.exact_value(state) == 0 and E.distance(state) is None
    won = next(k for k, v in E.table().value.items() if v == WIN and E.table().dist[k] == 3)
    state = state_of(won)
    assert E.exact_value(state) == 1 and E.distance(state) == 3
    while not G.is_over(state):
        seat = G.to_move(state)[0]
        state = G.apply(state, seat, E.choose(state, seat, level="hard", seed=0, budget_s=2.0))
    assert state["finish"]["winners"] == [0]
    assert E.distance(state) == 0 and E.exact_value(state) == -1  # seat 1 would move: lost


def test_cold_start_within_budget():
    E.table.cache_clear()
    state = G.new(2)
    move, spent = cpu_seconds(lambda: E.choose(state, 0, level="hard", seed=0, budget_s=2.0))
    assert spent < 2.0 * 1.1
    assert move in G.legal_moves(state, 0)
    assert E.table.cache_info().currsize == 1  # it did use the table
