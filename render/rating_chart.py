"""A small chart of a player's rating over time, one line per game. Pure: series in, PNG out.

Each series is [(time, shown rating), ...] oldest first; points are spaced by game (not by
date), so a burst of games on one evening stays readable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from render.fonts import draw_text
from render.palette import BACKGROUND, GRID_LINE, INK, MUTED, seat_colour
from render.png import encode

WIDTH, HEIGHT = 720, 320
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 44, 36


def rating_chart(series: Mapping[str, Sequence[tuple[float, int]]], title: str = "Rating over time") -> bytes:
    """The chart as PNG bytes; a game with one point shows a dot."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (LEFT, 10), title, 18, bold=True, fill=INK)
    values = [v for points in series.values() for _, v in points]
    if not values:
        draw_text(draw, (LEFT, HEIGHT // 2), "No rated games yet.", 16, fill=MUTED)
        return encode(image)
    low, high = min(values), max(values)
    if high - low < 40:  # a flat line still gets some room
        low, high = low - 20, high + 20
    longest = max(len(points) for points in series.values())
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + (plot_w * i / (longest - 1) if longest > 1 else plot_w / 2)

    def y(v: int) -> float:
        return TOP + plot_h * (high - v) / (high - low)

    for v in (low, (low + high) // 2, high):
        draw.line((LEFT, y(v), WIDTH - RIGHT, y(v)), fill=GRID_LINE, width=1)
        draw_text(draw, (8, y(v) - 9), str(round(v)), 14, fill=MUTED)
    draw_text(draw, (LEFT, HEIGHT - BOTTOM + 10), "games played →", 14, fill=MUTED)
    legend_x = WIDTH - RIGHT
    for n, (name, points) in enumerate(sorted(series.items())):
        colour = seat_colour(n)
        xy = [(x(i), y(v)) for i, (_, v) in enumerate(points)]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=3)
        for px, py in xy[-1:] if len(xy) > 1 else xy:
            draw.ellipse((px - 4, py - 4, px + 4, py + 4), fill=colour)
        legend_x -= 14 + 9 * len(name) + 16
        draw.rectangle((legend_x, 16, legend_x + 12, 28), fill=colour)
        draw_text(draw, (legend_x + 16, 12), name, 14, fill=INK)
    return encode(image)
