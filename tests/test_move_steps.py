"""The Play picker's steps (Game.move_steps / step_choices), checked on every game over
seeded random games: every move the player may make is reachable, nothing else is offered,
no step holds more than 25 choices and no move takes more than four."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest

import i18n
from rules import GAMES, IllegalMove, get_game
from rules.base import MAX_STEP_CHOICES, MAX_STEPS, Game
from rules.connections.deck import CARDS, REGION_NAMES

CASES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]
SEEDS = range(6)
# Positions checked per game: spread over it (a Connections game runs to hundreds).
PER_GAME = 25


def spread(states: list[dict[str, Any]], count: int = PER_GAME) -> list[dict[str, Any]]:
    step = max(1, len(states) // count)
    return states[::step]


def positions(game: Game, players: int, seed: int, plies: int = 300) -> list[dict[str, Any]]:
    """States of a seeded random game. Now and then a player off turn makes a trade offer
    (Connections), so that offers to answer and cancel come up."""
    rnd = random.Random(seed)
    state = game.new(players=players, seed=seed)
    out = [state]
    for _ in range(plies):
        seats = game.to_move(state)
        if not seats:
            break
        seat = seats[0]
        # The games' own sample play: it keeps a Cardinal game going (takes), where
        # uniformly random moves end it in a handful of turns.
        move = game.sample_move(state, seat, game.legal_moves(state, seat), rnd)
        if game.off_turn_actions and rnd.random() < 0.15:
            other = rnd.choice(game.active_seats(state))
            if offers := game.picker_moves(state, other):
                seat, move = other, rnd.choice(offers)
        state = game.apply(state, seat, move)
        out.append(state)
    return out


def check_tree(game: Game, state: dict[str, Any], seat: int) -> set[str]:
    """Checks the paths' shape; returns the moves they lead to."""
    moves = game.picker_moves(state, seat)
    paths = game.move_steps(state, seat, moves)
    assert set(paths) == set(moves)
    tokens = {move: tuple(step.token for step in path) for move, path in paths.items()}
    assert len(set(tokens.values())) == len(tokens), "two moves share a path"
    children: dict[tuple[str, ...], set[str]] = {}
    labels: dict[tuple[str, ...], str] = {}
    for move, path in paths.items():
        assert 1 <= len(path) <= MAX_STEPS, f"{move}: {len(path)} steps"
        for depth, step in enumerate(path):
            assert step.token and ":" not in step.token and "." not in step.token, step.token
            assert i18n.say("en", step.label).strip()
            here = tokens[move][:depth]
            children.setdefault(here, set()).add(step.token)
            # One token at one place means one thing.
            assert labels.setdefault((*here, step.token), step.label) == step.label
    leaves = set(tokens.values())
    for prefix, below in children.items():
        assert len(below) <= MAX_STEP_CHOICES, f"{len(below)} choices after {prefix}"
        assert prefix not in leaves, f"the path of a move {prefix} continues"
    return set(paths)


def offers_parse_accepts(game: Game, state: dict[str, Any], seat: int) -> set[str]:
    """Every trade offer `parse` accepts from `seat`, tried one by one."""
    found = set()
    for give in state["hands"][seat]:
        for want in (*REGION_NAMES, *CARDS):
            for other in range(state["players"]):
                with contextlib.suppress(IllegalMove):
                    found.add(game.parse(state, seat, f"offer {give} for {want} to {other}"))
    return found


@pytest.mark.parametrize(("key", "players"), CASES)
def test_every_move_is_reachable_and_nothing_else(key: str, players: int) -> None:
    game = get_game(key)
    checked = 0
    for seed in SEEDS:
        # Connections offers thousands of trade offers at each position: fewer positions.
        per_game = 10 if game.off_turn_actions else PER_GAME
        for state in spread(positions(game, players, seed), per_game):
            for seat in range(players):
                reached = check_tree(game, state, seat)
                legal = set(game.legal_moves(state, seat))
                assert legal <= reached
                extra = reached - legal
                if not game.off_turn_actions:
                    assert not extra
                for move in random.Random(seed).sample(sorted(extra), min(20, len(extra))):
                    assert game.parse(state, seat, move) == move
                checked += 1
    assert checked > 40


@pytest.mark.parametrize("players", [3, 4, 6])
def test_connections_offers_are_exactly_those_parse_accepts(players: int) -> None:
    game = get_game("connections")
    states = positions(game, players, seed=players, plies=120)
    for state in states[::15]:
        for seat in range(players):
            offers = {m for m in game.picker_moves(state, seat) if m.startswith("offer ")}
            assert offers == offers_parse_accepts(game, state, seat)


@pytest.mark.parametrize(("key", "players"), CASES)
def test_walking_the_choices_reaches_the_move(key: str, players: int) -> None:
    """step_choices, step by step, as the picker walks it: each path ends at its move."""
    game = get_game(key)
    rnd = random.Random(7)
    for state in spread(positions(game, players, seed=1), 8):
        for seat in game.to_move(state):
            moves = game.picker_moves(state, seat)
            paths = game.move_steps(state, seat, moves)
            for move in rnd.sample(moves, min(4, len(moves))):
                chosen: tuple[str, ...] = ()
                for depth, step in enumerate(paths[move]):
                    options = {c.token: c for c in game.step_choices(state, seat, chosen)}
                    assert len(options) <= MAX_STEP_CHOICES
                    choice = options[step.token]
                    last = depth == len(paths[move]) - 1
                    assert choice.move == (move if last else None)
                    chosen = (*chosen, step.token)
                assert game.step_labels(state, seat, chosen) == [s.label for s in paths[move]]


def test_a_path_that_leads_nowhere_offers_nothing() -> None:
    game = get_game("pylon")
    state = game.new(players=2, seed=0)
    assert game.step_choices(state, 0, ("nonsense",)) == []
    assert game.step_choices(state, 1, ()) == []  # not on turn: nothing to pick


def test_first_pylon_move_in_board_order() -> None:
    """Rows as drawn (5 on top), squares by column, then the size from the stash."""
    game = get_game("pylon")
    state = game.new(players=2, seed=0)
    rows = game.step_choices(state, 0, ())
    assert [c.label for c in rows] == [f"Row {r}" for r in range(5, 0, -1)]
    assert game.step_prompt(state, 0, ()) == "Which row?"
    squares = game.step_choices(state, 0, (rows[2].token,))
    assert [c.token for c in squares] == [f"{col}3" for col in "abcdef"]
    assert game.step_prompt(state, 0, (rows[2].token,)) == "Which square?"
    sizes = game.step_choices(state, 0, (rows[2].token, "c3"))
    assert [(c.token, c.move, c.spot) for c in sizes] == [
        ("S", "c3 S", "stash:0:S"), ("M", "c3 M", "stash:0:M"), ("L", "c3 L", "stash:0:L")
    ]
    assert game.step_prompt(state, 0, (rows[2].token, "c3")) == "Which size?"
