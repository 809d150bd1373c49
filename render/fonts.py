"""The bundled DejaVu fonts, loaded once per size.

The fonts ship inside the package (render/fonts/) so a fresh machine without
system fonts draws the same picture, and the BASIC layout engine is forced so the
output does not depend on whether libraqm happens to be installed.
"""

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
MIN_SIZE = 14  # nothing smaller is readable on a phone


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (Bold) at `size` px; sizes below MIN_SIZE are raised to it."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(
        str(FONT_DIR / name), max(MIN_SIZE, size), layout_engine=ImageFont.Layout.BASIC
    )


def text_width(text: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).getlength(text) + 0.999)


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
