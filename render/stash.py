"""Pieces off the board: stashes, inventories and pools, as rows of small
pyramids with their counts."""

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import fit_text, font, text_width
from render.header import swatch
from render.palette import INK, MUTED, Colour, seat_colour, seat_pattern

SIZES = ("S", "M", "L")
COUNT = 20


def counts_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, counts: dict[str, int],
    colour: Colour, pattern: str, unit: float = 44,
) -> float:
    """Three upright pyramids S, M, L each with "×n"; `y` is the row's top.
    Sizes that are used up are drawn faded. Returns the x after the row."""
    for size in SIZES:
        n = int(counts.get(size, 0))
        cx, cy = x + unit / 2, y + unit / 2
        if n:
            pyramids.upright(image, draw, (cx, cy), unit, size, colour, pattern)
        else:
            half = pyramids.UPRIGHT_SIDE[size] * unit / 2
            draw.rectangle((cx - half, cy - half, cx + half, cy + half), outline=MUTED, width=1)
        label = f"×{n}"
        draw.text((x + unit + 2, cy - COUNT / 2 - 2), label, font=font(COUNT, True), fill=INK if n else MUTED)
        x += unit + 8 + text_width("×15", COUNT, True)
    return x


def seat_stash_rows(
    image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, names: list[str],
    stashes: list[dict[str, int]], colour: Colour | None = None, pattern: str | None = None,
    unit: float = 44, name_width: int = 190,
) -> float:
    """One row per seat: swatch, name, then its stash, in the seat's colour and
    pattern unless one `colour`/`pattern` is given for all. Returns the y below."""
    for seat, stash in enumerate(stashes):
        swatch(image, draw, x, y + unit / 2 - 12, seat)
        name = fit_text(names[seat], COUNT, name_width - 40, bold=True)
        draw.text((x + 32, y + unit / 2 - 12), name, font=font(COUNT, True), fill=INK)
        counts_row(image, draw, x + name_width, y, stash, colour or seat_colour(seat),
                   pattern or seat_pattern(seat), unit)
        y += unit + 8
    return y
