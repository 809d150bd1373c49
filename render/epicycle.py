"""Epicycle: the ring of ten spaces, each piece pointing at the centre, the gap,
which way is clockwise (the index order 0-9), and both inventories."""

import math
from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.fonts import font, text_width
from render.header import header, legend, seat_names
from render.palette import BACKGROUND, GRID_DARK, GRID_LIGHT, GRID_LINE, INK, MUTED, NEUTRAL
from render.stash import seat_stash_rows

WIDTH = 760
RADIUS = 215  # centre of the ring to the centre of a space
SLOT = 62  # radius of one space
UNIT = 100  # piece scale: a large one fits its space
LABEL = 20


def _angle(index: int) -> float:
    """Space 0 at the top, indices growing clockwise (screen y points down)."""
    return math.radians(-90 + 36 * index)


def _clockwise_arrow(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    box = (cx - r, cy - r, cx + r, cy + r)
    start, end = -140, 100  # degrees, clockwise on screen
    draw.arc(box, start, end, fill=MUTED, width=5)
    a = math.radians(end)
    tip = (cx + r * math.cos(a), cy + r * math.sin(a))
    tangent = a + math.pi / 2  # the clockwise direction at the arc's end
    marks.arrow(draw, (tip[0] - 2 * math.cos(tangent), tip[1] - 2 * math.sin(tangent)),
                (tip[0] + 14 * math.cos(tangent), tip[1] + 14 * math.sin(tangent)), colour=MUTED, width=5,
                head=20)
    label = "clockwise"
    draw.text((cx - text_width(label, 18, True) / 2, cy - 20), label, font=font(18, True), fill=MUTED)
    sub = "0 → 9"
    draw.text((cx - text_width(sub, 18) / 2, cy + 2), sub, font=font(18), fill=MUTED)


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    inventories = view["inventories"]
    notes = [" ".join(inv) if inv else "nothing" for inv in inventories]
    notes = [f"holds {n}" for n in notes]
    top = header(view, names, WIDTH, notes)
    cx, cy = WIDTH / 2, top.height + RADIUS + SLOT + 42
    ring_bottom = cy + RADIUS + SLOT + 40
    height = int(ring_bottom + 40 + len(inventories) * 52 + 16)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    image.paste(top, (0, 0))
    d = ImageDraw.Draw(image)
    d.ellipse((cx - RADIUS, cy - RADIUS, cx + RADIUS, cy + RADIUS), outline=GRID_LINE, width=3)
    _clockwise_arrow(d, cx, cy, RADIUS * 0.45)
    last = view.get("last_move") or {}
    for index, size in enumerate(view["ring"]):
        a = _angle(index)
        x, y = cx + RADIUS * math.cos(a), cy + RADIUS * math.sin(a)
        slot = (x - SLOT, y - SLOT, x + SLOT, y + SLOT)
        if size is None:
            d.ellipse(slot, fill=BACKGROUND, outline=INK, width=2)
            # A dashed look for the gap: short white breaks in the rim.
            for k in range(0, 360, 30):
                d.arc(slot, k, k + 12, fill=BACKGROUND, width=3)
            gx = x - text_width("gap", LABEL, True) / 2
            d.text((gx, y - LABEL + 2), "gap", font=font(LABEL, True), fill=INK)
            if last.get("taken") == index and last.get("taken_size"):
                took = f"took {last['taken_size']}"
                d.text((x - text_width(took, 17) / 2, y + 4), took, font=font(17), fill=INK)
        else:
            d.ellipse(slot, fill=GRID_LIGHT if index % 2 else GRID_DARK, outline=GRID_LINE, width=2)
            pyramids.flat(image, d, (x, y), UNIT, size, a + math.pi, NEUTRAL)
        if last.get("placed") == index:
            marks.ring(d, marks.inset(slot, -4), round_=True)
        lx, ly = cx + (RADIUS + SLOT + 22) * math.cos(a), cy + (RADIUS + SLOT + 22) * math.sin(a)
        label = str(index)
        d.text((lx - text_width(label, 22, True) / 2, ly - 13), label, font=font(22, True), fill=INK)
    items = [("ring", "last placed")]
    if view.get("repetition", 1) > 1:
        items.append(("text", f"position seen {view['repetition']}×"))
    legend(d, 24, ring_bottom - 8, items)
    counts = [{s: inv.count(s) for s in ("S", "M", "L")} for inv in inventories]
    # The pieces belong to nobody: one colour for the ring and both inventories.
    seat_stash_rows(image, d, 24, ring_bottom + 32, names, counts, NEUTRAL, "solid")
    return image



