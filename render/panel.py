"""The side panel beside every board: the game, whose turn it is or the result,
each player (colour and pattern swatch, name, a note such as the score) and the
last move, written top to bottom in a column.

Pictures are shown about 330 px wide on a phone, so every size here is chosen
for a canvas about 900 px wide: 24 px text there is still about 9 px tall.
"""

from typing import Any

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import draw_text, fit_text, text_width, wrap
from render.palette import (
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    TARGET,
    TARGET_LINE,
    Colour,
    seat_colour,
    seat_pattern,
)

TITLE = 30
TEXT = 25  # names, notes, the turn
SMALL = 24  # the smallest text on any board
PAD = 16
SWATCH = 26
LINE = 34  # one line of TEXT


def swatch(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, seat: int,
           size: int = SWATCH) -> None:
    """A small square in the seat's colour and pattern: the key to the pieces."""
    pts = [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]
    pyramids.polygon(image, draw, pts, seat_colour(seat), seat_pattern(seat))


class Panel:
    """A column from (x, y), `width` px wide; each call writes below the last."""

    def __init__(self, image: Image.Image | None, draw: ImageDraw.ImageDraw | None, x: int, y: int,
                 width: int, fill: Colour | None = PANEL) -> None:
        """With no image and draw, nothing is drawn: the column is only measured
        (its `y` says how tall it would be)."""
        self.image, self.draw = image, draw
        self.x, self.y, self.width = x + PAD, y + PAD, width - 2 * PAD
        if fill is not None and image is not None and draw is not None:
            draw.rectangle((x, y, x + width, image.height), fill=fill)

    def gap(self, px: int = 10) -> None:
        self.y += px

    def text(self, text: str, size: int = TEXT, bold: bool = False, colour: Colour = INK,
             lines: int = 1, indent: int = 0) -> None:
        for line in wrap(text, size, self.width - indent, lines, bold):
            if self.draw is not None:
                draw_text(self.draw, (self.x + indent, self.y), line, size, bold, fill=colour)
            self.y += size + 9

    def title(self, view: dict[str, Any]) -> None:
        """The game's name, in a smaller size where a long one would not fit."""
        title = str(view.get("title", view.get("game", "")))
        size = TITLE
        while size > SMALL and text_width(title, size, True) > self.width:
            size -= 1
        self.text(title, size, bold=True)
        self.gap(2)

    def status(self, text: str, over: bool = False) -> None:
        if text:
            self.text(text, TEXT, bold=True, colour=HIGHLIGHT if over else INK, lines=2)
            self.gap(6)

    def seat(self, view: dict[str, Any], seat: int, name: str, note: str = "") -> None:
        """Swatch, a ▶ (to move) or ★ (winner), the name shortened to the room
        left and `note` right-aligned on the same line."""
        if self.image is None or self.draw is None:
            self.y += LINE + 2
            return
        winners = set((view.get("result") or {}).get("winners") or [])
        on_turn = seat in (view.get("to_move") or []) and not view.get("over")
        resigned = seat in (view.get("resigned") or [])
        y = self.y
        swatch(self.image, self.draw, self.x, y + 2, seat)
        x = self.x + SWATCH + 8
        if seat in winners or on_turn:
            mark = "★" if seat in winners else "▶"
            draw_text(self.draw, (x, y), mark, TEXT, True, fill=HIGHLIGHT if seat in winners else INK)
            x += text_width(mark, TEXT, True) + 6
        if resigned:
            note = "resigned"
        note_w = text_width(note, TEXT, True) + 10 if note else 0
        shown = fit_text(name, TEXT, self.x + self.width - x - note_w, bold=True)
        draw_text(self.draw, (x, y), shown, TEXT, True, fill=MUTED if resigned else INK)
        if note:
            draw_text(self.draw, (self.x + self.width - note_w + 10, y), note, TEXT, True, fill=INK)
        self.y += LINE + 2

    def legend(self, items: list[tuple[str, str]]) -> None:
        """One key per line: ("ring", "last move"), ("target", "next piece goes
        here"), ("cross", "taken") or ("text", "...")."""
        draw = self.draw  # None: only measuring, the keys take their room undrawn
        for kind, label in items:
            x, y = self.x, self.y
            if draw is None:
                pass
            elif kind == "ring":
                draw.rounded_rectangle((x, y + 1, x + 24, y + 25), radius=5, outline=HIGHLIGHT, width=4)
            elif kind == "thin":
                draw.rounded_rectangle((x, y + 1, x + 24, y + 25), radius=5, outline=HIGHLIGHT, width=2)
            elif kind == "target":
                draw.rectangle((x, y + 1, x + 24, y + 25), fill=TARGET, outline=TARGET_LINE, width=3)
            elif kind == "cross":
                draw.line((x + 3, y + 4, x + 21, y + 22), fill=HIGHLIGHT, width=4)
                draw.line((x + 3, y + 22, x + 21, y + 4), fill=HIGHLIGHT, width=4)
            indent = 0 if kind == "text" else 32
            self.text(label, SMALL, indent=indent)
            self.y -= 3
