"""Synapse-Ice: the 6x5 board of flat pyramids, each pointing at where the next one
must go; the forced square in yellow, the last piece ringed. Beside the board: the
turn, both players with their stashes, the last move and the key."""

from typing import Any

from PIL import Image

from render import board_grid, marks, pyramids
from render.board_grid import GRID, PANEL_X, WIDTH
from render.header import last_line, seat_names, status_line
from render.palette import TARGET, TARGET_LINE, seat_colour, seat_pattern
from render.panel import Panel
from render.stash import counts_row


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    image, d = board_grid.canvas()
    forced = view.get("forced")
    if forced:
        GRID.fill(d, forced, TARGET)
        x0, y0, x1, y1 = GRID.box(forced)
        d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=TARGET_LINE, width=4)
    for square, piece in sorted(view["board"].items()):
        seat = piece["seat"]
        pyramids.flat(image, d, GRID.centre(square), GRID.cell, piece["size"], piece["dir"],
                      seat_colour(seat), seat_pattern(seat))
    last = view.get("last_move")
    if last and last.get("square"):
        marks.ring(d, marks.inset(GRID.box(last["square"]), 3))

    panel = Panel(image, d, PANEL_X, 0, WIDTH - PANEL_X, fill=None)
    panel.title(view)
    panel.status(status_line(view, names), view.get("over", False))
    for seat, stash in enumerate(view["stashes"]):
        panel.seat(view, seat, names[seat], f"{sum(stash.values())} left")
        counts_row(image, d, panel.x + 4, panel.y, stash, seat_colour(seat), seat_pattern(seat), unit=38,
                   width=panel.width)
        panel.gap(50)
    panel.text(last_line(view, names), lines=2)
    panel.gap(8)
    items = [("ring", "last move")]
    if forced:
        items.append(("target", f"next piece: {forced}"))
    panel.legend(items)
    return image
