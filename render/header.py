"""The strip above every picture: the game, whose turn it is or the result, each
player's name with their colour and pattern, and the last move in words."""

from typing import Any

from PIL import Image, ImageDraw

from render import pyramids
from render.fonts import fit_text, font, text_width
from render.palette import BACKGROUND, HIGHLIGHT, INK, MUTED, PANEL, Colour, seat_colour, seat_pattern

TITLE = 26
STATUS = 20
CHIP = 19
NOTE = 17
PAD = 14
SWATCH = 24
NAME_WIDTH = 230  # long display names are shortened to this many px


def seat_names(view: dict[str, Any], names: list[str] | None) -> list[str]:
    """Display names by seat, "Seat 1".. where a name is missing (seats are 0-based)."""
    out = []
    for seat in range(view["players"]):
        given = str(names[seat]).strip() if names and seat < len(names) and names[seat] else ""
        out.append(given or f"Seat {seat + 1}")
    return out


def join_names(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def status_line(view: dict[str, Any], names: list[str]) -> str:
    """Whose turn it is, or how the game ended."""
    result = view.get("result")
    if view.get("over") and result:
        winners = [names[s] for s in result.get("winners", [])]
        how = {"resign": " (resignation)", "agreement": " (by agreement)"}.get(result.get("reason"), "")
        if not winners:
            return "Game over: a draw" + how
        verb = "wins" if len(winners) == 1 else "win"
        return f"Game over: {join_names(winners)} {verb}{how}"
    to_move = view.get("to_move") or []
    if not to_move:
        return ""
    return f"To move: {names[to_move[0]]}"


def swatch(
    image: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, seat: int, size: int = SWATCH
) -> None:
    """A small square in the seat's colour and pattern: the key to the pieces."""
    pts = [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]
    pyramids.polygon(image, draw, pts, seat_colour(seat), seat_pattern(seat))


def _chips(view: dict[str, Any], names: list[str], notes: list[str] | None, width: int
           ) -> list[list[tuple[int, str, int]]]:
    """Seat chips wrapped into lines: [(seat, text, px width), ...] per line."""
    lines: list[list[tuple[int, str, int]]] = [[]]
    used = PAD
    for seat, name in enumerate(names):
        text = fit_text(name, CHIP, NAME_WIDTH, bold=True)
        note = notes[seat] if notes and seat < len(notes) else ""
        if seat in view.get("resigned", []):
            note = (note + " · " if note else "") + "resigned"
        label = f"{text}  {note}" if note else text
        if seat in set((view.get("result") or {}).get("winners") or []):
            label = "★ " + label
        elif seat in (view.get("to_move") or []) and not view.get("over"):
            label = "▶ " + label
        w = SWATCH + 8 + text_width(label, CHIP, bold=True) + 24
        if lines[-1] and used + w > width - PAD:
            lines.append([])
            used = PAD
        lines[-1].append((seat, label, w))
        used += w + 10
    return lines


def header(
    view: dict[str, Any], names: list[str], width: int, notes: list[str] | None = None,
    last: str | None = None, status: str | None = None,
) -> Image.Image:
    """The strip as an image `width` wide. `notes` add a word per seat (scores,
    stashes); `last` and `status` replace the default last-move and turn lines."""
    chips = _chips(view, names, notes, width)
    if last is None:
        lm = view.get("last_move")
        last = f"Last move: {names[lm['seat']]} played {lm['move']}" if lm else "No move yet"
    chip_h = SWATCH + 14
    height = PAD + TITLE + 10 + len(chips) * (chip_h + 6) + NOTE + 10 + PAD
    image = Image.new("RGB", (width, height), PANEL)
    draw = ImageDraw.Draw(image)
    draw.text((PAD, PAD), view.get("title", view.get("game", "")), font=font(TITLE, True), fill=INK)
    title_w = text_width(view.get("title", ""), TITLE, True)
    if status is None or view.get("over"):
        status = status_line(view, names)
    status = fit_text(status, STATUS, width - title_w - 3 * PAD, bold=True)
    colour: Colour = HIGHLIGHT if view.get("over") else INK
    draw.text((width - PAD - text_width(status, STATUS, True), PAD + 4), status, font=font(STATUS, True),
              fill=colour)
    y = PAD + TITLE + 10
    to_move = set(view.get("to_move") or [])
    winners = set((view.get("result") or {}).get("winners") or [])
    for line in chips:
        x = PAD
        for seat, label, w in line:
            box = (x, y, x + w, y + chip_h)
            on_turn = seat in to_move and not view.get("over")
            draw.rounded_rectangle(box, radius=8, fill=BACKGROUND,
                                   outline=INK if on_turn or seat in winners else MUTED,
                                   width=3 if on_turn or seat in winners else 1)
            swatch(image, draw, x + 8, y + 7, seat)
            muted = seat in view.get("resigned", [])
            draw.text((x + 8 + SWATCH + 8, y + 8), label, font=font(CHIP, True), fill=MUTED if muted else INK)
            x += w + 10
        y += chip_h + 6
    draw.text((PAD, y + 2), fit_text(last, NOTE, width - 2 * PAD), font=font(NOTE), fill=INK)
    return image


LEGEND = 17


def legend(draw: ImageDraw.ImageDraw, x: float, y: float, items: list[tuple[str, str]]) -> float:
    """Keys in a row: ("ring", "last move"), ("target", "next piece goes here"), or
    ("text", "..."). Returns the x after the last item."""
    from render.palette import TARGET, TARGET_LINE

    f = font(LEGEND)
    for kind, label in items:
        if kind == "ring":
            draw.rounded_rectangle((x, y, x + 22, y + 22), radius=5, outline=HIGHLIGHT, width=4)
            x += 28
        elif kind == "target":
            draw.rectangle((x, y, x + 22, y + 22), fill=TARGET, outline=TARGET_LINE, width=3)
            x += 28
        draw.text((x, y + 1), label, font=f, fill=INK)
        x += text_width(label, LEGEND) + 22
    return x
