"""A small chart of a player's rating over time, one line per game. Pure: series in, PNG out.

Each series is [(time, shown rating), ...] oldest first; points are spaced by game (not by
date), so a burst of games on one evening stays readable. Drawn for a phone like the
boards: square-ish, every letter at least 9 px tall when shown 300 px wide, the legend
below the plot one game a line, so that no name runs into another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from render.fonts import draw_text, min_size, text_width, wrap
from render.palette import BACKGROUND, GRID_LINE, INK, MUTED, seat_colour
from render.png import encode
from render.words import ENGLISH, word

WIDTH = 600
PLOT_HEIGHT = 300
MARGIN = 16
ALT_LIMIT = 1024  # Discord's limit for an attachment's description


def _layout(series: Mapping[str, Sequence[tuple[float, int]]], title: str) -> tuple[int, list[str], int]:
    size = min_size(WIDTH)
    heading = wrap(title, size + 4, WIDTH - 2 * MARGIN, lines=3, bold=True)
    legend_lines = max(1, len(series))
    plot = len(heading) * (size + 14) + 12 + PLOT_HEIGHT + (size + 16)
    height = MARGIN + plot + legend_lines * (size + 12) + MARGIN
    return size, heading, max(height, round(WIDTH / 1.34))


def rating_chart(
    series: Mapping[str, Sequence[tuple[float, int]]], title: str | None = None, lang: str = ENGLISH
) -> bytes:
    """The chart as PNG bytes; a game with one point shows a dot. `title` comes worded
    (by default "Rating over time" in `lang`), the chart's own words are in `lang`."""
    title = word(lang, "rating-title") if title is None else title
    size, heading, height = _layout(series, title)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for i, text in enumerate(heading):
        draw_text(draw, (MARGIN, MARGIN + i * (size + 14)), text, size + 4, bold=True, fill=INK)
    top = MARGIN + len(heading) * (size + 14) + 12
    values = [v for points in series.values() for _, v in points]
    if not values:
        draw_text(draw, (MARGIN, top + PLOT_HEIGHT // 2), word(lang, "rating-none"), size, fill=MUTED)
        return encode(image)
    low, high = min(values), max(values)
    if high - low < 40:  # a flat line still gets some room
        low, high = low - 20, high + 20
    labels = [str(round(v)) for v in (high, (low + high) / 2, low)]
    left = MARGIN + max(text_width(t, size) for t in labels) + 12
    longest = max(len(points) for points in series.values())
    plot_w, plot_h = WIDTH - left - MARGIN - 8, PLOT_HEIGHT - size  # room for the lowest label

    def x(i: int) -> float:
        return left + 8 + (plot_w * i / (longest - 1) if longest > 1 else plot_w / 2)

    def y(v: float) -> float:
        return top + size / 2 + plot_h * (high - v) / (high - low)

    for v, label in zip((high, (low + high) / 2, low), labels, strict=True):
        draw.line((left, y(v), WIDTH - MARGIN, y(v)), fill=GRID_LINE, width=1)
        draw_text(draw, (MARGIN, y(v) - size * 0.45), label, size, fill=MUTED)
    bottom = top + PLOT_HEIGHT
    draw_text(draw, (left, bottom + 8), word(lang, "rating-axis"), size, fill=MUTED)
    legend_y = bottom + size + 16
    for n, (name, points) in enumerate(sorted(series.items())):
        colour = seat_colour(n)
        xy = [(x(i), y(v)) for i, (_, v) in enumerate(points)]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=3)
        for px, py in xy[-1:] if len(xy) > 1 else xy:
            draw.ellipse((px - 5, py - 5, px + 5, py + 5), fill=colour)
        ly = legend_y + n * (size + 12)
        draw.rectangle((MARGIN, ly + 2, MARGIN + size - 4, ly + size - 2), fill=colour)
        line = f"{name}: {points[0][1]} → {points[-1][1]}" if points else name
        shown = wrap(line, size, WIDTH - 2 * MARGIN - size - 6, 1)[0]
        draw_text(draw, (MARGIN + size + 6, ly), shown, size, fill=INK)
    return encode(image)


def rating_chart_alt(
    series: Mapping[str, Sequence[tuple[float, int]]], title: str | None = None, lang: str = ENGLISH
) -> str:
    """The chart in words: each game's rating from before its first game to now, over how
    many games (a series starts with the rating before the first game)."""
    title = word(lang, "rating-title") if title is None else title
    parts = [f"{title}."]
    for name, points in sorted(series.items()):
        if points:
            games = len(points) - 1  # the first point is the rating before the first game
            # Ratings as written ("1500", never grouped as "1,500"), as the chart draws them.
            parts.append(word(
                lang, "rating-alt-series", game=name, first=str(points[0][1]), last=str(points[-1][1]),
                games=games, lowest=str(min(v for _, v in points)), highest=str(max(v for _, v in points)),
            ))
    if len(parts) == 1:
        parts.append(word(lang, "rating-none"))
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"
