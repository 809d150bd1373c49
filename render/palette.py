"""Colours and seat markings.

Seat colours come from the Okabe-Ito palette (safe for the common colour-vision
deficiencies), and every seat also has its own fill pattern so that pieces can be
told apart in grey scale: seat 0 solid, seat 1 hatched, seat 2 striped, seat 3
cross-hatched, seat 4 upright stripes, seat 5 hatched the other way.
"""

Colour = tuple[int, int, int]


def hex_colour(text: str) -> Colour:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def shade(colour: Colour, factor: float) -> Colour:
    """factor < 1 darkens towards black, > 1 lightens towards white."""
    if factor <= 1:
        return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))
    t = factor - 1
    r, g, b = colour
    return (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))


def luminance(colour: Colour) -> float:
    r, g, b = colour
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def ink_on(colour: Colour) -> Colour:
    """Black or white, whichever reads better on `colour`."""
    return INK if luminance(colour) > 0.55 else WHITE


WHITE: Colour = (255, 255, 255)
INK: Colour = (24, 24, 28)  # text and outlines
MUTED: Colour = (96, 96, 104)  # secondary text
BACKGROUND: Colour = (250, 248, 243)
PANEL: Colour = (238, 235, 226)
GRID_LIGHT: Colour = (232, 226, 210)
GRID_DARK: Colour = (218, 210, 190)
GRID_LINE: Colour = (150, 140, 120)
HIGHLIGHT: Colour = (204, 0, 136)  # last move: a magenta ring, unlike any seat colour
TARGET: Colour = (255, 214, 0)  # Synapse's forced square
TARGET_LINE: Colour = (150, 110, 0)
VACATED: Colour = (196, 190, 178)  # Pylon's squares emptied for good

# Okabe-Ito: blue, orange, bluish green, reddish purple, sky blue, vermillion.
SEAT_COLOURS: tuple[Colour, ...] = (
    (0, 114, 178),
    (230, 159, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (213, 94, 0),
)
SEAT_PATTERNS: tuple[str, ...] = ("solid", "hatch", "stripe", "cross", "vstripe", "backhatch")
NEUTRAL: Colour = (0, 158, 115)  # a shared stash (Epicycle's ring)
NOBODY: Colour = (200, 200, 200)  # Cardinal pieces pointing at no seat


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_pattern(seat: int) -> str:
    return SEAT_PATTERNS[seat % len(SEAT_PATTERNS)]
