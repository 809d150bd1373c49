"""Synapse-Ice: the 6x5 board of flat pyramids, each pointing at where the next one
must go; the forced square in yellow, the last piece ringed; both stashes."""

from typing import Any

from PIL import Image, ImageDraw

from render import marks, pyramids
from render.board_grid import MARGIN, BoardGrid
from render.header import header, legend, seat_names
from render.palette import BACKGROUND, TARGET, TARGET_LINE, seat_colour, seat_pattern
from render.stash import seat_stash_rows

WIDTH = 760
CELL = 108


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    stashes = view["stashes"]
    notes = [f"{sum(s.values())} left" for s in stashes]
    top = header(view, names, WIDTH, notes)
    grid = BoardGrid((WIDTH - CELL * 6) // 2, top.height + MARGIN + 6, CELL)
    board_bottom = grid.top + grid.height + MARGIN
    height = board_bottom + 40 + len(stashes) * 52 + 16
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    image.paste(top, (0, 0))
    d = ImageDraw.Draw(image)
    forced = view.get("forced")
    grid.draw(d, {forced: TARGET} if forced else None)
    if forced:
        x0, y0, x1, y1 = grid.box(forced)
        d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=TARGET_LINE, width=4)
    for square, piece in sorted(view["board"].items()):
        seat = piece["seat"]
        pyramids.flat(image, d, grid.centre(square), CELL, piece["size"], piece["dir"],
                      seat_colour(seat), seat_pattern(seat))
    last = view.get("last_move")
    if last and last.get("square"):
        marks.ring(d, marks.inset(grid.box(last["square"]), 3))
    items = [("ring", "last move")]
    if forced:
        items.append(("target", f"next piece goes on {forced}"))
    legend(d, grid.left, board_bottom + 6, items)
    seat_stash_rows(image, d, grid.left, board_bottom + 40, names, stashes)
    return image
