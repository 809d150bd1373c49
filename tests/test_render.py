"""Pictures of the four pyramid games, drawn from real engine views at the start,
mid-game and the end, for every player count: valid, small, repeatable PNGs."""

import copy
import io
import random

import pytest
from PIL import Image

import render
from rules import get_game

PYRAMID_GAMES = [("epicycle", 2), ("synapse", 2), ("pylon", 2), ("cardinal", 2), ("cardinal", 3),
                 ("cardinal", 4)]
NAMES = ["Alice", "Bob", "Carol", "Dmitri"]


def _states(key: str, players: int, seed: int) -> list[dict]:
    """Start, mid-game and end states of one seeded random game."""
    game = get_game(key)
    state = game.new(players, seed)
    history = [state]
    rnd = random.Random(seed)
    for _ in range(2000):
        to_move = game.to_move(state)
        if not to_move:
            break
        state = game.apply(state, to_move[0], rnd.choice(game.legal_moves(state, to_move[0])))
        history.append(state)
    if not game.is_over(state):  # a long Epicycle: end it by agreement
        history.append(game.end_now(state))
    return [history[0], history[len(history) // 2], history[-1]]


def _check_png(data: bytes) -> Image.Image:
    assert len(data) < 200_000
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    assert image.width <= 1000
    return image


@pytest.mark.parametrize(("key", "players"), PYRAMID_GAMES)
def test_every_stage_draws_a_valid_repeatable_png(key: str, players: int) -> None:
    game = get_game(key)
    for seed in (1, 2):
        for state in _states(key, players, seed):
            view = game.view(state, None)
            before = copy.deepcopy(view)
            data = render.board_png(key, view, NAMES[:players])
            _check_png(data)
            assert view == before  # drawing never changes the view
            assert render.board_png(key, copy.deepcopy(view), NAMES[:players]) == data


@pytest.mark.parametrize(("key", "players"), PYRAMID_GAMES)
def test_names_fall_back_to_seat_numbers(key: str, players: int) -> None:
    game = get_game(key)
    view = game.view(game.new(players, 3), None)
    _check_png(render.board_png(key, view))
    _check_png(render.board_png(key, view, ["Ann"]))  # too few names
    _check_png(render.board_png(key, view, ["A very long display name, longer than any row"] * players))


def test_cardinal_board_grows_within_the_width_limit() -> None:
    """A long game spreads the grid; squares shrink, the image stays <= 1000 px."""
    game = get_game("cardinal")
    widest = 0
    for seed in range(40):
        for state in _states("cardinal", 4, seed):
            view = game.view(state, None)
            ext = view["extent"]
            widest = max(widest, ext["max_x"] - ext["min_x"])
            _check_png(render.board_png("cardinal", view))
    # Also a made-up sprawl far beyond what random games reach.
    view = game.view(game.new(2, 1), None)
    view["board"] = [*view["board"], {"x": 30, "y": -20, "stack": [{"size": "S", "orient": "N"}]}]
    view["extent"] = {"min_x": -2, "max_x": 30, "min_y": -20, "max_y": 2}
    image = _check_png(render.board_png("cardinal", view))
    assert image.width <= 1000


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError):
        render.board_png("chess", {})


def test_cli_writes_a_png(tmp_path) -> None:
    from render.__main__ import main

    out = tmp_path / "board.png"
    assert main(["synapse", "--seed", "4", "--moves", "6", "-o", str(out)]) == 0
    _check_png(out.read_bytes())
