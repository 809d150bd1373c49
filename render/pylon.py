"""Pylon: every stack on the 6x5 board seen side on (its pyramids bottom to top),
its height, the phase, the live scores and what is left to place."""

import itertools
from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.board_grid import MARGIN, BoardGrid
from render.fonts import font, text_width
from render.header import header, legend, seat_names
from render.palette import BACKGROUND, INK, WHITE, Colour, seat_colour, seat_pattern
from render.stash import seat_stash_rows

WIDTH = 760
CELL = 108
VACATED: Colour = (196, 190, 178)
BADGE = 18


def _offsets(stack: list[dict[str, Any]], unit: float) -> list[float]:
    """How far each pyramid's base sits above the one below: a hollow pyramid slides
    down over the tip of the one below until the widths match, plus a band so that
    even two of one size both show."""
    out = []
    for lower, upper in itertools.pairwise(stack):
        h = pyramids.side_height(lower["size"], unit)
        ratio = pyramids.SIDE_BASE[upper["size"]] / pyramids.SIDE_BASE[lower["size"]]
        out.append(h * max(0.0, 1 - ratio) + h * 0.24)
    return out


def _stack(image: Image.Image, draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
           stack: list[dict[str, Any]]) -> None:
    """The stack side on, bottom to top; the scale shrinks only when a tall stack
    would not fit its square, then the bands are squeezed."""
    x0, y0, x1, y1 = box
    room = (y1 - y0) - 12
    unit = CELL * 0.95
    while True:
        offsets = _offsets(stack, unit)
        top_h = pyramids.side_height(stack[-1]["size"], unit)
        if sum(offsets) + top_h <= room or unit < 40:
            break
        unit *= 0.9
    squeeze = min(1.0, (room - top_h) / sum(offsets)) if offsets else 1.0
    cx = (x0 + x1) / 2 + (8 if len(stack) > 1 else 0)  # the corner is for the height badge
    base = y1 - 6
    for i, piece in enumerate(stack):
        seat = piece["seat"]
        step = offsets[i] * squeeze if i < len(offsets) else 0
        pyramids.side(image, draw, (cx, base), unit, piece["size"], seat_colour(seat), seat_pattern(seat),
                      show_pips=i == len(stack) - 1 or step >= 18)
        base -= step
    if len(stack) > 1:
        label = str(len(stack))
        w = text_width(label, BADGE, True) + 12
        top_seat = stack[-1]["seat"]
        draw.rounded_rectangle((x0 + 4, y0 + 4, x0 + 4 + w, y0 + 4 + BADGE + 8), radius=6, fill=WHITE,
                               outline=seat_colour(top_seat), width=3)
        draw.text((x0 + 10, y0 + 7), label, font=font(BADGE, True), fill=INK)


def _phase_line(view: dict[str, Any]) -> str:
    phase = view.get("phase")
    scores = view.get("scores") or []
    score_text = " – ".join(str(s) for s in scores)
    if phase == "placement":
        return f"Placement: {view.get('placements', 0)} of 30 placed · score {score_text}"
    if phase == "stacking":
        return f"Stacking: move a stack onto a neighbour · score {score_text}"
    return f"Final score {score_text}"


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    stashes = view["stashes"]
    scores = view.get("scores") or [0] * len(stashes)
    notes = [f"score {s}" for s in scores]
    top = header(view, names, WIDTH, notes)
    grid = BoardGrid((WIDTH - CELL * 6) // 2, top.height + MARGIN + 6, CELL)
    board_bottom = grid.top + grid.height + MARGIN
    show_stash = any(sum(s.values()) for s in stashes)
    height = board_bottom + 76 + (len(stashes) * 52 if show_stash else 0) + 12
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    image.paste(top, (0, 0))
    d = ImageDraw.Draw(image)
    board = view["board"]
    # After placement every square was filled, so an empty one has been vacated for good.
    vacated = {}
    if view.get("phase") != "placement":
        vacated = {sq: VACATED for sq in grid.squares() if sq not in board}
    grid.draw(d, vacated)
    for square, stack in sorted(board.items()):
        if stack:
            _stack(image, d, grid.box(square), stack)
    last = view.get("last_move") or {}
    if last.get("to"):
        marks.ring(d, marks.inset(grid.box(last["to"]), 3))
        marks.ring(d, marks.inset(grid.box(last["from"]), 3), width=2)
        (ax, ay), (bx, by) = grid.centre(last["from"]), grid.centre(last["to"])
        marks.arrow(d, (ax, ay), (ax + (bx - ax) * 0.72, ay + (by - ay) * 0.72), width=4)
    elif last.get("square"):
        marks.ring(d, marks.inset(grid.box(last["square"]), 3))
    items = [("ring", "last move"), ("text", "number = stack height")]
    if vacated:
        items.append(("text", "grey = vacated"))
    legend(d, grid.left, board_bottom + 4, items)
    d.text((grid.left, board_bottom + 36), _phase_line(view), font=font(19, True), fill=INK)
    if show_stash:
        seat_stash_rows(image, d, grid.left, board_bottom + 72, names, stashes)
    return image
