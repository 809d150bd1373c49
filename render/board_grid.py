"""The 6x5 board shared by Synapse-Ice and Pylon: squares a1..f5 with their
coordinates along the edges (row 5 at the top, as the notation reads)."""

from functools import lru_cache

from PIL import Image, ImageDraw

from render.fonts import draw_text, min_size, text_width
from render.palette import BACKGROUND, GRID_DARK, GRID_LIGHT, GRID_LINE, INK, PANEL, Colour
from render.spots import SpotBox, box_on

COLUMNS = "abcdef"
ROWS = 5
LABEL = min_size(600)  # coordinate text size: 9 px tall on a phone
MARGIN = 32  # room for the coordinates around the squares

Box = tuple[float, float, float, float]


class BoardGrid:
    """Geometry of the board: `left`, `top` is the corner of square a5."""

    def __init__(self, left: int, top: int, cell: int) -> None:
        self.left, self.top, self.cell = left, top, cell
        self.width = cell * len(COLUMNS)
        self.height = cell * ROWS

    def box(self, square: str) -> Box:
        col, row = COLUMNS.index(square[0]), int(square[1:]) - 1
        x = self.left + col * self.cell
        y = self.top + (ROWS - 1 - row) * self.cell
        return (x, y, x + self.cell, y + self.cell)

    def centre(self, square: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.box(square)
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def squares(self) -> list[str]:
        return [f"{c}{r}" for r in range(ROWS, 0, -1) for c in COLUMNS]

    def spot(self, spot: str) -> Box | None:
        """The box of a square ("c3") or a whole row ("row:3"); None for anything else."""
        if spot.startswith("row:") and spot[4:] in {str(r) for r in range(1, ROWS + 1)}:
            row = spot[4:]
            x0, y0, _, y1 = self.box(f"{COLUMNS[0]}{row}")
            return (x0, y0, x0 + self.width, y1)
        if len(spot) == 2 and spot[0] in COLUMNS and spot[1:] in {str(r) for r in range(1, ROWS + 1)}:
            return self.box(spot)
        return None

    def fill(self, draw: ImageDraw.ImageDraw, square: str, colour: Colour) -> None:
        """Repaint one square (over the background) in `colour`, keeping the
        board's dark edge."""
        draw.rectangle(self.box(square), fill=colour, outline=GRID_LINE, width=1)
        if square[0] in "af" or square[1:] in ("1", str(ROWS)):
            self.edge(draw)

    def edge(self, draw: ImageDraw.ImageDraw) -> None:
        draw.rectangle((self.left, self.top, self.left + self.width, self.top + self.height),
                       outline=INK, width=2)

    def draw(self, draw: ImageDraw.ImageDraw) -> None:
        """Checkered squares, lines and the coordinates on all four sides, so either
        player reads them without turning the phone."""
        for i, square in enumerate(self.squares()):
            col, row = i % len(COLUMNS), i // len(COLUMNS)
            draw.rectangle(self.box(square), fill=GRID_LIGHT if (col + row) % 2 == 0 else GRID_DARK,
                           outline=GRID_LINE, width=1)
        self.edge(draw)
        for col, letter in enumerate(COLUMNS):
            x = self.left + col * self.cell + self.cell / 2 - text_width(letter, LABEL, True) / 2
            draw_text(draw, (x, self.top + self.height + 1), letter, LABEL, True, fill=INK)
            draw_text(draw, (x, self.top - MARGIN), letter, LABEL, True, fill=INK)
        for row in range(ROWS):
            label = str(row + 1)
            y = self.top + (ROWS - 1 - row) * self.cell + self.cell / 2 - LABEL / 2 - 4
            half = text_width(label, LABEL, True) / 2
            draw_text(draw, (self.left - MARGIN / 2 - half, y), label, LABEL, True, fill=INK)
            draw_text(draw, (self.left + self.width + MARGIN / 2 - half, y), label, LABEL, True, fill=INK)


# The canvas for both 6x5 games: the board across the whole width, the legend
# (players and the key to the marks) under it; the game says how tall that is.
WIDTH = 600
CELL = (WIDTH - 2 * MARGIN - 4) // len(COLUMNS)
GRID = BoardGrid(MARGIN + 2, MARGIN + 2, CELL)
LEGEND_Y = GRID.top + GRID.height + MARGIN


@lru_cache(maxsize=4)
def _background(height: int) -> Image.Image:
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, LEGEND_Y, WIDTH, height), fill=PANEL)
    GRID.draw(draw)
    return image


def canvas(height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A fresh copy of the empty board and legend strip (drawn once, then copied)."""
    image = _background(height).copy()
    return image, ImageDraw.Draw(image)


def grid_spots(wanted: list[str], stashes: dict[int, dict[str, Box]]) -> dict[str, SpotBox]:
    """The 6x5 games' spots: squares and rows on GRID, "stash:<seat>:<size>" in the
    legend where `stashes` (Panel.stashes) says each size was drawn."""
    out: dict[str, SpotBox] = {}
    for spot in wanted:
        box = GRID.spot(spot)
        if box is None and spot.startswith("stash:"):
            _, seat, size = [*spot.split(":"), "", ""][:3]
            box = stashes.get(int(seat), {}).get(size) if seat.isdigit() else None
        if box is not None:
            out[spot] = box_on("board", box)
    return out
