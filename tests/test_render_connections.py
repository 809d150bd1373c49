"""Connections pictures from real engine views: the public table never shows a
card held in a hand; hands draw for every seat; PNGs are valid and repeatable."""

import copy
import io
import json
import random

import pytest
from PIL import Image, ImageDraw

import render
import render.fonts
from rules import get_game

GAME = get_game("connections")
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve", "Farouk"]


def _states(players: int, seed: int) -> list[dict]:
    """Start, mid-game (cards played down) and end of one seeded game whose random
    players prefer playing down, so rows and links appear."""
    state = GAME.new(players, seed)
    history = [state]
    rnd = random.Random(seed)
    for _ in range(3000):
        to_move = GAME.to_move(state)
        if not to_move:
            break
        legal = GAME.legal_moves(state, to_move[0])
        down = [m for m in legal if m.split()[0] in ("meld", "link", "lay", "invite")]
        state = GAME.apply(state, to_move[0], rnd.choice(down if down and rnd.random() < 0.9 else legal))
        history.append(state)
    if not GAME.is_over(state):
        history.append(GAME.end_now(state))
    with_rows = [s for s in history if GAME.view(s, None)["rows"]]
    mid = with_rows[len(with_rows) // 2] if with_rows else history[len(history) // 2]
    return [history[0], mid, history[-1]]


def _check_png(data: bytes) -> Image.Image:
    assert len(data) < 200_000
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    assert image.width <= 1000
    return image


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_table_and_hands_draw_at_every_stage(players: int) -> None:
    for state in _states(players, players):
        view = GAME.view(state, None)
        before = copy.deepcopy(view)
        data = render.board_png("connections", view, NAMES[:players])
        _check_png(data)
        assert view == before
        assert render.board_png("connections", copy.deepcopy(view), NAMES[:players]) == data
        for seat in range(players):
            own = GAME.view(state, seat)
            hand = render.hand_png("connections", own, NAMES[seat])
            _check_png(hand)
            assert render.hand_png("connections", copy.deepcopy(own), NAMES[seat]) == hand


def _spy_on_text(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records every string put on a picture: through render.fonts.draw_text (which
    renders each string through fonts._mask) or ImageDraw.text."""
    drawn: list[str] = []
    real_mask, real_text = render.fonts._mask, ImageDraw.ImageDraw.text

    def mask(text, *args):
        drawn.append(str(text))
        return real_mask(text, *args)

    def text(self, xy, text, *args, **kwargs):
        drawn.append(str(text))
        return real_text(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(render.fonts, "_mask", mask)
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return drawn


@pytest.mark.parametrize("players", [3, 6])
def test_public_table_never_draws_a_hand_card(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _spy_on_text(monkeypatch)
    for state in _states(players, 10 + players):
        public = GAME.view(state, None)
        in_hands = {card for seat in range(players) for card in GAME.view(state, seat)["hand"]}
        assert "hand" not in public
        words = json.dumps(public)
        assert not [card for card in in_hands if f'"{card}"' in words or f" {card}" in words]
        drawn.clear()
        render.board_png("connections", public, NAMES[:players])
        assert drawn  # the spy saw the drawing
        shown = "\n".join(drawn)
        assert not [card for card in in_hands if card in shown]


def test_hand_with_no_cards_and_no_name() -> None:
    state = GAME.new(3, 1)
    view = GAME.view(state, 1)
    _check_png(render.hand_png("connections", view))
    view["hand"] = []
    _check_png(render.hand_png("connections", view, "Bob"))


def _busy_table() -> dict:
    """Long rows, several links on one row, a partner and an invitation."""
    from rules.connections.positions import position

    return position(
        3, [["Atlanta", "Lagos", "Berlin"], ["Montreal", "Nairobi"], ["Madrid", "Cairo"]],
        discard=["Dubai"],
        rows=[(0, ["Los Angeles", "San Francisco", "Seattle", "Vancouver", "Anchorage"]),
              (0, ["New York", "Boston", "Toronto"]), (0, ["Tokyo", "Seoul", "Shanghai"]),
              (1, ["Havana", "Kingston", "San Juan"]), (1, ["Sao Paulo", "Buenos Aires"]),
              (2, ["Bangkok", "Jakarta", "Manila"])],
        links=[{"card": "Chicago", "owner": 0, "anchor": "Pacific North America", "partner": 1},
               {"card": "Honolulu", "owner": 0, "anchor": "Pacific North America", "invited": 2},
               {"card": "Panama City", "owner": 1, "anchor": "Caribbea", "partner": 0},
               {"card": "Singapore", "owner": 2, "anchor": "South East Asia"}],
    )


def test_busy_table_draws_and_hides_the_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _busy_table()
    public = GAME.view(state, None)
    drawn = _spy_on_text(monkeypatch)
    _check_png(render.board_png("connections", public, ["A display name far too long to fit", "Bo", "Cy"]))
    shown = "\n".join(drawn)
    for card in ("Chicago", "Honolulu", "Panama City", "Singapore", "Anchorage", "Dubai"):
        assert card in shown  # the table's cards are all there
    for card in ("Atlanta", "Lagos", "Berlin", "Montreal", "Nairobi", "Madrid", "Cairo"):
        assert card not in shown  # the hands' cards never are
    drawn.clear()
    _check_png(render.hand_png(GAME.key, GAME.view(state, 0), "Ann", names=["Ann", "Bo", "Cy"]))
    assert "Berlin" in "\n".join(drawn)


def _sizes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, bool]]:
    """(text, font size, bold) of every string drawn from now on."""
    used: list[tuple[str, int, bool]] = []
    real = render.fonts._mask

    def mask(text, size, bold, *rest):
        used.append((str(text), size, bold))
        return real(text, size, bold, *rest)

    monkeypatch.setattr(render.fonts, "_mask", mask)
    return used


def _shown(used: list[tuple[str, int, bool]], width: int) -> float:
    """The smallest digit drawn, in px, on a phone showing the picture 300 px wide."""
    heights = []
    for _, size, bold in used:
        box = render.fonts.font(size, bold).getbbox("0")
        heights.append((box[3] - box[1]) * 300 / width)
    return min(heights)


def _blank_at_the_bottom(image: Image.Image) -> int:
    from render.palette import BACKGROUND

    rgb = image.convert("RGB")
    rows = 0
    for y in range(rgb.height - 1, -1, -1):
        if any(rgb.getpixel((x, y)) != BACKGROUND for x in range(0, rgb.width, 2)):
            break
        rows += 1
    return rows


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_bare_table_is_drawn_large_and_fills_its_picture(players: int, monkeypatch) -> None:
    """Issue #25: at the start of a round, with nothing down, the picture was 600x460 and
    half blank. Now the players' lines are drawn larger than the floor (digits over 10 px
    tall on a phone) and reach the bottom of a square-ish picture."""
    used = _sizes(monkeypatch)
    names = ["Alice Moreau", "bob_the_builder", "Carol", "Dmitri Ivanovich", "Eve", "Fatima Zahra N."]
    view = GAME.view(GAME.new(players, 1), None)
    image = _check_png(render.board_png("connections", view, names[:players]))
    assert image.width == 600 and 0.8 <= image.width / image.height <= 1.34
    assert _shown(used, image.width) > 10
    assert _blank_at_the_bottom(image) <= 20


def test_a_busy_table_keeps_readable_text_in_600_px(monkeypatch) -> None:
    """The gallery's table (22 cards down, four players) and a busier one with a long
    name still fit 600 px wide, no digit under 9 px tall on a phone, every card named."""
    used = _sizes(monkeypatch)
    for state, names in ((GAME.showcase(), ["Ada", "Bram", "Chen", "Dara"]),
                         (_busy_table(), ["A display name far too long to fit", "Bo", "Cy"])):
        used.clear()
        view = GAME.view(state, None)
        image = _check_png(render.board_png("connections", view, names))
        assert image.width == 600 and 0.8 <= image.width / image.height <= 1.34
        assert _shown(used, image.width) >= 9
        shown = {text for text, *_ in used}
        assert {card for row in view["rows"] for card in row["cards"]} <= shown
        assert {link["card"] for link in view["links"]} <= shown
        assert {row["region"] for row in view["rows"]} <= shown


@pytest.mark.parametrize("players", [3, 6])
def test_hands_name_every_region_in_full(players: int, monkeypatch) -> None:
    """Issue #25: hand pictures cut region names short ("Pacific Nort…"). Every card's
    region, and each region of a linking card, is drawn whole."""
    drawn = _spy_on_text(monkeypatch)
    from render.connections.deck import card_regions

    for state in _states(players, 20 + players):
        for seat in range(players):
            drawn.clear()
            view = GAME.view(state, seat)
            render.hand_png("connections", view, NAMES[seat])
            regions = {region for card in view["hand"] for region in card_regions(view, card)}
            assert regions <= set(drawn), regions - set(drawn)
            assert set(view["hand"]) <= set(drawn)
