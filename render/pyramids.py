"""One Looney pyramid, drawn three ways: flat (a triangle from above, pointing its
way), upright (from above: a square whose four faces meet at the tip) and side on
(for Pylon's stacks). Each carries its size as a letter (S, M, L; 1-3 pips when
drawn too small for a letter) and its seat's pattern.

Sizes are fractions of `unit` (usually a board square), chosen so the three sizes
differ clearly even when small.
"""

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from render.fonts import draw_centred, min_size
from render.palette import INK, WHITE, Colour, ink_on, shade

PIPS = {"S": 1, "M": 2, "L": 3}
FLAT_LENGTH = {"S": 0.50, "M": 0.68, "L": 0.88}  # tip to base, in units
FLAT_WIDTH = 0.72  # base width / length
UPRIGHT_SIDE = {"S": 0.46, "M": 0.64, "L": 0.82}
SIDE_BASE = {"S": 0.36, "M": 0.50, "L": 0.64}
SIDE_HEIGHT = 1.15  # side view height / base
# Screen angles (y grows downwards) of the four directions.
ANGLES = {"N": -math.pi / 2, "E": 0.0, "S": math.pi / 2, "W": math.pi}
TILE = 256
LETTER = min_size(600)  # the size letter on a piece: 18 px tall, 9 px on a phone showing 300 px of 600
HALO = 3  # px round the letter's strokes cleared of the seat's pattern
MARK = LETTER + 2 * HALO  # how tall the letter is with its halo, about
LETTER_UNIT = 52  # pieces drawn at least this large carry their size letter, smaller ones pips
Point = tuple[float, float]


@lru_cache(maxsize=8)
def _tile(pattern: str) -> Image.Image:
    """A mask of the seat pattern's lines (255 = line), cropped per piece."""
    tile = Image.new("L", (TILE, TILE), 0)
    draw = ImageDraw.Draw(tile)
    step = 8
    if pattern in ("hatch", "cross"):
        for k in range(-TILE, 2 * TILE, step):
            draw.line([(k, 0), (k + TILE, TILE)], fill=255, width=3)
    if pattern == "cross":
        for k in range(-TILE, 2 * TILE, step):
            draw.line([(k, TILE), (k + TILE, 0)], fill=255, width=3)
    if pattern == "stripe":
        for k in range(0, TILE, step):
            draw.line([(0, k), (TILE, k)], fill=255, width=3)
    if pattern == "vstripe":
        for k in range(0, TILE, step):
            draw.line([(k, 0), (k, TILE)], fill=255, width=3)
    if pattern == "backhatch":
        for k in range(-TILE, 2 * TILE, step):
            draw.line([(k, TILE), (k + TILE, 0)], fill=255, width=3)
    return tile


def fill_pattern(image: Image.Image, points: list[Point], colour: Colour, pattern: str) -> None:
    """Overlay `pattern` lines (a darker shade of `colour`) inside the polygon."""
    if pattern == "solid":
        return
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    w, h = min(TILE, math.ceil(max(xs)) - x0 + 1), min(TILE, math.ceil(max(ys)) - y0 + 1)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).polygon([(x - x0, y - y0) for x, y in points], fill=255)
    lines = ImageChops.multiply(mask, _tile(pattern).crop((0, 0, w, h)))
    image.paste(shade(colour, 0.5), (x0, y0, x0 + w, y0 + h), lines)


def polygon(
    image: Image.Image, draw: ImageDraw.ImageDraw, points: list[Point], colour: Colour, pattern: str,
    outline: Colour = INK, width: int = 2,
) -> None:
    draw.polygon(points, fill=colour)
    fill_pattern(image, points, colour, pattern)
    draw.polygon(points, outline=outline, width=width)


def pip_radius(unit: float) -> float:
    return max(2.5, unit * 0.04)


def pips(
    draw: ImageDraw.ImageDraw, centre: Point, along: Point, count: int, spacing: float, radius: float
) -> None:
    """`count` pips in a row through `centre`, spaced along the unit vector `along`.
    White with a dark rim, so they read on every seat colour and pattern."""
    cx, cy = centre
    for i in range(count):
        off = (i - (count - 1) / 2) * spacing
        x, y = cx + along[0] * off, cy + along[1] * off
        draw.ellipse([x - radius, y - radius, x + radius, y + radius], fill=WHITE, outline=INK, width=1)


def size_mark(draw: ImageDraw.ImageDraw, centre: Point, along: Point, size: str, unit: float,
              spacing: float, colour: Colour) -> None:
    """The piece's size as a letter (S, M, L) where the piece is big enough to carry
    one, else as 1-3 pips: scale alone is hard to judge on a phone. The letter is
    black or white, whichever reads on the piece's `colour`, and clears the seat's
    pattern round its strokes, so the piece keeps its colour under it."""
    if unit < LETTER_UNIT:
        pips(draw, centre, along, PIPS[size], spacing, pip_radius(unit))
        return
    draw_centred(draw, centre, size, LETTER, True, fill=ink_on(colour), halo=HALO, halo_fill=colour)


def _sprite_cached(draw_piece: Callable[..., object]) -> Callable[..., None]:
    """`draw_piece` drawn once per look into a transparent tile, then pasted.

    A board shows the same pieces picture after picture; drawing one is a dozen
    polygons and pattern masks, pasting a tile is one call. The tile keeps the
    centre's fraction of a pixel, so the paste gives the very pixels a direct
    drawing would (nothing here is anti-aliased: the alpha is all or nothing).
    """

    @lru_cache(maxsize=256)
    def tile(unit: float, fx: float, fy: float, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]
             ) -> tuple[Image.Image, tuple[int, int]]:
        pad = math.ceil(unit) + 6
        sprite = Image.new("RGBA", (2 * pad, 2 * pad), (0, 0, 0, 0))
        draw_piece(sprite, ImageDraw.Draw(sprite), (pad + fx, pad + fy), unit, *args, **dict(kwargs))
        box = sprite.getbbox() or (0, 0, 1, 1)
        return sprite.crop(box), (box[0] - pad, box[1] - pad)

    def paste(image: Image.Image, draw: ImageDraw.ImageDraw, centre: Point, unit: float, *args: Any,
              **kwargs: Any) -> None:
        if image.mode != "RGB":
            draw_piece(image, draw, centre, unit, *args, **kwargs)
            return
        ix, iy = math.floor(centre[0]), math.floor(centre[1])
        sprite, (dx, dy) = tile(unit, centre[0] - ix, centre[1] - iy, args, tuple(sorted(kwargs.items())))
        image.paste(sprite, (ix + dx, iy + dy), sprite)

    paste.__doc__ = draw_piece.__doc__
    paste.cache_clear = tile.cache_clear  # type: ignore[attr-defined]
    return paste


def _flat(
    image: Image.Image, draw: ImageDraw.ImageDraw, centre: Point, unit: float, size: str,
    angle: float | str, colour: Colour, pattern: str = "solid",
) -> list[Point]:
    """A pyramid lying down, seen from above: a triangle whose tip points along
    `angle` (radians, screen coordinates, or "N"/"E"/"S"/"W"). Returns its corners."""
    if isinstance(angle, str):
        angle = ANGLES[angle]
    length = FLAT_LENGTH[size] * unit
    half_base = length * FLAT_WIDTH / 2
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy, ux
    cx, cy = centre
    tip = (cx + ux * length / 2, cy + uy * length / 2)
    bx, by = cx - ux * length / 2, cy - uy * length / 2
    left = (bx + vx * half_base, by + vy * half_base)
    right = (bx - vx * half_base, by - vy * half_base)
    points = [tip, left, right]
    # The two long faces, lit differently, read as a pyramid rather than a flag.
    polygon(image, draw, [tip, left, (bx, by)], shade(colour, 1.18), pattern, width=1)
    polygon(image, draw, [tip, (bx, by), right], colour, pattern, width=1)
    draw.polygon(points, outline=INK, width=2)
    r = pip_radius(unit)
    spacing = min(half_base * 0.62, r * 3.2)
    size_mark(draw, (bx + ux * length * 0.3, by + uy * length * 0.3), (vx, vy), size, unit, spacing, colour)
    return points


def _upright(
    image: Image.Image, draw: ImageDraw.ImageDraw, centre: Point, unit: float, size: str,
    colour: Colour, pattern: str = "solid",
) -> list[Point]:
    """A standing pyramid seen from above: a square, its four faces shaded apart and
    meeting at the tip in the middle. The size letter sits a little low (clear of a
    stack's height in the square's top corner), pips on the south face."""
    half = UPRIGHT_SIDE[size] * unit / 2
    cx, cy = centre
    nw, ne = (cx - half, cy - half), (cx + half, cy - half)
    se, sw = (cx + half, cy + half), (cx - half, cy + half)
    tip = (cx, cy)
    for face, factor in (((nw, ne), 1.3), ((sw, nw), 1.12), ((ne, se), 0.88), ((se, sw), 0.72)):
        polygon(image, draw, [face[0], face[1], tip], shade(colour, factor), pattern, width=1)
    draw.line([nw, se], fill=INK, width=1)
    draw.line([ne, sw], fill=INK, width=1)
    draw.rectangle([nw, se], outline=INK, width=2)
    r = pip_radius(unit)
    if unit >= LETTER_UNIT:
        size_mark(draw, (cx, cy + half * 0.4), (1, 0), size, unit, 0, colour)
    else:
        pips(draw, (cx, cy + half * 0.72), (1, 0), PIPS[size], min(half * 0.42, r * 3.2), r)
    return [nw, ne, se, sw]


def _side(
    image: Image.Image, draw: ImageDraw.ImageDraw, base_centre: Point, unit: float, size: str,
    colour: Colour, pattern: str = "solid", show_pips: bool = True, mark_height: float | None = None,
) -> list[Point]:
    """A standing pyramid seen side on: a triangle on its base, lit from the left."""
    half = SIDE_BASE[size] * unit / 2
    height = SIDE_BASE[size] * unit * SIDE_HEIGHT
    bx, by = base_centre
    left, right, tip, mid = (bx - half, by), (bx + half, by), (bx, by - height), (bx, by)
    polygon(image, draw, [left, tip, mid], shade(colour, 1.18), pattern, width=1)
    polygon(image, draw, [mid, tip, right], colour, pattern, width=1)
    draw.polygon([left, tip, right], outline=INK, width=2)
    if show_pips:
        r = pip_radius(unit)
        # In a stack only a band above the base shows: `mark_height` keeps the mark in it.
        up = height * 0.32 if mark_height is None else min(height * 0.32, mark_height)
        size_mark(draw, (bx, by - up), (1, 0), size, unit, min(half * 0.5, r * 3.1), colour)
    return [left, tip, right]


def side_height(size: str, unit: float) -> float:
    return SIDE_BASE[size] * unit * SIDE_HEIGHT


flat = _sprite_cached(_flat)
upright = _sprite_cached(_upright)
side = _sprite_cached(_side)
