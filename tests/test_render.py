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


# 32 characters each, all different from the first letter on.
LONG_NAMES = [f"{letter}bcdefghij klmnopqrst uvwxyz 012" for letter in "ABCDEF"]


Drawn = list[tuple[str, tuple[int, int, int, int], tuple[int, int]]]


def _spy_on_text(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """(string, its box, the size of the picture it went on) for every string drawn."""
    import render.fonts as fonts

    drawn: Drawn = []
    pending: list[str] = []
    real_mask, real_blit = fonts._mask, fonts._blit

    def mask(text, *args):
        pending.append(text)
        return real_mask(text, *args)

    def blit(draw, xy, bitmap, fill):
        w, h = bitmap.size
        drawn.append((pending.pop(), (xy[0], xy[1], xy[0] + w, xy[1] + h), draw.im.size))
        return real_blit(draw, xy, bitmap, fill)

    monkeypatch.setattr(fonts, "_mask", mask)
    monkeypatch.setattr(fonts, "_blit", blit)
    return drawn


def _long_name_cases() -> list[tuple[str, dict]]:
    cases = []
    for key, players in [("epicycle", 2), ("synapse", 2), ("pylon", 2), ("cardinal", 4), ("connections", 6)]:
        game = get_game(key)
        for state in _states(key, players, 5):
            cases.append((key, game.view(state, None)))
    return cases


def test_long_names_are_shortened_and_nothing_drawn_off_the_picture(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _spy_on_text(monkeypatch)
    for key, view in _long_name_cases():
        drawn.clear()
        image = render.board_image(key, view, LONG_NAMES[: view["players"]])
        assert drawn
        for text, (x0, y0, x1, y1), (w, h) in drawn:
            assert x0 >= 0 and y0 >= 0 and x1 <= w and y1 <= h, (key, text)
            assert not any(name in text for name in LONG_NAMES), (key, text)  # never whole
        assert any(size == image.size for *_, size in drawn)
        # A name may follow a label ("N: " on a Cardinal edge).
        shortened = [t for t, *_ in drawn if t.endswith("…") and any(n[:5] in t for n in LONG_NAMES)]
        assert shortened, key


@pytest.mark.parametrize("size", [24, 25, 26, 30])
def test_fit_text_shortens_to_the_measured_width(size: int) -> None:
    from render.fonts import fit_text, font, wrap

    for width in (120, 200, 300):
        for bold in (False, True):
            short = fit_text(LONG_NAMES[0], size, width, bold)
            assert short.endswith("…") and LONG_NAMES[0].startswith(short[:-1])
            assert font(size, bold).getlength(short) <= width
    assert fit_text("Ada", 26, 200) == "Ada"
    lines = wrap("Last move: M -2,0 S take -1,-1 (" + LONG_NAMES[1] + ")", 24, 280, 2)
    assert len(lines) == 2 and lines[1].endswith("…")
    assert all(font(24).getlength(line) <= 280 for line in lines)


