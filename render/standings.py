"""A tournament's final standings as a picture. Pure: rows of text in, PNG out.

Each row is (place, name, points, first tie-break, second tie-break, games), already
written as text; the winners' rows (place "1") are drawn in bold on a tinted band."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.fonts import draw_text, fit_text
from render.palette import BACKGROUND, GRID_LINE, INK, MUTED
from render.png import encode

WIDTH = 640
ROW = 30
TOP = 58
COLUMNS = (("#", 20), ("Player", 64), ("Points", 330), ("", 420), ("", 510), ("Games", 580))
WINNER_BAND = (250, 236, 196)


def standings_picture(
    title: str, tie_names: tuple[str, str], rows: Sequence[tuple[str, str, str, str, str, str]]
) -> bytes:
    height = TOP + ROW * max(1, len(rows)) + 16
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (20, 12), fit_text(title, 20, WIDTH - 40, bold=True), 20, bold=True, fill=INK)
    heads = [c[0] for c in COLUMNS]
    heads[3], heads[4] = tie_names
    for (_, x), head in zip(COLUMNS, heads, strict=True):
        draw_text(draw, (x, TOP - 22), head, 13, bold=True, fill=MUTED)
    for i, row in enumerate(rows):
        y = TOP + i * ROW
        winner = row[0] == "1"
        if winner:
            draw.rectangle((10, y - 4, WIDTH - 10, y + ROW - 6), fill=WINNER_BAND)
        draw.line((10, y + ROW - 5, WIDTH - 10, y + ROW - 5), fill=GRID_LINE)
        for (_, x), cell, col in zip(COLUMNS, row, range(len(COLUMNS)), strict=True):
            text = fit_text(cell, 16, 250, bold=winner) if col == 1 else cell
            draw_text(draw, (x, y), text, 16, bold=winner, fill=INK)
    return encode(image)
