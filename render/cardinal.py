"""Cardinal Connections: the open grid around the centre stack, sized to what is
on it (one free square of margin all round, where the next piece may go), the
seats' directions along the edges, the pool and the scores.

Pieces belong to nobody; a flat piece takes the colour and pattern of the seat it
points at (the seat it scores for), grey when it points where nobody sits.
"""

from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.fonts import fit_text, font, text_width
from render.header import header, legend, seat_names, swatch
from render.palette import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    GRID_LINE,
    HIGHLIGHT,
    INK,
    MUTED,
    NOBODY,
    WHITE,
    Colour,
    seat_colour,
    seat_pattern,
)
from render.stash import counts_row

MAX_WIDTH = 1000
MIN_WIDTH = 760
MAX_CELL = 92
MIN_CELL = 34  # the coordinate labels (>= 14 px) still fit
MAX_BOARD_H = 640  # the board shrinks its squares to stay within this, down to MIN_CELL
EDGE = 44  # band for a seat's name along an edge
COORD = 34  # band for the coordinates
UPRIGHT: Colour = (206, 201, 190)  # standing pieces: a plain stone colour


def _owner(view: dict[str, Any]) -> dict[str, int]:
    return {d: seat for seat, d in enumerate(view.get("directions", []))}


def _bounds(view: dict[str, Any]) -> tuple[int, int, int, int]:
    xs = [e["x"] for e in view["board"]] or [0]
    ys = [e["y"] for e in view["board"]] or [0]
    ext = view.get("extent") or {}
    return (min([*xs, ext.get("min_x", 0)]) - 1, max([*xs, ext.get("max_x", 0)]) + 1,
            min([*ys, ext.get("min_y", 0)]) - 1, max([*ys, ext.get("max_y", 0)]) + 1)


def _rotated_text(text: str, size: int, colour: Colour, angle: int) -> Image.Image:
    w = text_width(text, size, True) + 4
    label = Image.new("RGB", (w, size + 8), BACKGROUND)
    ImageDraw.Draw(label).text((2, 1), text, font=font(size, True), fill=colour)
    return label.rotate(angle, expand=True)


def _edge_labels(view: dict[str, Any], names: list[str], scores: list[int]) -> dict[str, str]:
    out = {}
    for seat, direction in enumerate(view.get("directions", [])):
        score = f" · score {scores[seat]}" if seat < len(scores) else ""
        out[direction] = f"{direction}: {names[seat]}{score}"  # e.g. "N: Chen · score 4"
    return out


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    directions = view.get("directions", [])
    scores = view.get("scores") or [0] * view["players"]
    owner = _owner(view)
    min_x, max_x, min_y, max_y = _bounds(view)
    cols, rows = max_x - min_x + 1, max_y - min_y + 1
    side = EDGE + COORD
    cell = int(min(MAX_CELL, (MAX_WIDTH - 2 * side) / cols, MAX_BOARD_H / rows))
    cell = max(MIN_CELL, cell)
    board_w, board_h = cols * cell, rows * cell
    width = max(MIN_WIDTH, min(MAX_WIDTH, board_w + 2 * side))
    notes = [f"faces {d} · score {s}" for d, s in zip(directions, scores, strict=False)]
    top = header(view, names, width, notes)
    left = (width - board_w) // 2
    board_top = top.height + side
    board_bottom = board_top + board_h
    height = board_bottom + side + 110
    image = Image.new("RGB", (width, height), BACKGROUND)
    image.paste(top, (0, 0))
    d = ImageDraw.Draw(image)

    def box(x: int, y: int) -> tuple[float, float, float, float]:
        bx = left + (x - min_x) * cell
        by = board_top + (max_y - y) * cell
        return (bx, by, bx + cell, by + cell)

    for y in range(min_y, max_y + 1):
        for x in range(min_x, max_x + 1):
            d.rectangle(box(x, y), fill=GRID_LIGHT if (x + y) % 2 == 0 else GRID_DARK, outline=GRID_LINE)
    d.rectangle((left, board_top, left + board_w, board_bottom), outline=INK, width=2)
    # The centre square keeps a mark once its stack is gone: it anchors the coordinates.
    cb = marks.inset(box(0, 0), cell * 0.12)
    d.ellipse(cb, outline=GRID_LINE, width=2)
    # Coordinates: every square while they fit, else every other one.
    every = 1 if cell >= 40 else 2
    size = 18 if cell >= 48 else 14
    f = font(size, True)
    for x in range(min_x, max_x + 1):
        if x % every:
            continue
        bx = box(x, min_y)
        t = str(x)
        tx = (bx[0] + bx[2]) / 2 - text_width(t, size, True) / 2
        d.text((tx, board_bottom + 6), t, font=f, fill=INK)
        d.text((tx, board_top - COORD + 8), t, font=f, fill=INK)
    for y in range(min_y, max_y + 1):
        if y % every:
            continue
        by = box(min_x, y)
        t = str(y)
        ty = (by[1] + by[3]) / 2 - size / 2 - 2
        d.text((left - COORD / 2 - text_width(t, size, True) / 2, ty), t, font=f, fill=INK)
        d.text((left + board_w + COORD / 2 - text_width(t, size, True) / 2, ty), t, font=f, fill=INK)
    d.text((left - COORD + 2, board_top - COORD + 6), "y\\x", font=font(14), fill=INK)

    # Seats along the edges they face, in their colours.
    labels = _edge_labels(view, names, scores)
    label_size = 20
    for direction in ("N", "E", "S", "W"):
        seat = owner.get(direction)
        text = labels.get(direction, f"{direction}: nobody")
        text = fit_text(text, label_size, max(board_w, board_h) - 40, bold=True)
        w = text_width(text, label_size, True)
        if direction in ("N", "S"):
            ty = board_top - side + 8 if direction == "N" else board_bottom + COORD + 10
            tx = left + board_w / 2 - (w + 32) / 2
            if seat is not None:
                swatch(image, d, tx, ty, seat, 24)
            ink = INK if seat is not None else MUTED
            d.text((tx + 32, ty + 1), text, font=font(label_size, True), fill=ink)
        else:
            label = _rotated_text(text, label_size, INK if seat is not None else MUTED,
                                  90 if direction == "W" else -90)
            lx = left - side + 8 if direction == "W" else left + board_w + COORD + 8
            ly = int(board_top + board_h / 2 - label.height / 2)
            # The swatch sits just above the turned name on both sides.
            image.paste(label, (int(lx), ly + 16))
            if seat is not None:
                swatch(image, d, lx + (label.width - 24) / 2, ly - 16, seat, 24)

    # The pieces.
    for entry in view["board"]:
        stack = entry["stack"]
        if not stack:
            continue
        piece = stack[-1]
        b = box(entry["x"], entry["y"])
        centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
        if piece["orient"] == "U":
            pyramids.upright(image, d, centre, cell, piece["size"], UPRIGHT)
        else:
            seat = owner.get(piece["orient"])
            colour = NOBODY if seat is None else seat_colour(seat)
            pattern = "solid" if seat is None else seat_pattern(seat)
            pyramids.flat(image, d, centre, cell, piece["size"], piece["orient"], colour, pattern)
        if len(stack) > 1:
            t = f"×{len(stack)}"
            tw = text_width(t, 16, True)
            d.rounded_rectangle((b[2] - tw - 10, b[1] + 2, b[2] - 2, b[1] + 22), radius=5, fill=WHITE,
                                outline=INK)
            d.text((b[2] - tw - 6, b[1] + 3), t, font=font(16, True), fill=INK)

    last = view.get("last_move") or {}
    if "x" in last:
        for cx, cy in last.get("changed") or []:
            marks.ring(d, marks.inset(box(cx, cy), 3), width=2)
        if last.get("take"):
            tb = marks.inset(box(*last["take"]), cell * 0.28)
            d.line([tb[0], tb[1], tb[2], tb[3]], fill=HIGHLIGHT, width=4)
            d.line([tb[0], tb[3], tb[2], tb[1]], fill=HIGHLIGHT, width=4)
        marks.ring(d, marks.inset(box(last["x"], last["y"]), 2), width=4 if cell < 50 else 5)

    y = board_bottom + side + 8
    legend(d, 20, y, [("ring", "last piece"), ("text", "thin ring: turned / stood up"), ("text", "✕ taken")])
    centre = f"centre stack: {view.get('centre_height', 0)}"
    d.text((20, y + 40), "Pool", font=font(20, True), fill=INK)
    x = counts_row(image, d, 80, y + 32, view.get("pool", {}), UPRIGHT, "solid", unit=44)
    d.text((x + 20, y + 42), centre, font=font(20, True), fill=INK)
    return image
