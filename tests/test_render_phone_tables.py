"""The tables and charts the bot posts keep the board rules (tests/test_render_phone.py):
every letter at least 9 px tall when a phone shows the picture 300 px wide, nothing cut,
nothing drawn over anything else or past the edge, alt text that carries the table. The
final standings (every format, small and large fields, long names), the rating chart,
and the replay GIF's frames however much they must shrink."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

import render
import render.fonts as fonts
from render.rating_chart import rating_chart, rating_chart_alt
from render.replay import gif_from_images, with_footer
from render.standings import MAX_PAGES, standings_pictures
from rules import get_game

PHONE = 300
MIN_SHOWN = 9
TIES = {"swiss": ("Buchholz", "Sonneborn-Berger"), "round-robin": ("Head-to-head", "Sonneborn-Berger"),
        "knockout": ("", "")}
LONG = "Fatima Zahra Nkemelu-Abernathy"  # 30 characters: Discord allows 32


Drawn = list[tuple[str, int, bool, tuple[int, int, int, int]]]


def _watch(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Every string drawn from now on: (text, size, bold, inked box)."""
    drawn: Drawn = []
    real_mask, real_blit = fonts._mask.__wrapped__, fonts._blit
    last: list[tuple[str, int, bool]] = []

    def mask(text: str, size: int, bold: bool, stroke: int = 0) -> Any:
        last.append((text, size, bold))
        return real_mask(text, size, bold, stroke)

    def blit(draw: Any, xy: tuple[int, int], m: Any, fill: Any) -> None:
        text, size, bold = last.pop()
        box = m.getbbox() or (0, 0, 0, 0)
        drawn.append((text, size, bold, (xy[0] + box[0], xy[1] + box[1], xy[0] + box[2], xy[1] + box[3])))
        real_blit(draw, xy, m, fill)

    monkeypatch.setattr(fonts, "_mask", mask)
    monkeypatch.setattr(fonts, "_blit", blit)
    return drawn


def _check_readable(drawn: Drawn, image: Image.Image) -> None:
    assert drawn
    for text, size, bold, (x0, y0, x1, y1) in drawn:
        digit = fonts.glyph_height(max(fonts.MIN_SIZE, size), bold)
        assert digit * PHONE / image.width >= MIN_SHOWN, (text, size)
        assert x0 >= 0 and x1 <= image.width and y0 >= 0 and y1 <= image.height, (text, image.size)
    boxes = [b for *_, b in drawn]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            overlap = a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
            assert not overlap, [d for d in drawn if d[3] in (a, b)]


def _open(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def _rows(n: int, long: bool = False) -> list[tuple[str, str, str, str, str, str]]:
    names = [LONG if long and i % 2 else f"player{i}" for i in range(n)]
    return [(str(i + 1), names[i], "12.5", "40.25", "112.75", "11") for i in range(n)]


@pytest.mark.parametrize("fmt", sorted(TIES))
@pytest.mark.parametrize(("players", "long"), [(2, False), (7, True), (20, False), (40, True)])
def test_final_standings_read_on_a_phone(
    fmt: str, players: int, long: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _watch(monkeypatch)
    rows = _rows(players, long)
    title = "Tournament #12 · Cardinal Connections · final standings"
    pictures = standings_pictures(title, TIES[fmt], rows)
    shown = 0
    assert 1 <= len(pictures) <= MAX_PAGES
    starts = [i for i, d in enumerate(drawn) if d[0].startswith("Tournament #12")] + [len(drawn)]
    assert len(starts) == len(pictures) + 1  # each page's heading begins once
    for n, (png, alt) in enumerate(pictures):
        image = _open(png)
        assert image.width >= 600 and len(png) <= 80 * 1024
        assert 0.8 <= image.width / image.height <= 1.34, image.size
        mine = drawn[starts[n] : starts[n + 1]]
        _check_readable(mine, image)
        texts = [t for t, *_ in mine]
        assert not any("…" in t and "more" not in t for t in texts), texts  # nothing cut
        page = [row for row in rows if f" {row[0]}. {row[1]}: 12.5 points" in alt]
        shown += len(page)
        assert page and len(alt) <= 1024
        words = " ".join(texts)
        for row in page:  # every name whole, each on the picture its alt text names it in
            assert row[1] in words and row[0] in texts
        for tie in TIES[fmt]:
            if tie:
                assert f"{tie} 40.25" in words.replace(" · ", " ") or tie in words
                assert tie in alt
        assert "S-B" not in words and "Buchho " not in words
    # Everyone is shown, or the last picture says how many more the text table holds.
    assert shown == players or f"…and {players - shown} more" in " ".join(t for t, *_ in drawn)


@pytest.mark.parametrize("games", [0, 1, 3, 5])
def test_the_rating_chart_reads_on_a_phone(games: int, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _watch(monkeypatch)
    titles = [get_game(k).title for k in ("epicycle", "synapse", "pylon", "cardinal", "connections")]
    swing = [(float(i), 1000 + 7 * i * (-1) ** i) for i in range(40)]
    series = {t: swing[: 1 + 9 * n] for n, t in enumerate(titles[:games])}
    title = f"{LONG}: rating over time"
    png = rating_chart(series, title)
    image = _open(png)
    assert image.width >= 600 and 0.8 <= image.width / image.height <= 1.34, image.size
    _check_readable(drawn, image)
    alt = rating_chart_alt(series, title)
    assert alt.startswith(title) and all(f"{t}: 1000 to" in alt for t in series)


def test_replay_frames_never_shrink_below_a_phones_width() -> None:
    game = get_game("pylon")
    state = game.new(2, 1)
    views = [game.view(state, None)]
    for _ in range(30):
        seat = game.to_move(state)[0]
        state = game.apply(state, seat, game.legal_moves(state, seat)[0])
        views.append(game.view(state, None))
    names = ["Alice", "Bob"]
    images = [with_footer(render.board_image("pylon", v, names), i, 30) for i, v in enumerate(views)]
    # A limit that forces the smallest frames and then skipping: still a phone's width.
    data, kept = gif_from_images(images, max_bytes=60 * 1024)
    gif = Image.open(io.BytesIO(data))
    assert gif.width >= PHONE and len(data) <= 60 * 1024 and kept < len(images)
