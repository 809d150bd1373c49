"""Boards for phones (issue #25): every picture square-ish and at least 600 px wide,
no digit or capital drawn less than 9 px tall when a phone shows the picture 300 px
wide, under 80 KB, and a different picture for a different position. At every player
count of every game, hands and replay frames included.

Text is measured by the height of its glyphs, not its font size: DejaVu's digits are
about 0.73 of the size, so 9 px as shown takes a size of 24 in a 600 px picture."""

import io
import random

import pytest
from PIL import Image

import render
import render.fonts as fonts
import render.pyramids as pyramids
from render.replay import with_footer
from rules import GAMES, get_game
from rules.connections.deck import REGIONS
from rules.connections.positions import position

NAMES = ["Alice Moreau", "bob_the_builder", "Carol", "Dmitri Ivanovich", "Eve", "Fatima Zahra N."]
PHONE = 300  # px: how wide a phone shows a picture in a channel
MIN_SHOWN = 9  # px: the smallest text a player can read there
CASES = [(key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)]


def _states(key: str, players: int, seed: int) -> list[dict]:
    """Start, a quarter, the middle and the end of one seeded random game."""
    game = get_game(key)
    state = game.new(players, seed)
    history = [state]
    rnd = random.Random(seed)
    for _ in range(1500):
        to_move = game.to_move(state)
        if not to_move:
            break
        state = game.apply(state, to_move[0], rnd.choice(game.legal_moves(state, to_move[0])))
        history.append(state)
    if not game.is_over(state):
        history.append(game.end_now(state))
    return [history[0], history[len(history) // 4], history[len(history) // 2], history[-1]]


def _open(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


Used = list[tuple[str, int, bool]]


def _sizes_used(monkeypatch: pytest.MonkeyPatch) -> Used:
    """(text, font size, bold) of every string drawn from now on (caches emptied first,
    so text drawn once into a cached piece or background is seen too)."""
    used: Used = []
    real = fonts._mask.__wrapped__

    def mask(text: str, size: int, bold: bool, stroke: int = 0):
        used.append((text, size, bold))
        return real(text, size, bold, stroke)

    monkeypatch.setattr(fonts, "_mask", mask)
    for module in (render.board_grid, render.epicycle, render.cardinal):
        module._background.cache_clear()
    for piece in (pyramids.flat, pyramids.upright, pyramids.side):
        piece.cache_clear()
    return used


def _digit_height(size: int, bold: bool) -> int:
    """Px from the top to the bottom of a "0" in the font the picture used (a size
    asked for below fonts.MIN_SIZE is drawn at MIN_SIZE)."""
    box = fonts.font(size, bold).getbbox("0")
    return box[3] - box[1]


def _smallest_shown(used: Used, width: int) -> tuple[float, list[str]]:
    """The smallest digit drawn, in px when the picture is shown PHONE px wide, and
    the strings drawn at it."""
    shown = {(size, bold): _digit_height(size, bold) * PHONE / width for _, size, bold in used}
    smallest = min(shown.values())
    return smallest, sorted({t for t, size, bold in used if shown[size, bold] == smallest})


def test_the_measure_is_the_glyph_not_the_font_size() -> None:
    """A size-18 digit is 13 px tall: 6.5 px on a phone, under the limit."""
    assert _smallest_shown([("0", 18, False)], 600)[0] == 6.5
    assert _smallest_shown([("0", 24, True), ("1", 30, False)], 600)[0] == 9.0


@pytest.mark.parametrize(("key", "players"), CASES)
def test_every_board_is_square_ish_wide_small_and_readable_on_a_phone(
    key: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game(key)
    used = _sizes_used(monkeypatch)
    for seed in (1, 2):
        for state in _states(key, players, seed):
            used.clear()
            data = render.board_png(key, game.view(state, None), NAMES[:players])
            image = _open(data)
            assert image.width >= 600, (key, image.size)
            assert 0.8 <= image.width / image.height <= 1.34, (key, image.size)
            assert len(data) <= 80 * 1024, (key, len(data))
            assert used
            smallest, texts = _smallest_shown(used, image.width)
            assert smallest >= MIN_SHOWN, (key, players, image.size, smallest, texts)


@pytest.mark.parametrize(("key", "players"), CASES)
def test_replay_frames_keep_the_shape(key: str, players: int) -> None:
    game = get_game(key)
    state = _states(key, players, 3)[2]
    frame = with_footer(render.board_image(key, game.view(state, None), NAMES[:players]), 5, 10)
    assert frame.width >= 600 and 0.8 <= frame.width / frame.height <= 1.34


@pytest.mark.parametrize(("key", "players"), CASES)
def test_a_different_position_gives_a_different_picture(key: str, players: int) -> None:
    game = get_game(key)
    start, _, middle, _ = _states(key, players, 4)
    pictures = {render.board_png(key, game.view(s, None), NAMES[:players]) for s in (start, middle)}
    assert len(pictures) == 2


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_hand_pictures_are_readable_on_a_phone(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("connections")
    used = _sizes_used(monkeypatch)
    for state in _states("connections", players, 5)[:3]:
        for seat in range(players):
            used.clear()
            data = render.hand_png(game.key, game.view(state, seat), NAMES[seat], names=NAMES[:players])
            image = _open(data)
            assert image.width >= 600 and len(data) <= 80 * 1024
            smallest, texts = _smallest_shown(used, image.width)
            assert smallest >= MIN_SHOWN, (players, seat, image.size, smallest, texts)


def test_pieces_carry_their_size_letter_on_the_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sizes are told apart by a letter, not only by scale."""
    used = _sizes_used(monkeypatch)
    game = get_game("synapse")
    state = _states("synapse", 2, 1)[2]
    render.board_png("synapse", game.view(state, None), NAMES[:2])
    sizes = {piece["size"] for piece in game.view(state, None)["board"].values()}
    assert sizes and sizes <= {text for text, *_ in used}


def test_cardinal_is_cropped_to_the_occupied_area() -> None:
    """The grid is the occupied squares plus one round them: a small position gets big
    squares, and they shrink only as the pieces spread."""
    game = get_game("cardinal")
    view = game.view(game.new(2, 1), None)
    ext = view["extent"]
    small = render.cardinal._Geometry(render.cardinal._bounds(view))
    assert (small.min_x, small.max_x, small.min_y, small.max_y) == (
        ext["min_x"] - 1, ext["max_x"] + 1, ext["min_y"] - 1, ext["max_y"] + 1)
    far = ext["max_x"] + 3
    view["board"] = [*view["board"], {"x": far, "y": 0, "stack": [{"size": "S", "orient": "N"}]}]
    view["extent"] = {**ext, "max_x": far}
    wider = render.cardinal._Geometry(render.cardinal._bounds(view))
    assert wider.max_x - wider.min_x == small.max_x - small.min_x + 3
    assert small.cell > wider.cell


def test_hand_pictures_have_alt_text_naming_every_card() -> None:
    game = get_game("connections")
    state = game.new(4, 2)
    view = game.view(state, 1)
    text = render.hand_alt_text("connections", view, "Bob")
    assert text.startswith("Hand of Bob: 7 cards.") and len(text) <= 256
    assert all(card in text for card in view["hand"])
    assert "Africa: Johannesburg" in text
    view["hand"] = []
    assert render.hand_alt_text("connections", view) == "Your hand: no cards."


def test_a_table_with_the_whole_deck_down_stays_square_ish() -> None:
    """Far beyond what play reaches: every region down, spread over six players. The
    picture widens rather than growing into a strip a phone must scroll."""
    rows = [(i % 6, list(region.cities)) for i, region in enumerate(REGIONS)]
    state = position(6, [["Chicago"], [], [], [], [], []], rows=rows)
    data = render.board_png("connections", get_game("connections").view(state, None), NAMES)
    image = _open(data)
    assert image.width >= 600 and 0.8 <= image.width / image.height <= 1.34
    assert len(data) <= 80 * 1024
    frame = with_footer(render.board_image("connections", get_game("connections").view(state, None)), 1, 2)
    assert frame.width / frame.height >= 0.8
