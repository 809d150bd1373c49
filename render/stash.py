"""Pieces off the board: stashes, inventories and pools, as rows of small
pyramids with their counts."""

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import draw_text, min_size, text_width
from render.palette import INK, MUTED, Colour

SIZES = ("S", "M", "L")
COUNT = min_size(600)  # the counts' text: 9 px tall on a phone, as all text on a board
GAP = 12  # between one size's count and the next size's pyramid

Box = tuple[float, float, float, float]


def _labels(counts: dict[str, int]) -> list[str]:
    return [f"{size}×{int(counts.get(size, 0))}" for size in SIZES]


def _step(unit: float, counts: dict[str, int]) -> float:
    """One size's room: its pyramid, its count (at least a one-digit count's width,
    so rows line up from player to player) and the gap."""
    widest = max(text_width(t, COUNT, True) for t in [*_labels(counts), "M×5"])
    return unit + 4 + widest + GAP


def counts_width(unit: float, counts: dict[str, int] | None = None) -> int:
    """How wide counts_row draws these counts (any one-digit counts without them)."""
    return int(3 * _step(unit, counts or {}) - GAP + 0.999)


def counts_boxes(x: float, y: float, counts: dict[str, int], unit: float = 34) -> dict[str, Box]:
    """Where counts_row draws each size from (`x`, `y`): its pyramid and its count."""
    step = _step(unit, counts)
    return {size: (x + i * step, y, x + i * step + step - GAP, y + unit) for i, size in enumerate(SIZES)}


def counts_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, counts: dict[str, int],
    colour: Colour, pattern: str, unit: float = 34,
) -> float:
    """Three upright pyramids S, M, L each with "S×n" (the letter: sizes told apart
    without comparing scale); `y` is the row's top. Sizes that are used up are drawn
    as an empty outline. Returns the x after the row."""
    step = _step(unit, counts)
    boxes = counts_boxes(x, y, counts, unit)
    for size, label in zip(SIZES, _labels(counts), strict=True):
        n = int(counts.get(size, 0))
        x = boxes[size][0]
        cx, cy = x + unit / 2, y + unit / 2
        if n:
            pyramids.upright(image, draw, (cx, cy), unit, size, colour, pattern)
        else:
            half = pyramids.UPRIGHT_SIDE[size] * unit / 2
            draw.rectangle((cx - half, cy - half, cx + half, cy + half), outline=MUTED, width=2)
        draw_text(draw, (x + unit + 4, cy - COUNT / 2 - 4), label, COUNT, True, fill=INK if n else MUTED)
    return x + step
