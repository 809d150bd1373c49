"""The legend under every board: what only the picture can show, the key to it.
Each player's colour and pattern swatch with their name (and what they hold off
the board), and the marks (last move ring, target square). Whose turn it is, the
scores and the last move in words are the post's text, not repeated here.

Pictures are 600 px wide and shown about 300 px wide on a phone, so no text here
is under 18 px (9 px as shown).
"""

from typing import Any

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import draw_text, fit_text, text_width
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
from render.stash import counts_row

WIDTH = 600  # every board picture: a phone shows it about 300 px wide
TEXT = 20  # names, notes
SMALL = 18  # the smallest text on any board (fonts.MIN_SIZE)
PAD = 12
SWATCH = 24
LINE = 34  # one line of TEXT
ROW = 44  # one player's line with their pieces beside the name


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

    def seat(self, view: dict[str, Any], seat: int, name: str, note: str = "", width: int | None = None,
             advance: bool = True) -> None:
        """Swatch, a ▶ (to move) or ★ (winner), the name shortened to the room
        left and `note` right-aligned on the same line (within `width`, default
        the whole strip)."""
        if self.image is None or self.draw is None:
            self.y += (LINE + 2) if advance else 0
            return
        right = self.x + (width if width is not None else self.width)
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
        shown = fit_text(name, TEXT, right - x - note_w, bold=True)
        draw_text(self.draw, (x, y), shown, TEXT, True, fill=MUTED if resigned else INK)
        if note:
            draw_text(self.draw, (right - note_w + 10, y), note, TEXT, True, fill=INK)
        if advance:
            self.y += LINE + 2

    def holdings(self, view: dict[str, Any], seat: int, name: str, counts: dict[str, int], colour: Colour,
                 pattern: str) -> None:
        """One player's line: swatch and name on the left half, the pieces they
        hold (S, M, L with counts) on the right half."""
        half = self.width // 2 - 8
        if self.image is not None and self.draw is not None:
            self.y += 6
            self.seat(view, seat, name, width=half, advance=False)
            counts_row(self.image, self.draw, self.x + half + 16, self.y - 8, counts, colour, pattern,
                       unit=40, width=self.width - half - 16)
            self.y -= 6
        self.y += ROW

    def legend_line(self, items: list[tuple[str, str]]) -> None:
        """The keys side by side on one line (wrapping when they do not fit)."""
        draw = self.draw
        x, y = self.x, self.y
        for kind, label in items:
            w = (0 if kind == "text" else 32) + text_width(label, SMALL)
            if x + w > self.x + self.width and x > self.x:
                x, y = self.x, y + LINE
            if draw is not None:
                _key(draw, kind, x, y)
                draw_text(draw, (x + (0 if kind == "text" else 32), y), label, SMALL, fill=INK)
            x += w + 24
        self.y = y + LINE


def _key(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> None:
    """The 24 px sample of a mark: ring, thin ring, target square or cross."""
    if kind == "ring":
        draw.rounded_rectangle((x, y + 1, x + 24, y + 25), radius=5, outline=HIGHLIGHT, width=4)
    elif kind == "thin":
        draw.rounded_rectangle((x, y + 1, x + 24, y + 25), radius=5, outline=HIGHLIGHT, width=2)
    elif kind == "target":
        draw.rectangle((x, y + 1, x + 24, y + 25), fill=TARGET, outline=TARGET_LINE, width=3)
    elif kind == "cross":
        draw.line((x + 3, y + 4, x + 21, y + 22), fill=HIGHLIGHT, width=4)
        draw.line((x + 3, y + 22, x + 21, y + 4), fill=HIGHLIGHT, width=4)
