"""Pylon: every stack on the 6x5 board seen side on (its pyramids bottom to top)
with its height and each piece's size letter; under the board each player's colour
and pattern with their name and what is left to place, and the key."""

import itertools
from typing import Any

from PIL import Image, ImageDraw

from render import board_grid, marks, pyramids
from render.board_grid import GRID, LEGEND_Y, WIDTH, grid_spots
from render.fonts import text_width
from render.header import seat_names
from render.palette import VACATED, seat_colour, seat_pattern
from render.panel import LINE, PAD, ROW, TEXT, Panel, badge, name_width
from render.spots import SpotBox
from render.words import ENGLISH, word

CELL = GRID.cell
MARK_BAND = pyramids.MARK  # px of a lower piece left showing that its size letter needs
HEIGHT = LEGEND_Y + 2 * PAD + 2 * ROW + LINE


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
        top = i == len(stack) - 1
        pyramids.side(image, draw, (cx, base), unit, piece["size"], seat_colour(seat), seat_pattern(seat),
                      show_pips=top or step >= MARK_BAND, mark_height=None if top else round(step / 2))
        base -= step
    if len(stack) > 1:
        badge(draw, x0 + 4, y0 + 4, str(len(stack)), seat_colour(stack[-1]["seat"]))


def draw(view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> Image.Image:
    names = seat_names(view, names, lang)
    image, d = board_grid.canvas(HEIGHT)
    board = view["board"]
    # After placement every square was filled, so an empty one has been vacated for good.
    vacated = view.get("phase") != "placement" and any(sq not in board for sq in GRID.squares())
    if vacated:
        for sq in GRID.squares():
            if sq not in board:
                GRID.fill(d, sq, VACATED)
    for square, stack in sorted(board.items()):
        if stack:
            _stack(image, d, GRID.box(square), stack)
    last = view.get("last_move") or {}
    if last.get("to"):
        marks.ring(d, marks.inset(GRID.box(last["to"]), 3))
        marks.ring(d, marks.inset(GRID.box(last["from"]), 3), width=2)
        (ax, ay), (bx, by) = GRID.centre(last["from"]), GRID.centre(last["to"])
        marks.arrow(d, (ax, ay), (ax + (bx - ax) * 0.72, ay + (by - ay) * 0.72), width=4)
    elif last.get("square"):
        marks.ring(d, marks.inset(GRID.box(last["square"]), 3))

    panel = _holdings(Panel(image, d, 0, LEGEND_Y, WIDTH, fill=None, lang=lang), view, names)
    items = [("ring", word(lang, "last-move")), ("badge", word(lang, "pylon-stack-height"))]
    if vacated:
        items.append(("vacated", word(lang, "pylon-vacated")))
    panel.legend_line(items)
    return image


def _holdings(panel: Panel, view: dict[str, Any], names: list[str]) -> Panel:
    """Each player's line in the legend (drawn, or only measured by `spots`)."""
    stashes = view["stashes"]
    placing = any(sum(s.values()) for s in stashes)
    scores = view.get("scores") or [0] * len(stashes)
    # The scores in one column, far enough right for the longest name to stay whole.
    column = max(panel.width // 2 + 80, *(
        name_width(view, seat, names[seat], bold=True) + text_width(_score(panel, scores[seat]), TEXT, True)
        + 10
        for seat in range(len(stashes))
    ))
    for seat, stash in enumerate(stashes):
        if placing:
            panel.holdings(view, seat, names[seat], stash, seat_colour(seat), seat_pattern(seat))
        else:  # nothing left to place: the line keeps the player's key, with the score
            panel.y += 6
            panel.seat(view, seat, names[seat], _score(panel, scores[seat]), width=min(column, panel.width))
            panel.y += ROW - LINE - 8
    return panel


def _score(panel: Panel, score: int) -> str:
    return word(panel.lang, "pylon-score", score=score)


def spots(view: dict[str, Any], wanted: list[str], names: list[str] | None,
          hand_name: str | None, lang: str = ENGLISH) -> dict[str, SpotBox]:
    """Squares ("c3"; a stack is its square), rows ("row:3") and a seat's pieces left to
    place ("stash:<seat>:<size>")."""
    names = seat_names(view, names, lang)
    stashes = _holdings(Panel(None, None, 0, LEGEND_Y, WIDTH, lang=lang), view, names).stashes
    return grid_spots(wanted, stashes)
