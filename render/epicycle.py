"""Epicycle: the ring of ten spaces, each piece pointing at the centre, the gap,
which way is clockwise (the index order 0-9); under it both players' inventories
and the key."""

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.fonts import draw_text, text_width
from render.header import seat_names
from render.palette import BACKGROUND, GRID_DARK, GRID_LIGHT, GRID_LINE, INK, MUTED, NEUTRAL, PANEL
from render.panel import LINE, PAD, ROW, SMALL, WIDTH, Panel
from render.spots import SpotBox, box_on
from render.words import ENGLISH, word

RING_H = 550  # the ring across the width, the legend under it
HEIGHT = RING_H + 2 * PAD + 2 * ROW + LINE
CX, CY = WIDTH / 2, RING_H / 2
RADIUS = 190  # centre of the ring to the centre of a space
SLOT = 53  # radius of one space
UNIT = 88  # piece scale: a large one fits its space
LABEL = SMALL
PANEL_X = RING_H


def _angle(index: int) -> float:
    """Space 0 at the top, indices growing clockwise (screen y points down)."""
    return math.radians(-90 + 36 * index)


def _clockwise_arrow(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, lang: str) -> None:
    box = (cx - r, cy - r, cx + r, cy + r)
    start, end = -140, 100  # degrees, clockwise on screen
    draw.arc(box, start, end, fill=MUTED, width=5)
    a = math.radians(end)
    tip = (cx + r * math.cos(a), cy + r * math.sin(a))
    tangent = a + math.pi / 2  # the clockwise direction at the arc's end
    marks.arrow(draw, (tip[0] - 2 * math.cos(tangent), tip[1] - 2 * math.sin(tangent)),
                (tip[0] + 14 * math.cos(tangent), tip[1] + 14 * math.sin(tangent)), colour=MUTED, width=5,
                head=20)
    label = word(lang, "epicycle-clockwise")
    draw_text(draw, (cx - text_width(label, SMALL, True) / 2, cy - 31), label, SMALL, True, fill=MUTED)
    sub = "0 → 9"
    draw_text(draw, (cx - text_width(sub, SMALL, True) / 2, cy + 1), sub, SMALL, True, fill=MUTED)


@lru_cache(maxsize=6)  # one per language
def _background(lang: str) -> Image.Image:
    """The ring, its ten (filled) spaces, their numbers and the clockwise arrow."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    d.rectangle((0, PANEL_X, WIDTH, HEIGHT), fill=PANEL)
    d.ellipse((CX - RADIUS, CY - RADIUS, CX + RADIUS, CY + RADIUS), outline=GRID_LINE, width=3)
    # The arrow goes round its label: wider for a longer word ("sentido horario").
    label_w = text_width(word(lang, "epicycle-clockwise"), SMALL, True)
    _clockwise_arrow(d, CX, CY, max(RADIUS * 0.5, label_w / 2 + 14), lang)
    for index in range(10):
        d.ellipse(_slot(index), fill=GRID_LIGHT if index % 2 else GRID_DARK, outline=GRID_LINE, width=2)
        a = _angle(index)
        lx, ly = CX + (RADIUS + SLOT + 17) * math.cos(a), CY + (RADIUS + SLOT + 17) * math.sin(a)
        label = str(index)
        lx -= text_width(label, LABEL, True) / 2
        draw_text(d, (lx, ly - LABEL / 2 - 4), label, LABEL, True, fill=INK)
    return image


def _centre(index: int) -> tuple[float, float]:
    a = _angle(index)
    return CX + RADIUS * math.cos(a), CY + RADIUS * math.sin(a)


def _slot(index: int) -> tuple[float, float, float, float]:
    x, y = _centre(index)
    return (x - SLOT, y - SLOT, x + SLOT, y + SLOT)


def draw(view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> Image.Image:
    names = seat_names(view, names, lang)
    inventories = view["inventories"]
    image = _background(lang).copy()
    d = ImageDraw.Draw(image)
    last = view.get("last_move") or {}
    for index, size in enumerate(view["ring"]):
        x, y = _centre(index)
        slot = _slot(index)
        if size is None:
            d.ellipse(slot, fill=BACKGROUND, outline=INK, width=2)
            # A dashed look for the gap: short breaks in the rim.
            for k in range(0, 360, 30):
                d.arc(slot, k, k + 12, fill=BACKGROUND, width=3)
            took = last.get("taken") == index and last.get("taken_size")
            # Two lines sit high in the space, where its circle is wide enough for "nahm M".
            gy = y - LABEL / 2 - 3 - (18 if took else 0)
            gap = word(lang, "epicycle-gap")
            draw_text(d, (x - text_width(gap, LABEL, True) / 2, gy), gap, LABEL, True, fill=INK)
            if took:
                took = word(lang, "epicycle-took", size=last["taken_size"])
                draw_text(d, (x - text_width(took, SMALL) / 2, gy + 30), took, SMALL, fill=INK)
        else:
            pyramids.flat(image, d, (x, y), UNIT, size, _angle(index) + math.pi, NEUTRAL)
        if last.get("placed") == index:
            marks.ring(d, marks.inset(slot, -4), round_=True)

    panel = Panel(image, d, 0, PANEL_X, WIDTH, fill=None, lang=lang)
    for seat, inventory in enumerate(inventories):
        counts = {s: inventory.count(s) for s in ("S", "M", "L")}
        # The pieces belong to nobody: one colour for the ring and both inventories.
        panel.holdings(view, seat, names[seat], counts, NEUTRAL, "solid")
    items = [("ring", word(lang, "epicycle-last-placed"))]
    if view.get("repetition", 1) > 1:
        items.append(("text", word(lang, "epicycle-seen", count=view["repetition"])))
    panel.legend_line(items)
    return image


def spots(view: dict[str, Any], wanted: list[str], names: list[str] | None,
          hand_name: str | None, lang: str = ENGLISH) -> dict[str, SpotBox]:
    """Ring spaces ("space:<index>"): the square inside the space's circle (the circles'
    own squares would overlap their neighbours')."""
    spaces = {f"space:{index}": index for index in range(len(view["ring"]))}
    return {spot: box_on("board", marks.inset(_slot(spaces[spot]), SLOT * 0.25)) for spot in wanted
            if spot in spaces}
