"""Connections, the public table: each player's rows by region (the region named
at the start of the row, the cards named on them), the links sitting on them with
owner and partner, brackets joining the rows a link bridges, and the discard top.
The picture is as tall as what is on the table: a player with nothing down takes
one line. Drawn from the public view, which names no card held in a hand."""

from typing import Any

from PIL import Image, ImageDraw

from render.connections.cards import chip, chip_width
from render.connections.deck import card_order, card_regions, region_colours
from render.fonts import draw_text, fit_text, text_width
from render.header import seat_names, swatch
from render.palette import BACKGROUND, INK, MUTED, PANEL, WHITE, Colour
from render.panel import PAD
from render.panel import WIDTH as NARROW

TALLEST = 1.18  # height / width (a replay frame adds a footer): a taller table is drawn wider
MIN_HEIGHT = 460  # a bare table is still no wider than 4:3
CARD = 18  # card text size
CHIP_H = 30
LINE_H = 36  # one line of a row
BAR = 12  # the region's colour at the start of a row
GUTTER = 12  # per bracket
SECTION_HEAD = 34
NOTE = 18
NAME = 20
TOP_H = 44


def _links_of(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [lk for lk in view.get("links", []) if seat in (lk["owner"], lk.get("partner"))]


def _row_items(view: dict[str, Any], row: dict[str, Any], names: list[str], colours: dict[str, Colour]
               ) -> list[tuple[str, list[Colour], str, int]]:
    """(card, colours, note, width) for the row's cards, then the links on it."""
    region = row["region"]
    items = [("", [colours.get(region, WHITE)], region, text_width(region, NOTE, True) + BAR + 8)]
    for card in row["cards"]:
        items.append((card, [colours.get(row["region"], WHITE)], "", chip_width(card, CARD)))
    for link in view.get("links", []):
        if link["owner"] == row["seat"] and link["anchor"] == row["region"]:
            note = ""
            if link.get("partner") is not None:
                note = f"partner {names[link['partner']]}"
            elif link.get("invited") is not None:
                note = f"invited {names[link['invited']]}"
            note = fit_text(note, NOTE, 220)
            width = chip_width(link["card"], CARD, len(link["regions"]))
            if note:
                width += 8 + text_width(note, NOTE)
            items.append((link["card"], [colours.get(r, WHITE) for r in link["regions"]], note, width))
    return items


def _layout_row(items: list[tuple[str, list[Colour], str, int]], start: int, right: int
                ) -> list[tuple[int, int]]:
    """(x, line) per item, wrapping within start..right."""
    out, x, line = [], start, 0
    for *_, w in items:
        if x + w > right and x > start:
            x, line = start, line + 1
        out.append((x, line))
        x += w + 8
    return out


def _top(d: ImageDraw.ImageDraw, view: dict[str, Any], colours: dict[str, Colour], width: int) -> None:
    """The line above the players: the round, the deck and the card on the discard pile."""
    d.rectangle((0, 0, width, TOP_H), fill=PANEL)
    left = f"Round {view.get('round', 1)} of {view.get('rounds', 1)} · deck {view.get('deck_size', 0)}"
    draw_text(d, (PAD, 10), left, NOTE, True, fill=INK)
    top_card = view.get("discard_top")
    x = PAD + text_width(left, NOTE, True) + 24
    draw_text(d, (x, 10), "discard:", NOTE, fill=INK)
    x += text_width("discard:", NOTE) + 8
    if top_card:
        regions = card_regions(view, top_card)
        w = min(chip_width(top_card, CARD, len(regions)), width - PAD - x)
        chip(d, x, 7, top_card, [colours.get(r, WHITE) for r in regions], size=CARD, height=CHIP_H, width=w)
    else:
        draw_text(d, (x, 10), "none", NOTE, fill=MUTED)


Section = tuple[int, list[dict[str, Any]], list[Any], int, int]


def _layout(view: dict[str, Any], names: list[str], colours: dict[str, Colour], width: int
            ) -> tuple[list[Section], int, int]:
    """Every seat's section at this picture width: (sections, bar x, picture height)."""
    n = view["players"]
    sections: list[Section] = []
    y = TOP_H + 8
    # One gutter width for all, so that the rows line up from player to player.
    gutter = GUTTER * max((len(_links_of(view, seat)) for seat in range(n)), default=0)
    bar_x = PAD + gutter + 2
    start = bar_x
    for seat in range(n):
        rows = sorted((r for r in view.get("rows", []) if r["seat"] == seat),
                      key=lambda r: list(colours).index(r["region"]) if r["region"] in colours else 99)
        links = _links_of(view, seat)
        laid = []
        row_y = y + SECTION_HEAD
        for row in rows:
            items = _row_items(view, row, names, colours)
            places = _layout_row(items, start, width - PAD)
            lines = 1 + max((line for _, line in places), default=0)
            laid.append((row, items, places, row_y))
            row_y += lines * LINE_H
        height = row_y - y + 4
        sections.append((seat, links, laid, y, height))
        y += height + 6

    return sections, bar_x, max(MIN_HEIGHT, y + PAD - 6)


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    n = view["players"]
    colours = region_colours(view)
    hands = view.get("hand_sizes") or [0] * n
    scores = view.get("scores") or [0] * n
    # Lay out every seat's section first, to know the height; a table too tall for a
    # phone's screen (rarely: most of the deck played down) is laid out wider.
    width = NARROW
    sections, bar_x, height = _layout(view, names, colours, width)
    while height > width * TALLEST:
        width += 120
        sections, bar_x, height = _layout(view, names, colours, width)
    image = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(image)
    _top(d, view, colours, width)

    to_move = set(view.get("to_move") or [])
    for seat, links, laid, sy, sh in sections:
        cards = "card" if hands[seat] == 1 else "cards"
        d.rounded_rectangle((PAD - 8, sy, width - PAD + 6, sy + sh), radius=8, fill=PANEL,
                            outline=INK if seat in to_move and not view.get("over") else PANEL, width=3)
        swatch(image, d, PAD, sy + 5, seat)
        extra = f"{hands[seat]} {cards} in hand · {scores[seat] if seat < len(scores) else 0} pts"
        if not laid:
            extra += " · none down"
        name_w = min(text_width(names[seat], NAME, True), 260)
        title = fit_text(names[seat], NAME, name_w, True)
        draw_text(d, (PAD + 32, sy + 4), title, NAME, True, fill=INK)
        x = PAD + 32 + text_width(title, NAME, True) + 12
        draw_text(d, (x, sy + 6), fit_text(extra, NOTE, width - PAD - x - 4), NOTE, fill=MUTED)
        row_mid: dict[str, float] = {}
        for row, items, places, ry in laid:
            region = row["region"]
            row_mid[region] = ry + CHIP_H / 2
            for (card, card_colours, note, _), (cx, line) in zip(items, places, strict=True):
                cy = ry + line * LINE_H
                if not card:  # the row's label: its colour and the region's name
                    d.rectangle((cx, cy, cx + BAR, cy + CHIP_H), fill=card_colours[0], outline=INK)
                    draw_text(d, (cx + BAR + 6, cy + 4), note, NOTE, True, fill=INK)
                    continue
                end = chip(d, cx, cy, card, card_colours, size=CARD, height=CHIP_H)
                if note:
                    draw_text(d, (end + 8, cy + 4), note, NOTE, fill=INK)
        # Brackets: one per link this seat owns or partners, joining its rows in the
        # link's regions (a dot marks each joined row).
        for k, link in enumerate(sorted(links, key=lambda lk: card_order(lk["card"]))):
            ys = [row_mid[r] for r in link["regions"] if r in row_mid]
            if not ys:
                continue
            bx = PAD - 2 + k * GUTTER
            d.line([(bx, min(ys)), (bx, max(ys))], fill=INK, width=3)
            for ty in ys:
                d.line([(bx, ty), (bar_x, ty)], fill=INK, width=3)
                d.ellipse((bx - 4, ty - 4, bx + 4, ty + 4), fill=INK)
    return image
