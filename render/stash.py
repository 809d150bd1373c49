"""Pieces off the board: stashes, inventories and pools, as rows of small
pyramids with their counts."""

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import draw_text, text_width
from render.palette import INK, MUTED, Colour

SIZES = ("S", "M", "L")
COUNT = 20


def counts_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, counts: dict[str, int],
    colour: Colour, pattern: str, unit: float = 40, width: float | None = None,
) -> float:
    """Three upright pyramids S, M, L each with "S×n" (the letter: sizes told apart
    without comparing scale); `y` is the row's top. Sizes
    that are used up are drawn as an empty outline. With `width` the three share
    it evenly. Returns the x after the row."""
    labels = [f"{size}×{int(counts.get(size, 0))}" for size in SIZES]
    step = width / 3 if width else unit + 14 + max(text_width(t, COUNT, True) for t in labels)
    for size, label in zip(SIZES, labels, strict=True):
        n = int(counts.get(size, 0))
        cx, cy = x + unit / 2, y + unit / 2
        if n:
            pyramids.upright(image, draw, (cx, cy), unit, size, colour, pattern)
        else:
            half = pyramids.UPRIGHT_SIDE[size] * unit / 2
            draw.rectangle((cx - half, cy - half, cx + half, cy + half), outline=MUTED, width=2)
        draw_text(draw, (x + unit + 3, cy - COUNT / 2 - 3), label, COUNT, True, fill=INK if n else MUTED)
        x += step
    return x
