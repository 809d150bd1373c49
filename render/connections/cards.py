"""A Connections card as a small chip (on the table) or a full card (in a hand):
a regional card in its region's colour, a linking card in all of its colours."""

from PIL import ImageDraw

from render.fonts import draw_text, fit_text, text_width
from render.palette import INK, WHITE, Colour, ink_on

Box = tuple[float, float, float, float]


def bands(draw: ImageDraw.ImageDraw, box: Box, colours: list[Colour]) -> None:
    """Vertical stripes, one per colour, filling `box`."""
    x0, y0, x1, y1 = box
    w = (x1 - x0) / max(1, len(colours))
    for i, colour in enumerate(colours):
        draw.rectangle((x0 + i * w, y0, x0 + (i + 1) * w if i < len(colours) - 1 else x1, y1), fill=colour)


STRIPE = 10  # width of one colour stripe at the start of a linking card's chip


def chip_width(city: str, size: int, stripes: int = 1) -> int:
    return text_width(city, size, True) + 18 + (STRIPE * stripes + 4 if stripes > 1 else 0)


def chip(draw: ImageDraw.ImageDraw, x: float, y: float, city: str, colours: list[Colour], size: int = 16,
         height: int = 30, width: int | None = None) -> float:
    """A card on the table: its city on its colour. A linking card is white with a
    stripe of each of its colours at its start. Returns its right edge."""
    linking = len(colours) > 1
    w = width or chip_width(city, size, len(colours))
    box = (x, y, x + w, y + height)
    lead = 0.0
    fill = colours[0] if colours and not linking else WHITE
    draw.rectangle(box, fill=fill, outline=INK, width=2)
    ink = ink_on(fill)
    if linking:
        lead = STRIPE * len(colours) + 4
        bands(draw, (x + 2, y + 2, x + 2 + STRIPE * len(colours), y + height - 2), colours)
    text = fit_text(city, size, int(w - lead - 10), bold=True)
    tx = x + lead + (w - lead - text_width(text, size, True)) / 2
    draw_text(draw, (tx, y + (height - size) / 2 - 2), text, size, True, fill=ink)
    return x + w
