"""Connections, the public table: each player's rows by region (cards in the
region's colour), the links sitting on them with owner and partner, brackets
joining the rows a link bridges, the discard top, deck count, hand sizes, round
and scores. Drawn from the public view, which names no card held in a hand."""

import re
from typing import Any

from PIL import Image, ImageDraw

from render.cards import chip, chip_width
from render.deck import card_order, card_regions, region_colours
from render.fonts import draw_text, fit_text, text_width
from render.header import seat_names, status_line, swatch
from render.palette import BACKGROUND, INK, MUTED, PANEL, WHITE, Colour
from render.panel import PAD, SMALL, Panel

WIDTH = 960
TABLE_W = 640  # the players' rows on the left, the panel on the right
HEIGHT = 540  # at least; a busy table makes the picture taller
CARD = 24  # card text size
CHIP_H = 38
LINE_H = 44  # one line of a row
BAR = 14  # the region's colour at the start of a row
GUTTER = 14  # per bracket
SECTION_HEAD = 40
NOTE = 24
PHASES = {"start": "starts a turn", "discard": "must discard", "draw": "must draw"}
_SEAT = re.compile(r"\bseat (\d+)\b", re.IGNORECASE)


def with_names(text: str, names: list[str]) -> str:
    """The engine's words name seats 'seat N' (0-based); show display names."""
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)
    return _SEAT.sub(name, text)


def _links_of(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [lk for lk in view.get("links", []) if seat in (lk["owner"], lk.get("partner"))]


def _row_items(view: dict[str, Any], row: dict[str, Any], names: list[str], colours: dict[str, Colour]
               ) -> list[tuple[str, list[Colour], str, int]]:
    """(card, colours, note, width) for the row's cards, then the links on it."""
    items = []
    for card in row["cards"]:
        items.append((card, [colours.get(row["region"], WHITE)], "", chip_width(card, CARD)))
    for link in view.get("links", []):
        if link["owner"] == row["seat"] and link["anchor"] == row["region"]:
            note = ""
            if link.get("partner") is not None:
                note = f"partner {names[link['partner']]}"
            elif link.get("invited") is not None:
                note = f"invited {names[link['invited']]}"
            note = fit_text(note, NOTE, 240)
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


def _info_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    lines = []
    if view.get("announced_by") is not None:
        lines.append(f"{names[view['announced_by']]} announced the end of the round")
    elif view.get("last_round"):
        lines.append("Last round: ends after two quiet rotations")
    offers = view.get("offers") or []
    if offers:
        shown = ", ".join(f"#{o['id']} {names[o['from']]} → {names[o['to']]}" for o in offers[:6])
        lines.append(f"Offers: {shown}")
    for past in view.get("round_scores") or []:
        points = past.get("points") or []
        shown = ", ".join(f"{names[s]} {p:+d}" for s, p in enumerate(points) if s < len(names))
        lines.append(f"Round {past.get('round')}: {shown}")
    return lines


def _panel(image: Image.Image | None, d: ImageDraw.ImageDraw | None, view: dict[str, Any], names: list[str],
           colours: dict[str, Colour], status: str | None) -> int:
    """The right-hand column; returns the y below its last line. With no image
    it is only measured."""
    n = view["players"]
    scores = view.get("scores") or [0] * n
    panel = Panel(image, d, TABLE_W, 0, WIDTH - TABLE_W, fill=None)
    panel.title(view)
    if status is None or view.get("over"):
        status = status_line(view, names)
    panel.status(status, view.get("over", False))
    dealer = names[view.get("dealer", 0)]
    panel.text(f"Round {view.get('round', 1)} of {view.get('rounds', 1)}", SMALL)
    panel.text(f"Dealer: {dealer}", SMALL)
    panel.text(f"Deck {view.get('deck_size', 0)} · discards {view.get('discard_size', 0)}", SMALL)
    top_card = view.get("discard_top")
    if d is not None:
        draw_text(d, (panel.x, panel.y + 4), "Top:", SMALL, True, fill=INK)
        x = panel.x + text_width("Top:", SMALL, True) + 10
        if top_card:
            w = min(chip_width(top_card, CARD, len(card_regions(view, top_card))), panel.x + panel.width - x)
            chip(d, x, panel.y, top_card, [colours.get(r, WHITE) for r in card_regions(view, top_card)],
                 size=CARD, height=CHIP_H, width=w)
        else:
            draw_text(d, (x, panel.y + 4), "none", SMALL, fill=MUTED)
    panel.gap(CHIP_H + 12)
    for seat in range(n):
        panel.seat(view, seat, names[seat], f"{scores[seat]} pts")
    panel.gap(6)
    for line in _info_lines(view, names):
        panel.text(line, SMALL, lines=2)
    panel.text(with_names(view.get("last_action") or "", names), SMALL, lines=3)
    return panel.y + PAD


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    n = view["players"]
    colours = region_colours(view)
    hands = view.get("hand_sizes") or [0] * n
    status = None
    if view.get("to_move"):
        on_turn = view["to_move"][0]
        status = f"{names[on_turn]} {PHASES.get(view.get('phase', ''), 'to play')}"

    # Lay out every seat's section first, to know the height.
    sections = []
    y = PAD
    # One gutter width for all, so that the rows line up from player to player.
    gutter = GUTTER * max((len(_links_of(view, seat)) for seat in range(n)), default=0)
    bar_x = PAD + gutter + 2
    start = bar_x + BAR + 8
    for seat in range(n):
        rows = sorted((r for r in view.get("rows", []) if r["seat"] == seat),
                      key=lambda r: list(colours).index(r["region"]) if r["region"] in colours else 99)
        links = _links_of(view, seat)
        laid = []
        row_y = y + SECTION_HEAD
        for row in rows:
            items = _row_items(view, row, names, colours)
            places = _layout_row(items, start, TABLE_W - PAD)
            lines = 1 + max((line for _, line in places), default=0)
            laid.append((row, items, places, row_y))
            row_y += lines * LINE_H
        height = SECTION_HEAD + max(row_y - y - SECTION_HEAD, LINE_H) + 6
        sections.append((seat, links, laid, y, height))
        y += height + 8

    # A long panel (six players, many notes) makes the picture taller.
    height = max(HEIGHT, y + PAD - 8, _panel(None, None, view, names, colours, status))
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(image)
    d.rectangle((TABLE_W, 0, WIDTH, height), fill=PANEL)
    _panel(image, d, view, names, colours, status)

    to_move = set(view.get("to_move") or [])
    for seat, links, laid, sy, sh in sections:
        cards = "card" if hands[seat] == 1 else "cards"
        d.rounded_rectangle((PAD - 8, sy, TABLE_W - PAD + 6, sy + sh), radius=10, fill=PANEL,
                            outline=INK if seat in to_move and not view.get("over") else PANEL, width=3)
        swatch(image, d, PAD, sy + 8, seat)
        extra = f"{hands[seat]} {cards} in hand"
        partner_of = [lk for lk in links if lk.get("partner") == seat]
        if partner_of:
            extra += " · partner in " + ", ".join(lk["card"] for lk in partner_of)
        name_w = min(text_width(names[seat], NOTE, True), 300)
        title = fit_text(names[seat], NOTE, name_w, True)
        draw_text(d, (PAD + 34, sy + 6), title, NOTE, True, fill=INK)
        x = PAD + 34 + text_width(title, NOTE, True) + 14
        draw_text(d, (x, sy + 6), fit_text(extra, NOTE, TABLE_W - PAD - x - 4), NOTE, fill=MUTED)
        if not laid:
            draw_text(d, (PAD + 34, sy + SECTION_HEAD + 4), "nothing played down yet", NOTE, fill=MUTED)
        row_mid: dict[str, float] = {}
        for row, items, places, ry in laid:
            region = row["region"]
            lines = 1 + max((line for _, line in places), default=0)
            d.rectangle((bar_x, ry + 4, bar_x + BAR, ry + (lines - 1) * LINE_H + 4 + CHIP_H),
                        fill=colours.get(region, WHITE), outline=INK)
            row_mid[region] = ry + 4 + CHIP_H / 2
            for (card, card_colours, note, _), (cx, line) in zip(items, places, strict=True):
                cy = ry + 4 + line * LINE_H
                end = chip(d, cx, cy, card, card_colours, size=CARD, height=CHIP_H)
                if note:
                    draw_text(d, (end + 8, cy + 5), note, NOTE, fill=INK)
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
