"""The contract of rules-api.md, checked the same way on every game."""

import json
import random

import pytest
from said_helpers import english, refused

from rules import GAMES, IllegalMove, get_game

ALL_SIZES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


# Every game and player count with default options, plus the options that change setup.
PLAYOUT_CASES = [(key, n, {}) for key, n in ALL_SIZES] + [("epicycle", 2, {"random_setup": True})]


def random_playout(key: str, players: int, seed: int, max_plies: int = 400, options=None):
    """States of one seeded random game, each with the seat and move that led on."""
    game = get_game(key)
    state = game.new(players=players, seed=seed, options=options or {})
    chooser = random.Random(seed)
    steps = []
    for _ in range(max_plies):
        seats = game.to_move(state)
        if not seats:
            break
        seat = seats[0]
        moves = game.legal_moves(state, seat)
        assert moves, f"{key}: seat {seat} is to move but has no legal move"
        move = chooser.choice(moves)
        steps.append((state, seat, move))
        state = game.apply(state, seat, move)
    steps.append((state, None, None))
    return steps


def test_registry_has_every_game_of_the_spec():
    assert set(GAMES) == {"epicycle", "synapse", "pylon", "cardinal", "connections"}
    assert get_game(" Pylon ").title == "Pylon"
    with pytest.raises(ValueError, match="unknown game"):
        get_game("chess")


def test_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)


@pytest.mark.parametrize(("key", "players"), ALL_SIZES)
def test_new_is_deterministic_and_round_trips(key, players):
    game = get_game(key)
    a = game.new(players=players, seed=11, options={})
    b = game.new(players=players, seed=11, options={})
    assert a == b
    assert game.decode(game.encode(a)) == a
    assert not game.is_over(a)
    assert game.result(a) is None
    assert game.to_move(a)


@pytest.mark.parametrize("key", list(GAMES))
def test_player_counts_and_options_are_enforced(key):
    game = get_game(key)
    for bad in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError, match="players"):
            game.new(players=bad, seed=1, options={})
    with pytest.raises(ValueError, match="no option"):
        game.new(players=game.min_players, seed=1, options={"colour": True})


@pytest.mark.parametrize(("key", "players", "options"), PLAYOUT_CASES)
def test_random_playout_keeps_the_contract(key, players, options):
    game = get_game(key)
    steps = random_playout(key, players, seed=players * 101, options=options)
    for state, seat, move in steps[:-1]:
        before = game.encode(state)
        json.loads(before)
        assert game.decode(before) == state
        moves = game.legal_moves(state, seat)
        assert moves == sorted(set(moves))
        assert game.parse(state, seat, move) == move
        assert game.parse(state, seat, "  " + move.lower() + " ") == move
        game.apply(state, seat, move)
        assert game.encode(state) == before, "apply modified its argument"
        public = game.view(state, None)
        json.dumps(public)
        assert public["to_move"] == list(game.to_move(state))
        if key != "connections":  # Connections seats off turn may still invite or offer
            for other in range(state["players"]):
                if other not in game.to_move(state):
                    assert game.legal_moves(state, other) == []
    final = steps[-1][0]
    assert game.decode(game.encode(final)) == final


@pytest.mark.parametrize(("key", "players"), ALL_SIZES)
def test_refusals_leave_the_state_alone(key, players):
    game = get_game(key)
    state = game.new(players=players, seed=5, options={})
    before = game.encode(state)
    seat = game.to_move(state)[0]
    for junk in ["", "   ", "xyzzy", "!!", "a9 Q Z", "take 0,0"]:
        with pytest.raises(IllegalMove) as refused:
            game.apply(state, seat, junk)
        assert english(refused.value.said), "a refusal must say what was wrong"
    with pytest.raises(IllegalMove):
        game.apply(state, players + 3, game.legal_moves(state, seat)[0])
    assert game.encode(state) == before


@pytest.mark.parametrize(("key", "players"), ALL_SIZES)
def test_end_now_and_resign_finish_the_game(key, players):
    game = get_game(key)
    state = game.new(players=players, seed=3, options={})
    ended = game.end_now(state)
    assert game.is_over(ended) and not game.is_over(state)
    assert game.to_move(ended) == ()
    scores, winners = game.result(ended)
    if scores is None:
        assert winners == ()  # no scores: ending by agreement is a draw
    with refused(match="over"):
        game.apply(ended, 0, "anything")

    resigned = game.resign(state, 0)
    if players == 2:
        assert game.result(resigned)[1] == (1,)
    else:
        assert not game.is_over(resigned)
        assert 0 not in game.to_move(resigned)
        assert game.legal_moves(resigned, 0) == []
