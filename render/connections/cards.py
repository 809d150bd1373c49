"""A Connections card as a chip: its city on its region's colour (a linking card white,
with a stripe of each of its colours at its start), and the measures the table and
the hand lay out their lines with, all in proportion to one text size."""

from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from render.fonts import draw_text, fit_text, font, text_width
from render.palette import INK, WHITE, Colour, ink_on

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Style:
    """Every measure of a Connections picture for text `size` px: the picture is
    laid out once per size tried, the largest that fits is drawn."""

    size: int  # every text: names, cities, regions, notes
    chip_h: int  # a chip's height, and a line's without the gap
    gap: int  # between lines
    space: int  # between chips on a line
    pad: int  # inside a section, round the picture
    bar: int  # the region's colour at the start of a row
    stripe: int  # one colour of a linking card
    swatch: int
    rise: int  # from a line's top to the pen's top for text centred on it

    @property
    def line(self) -> int:
        return self.chip_h + self.gap


@lru_cache(maxsize=32)
def style(size: int) -> Style:
    chip_h = round(size * 1.25)
    top, bottom = font(size, True).getbbox("H")[1::2]
    return Style(size=size, chip_h=chip_h, gap=max(3, round(size * 0.14)), space=round(size * 0.25),
                 pad=round(size * 0.4),
                 bar=round(size * 0.5), stripe=round(size * 0.42), swatch=round(size * 1.05),
                 rise=round(chip_h / 2 - (top + bottom) / 2))


def bands(draw: ImageDraw.ImageDraw, box: Box, colours: list[Colour]) -> None:
    """Vertical stripes, one per colour, filling `box`."""
    x0, y0, x1, y1 = box
    w = (x1 - x0) / max(1, len(colours))
    for i, colour in enumerate(colours):
        draw.rectangle((x0 + i * w, y0, x0 + (i + 1) * w if i < len(colours) - 1 else x1, y1), fill=colour)


def chip_width(st: Style, city: str, stripes: int = 1) -> int:
    lead = st.stripe * stripes + 4 if stripes > 1 else 0
    return text_width(city, st.size, True) + round(st.size * 0.6) + lead


def chip(draw: ImageDraw.ImageDraw, st: Style, x: float, y: float, city: str, colours: list[Colour],
         width: int | None = None) -> float:
    """A card on the table: its city on its colour. A linking card is white with a
    stripe of each of its colours at its start. Returns its right edge."""
    linking = len(colours) > 1
    w = width or chip_width(st, city, len(colours))
    box = (x, y, x + w, y + st.chip_h)
    lead = 0.0
    fill = colours[0] if colours and not linking else WHITE
    draw.rectangle(box, fill=fill, outline=INK, width=2)
    if linking:
        lead = st.stripe * len(colours) + 4
        bands(draw, (x + 2, y + 2, x + 2 + st.stripe * len(colours), y + st.chip_h - 2), colours)
    text = fit_text(city, st.size, int(w - lead - 8), bold=True)
    tx = x + lead + (w - lead - text_width(text, st.size, True)) / 2
    draw_text(draw, (tx, y + st.rise), text, st.size, True, fill=ink_on(fill))
    return x + w


def flow(widths: list[int], start: int, right: int, space: int, indent: int = 0) -> list[tuple[int, int]]:
    """(x, line) for items of these widths laid left to right from `start` and
    wrapped before `right`, `space` px apart; lines after the first start `indent`
    px further in."""
    out, x, line = [], start, 0
    for w in widths:
        if x + w > right and x > start + (indent if line else 0):
            x, line = start + indent, line + 1
        out.append((x, line))
        x += w + space
    return out
