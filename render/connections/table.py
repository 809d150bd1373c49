"""Connections, the public table: each player's rows by region (the region named
at the start of the row, the cards named on them), the links sitting on them with
owner and partner, brackets joining the rows a link bridges, and the discard top.

The picture is sized to what is on the table: it is 600 px wide and square-ish, and
its text is as large as fits, from 32 px (little on the table: a few large lines)
down to fonts.min_size(600) = 24 px, whose digits are 9 px tall on a phone showing
the picture 300 px wide. A table too full for that even at 24 px (far beyond what
play reaches: most of the deck down) is drawn wider, its text then smaller than that
on a phone. Drawn from the public view, which names no card held in a hand."""

from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from render.connections.cards import Style, chip, chip_width, flow, style
from render.connections.deck import card_order, card_regions, region_colours
from render.fonts import draw_text, fit_text, min_size, text_width
from render.header import seat_names, swatch
from render.palette import BACKGROUND, HIGHLIGHT, INK, MUTED, PANEL, WHITE, Colour
from render.panel import WIDTH, height_range
from render.words import ENGLISH, word

BIGGEST = 32  # the text of a table with little on it (digits 23 px tall, 11.5 on a phone)
WIDER = 60  # px added at a time to a table too full for WIDTH
EDGE = 3  # px between a player's box and the picture's side

# (card, or "" for the row's label; its colours; note: the region, or a link's partner; width)
Item = tuple[str, list[Colour], str, int]


@dataclass
class _Row:
    region: str
    items: list[Item]
    places: list[tuple[int, int]]  # (x, line) per item
    y: int  # top of the row's first line


@dataclass
class _Section:
    seat: int
    links: list[dict[str, Any]]
    name: str  # as shown (shortened if it must be)
    stats: str
    stats_below: bool  # the stats on a line of their own, under the name
    rows: list[_Row] = field(default_factory=list)
    y: int = 0
    height: int = 0


@dataclass
class _Layout:
    st: Style
    width: int
    top: list[tuple[int, int]]  # (x, line) of the top bar's items: the round and deck, then the discard
    top_h: int
    sections: list[_Section]
    bar_x: int  # where every row starts (after the brackets' gutter)
    height: int


def _links_of(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [lk for lk in view.get("links", []) if seat in (lk["owner"], lk.get("partner"))]


def _row_items(st: Style, view: dict[str, Any], row: dict[str, Any], names: list[str],
               colours: dict[str, Colour], room: int, lang: str) -> list[Item]:
    """(card, colours, note, width) for the row's label, its cards, then the links on
    it, each no wider than `room`."""
    region = row["region"]
    label = fit_text(region, st.size, room - st.bar - 8)
    label_w = st.bar + 8 + text_width(label, st.size)
    items: list[Item] = [("", [colours.get(region, WHITE)], label, label_w)]
    for card in row["cards"]:
        items.append((card, [colours.get(region, WHITE)], "", chip_width(st, card)))
    for link in view.get("links", []):
        if link["owner"] == row["seat"] and link["anchor"] == region:
            note = ""
            if link.get("partner") is not None:
                note = word(lang, "connections-partner", name=names[link["partner"]])
            elif link.get("invited") is not None:
                note = word(lang, "connections-invited", name=names[link["invited"]])
            width = chip_width(st, link["card"], len(link["regions"]))
            if note:
                note = fit_text(note, st.size, room - width - st.space)
                width += st.space + text_width(note, st.size)
            items.append((link["card"], [colours.get(r, WHITE) for r in link["regions"]], note, width))
    return items


def _top_items(
    st: Style, view: dict[str, Any], lang: str, width: int
) -> tuple[list[str], str, list[int], int]:
    """The top bar's texts (the round and the deck in one, or in two where one would be
    wider than the picture: "Runde 1 von 6 · Nachziehstapel 24" in large text), the
    discard's card (or ""), and the widths of the texts and of the discard item."""
    parts = [word(lang, "connections-round", round=view.get("round", 1), rounds=view.get("rounds", 1)),
             word(lang, "connections-deck", deck=view.get("deck_size", 0))]
    lefts = [" · ".join(parts)]
    if text_width(lefts[0], st.size, True) > width - 2 * st.pad:
        lefts = parts
    card = view.get("discard_top") or ""
    discard_w = text_width(word(lang, "connections-discard"), st.size) + st.space
    if card:
        discard_w += chip_width(st, card, len(card_regions(view, card)))
    else:
        discard_w += text_width(word(lang, "connections-no-discard"), st.size)
    return lefts, card, [text_width(t, st.size, True) for t in lefts], discard_w


def _layout(view: dict[str, Any], names: list[str], colours: dict[str, Colour], size: int, width: int,
            lang: str, spread: int = 0, below: bool | None = None) -> _Layout:
    """Every part's place at text `size` in a picture `width` px wide, `spread` px
    more between the sections than their usual gap; each player's hand and score
    beside their name, or `below` it (by default when one player's do not fit beside)."""
    st = style(size)
    n = view["players"]
    hands = view.get("hand_sizes") or [0] * n
    scores = view.get("scores") or [0] * n
    to_move = set(view.get("to_move") or [])
    winners = set((view.get("result") or {}).get("winners") or [])
    edge = EDGE  # between a section's box and the picture's side
    inner = edge + st.pad  # where a section's content starts
    right = width - inner

    _, _, left_ws, discard_w = _top_items(st, view, lang, width)
    top = flow([*left_ws, discard_w], st.pad, width - st.pad, st.size)
    top_h = st.pad + (1 + top[-1][1]) * st.line - st.gap + st.pad

    # One gutter for all, so that the rows line up from player to player.
    most = max((len(_links_of(view, seat)) for seat in range(n)), default=0)
    bar_x = inner + (most * st.bar + 4 if most else 0)
    sections: list[_Section] = []
    y = top_h + st.gap + spread
    heads = []
    for seat in range(n):
        mark = "★" if seat in winners else "▶" if seat in to_move and not view.get("over") else ""
        x = inner + st.swatch + 8 + (text_width(mark, st.size, True) + 6 if mark else 0)
        points = scores[seat] if seat < len(scores) else 0
        stats = word(lang, "connections-stats", cards=hands[seat], points=points)
        end = x + text_width(names[seat], st.size, True) + st.size + text_width(stats, st.size)
        heads.append((x, stats, end))
    if below is None:
        below = any(end > right for *_, end in heads)
    for seat, (x, stats, _) in enumerate(heads):
        room = right - x - (0 if below else st.size + text_width(stats, st.size))
        name = fit_text(names[seat], st.size, room, True)
        section = _Section(seat, _links_of(view, seat), name, stats, below, y=y)
        row_y = y + st.pad // 2 + (2 if below else 1) * st.line
        rows = sorted((r for r in view.get("rows", []) if r["seat"] == seat),
                      key=lambda r: list(colours).index(r["region"]) if r["region"] in colours else 99)
        for row in rows:
            items = _row_items(st, view, row, names, colours, right - bar_x, lang)
            places = flow([w for *_, w in items], bar_x, right, st.space)
            section.rows.append(_Row(row["region"], items, places, row_y))
            row_y += (1 + places[-1][1]) * st.line
        section.height = row_y - st.gap + st.pad // 2 - y
        sections.append(section)
        y += section.height + st.gap + spread
    return _Layout(st, width, top, top_h, sections, bar_x, y)


def _fit(view: dict[str, Any], names: list[str], colours: dict[str, Colour], lang: str) -> _Layout:
    """The largest text whose layout fits a square-ish picture WIDTH px wide; a table
    too full even at the smallest text is laid out wider; a short one is spread out."""
    floor = min_size(WIDTH)
    low, high = height_range(WIDTH)

    def at(size: int, width: int = WIDTH) -> _Layout:
        layout = _layout(view, names, colours, size, width, lang)
        if layout.height > height_range(width)[1] and layout.sections and layout.sections[0].stats_below:
            # A long name shortened rather than a line more for every player.
            layout = _layout(view, names, colours, size, width, lang, below=False)
        return layout

    best = at(floor)
    if best.height > high:
        width = WIDTH
        while best.height > height_range(width)[1] and width < 1000:
            width += WIDER
            best = at(floor, width)
        return best
    lo, hi = floor + 1, BIGGEST  # heights grow with the text: the largest that fits
    while lo <= hi:
        size = (lo + hi) // 2
        layout = at(size)
        if layout.height <= high:
            best, lo = layout, size + 1
        else:
            hi = size - 1
    if best.height < low:
        below = bool(best.sections) and best.sections[0].stats_below
        spread = (low - best.height) // (len(best.sections) + 1)
        best = _layout(view, names, colours, best.st.size, WIDTH, lang, spread, below)
        best.height = low
    return best


def _top(d: ImageDraw.ImageDraw, layout: _Layout, view: dict[str, Any], colours: dict[str, Colour],
         lang: str) -> None:
    """The bar above the players: the round, the deck and the card on the discard pile."""
    st = layout.st
    d.rectangle((0, 0, layout.width, layout.top_h), fill=PANEL)
    lefts, card, _, _ = _top_items(st, view, lang, layout.width)
    for text, (lx, lline) in zip(lefts, layout.top, strict=False):
        draw_text(d, (lx, st.pad + lline * st.line + st.rise), text, st.size, True, fill=INK)
    dx, dline = layout.top[-1]
    y = st.pad + dline * st.line
    discard = word(lang, "connections-discard")
    draw_text(d, (dx, y + st.rise), discard, st.size, fill=INK)
    x = dx + text_width(discard, st.size) + st.space
    if card:
        chip(d, st, x, y, card, [colours.get(r, WHITE) for r in card_regions(view, card)])
    else:
        draw_text(d, (x, y + st.rise), word(lang, "connections-no-discard"), st.size, fill=MUTED)


def _section(image: Image.Image, d: ImageDraw.ImageDraw, layout: _Layout, sec: _Section,
             view: dict[str, Any]) -> None:
    st = layout.st
    edge = EDGE
    inner = edge + st.pad
    on_turn = sec.seat in (view.get("to_move") or []) and not view.get("over")
    winner = sec.seat in ((view.get("result") or {}).get("winners") or [])
    d.rounded_rectangle((edge, sec.y, layout.width - edge, sec.y + sec.height), radius=8, fill=PANEL,
                        outline=INK if on_turn else PANEL, width=3)
    y = sec.y + st.pad // 2
    swatch(image, d, inner, y + (st.chip_h - st.swatch) / 2, sec.seat, st.swatch)
    x = inner + st.swatch + 8
    if winner or on_turn:
        mark = "★" if winner else "▶"
        draw_text(d, (x, y + st.rise), mark, st.size, True, fill=HIGHLIGHT if winner else INK)
        x += text_width(mark, st.size, True) + 6
    draw_text(d, (x, y + st.rise), sec.name, st.size, True, fill=INK)
    if sec.stats_below:
        draw_text(d, (x, y + st.line + st.rise), sec.stats, st.size, fill=MUTED)
    else:
        stats_x = layout.width - inner - text_width(sec.stats, st.size)
        draw_text(d, (stats_x, y + st.rise), sec.stats, st.size, fill=MUTED)
    row_mid: dict[str, float] = {}
    for row in sec.rows:
        row_mid[row.region] = row.y + st.chip_h / 2
        for (card, colours, note, _), (cx, line) in zip(row.items, row.places, strict=True):
            cy = row.y + line * st.line
            if not card:  # the row's label: its colour and the region's name
                d.rectangle((cx, cy, cx + st.bar, cy + st.chip_h), fill=colours[0], outline=INK)
                draw_text(d, (cx + st.bar + 8, cy + st.rise), note, st.size, fill=INK)
                continue
            end = chip(d, st, cx, cy, card, colours)
            if note:
                draw_text(d, (end + st.space, cy + st.rise), note, st.size, fill=INK)
    # Brackets: one per link this seat owns or partners, joining its rows in the
    # link's regions (a dot marks each joined row).
    for k, link in enumerate(sorted(sec.links, key=lambda lk: card_order(lk["card"]))):
        ys = [row_mid[r] for r in link["regions"] if r in row_mid]
        if not ys:
            continue
        bx = inner + 2 + k * st.bar
        d.line([(bx, min(ys)), (bx, max(ys))], fill=INK, width=3)
        for ty in ys:
            d.line([(bx, ty), (layout.bar_x, ty)], fill=INK, width=3)
            d.ellipse((bx - 4, ty - 4, bx + 4, ty + 4), fill=INK)


def top_boxes(view: dict[str, Any], names: list[str] | None = None,
              lang: str = ENGLISH) -> dict[str, tuple[int, int, int, int]]:
    """Where `draw` puts the top bar's items: "deck" (the round and the deck's count, or
    the deck's count alone where they take two items) and "discard" (the word and the card
    on the pile)."""
    layout = _fit(view, seat_names(view, names, lang), region_colours(view), lang)
    st = layout.st
    _, _, left_ws, discard_w = _top_items(st, view, lang, layout.width)
    left_w = left_ws[-1]
    (lx, lline), (dx, dline) = layout.top[-2], layout.top[-1]
    ly, dy = st.pad + lline * st.line, st.pad + dline * st.line
    return {
        "deck": (lx, ly, lx + left_w, ly + st.chip_h),
        "discard": (dx, dy, dx + discard_w, dy + st.chip_h),
    }


def draw(view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> Image.Image:
    names = seat_names(view, names, lang)
    colours = region_colours(view)
    layout = _fit(view, names, colours, lang)
    image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
    d = ImageDraw.Draw(image)
    _top(d, layout, view, colours, lang)
    for section in layout.sections:
        _section(image, d, layout, section, view)
    return image
