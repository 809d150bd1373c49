"""Marks laid over a board: the last-move ring and arrows."""

import math

from PIL import ImageDraw

from render.palette import HIGHLIGHT, Colour

Box = tuple[float, float, float, float]
Point = tuple[float, float]


def ring(draw: ImageDraw.ImageDraw, box: Box, colour: Colour = HIGHLIGHT, width: int = 5,
         round_: bool = False) -> None:
    """A highlight outline around `box` (a square, or a circle with round_)."""
    if round_:
        draw.ellipse(box, outline=colour, width=width)
    else:
        draw.rounded_rectangle(box, radius=6, outline=colour, width=width)


def arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point, colour: Colour = HIGHLIGHT,
          width: int = 5, head: float = 16) -> None:
    """A straight arrow from `start` to `end` with a filled head."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    back = (end[0] - head * math.cos(angle), end[1] - head * math.sin(angle))
    draw.line([start, back], fill=colour, width=width)
    spread = 0.45
    draw.polygon([
        end,
        (end[0] - head * math.cos(angle - spread), end[1] - head * math.sin(angle - spread)),
        (end[0] - head * math.cos(angle + spread), end[1] - head * math.sin(angle + spread)),
    ], fill=colour)


def inset(box: Box, by: float) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)
