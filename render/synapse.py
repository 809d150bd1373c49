"""Synapse-Ice: the 6x5 board of flat pyramids, each pointing at where the next one
must go; the forced square in yellow, the last piece ringed. Under the board: each
player's colour and pattern with their name and stash, and the key."""

from typing import Any

from PIL import Image

from render import board_grid, marks, pyramids
from render.board_grid import GRID, LEGEND_Y, WIDTH, grid_spots
from render.header import seat_names
from render.palette import TARGET, TARGET_LINE, seat_colour, seat_pattern
from render.panel import LINE, PAD, ROW, Panel
from render.spots import SpotBox
from render.words import ENGLISH, word

HEIGHT = LEGEND_Y + 2 * PAD + 2 * ROW + LINE


def draw(view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> Image.Image:
    names = seat_names(view, names, lang)
    image, d = board_grid.canvas(HEIGHT)
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

    panel = _holdings(Panel(image, d, 0, LEGEND_Y, WIDTH, fill=None, lang=lang), view, names)
    items = [("ring", word(lang, "last-move"))]
    if forced:
        items.append(("target", word(lang, "synapse-next-piece", square=forced)))
    panel.legend_line(items)
    return image


def _holdings(panel: Panel, view: dict[str, Any], names: list[str]) -> Panel:
    """Each player's line in the legend (drawn, or only measured by `spots`)."""
    for seat, stash in enumerate(view["stashes"]):
        panel.holdings(view, seat, names[seat], stash, seat_colour(seat), seat_pattern(seat))
    return panel


def spots(view: dict[str, Any], wanted: list[str], names: list[str] | None,
          hand_name: str | None, lang: str = ENGLISH) -> dict[str, SpotBox]:
    """Squares ("c3"), rows ("row:3") and a seat's stash pieces ("stash:<seat>:<size>")."""
    names = seat_names(view, names, lang)
    stashes = _holdings(Panel(None, None, 0, LEGEND_Y, WIDTH, lang=lang), view, names).stashes
    return grid_spots(wanted, stashes)
