"""The 6x5 board shared by Synapse-Ice and Pylon: squares a1..f5 with their
coordinates along the edges (row 5 at the top, as the notation reads)."""

from PIL import ImageDraw

from render.fonts import font, text_width
from render.palette import GRID_DARK, GRID_LIGHT, GRID_LINE, INK, Colour

COLUMNS = "abcdef"
ROWS = 5
LABEL = 20  # coordinate text size
MARGIN = 30  # room for the coordinates around the squares

Box = tuple[float, float, float, float]


class BoardGrid:
    """Geometry of the board: `left`, `top` is the corner of square a5."""

    def __init__(self, left: int, top: int, cell: int) -> None:
        self.left, self.top, self.cell = left, top, cell
        self.width = cell * len(COLUMNS)
        self.height = cell * ROWS

    @property
    def outer_width(self) -> int:
        return self.width + 2 * MARGIN

    @property
    def outer_height(self) -> int:
        return self.height + 2 * MARGIN

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

    def draw(self, draw: ImageDraw.ImageDraw, fills: dict[str, Colour] | None = None) -> None:
        """Checkered squares (or `fills` per square), lines and the coordinates on
        all four sides, so either player reads them without turning the phone."""
        fills = fills or {}
        for i, square in enumerate(self.squares()):
            col, row = i % len(COLUMNS), i // len(COLUMNS)
            base = GRID_LIGHT if (col + row) % 2 == 0 else GRID_DARK
            draw.rectangle(self.box(square), fill=fills.get(square, base), outline=GRID_LINE, width=1)
        draw.rectangle((self.left, self.top, self.left + self.width, self.top + self.height),
                       outline=INK, width=2)
        f = font(LABEL, True)
        for col, letter in enumerate(COLUMNS):
            x = self.left + col * self.cell + self.cell / 2 - text_width(letter, LABEL, True) / 2
            draw.text((x, self.top + self.height + 4), letter, font=f, fill=INK)
            draw.text((x, self.top - MARGIN + 3), letter, font=f, fill=INK)
        for row in range(ROWS):
            label = str(row + 1)
            y = self.top + (ROWS - 1 - row) * self.cell + self.cell / 2 - LABEL / 2 - 2
            half = text_width(label, LABEL, True) / 2
            draw.text((self.left - MARGIN / 2 - half, y), label, font=f, fill=INK)
            draw.text((self.left + self.width + MARGIN / 2 - half, y), label, font=f, fill=INK)
