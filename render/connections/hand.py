"""A Connections hand, from that player's own view: the cards by region in deck
order, a line for each region (its colour, its name and its colour's name in full,
then its cards named on chips in its colour), then each linking card with all its
colours and its regions named in full. Only ever sent to the player it belongs to.

600 px wide, its text as large as lets a hand stay square-ish (from 30 px down to
fonts.min_size(600) = 24 px, 9 px tall on a phone showing it 300 px wide); a hand
too long for that grows taller, never smaller in its text."""

from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render import marks
from render.alt import LIMIT, clip, join
from render.connections.cards import Style, chip, chip_width, flow, style
from render.connections.deck import card_regions, region_colour_names, region_colours
from render.fonts import draw_text, fit_text, min_size, text_width, wrap
from render.palette import BACKGROUND, HIGHLIGHT, INK, MUTED, PANEL
from render.panel import NARROWEST

WIDTH = 600  # shown about 300 px wide on a phone
BIGGEST = 30
PHASES = {"start": "your turn: play down or draw", "discard": "your turn: discard a card",
          "draw": "your turn: draw a card"}
LINKING = "Linking cards"
NEW = "new"

# What a line of the hand holds, in order: ("label", region), ("colour", its colour's
# name), ("card", city), ("new", the city just drawn: ringed, "new" beside it),
# ("region", a linking card's region), ("head", text)
Item = tuple[str, str, int]  # (kind, text, width)


@dataclass
class _Line:
    """Items flowed from the left: one region's cards, or one linking card."""

    items: list[Item]
    places: list[tuple[int, int]]
    y: int
    lines: int


@dataclass
class _Layout:
    st: Style
    title: str
    info: list[tuple[str, int, int]]  # (text, x, line) under the title
    head_h: int
    lines: list[_Line]
    offers: list[tuple[str, int]]  # (text, y)
    offer_boxes: dict[int, tuple[int, int, int, int]]  # by offer id: its lines
    height: int


def _groups(view: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """(region or LINKING, cards) in deck order; the view's hand is already in it."""
    order = [r["name"] for r in view.get("regions", [])]
    groups: dict[str, list[str]] = {}
    for card in view.get("hand") or []:
        regions = card_regions(view, card)
        key = LINKING if len(regions) != 1 else regions[0]
        groups.setdefault(key, []).append(card)
    keys = sorted(groups, key=lambda k: order.index(k) if k in order else len(order))
    return [(k, groups[k]) for k in keys]


def _status(view: dict[str, Any]) -> str:
    seat = view.get("seat")
    to_move = view.get("to_move") or []
    if view.get("over"):
        sub = "the game is over"
    elif to_move and to_move[0] == seat:
        sub = PHASES.get(view.get("phase", ""), "your turn")
    elif seat in to_move:
        sub = "a trade offer waits for your answer"
    else:
        sub = "waiting for the other players"
    return sub[0].upper() + sub[1:]


def _offers(view: dict[str, Any], names: list[str] | None) -> list[tuple[int, str]]:
    seat = view.get("seat")
    out = []
    for offer in view.get("offers") or []:
        if "give" not in offer:
            continue
        who = "to" if offer.get("from") == seat else "from"
        other = offer["to"] if who == "to" else offer["from"]
        partner = names[other] if names and other < len(names) and names[other] else f"Player {other + 1}"
        text = f"Offer #{offer['id']} {who} {partner}: {offer['give']} for {offer['want']}"
        out.append((offer["id"], text))
    return out


def _layout(view: dict[str, Any], name: str, names: list[str] | None, size: int) -> _Layout:
    st = style(size)
    pad = st.pad + 4
    right = WIDTH - pad
    room = right - pad
    colour_names = region_colour_names(view)
    hand = view.get("hand") or []
    title = fit_text(f"Hand of {name}", size + 4, room, True)
    count = f"{len(hand)} card" + ("" if len(hand) == 1 else "s")
    texts = [f"Round {view.get('round', 1)} of {view.get('rounds', 1)} · {count}", _status(view)]
    places = flow([text_width(t, st.size) for t in texts], pad, right, st.size)
    info = [(fit_text(t, st.size, room), x, line) for t, (x, line) in zip(texts, places, strict=True)]
    head_h = pad + st.line + (1 + places[-1][1]) * st.line - st.gap + pad
    y = head_h + pad
    lines: list[_Line] = []
    drawn = view.get("drawn")

    def add(items: list[Item], indent: int = 0) -> None:
        nonlocal y
        spots = flow([w for *_, w in items], pad, right, st.space, indent)
        lines.append(_Line(items, spots, y, 1 + spots[-1][1]))
        y += lines[-1].lines * st.line + st.gap

    def cards(cities: list[str], stripes: int = 1) -> list[Item]:
        out: list[Item] = []
        for city in cities:
            w = chip_width(st, city, stripes)
            if city == drawn:
                out.append(("new", city, w + st.space + text_width(NEW, st.size, True)))
            else:
                out.append(("card", city, w))
        return out

    for key, group in _groups(view):
        if key != LINKING:
            label = fit_text(key, st.size, room - st.bar - 8, True)
            items: list[Item] = [("label", label, st.bar + 8 + text_width(label, st.size, True))]
            colour = colour_names.get(key, "")
            if colour:
                items.append(("colour", f"({colour})", text_width(f"({colour})", st.size)))
            add(items + cards(group))
            continue
        add([("head", LINKING, text_width(LINKING, st.size, True))])
        for card in group:
            regions = card_regions(view, card)
            items = cards([card], len(regions))
            # Its regions beside it, one under another where they do not fit on one line.
            indent = sum(w for *_, w in items) + st.space * len(items)
            for region in regions:
                region = fit_text(region, st.size, room - indent - st.bar - 8)
                items.append(("region", region, st.bar + 8 + text_width(region, st.size)))
            add(items, indent)
    if not hand:
        add([("head", "No cards in hand", text_width("No cards in hand", st.size, True))])
    offers = []
    offer_boxes = {}
    y += st.pad  # a little apart from the cards
    for offer_id, text in _offers(view, names):
        top = y
        for line in wrap(text, st.size, room, 3):
            offers.append((line, y))
            y += st.line
        offer_boxes[offer_id] = (pad, top, right, y)
    return _Layout(st, title, info, head_h, lines, offers, offer_boxes, y + pad - st.gap)


def _fit(view: dict[str, Any], name: str, names: list[str] | None) -> _Layout:
    """The largest text that keeps the hand no taller than a square-ish picture;
    the smallest (still readable) when none does."""
    tallest = int(WIDTH / NARROWEST)
    lo, hi = min_size(WIDTH) + 1, BIGGEST
    best = _layout(view, name, names, lo - 1)
    while lo <= hi and best.height <= tallest:
        size = (lo + hi) // 2
        layout = _layout(view, name, names, size)
        if layout.height <= tallest:
            best, lo = layout, size + 1
        else:
            hi = size - 1
    return best


def draw(view: dict[str, Any], name: str | None = None, names: list[str] | None = None) -> Image.Image:
    name = _title_name(view, name)
    colours = region_colours(view)
    layout = _fit(view, name, names)
    st = layout.st
    pad = st.pad + 4
    image = Image.new("RGB", (WIDTH, layout.height), BACKGROUND)
    d = ImageDraw.Draw(image)
    d.rectangle((0, 0, WIDTH, layout.head_h), fill=PANEL)
    draw_text(d, (pad, pad + st.rise - 3), layout.title, st.size + 4, True, fill=INK)
    for text, x, at in layout.info:
        draw_text(d, (x, pad + (1 + at) * st.line + st.rise), text, st.size, fill=INK)
    region = ""
    for line in layout.lines:
        for (kind, text, _), (x, row) in zip(line.items, line.places, strict=True):
            y = line.y + row * st.line
            ty = y + st.rise
            if kind == "label":
                region = text
                d.rectangle((x, y, x + st.bar, y + st.chip_h), fill=colours.get(text, MUTED), outline=INK)
                draw_text(d, (x + st.bar + 8, ty), text, st.size, True, fill=INK)
            elif kind == "colour":
                draw_text(d, (x, ty), text, st.size, fill=MUTED)
            elif kind == "head":
                draw_text(d, (x, ty), text, st.size, True, fill=INK)
            elif kind in ("card", "new"):
                fills = [colours.get(r, MUTED) for r in card_regions(view, text)]
                end = chip(d, st, x, y, text, fills or [colours.get(region, MUTED)])
                if kind == "new":
                    marks.ring(d, (x - 3, y - 3, end + 3, y + st.chip_h + 3), width=4)
                    draw_text(d, (end + st.space, ty), NEW, st.size, True, fill=HIGHLIGHT)
            elif kind == "region":
                d.rectangle((x, y + 4, x + st.bar, y + st.chip_h - 4), fill=colours.get(text, MUTED),
                            outline=INK)
                draw_text(d, (x + st.bar + 8, ty), text, st.size, fill=INK)
    for text, y in layout.offers:
        draw_text(d, (pad, y + st.rise), text, st.size, fill=INK)
    return image


def card_boxes(view: dict[str, Any], name: str | None = None,
               names: list[str] | None = None) -> dict[str, tuple[int, int, int, int]]:
    """Where `draw` puts each card of the hand (its chip, with "new" beside a drawn one,
    by "card:<city>") and each trade offer's lines (by "offer:<id>")."""
    layout = _fit(view, _title_name(view, name), names)
    st = layout.st
    boxes = {f"offer:{offer_id}": box for offer_id, box in layout.offer_boxes.items()}
    for line in layout.lines:
        for (kind, text, width), (x, row) in zip(line.items, line.places, strict=True):
            if kind in ("card", "new"):
                y = line.y + row * st.line
                boxes[f"card:{text}"] = (x, y, x + width, y + st.chip_h)
    return boxes


def _title_name(view: dict[str, Any], name: str | None) -> str:
    seat = view.get("seat")
    return name or (f"Player {seat + 1}" if isinstance(seat, int) else "Your hand")


def alt_text(view: dict[str, Any], name: str | None = None, limit: int = LIMIT) -> str:
    """At most `limit` characters for a hand picture (only ever sent to its player):
    whose hand, how many cards, and the cards by region, linking cards last."""
    hand = [str(card) for card in view.get("hand") or []]
    regions: dict[str, list[str]] = {}
    for card in hand:
        regions.setdefault(_region_of(view, card), []).append(card)
    who = f"Hand of {name}" if name else "Your hand"
    count = f"{len(hand)} card" + ("" if len(hand) == 1 else "s") if hand else "no cards"
    parts = [f"{who}: {count}"]
    for region, cards in regions.items():
        parts.append(f"{region}: {join(cards)}")
    return clip(". ".join(parts) + ".", limit)


def _region_of(view: dict[str, Any], card: str) -> str:
    regions = card_regions(view, card)
    return regions[0] if len(regions) == 1 else "Linking"
