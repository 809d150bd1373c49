"""Connections, the public table: each player's rows by region (cards in the
region's colour), the links sitting on them with owner and partner, brackets
joining the rows a link bridges, the discard top, deck count, hand sizes, round
and scores. Drawn from the public view, which names no card held in a hand."""

import re
from typing import Any

from PIL import Image, ImageDraw

from render.cards import chip, chip_width
from render.deck import card_order, card_regions, region_colours
from render.fonts import fit_text, font, text_width
from render.header import PAD, header, seat_names, swatch
from render.palette import BACKGROUND, INK, MUTED, PANEL, WHITE, Colour, ink_on

WIDTH = 1000
CARD = 16  # card text size
CHIP_H = 30
LINE_H = 38  # one line of a row
PILL_W = 226  # the region label at the start of a row
GUTTER = 14  # per bracket
SECTION_HEAD = 40
INFO = 18
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
            note = "link"
            if link.get("partner") is not None:
                note = f"link · partner {names[link['partner']]}"
            elif link.get("invited") is not None:
                note = f"link · invited {names[link['invited']]}"
            note = fit_text(note, 15, 260)
            width = chip_width(link["card"], CARD, len(link["regions"])) + 8 + text_width(note, 15)
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
    dealer = names[view.get("dealer", 0)]
    lines = [f"Round {view.get('round', 1)} of {view.get('rounds', 1)} · dealer {dealer} · "
             f"deck {view.get('deck_size', 0)} · discard pile {view.get('discard_size', 0)}, top:"]
    if view.get("announced_by") is not None:
        lines.append(f"{names[view['announced_by']]} announced the end of the round")
    elif view.get("last_round"):
        lines.append("Last round: it ends after two rotations with nobody playing down")
    offers = view.get("offers") or []
    if offers:
        shown = ", ".join(f"#{o['id']} {names[o['from']]} → {names[o['to']]}" for o in offers[:6])
        lines.append(f"Trade offers pending: {shown}")
    for past in view.get("round_scores") or []:
        points = past.get("points") or []
        shown = ", ".join(f"{names[s]} {p:+d}" for s, p in enumerate(points) if s < len(names))
        lines.append(f"Round {past.get('round')}: {shown}")
    return lines


def draw(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names = seat_names(view, names)
    n = view["players"]
    colours = region_colours(view)
    scores = view.get("scores") or [0] * n
    hands = view.get("hand_sizes") or [0] * n
    notes = [f"{scores[s]} pts · {hands[s]} in hand" for s in range(n)]
    status = None
    if view.get("to_move"):
        on_turn = view["to_move"][0]
        status = f"{names[on_turn]} {PHASES.get(view.get('phase', ''), 'to play')}"
    last = with_names(view.get("last_action") or "", names)
    top = header(view, names, WIDTH, notes, last=last, status=status)
    info = _info_lines(view, names)

    # Lay out every seat's section first, to know the height.
    sections = []
    y = top.height + PAD + len(info) * (INFO + 10) + 14
    # One gutter width for all, so that the rows line up from player to player.
    gutter = GUTTER * max((len(_links_of(view, seat)) for seat in range(n)), default=0)
    for seat in range(n):
        rows = sorted((r for r in view.get("rows", []) if r["seat"] == seat),
                      key=lambda r: list(colours).index(r["region"]) if r["region"] in colours else 99)
        links = _links_of(view, seat)
        start = PAD + gutter + 6 + PILL_W + 10
        laid = []
        row_y = y + SECTION_HEAD
        for row in rows:
            items = _row_items(view, row, names, colours)
            places = _layout_row(items, start, WIDTH - PAD)
            lines = 1 + max((line for _, line in places), default=0)
            laid.append((row, items, places, row_y))
            row_y += lines * LINE_H
        height = SECTION_HEAD + max(row_y - y - SECTION_HEAD, LINE_H) + 10
        sections.append((seat, links, laid, y, height))
        y += height + 8
    image = Image.new("RGB", (WIDTH, y + PAD), BACKGROUND)
    image.paste(top, (0, 0))
    d = ImageDraw.Draw(image)

    iy = top.height + PAD
    for i, line in enumerate(info):
        d.text((PAD, iy), line, font=font(INFO, bold=i == 0), fill=INK)
        if i == 0:
            x = PAD + text_width(line, INFO, True) + 10
            top_card = view.get("discard_top")
            if top_card:
                chip(d, x, iy - 5, top_card, [colours.get(r, WHITE) for r in card_regions(view, top_card)])
            else:
                d.text((x, iy), "none", font=font(INFO), fill=MUTED)
        iy += INFO + 10

    to_move = set(view.get("to_move") or [])
    for seat, links, laid, sy, height in sections:
        cards = "card" if hands[seat] == 1 else "cards"
        d.rounded_rectangle((PAD - 6, sy, WIDTH - PAD + 6, sy + height), radius=10, fill=PANEL,
                            outline=INK if seat in to_move and not view.get("over") else PANEL, width=3)
        swatch(image, d, PAD + 2, sy + 8, seat)
        title = names[seat]
        d.text((PAD + 34, sy + 8), fit_text(title, 20, 300, True), font=font(20, True), fill=INK)
        x = PAD + 34 + min(300, text_width(title, 20, True)) + 14
        extra = f"{scores[seat]} pts · {hands[seat]} {cards} in hand"
        partner_of = [lk for lk in links if lk.get("partner") == seat]
        if partner_of:
            extra += " · partner in " + ", ".join(f"{lk['card']} ({names[lk['owner']]})" for lk in partner_of)
        d.text((x, sy + 11), fit_text(extra, 17, WIDTH - PAD - x - 10), font=font(17), fill=INK)
        if not laid:
            d.text((PAD + 34, sy + SECTION_HEAD + 6), "nothing played down yet", font=font(17), fill=MUTED)
        pill_x = PAD + gutter + 6
        row_mid: dict[str, float] = {}
        for row, items, places, ry in laid:
            region = row["region"]
            colour = colours.get(region, WHITE)
            d.rounded_rectangle((pill_x, ry + 4, pill_x + PILL_W, ry + 4 + CHIP_H), radius=15, fill=colour,
                                outline=INK, width=1)
            label = fit_text(region, 15, PILL_W - 16, True)
            d.text((pill_x + 10, ry + 10), label, font=font(15, True), fill=ink_on(colour))
            row_mid[region] = ry + 4 + CHIP_H / 2
            for (card, card_colours, note, _), (cx, line) in zip(items, places, strict=True):
                cy = ry + 4 + line * LINE_H
                end = chip(d, cx, cy, card, card_colours)
                if note:
                    d.text((end + 6, cy + 6), note, font=font(15), fill=INK)
        # Brackets: one per link this seat owns or partners, joining its rows in the
        # link's regions (a dot marks each joined row).
        for k, link in enumerate(sorted(links, key=lambda lk: card_order(lk["card"]))):
            ys = [row_mid[r] for r in link["regions"] if r in row_mid]
            if not ys:
                continue
            bx = PAD + 4 + k * GUTTER
            d.line([(bx, min(ys)), (bx, max(ys))], fill=INK, width=3)
            for ty in ys:
                d.line([(bx, ty), (pill_x, ty)], fill=INK, width=3)
                d.ellipse((bx - 4, ty - 4, bx + 4, ty + 4), fill=INK)
    return image
