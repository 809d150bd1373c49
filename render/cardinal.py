"""Cardinal Connections: the open grid around the centre stack, sized to what is
on it (one free square of margin all round, where the next piece may go) and the
seats' names along the edges they face; under it the pool and the key.

Pieces belong to nobody; a flat piece takes the colour and pattern of the seat it
points at (the seat it scores for), grey when it points where nobody sits.
"""

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.fonts import draw_text, fit_text, text_width
from render.header import seat_names, swatch
from render.palette import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    GRID_LINE,
    HIGHLIGHT,
    INK,
    MUTED,
    NOBODY,
    PANEL,
    WHITE,
    Colour,
    seat_colour,
    seat_pattern,
)
from render.panel import LINE, PAD, ROW, SMALL, SWATCH, UNIT, WIDTH, Panel
from render.spots import SpotBox, box_on, union
from render.stash import counts_boxes, counts_row, counts_width
from render.words import ENGLISH, word
from rules.grid import DIRECTIONS

LABEL = SMALL  # seat names along the edges
BADGE = SMALL  # a stack's height on its square

# A square for the grid, sized to the occupied area; the legend under it. With a
# replay's footer the picture stays square-ish (render/replay.py).
BOARD_H = WIDTH
PANEL_X = BOARD_H  # where the legend starts (its top)
HEIGHT = BOARD_H + 2 * PAD + ROW + LINE
MAX_CELL = 110
MIN_CELL = 12  # a sprawling game still fits; coordinates then label every few squares
EDGE = 34  # band for a seat's name along an edge
COORD_H = 30  # band for the x coordinates, above and below the grid
COORD_SIZE = SMALL
UPRIGHT: Colour = (206, 201, 190)  # standing pieces: a plain stone colour


def _owner(view: dict[str, Any]) -> dict[str, int]:
    return {d: seat for seat, d in enumerate(view.get("directions", []))}


def _bounds(view: dict[str, Any]) -> tuple[int, int, int, int]:
    xs = [e["x"] for e in view["board"]] or [0]
    ys = [e["y"] for e in view["board"]] or [0]
    ext = view.get("extent") or {}
    return (min([*xs, ext.get("min_x", 0)]) - 1, max([*xs, ext.get("max_x", 0)]) + 1,
            min([*ys, ext.get("min_y", 0)]) - 1, max([*ys, ext.get("max_y", 0)]) + 1)


def _rotated_text(text: str, size: int, colour: Colour, angle: int) -> Image.Image:
    w = text_width(text, size, True) + 4
    label = Image.new("RGB", (w, size + 8), BACKGROUND)
    draw_text(ImageDraw.Draw(label), (2, 1), text, size, True, fill=colour)
    return label.rotate(angle, expand=True)


def _widest(first: int, last: int) -> int:
    """The widest coordinate label from `first` to `last`, in px (the ends are the longest)."""
    return max(text_width(str(v), COORD_SIZE, True) for v in (first, last))


class _Geometry:
    """Where the squares go for the bounds: as large as fits, centred. Across, the
    grid shares the width with the side names and the y coordinates (on the left
    only: the width is what limits the squares); above and below it are the x
    coordinates and the names."""

    def __init__(self, bounds: tuple[int, int, int, int]) -> None:
        self.min_x, self.max_x, self.min_y, self.max_y = bounds
        cols, rows = self.max_x - self.min_x + 1, self.max_y - self.min_y + 1
        self.coord_w = _widest(self.min_y, self.max_y) + 12
        left, right, band = EDGE + self.coord_w, EDGE, EDGE + COORD_H
        cell = int(min(MAX_CELL, (WIDTH - left - right) / cols, (BOARD_H - 2 * band) / rows))
        self.cell = max(MIN_CELL, cell)
        self.board_w, self.board_h = cols * self.cell, rows * self.cell
        self.left = left + max(0, (WIDTH - left - right - self.board_w) // 2)
        self.top = band + max(0, (BOARD_H - 2 * band - self.board_h) // 2)
        # Coordinates on every square while they fit, else on every second, third...
        across = max(_widest(self.min_x, self.max_x) + 10, SMALL + 6)
        self.every = max(1, math.ceil(across / self.cell))

    def box(self, x: int, y: int) -> tuple[float, float, float, float]:
        bx = self.left + (x - self.min_x) * self.cell
        by = self.top + (self.max_y - y) * self.cell
        return (bx, by, bx + self.cell, by + self.cell)


@lru_cache(maxsize=6)
def _background(bounds: tuple[int, int, int, int]) -> Image.Image:
    """The empty grid with its coordinates and the panel, for these bounds."""
    g = _Geometry(bounds)
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    d.rectangle((0, PANEL_X, WIDTH, HEIGHT), fill=PANEL)
    for y in range(g.min_y, g.max_y + 1):
        for x in range(g.min_x, g.max_x + 1):
            d.rectangle(g.box(x, y), fill=GRID_LIGHT if (x + y) % 2 == 0 else GRID_DARK, outline=GRID_LINE)
    right, bottom = g.left + g.board_w, g.top + g.board_h
    d.rectangle((g.left, g.top, right, bottom), outline=INK, width=2)
    # The centre square keeps a mark once its stack is gone: it anchors the coordinates.
    d.ellipse(marks.inset(g.box(0, 0), g.cell * 0.12), outline=GRID_LINE, width=2)
    for x in range(g.min_x, g.max_x + 1):
        if x % g.every:
            continue
        bx = g.box(x, g.min_y)
        t = str(x)
        tx = (bx[0] + bx[2]) / 2 - text_width(t, COORD_SIZE, True) / 2
        draw_text(d, (tx, bottom + 1), t, COORD_SIZE, True, fill=INK)
        draw_text(d, (tx, g.top - COORD_H + 1), t, COORD_SIZE, True, fill=INK)
    for y in range(g.min_y, g.max_y + 1):
        if y % g.every:
            continue
        by = g.box(g.min_x, y)
        t = str(y)
        ty = (by[1] + by[3]) / 2 - COORD_SIZE / 2 - 4
        draw_text(d, (g.left - 6 - text_width(t, COORD_SIZE, True), ty), t, COORD_SIZE, True, fill=INK)
    return image


def _layered(image: Image.Image, d: ImageDraw.ImageDraw, centre: tuple[float, float], cell: float,
             size: str, height: int) -> None:
    """A stack of standing pieces: the top one, a little smaller, with the edges of those
    under it stepping up to the right behind it (at most three), not a badge on it."""
    under = min(height - 1, 3)
    step = cell * 0.05
    unit = cell * 0.8
    half = pyramids.UPRIGHT_SIDE[size] * unit / 2
    cx, cy = centre[0] - under * step / 2, centre[1] + under * step / 2
    for i in range(under, 0, -1):
        x, y = cx + i * step, cy - i * step
        d.rectangle((x - half, y - half, x + half, y + half), fill=UPRIGHT, outline=INK, width=2)
    pyramids.upright(image, d, (cx, cy), unit, size, UPRIGHT)


def draw(view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> Image.Image:
    names = seat_names(view, names, lang)
    owner = _owner(view)
    bounds = _bounds(view)
    g = _Geometry(bounds)
    cell, box = g.cell, g.box
    image = _background(bounds).copy()
    d = ImageDraw.Draw(image)

    # Seats along the edges they face, in their colours.
    for direction in ("N", "E", "S", "W"):
        seat = owner.get(direction)
        # The direction is notation (N, E, S, W), the same in every language.
        if seat is not None:
            text = word(lang, "cardinal-seat", direction=direction, name=names[seat])
        else:
            text = word(lang, "cardinal-nobody", direction=direction)
        ink = INK if seat is not None else MUTED
        along = g.board_w if direction in ("N", "S") else g.board_h
        text = fit_text(text, LABEL, max(80, min(along, 420) - SWATCH - 8), bold=True)
        if direction in ("N", "S"):
            w = text_width(text, LABEL, True) + (SWATCH + 8 if seat is not None else 0)
            ty = g.top - COORD_H - EDGE + 2 if direction == "N" else g.top + g.board_h + COORD_H + 2
            tx = g.left + g.board_w / 2 - w / 2
            if seat is not None:
                swatch(image, d, tx, ty + 3, seat)
                tx += SWATCH + 8
            draw_text(d, (tx, ty), text, LABEL, True, fill=ink)
        else:
            label = _rotated_text(text, LABEL, ink, 90 if direction == "W" else -90)
            lx = g.left - g.coord_w - EDGE + 1 if direction == "W" else g.left + g.board_w + 3
            ly = int(g.top + g.board_h / 2 - label.height / 2)
            image.paste(label, (int(lx), ly + (SWATCH + 8) // 2))
            if seat is not None:
                swatch(image, d, lx + (label.width - SWATCH) / 2, ly - (SWATCH + 8) // 2, seat)

    # The pieces.
    for entry in view["board"]:
        stack = entry["stack"]
        if not stack:
            continue
        piece = stack[-1]
        b = box(entry["x"], entry["y"])
        centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
        badged = len(stack) > 1 and cell >= 48 and piece["orient"] != "U"
        if piece["orient"] == "U" and len(stack) > 1:
            _layered(image, d, centre, cell, piece["size"], len(stack))
        elif piece["orient"] == "U":
            pyramids.upright(image, d, centre, cell, piece["size"], UPRIGHT)
        else:
            seat = owner.get(piece["orient"])
            colour = NOBODY if seat is None else seat_colour(seat)
            pattern = "solid" if seat is None else seat_pattern(seat)
            pyramids.flat(image, d, centre, cell, piece["size"], piece["orient"], colour, pattern)
        if badged:
            t = f"×{len(stack)}"
            tw = text_width(t, BADGE, True)
            d.rounded_rectangle((b[2] - tw - 10, b[1] + 2, b[2] - 2, b[1] + BADGE + 7), radius=5, fill=WHITE,
                                outline=INK)
            draw_text(d, (b[2] - tw - 6, b[1] + 2), t, BADGE, True, fill=INK)

    last = view.get("last_move") or {}
    items = [("ring", word(lang, "cardinal-last-piece"))]
    if "x" in last:
        for cx, cy in last.get("changed") or []:
            marks.ring(d, marks.inset(box(cx, cy), 3), width=2)
        if last.get("changed"):
            items.append(("thin", word(lang, "cardinal-changed")))
        if last.get("take"):
            tb = marks.inset(box(*last["take"]), cell * 0.28)
            d.line([tb[0], tb[1], tb[2], tb[3]], fill=HIGHLIGHT, width=4)
            d.line([tb[0], tb[3], tb[2], tb[1]], fill=HIGHLIGHT, width=4)
            items.append(("cross", word(lang, "cardinal-taken")))
        marks.ring(d, marks.inset(box(last["x"], last["y"]), 2), width=4 if cell < 50 else 5)

    panel = Panel(image, d, 0, PANEL_X, WIDTH, fill=None, lang=lang)
    pool = view.get("pool", {})
    panel.y += 5
    # The centre stack's layers show that it is a stack; how high, this line says in words
    # (regular weight when bold would run into the pool's pieces).
    height = int(view.get("centre_height", 0))
    if height > 1:
        pool_label = word(lang, "cardinal-centre-pool", height=height)
    else:
        pool_label = word(lang, "cardinal-pool")
    pool_x, pool_y = _pool_at(panel, pool)
    bold = text_width(pool_label, SMALL, True) <= pool_x - panel.x - 8
    draw_text(d, (panel.x, panel.y), pool_label, SMALL, bold, fill=INK)
    counts_row(image, d, pool_x, pool_y, pool, UPRIGHT, "solid", unit=UNIT)
    panel.y += ROW - 5
    panel.legend_line(items)
    return image


def _pool_at(panel: Panel, pool: dict[str, int]) -> tuple[float, float]:
    """Where the pool's row starts: at the right of the legend's first line."""
    return panel.x + panel.width - counts_width(UNIT, pool), panel.y - 3


def _square_spot(g: _Geometry, spot: str) -> tuple[float, float, float, float] | None:
    """A square ("x,y"), a row ("row:y", or part of it: "row:y:x0:x1") or a facing from a
    square ("facing:x,y:D": the neighbouring square that way, the square itself upright)."""
    parts = spot.split(":")
    try:
        if parts[0] == "row":
            y = int(parts[1])
            x0, x1 = (int(parts[2]), int(parts[3])) if len(parts) == 4 else (g.min_x, g.max_x)
            return union([g.box(x0, y), g.box(x1, y)])
        if parts[0] == "facing" and len(parts) == 3:
            x, y = (int(v) for v in parts[1].split(","))
            dx, dy = DIRECTIONS.get(parts[2], (0, 0))
            box = g.box(x + dx, y + dy)
            # The five facings make a cross of whole squares on the square; where it sticks
            # out of the picture (a square at the edge of a large grid) the cross moves in,
            # so that every arm stays a whole square.
            left, top, right, bottom = g.box(x, y)
            shift_x = max(0, g.cell - left) - max(0, right + g.cell - WIDTH)
            shift_y = max(0, g.cell - top) - max(0, bottom + g.cell - BOARD_H)
            return (box[0] + shift_x, box[1] + shift_y, box[2] + shift_x, box[3] + shift_y)
        if len(parts) == 1:
            x, y = (int(v) for v in spot.split(","))
            return g.box(x, y)
    except ValueError:
        return None
    return None


def spots(view: dict[str, Any], wanted: list[str], names: list[str] | None,
          hand_name: str | None, lang: str = ENGLISH) -> dict[str, SpotBox]:
    """Squares ("x,y"), rows, facings from a square, and the pool's sizes ("pool:S")."""
    g = _Geometry(_bounds(view))
    pool = view.get("pool", {})
    panel = Panel(None, None, 0, PANEL_X, WIDTH, fill=None)
    panel.y += 5
    x, y = _pool_at(panel, pool)
    sizes = {f"pool:{size}": box for size, box in counts_boxes(x, y, pool, UNIT).items()}
    out: dict[str, SpotBox] = {}
    for spot in wanted:
        box = sizes.get(spot) or _square_spot(g, spot)
        if box is not None:
            out[spot] = box_on("board", box)
    return out
