"""The bundled DejaVu fonts, loaded once per size.

The fonts ship inside the package (render/fonts/) so a fresh machine without
system fonts draws the same picture, and the BASIC layout engine is forced so the
output does not depend on whether libraqm happens to be installed.
"""

from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
MIN_SIZE = 18  # a last resort: a size asked for below it is raised to it (every picture)
PHONE_WIDTH = 300  # px: how wide a phone shows a picture in a channel or a DM
MIN_SHOWN = 9  # px: the smallest digit or capital a player reads there (issue #25)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (Bold) at `size` px; sizes below MIN_SIZE are raised to it."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(
        str(FONT_DIR / name), max(MIN_SIZE, size), layout_engine=ImageFont.Layout.BASIC
    )


@lru_cache(maxsize=256)
def glyph_height(size: int, bold: bool = False) -> int:
    """How tall a digit (and a capital) is drawn at `size`, in px: what a reader sees,
    about 0.73 of the font size for DejaVu Sans."""
    box = font(size, bold).getbbox("0")
    return int(box[3] - box[1])


@lru_cache(maxsize=64)
def min_size(width: int) -> int:
    """The smallest font size whose digits stay MIN_SHOWN px tall when a picture
    `width` px wide is shown PHONE_WIDTH px wide: 24 for 600 px (digits 18 px tall)."""
    size = MIN_SIZE
    while min(glyph_height(size), glyph_height(size, True)) * PHONE_WIDTH < MIN_SHOWN * width:
        size += 1
    return size


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).getlength(text) + 0.999)


LEVELS = 8  # shades of anti-aliasing kept at a letter's edge
_LEVELS = [round(round(v * (LEVELS - 1) / 255) * 255 / (LEVELS - 1)) for v in range(256)]


@lru_cache(maxsize=1024)
def _mask(text: str, size: int, bold: bool, stroke: int = 0) -> tuple[Any, tuple[int, int]]:
    """The text's anti-aliased coverage and its offset from the pen position (with
    `stroke`, the coverage grown by that many px all round).

    The coverage keeps LEVELS shades instead of 256: edges look the same, but the
    picture has a few hundred colours instead of thousands, which the palette
    PNG maps and packs much faster (render/png.py)."""
    mask, offset = font(size, bold).getmask2(text, "L", anchor="la", stroke_width=stroke)
    return mask.point(_LEVELS, "L"), offset


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
              bold: bool = False, fill: tuple[int, int, int] = (24, 24, 28)) -> None:
    """Like ImageDraw.text at a whole pixel, with each string rendered once and
    then reused (the same label is drawn on picture after picture)."""
    if not text:
        return
    mask, (ox, oy) = _mask(text, size, bold)
    _blit(draw, (int(xy[0]) + ox, int(xy[1]) + oy), mask, fill)


def draw_centred(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int,
                 bold: bool = False, fill: tuple[int, int, int] = (24, 24, 28), halo: int = 0,
                 halo_fill: tuple[int, int, int] = (255, 255, 255)) -> None:
    """`text` with its inked box centred on `centre` (a letter on a piece); with
    `halo`, first an outline that many px wide round every letter in `halo_fill`, so
    the text reads on any colour or pattern under it."""
    if not text:
        return
    mask, (ox, oy) = _mask(text, size, bold)
    w, h = mask.size
    x, y = int(centre[0] - w / 2), int(centre[1] - h / 2)
    if halo:
        outline, (hx, hy) = _mask(text, size, bold, halo)
        _blit(draw, (x - ox + hx, y - oy + hy), outline, halo_fill)
    _blit(draw, (x, y), mask, fill)


def _blit(draw: ImageDraw.ImageDraw, xy: tuple[int, int], mask: Any, fill: tuple[int, int, int]) -> None:
    """Every string reaches the picture here (tests watch it to see where)."""
    draw.draw.draw_bitmap(xy, mask, draw.draw.draw_ink(fill))


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, shortened with an ellipsis so that it fits in `width` px."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, size: int, width: int, lines: int = 2, bold: bool = False) -> list[str]:
    """`text` broken at spaces into at most `lines` lines of at most `width` px;
    what does not fit is cut with an ellipsis (so is a word wider than a line)."""
    out: list[str] = []
    words = text.split()
    while words and len(out) < lines:
        line = words.pop(0)
        while words and text_width(line + " " + words[0], size, bold) <= width:
            line += " " + words.pop(0)
        if len(out) == lines - 1 and words:
            line = fit_text(line + " " + " ".join(words), size, width, bold)
            words = []
        out.append(fit_text(line, size, width, bold))
    return out
