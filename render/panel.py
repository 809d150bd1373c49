"""The legend under every board: what only the picture can show, the key to it.
Each player's colour and pattern swatch with their name (and what they hold off
the board), and the marks (last move ring, target square). Whose turn it is, the
scores and the last move in words are the post's text, not repeated here.

Pictures are 600 px wide and shown about 300 px wide on a phone, so every text
here is at least fonts.min_size(600) = 24 px: its digits and capitals 18 px tall,
9 px as shown.
"""

import math
from typing import Any

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import draw_text, fit_text, min_size, text_width
from render.palette import (
    GRID_LINE,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    TARGET,
    TARGET_LINE,
    VACATED,
    WHITE,
    Colour,
    seat_colour,
    seat_pattern,
)
from render.stash import Box, counts_boxes, counts_row, counts_width
from render.words import ENGLISH, word

WIDTH = 600  # every board picture: a phone shows it about 300 px wide
SMALL = min_size(WIDTH)  # the smallest text on any board: 24, digits 18 px tall (9 px as shown)
TEXT = SMALL  # names, notes
PAD = 12
SWATCH = 26
KEY = 26  # the sample of a mark in the key
LINE = 38  # one line of TEXT
ROW = 48  # one player's line with their pieces beside the name
UNIT = 34  # the pyramids beside a player's name
# The pyramids beside a name and the gaps between them, from as drawn to as small as they
# get to leave a long name ("Computer (medium)") whole; the counts keep their size.
COMPACT = ((UNIT, 12), (30, 12), (26, 10), (22, 8), (18, 6))


# Every board picture is square-ish, width / height within these, a replay's frame
# (the picture with a footer under it) too.
NARROWEST = 0.8
WIDEST = 1.34


def footer_height(width: int) -> int:
    """The footer a replay puts under a frame `width` px wide (render/replay.py): a
    progress bar and "Move k of n" in text as readable as the picture's own."""
    return min_size(width) + 12


def height_range(width: int) -> tuple[int, int]:
    """The least and the most a board `width` px wide may be tall: square-ish, with
    room left for a replay's footer."""
    return math.ceil(width / WIDEST), int(width / NARROWEST) - footer_height(width)


def swatch(image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, seat: int,
           size: int = SWATCH) -> None:
    """A small square in the seat's colour and pattern: the key to the pieces."""
    pts = [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]
    pyramids.polygon(image, draw, pts, seat_colour(seat), seat_pattern(seat))


class Panel:
    """A column from (x, y), `width` px wide; each call writes below the last."""

    def __init__(self, image: Image.Image | None, draw: ImageDraw.ImageDraw | None, x: int, y: int,
                 width: int, fill: Colour | None = PANEL, lang: str = ENGLISH) -> None:
        """With no image and draw, nothing is drawn: the column is only measured
        (its `y` says how tall it would be). Its words are in `lang`."""
        self.image, self.draw, self.lang = image, draw, lang
        self.x, self.y, self.width = x + PAD, y + PAD, width - 2 * PAD
        self.stashes: dict[int, dict[str, Box]] = {}  # by seat, where holdings drew each size
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
        swatch(self.image, self.draw, self.x, y + 3, seat)
        x = self.x + SWATCH + 8
        if seat in winners or on_turn:
            mark = "★" if seat in winners else "▶"
            draw_text(self.draw, (x, y), mark, TEXT, True, fill=HIGHLIGHT if seat in winners else INK)
            x += text_width(mark, TEXT, True) + 6
        if resigned:
            note = word(self.lang, "resigned")
        note_w = text_width(note, TEXT, True) + 10 if note else 0
        room = right - x - note_w
        shown, bold = fit_text(name, TEXT, room, bold=True), True
        if shown != name and text_width(name, TEXT) <= room:
            shown, bold = name, False  # a long name whole in regular weight rather than cut
        draw_text(self.draw, (x, y), shown, TEXT, bold, fill=MUTED if resigned else INK)
        if note:
            draw_text(self.draw, (right - note_w + 10, y), note, TEXT, True, fill=INK)
        if advance:
            self.y += LINE + 2

    def holdings(self, view: dict[str, Any], seat: int, name: str, counts: dict[str, int], colour: Colour,
                 pattern: str) -> None:
        """One player's line: swatch and name on the left, the pieces they hold
        (S, M, L with counts) on the right."""
        # A long name ("Computer (medium)") gets room from smaller pyramids beside it
        # (their counts keep their size) rather than being cut.
        need = name_width(view, seat, name)
        fits = [(u, g) for u, g in COMPACT if self.width - counts_width(u, counts, g) - 12 >= need]
        unit, gap = fits[0] if fits else COMPACT[-1]
        room = counts_width(unit, counts, gap)
        x, y = self.x + self.width - room, self.y + 2 + (UNIT - unit) / 2
        self.stashes[seat] = counts_boxes(x, y, counts, unit, gap)  # where each size is (render/spots.py)
        if self.image is not None and self.draw is not None:
            self.y += 5
            self.seat(view, seat, name, width=self.width - room - 12, advance=False)
            counts_row(self.image, self.draw, x, y, counts, colour, pattern, unit=unit, gap=gap)
            self.y -= 5
        self.y += ROW

    def legend_line(self, items: list[tuple[str, str]]) -> None:
        """The keys side by side on one line (wrapping when they do not fit)."""
        draw = self.draw
        x, y = self.x, self.y
        for kind, label in items:
            lead = 0 if kind == "text" else _key_width(kind) + 7
            w = lead + text_width(label, SMALL)
            if x + w > self.x + self.width and x > self.x:
                x, y = self.x, y + LINE
            if draw is not None:
                _key(draw, kind, x, y)
                draw_text(draw, (x + lead, y), label, SMALL, fill=INK)
            x += w + 22
        self.y = y + LINE


def name_width(view: dict[str, Any], seat: int, name: str, bold: bool = False) -> int:
    """The room a seat's line needs for its swatch, mark and whole name."""
    winners = (view.get("result") or {}).get("winners") or []
    marked = seat in winners or (seat in (view.get("to_move") or []) and not view.get("over"))
    return SWATCH + 8 + (text_width("▶", TEXT, True) + 6 if marked else 0) + text_width(name, TEXT, bold)


def _key_width(kind: str) -> int:
    return KEY + (10 if kind == "badge" else 0)


def _key(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> None:
    """The sample of a mark, KEY px tall: ring, thin ring, target square, cross, grey
    square (Pylon's vacated squares) or height badge."""
    box = (x, y + 2, x + KEY, y + 2 + KEY)
    if kind == "ring":
        draw.rounded_rectangle(box, radius=5, outline=HIGHLIGHT, width=4)
    elif kind == "thin":
        draw.rounded_rectangle(box, radius=5, outline=HIGHLIGHT, width=2)
    elif kind == "target":
        draw.rectangle(box, fill=TARGET, outline=TARGET_LINE, width=3)
    elif kind == "vacated":
        draw.rectangle(box, fill=VACATED, outline=GRID_LINE, width=1)
    elif kind == "cross":
        draw.line((x + 3, y + 5, x + KEY - 3, y + KEY - 1), fill=HIGHLIGHT, width=4)
        draw.line((x + 3, y + KEY - 1, x + KEY - 3, y + 5), fill=HIGHLIGHT, width=4)
    elif kind == "badge":
        badge(draw, x, y - 1, "2", INK)


def badge(draw: ImageDraw.ImageDraw, x: float, y: float, label: str, outline: Colour) -> int:
    """A number in a white rounded box (a stack's height), its corner at (x, y);
    returns its width."""
    w = text_width(label, SMALL, True) + 12
    draw.rounded_rectangle((x, y, x + w, y + SMALL + 7), radius=6, fill=WHITE, outline=outline, width=3)
    draw_text(draw, (x + 6, y + 1), label, SMALL, True, fill=INK)
    return w
