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
from render.words import ENGLISH, colour_name, word

WIDTH = 600  # shown about 300 px wide on a phone
BIGGEST = 30
PHASES = {"start": "hand-start", "discard": "hand-discard", "draw": "hand-draw"}  # catalogue keys
LINKING = ""  # the group key of the linking cards (no region has an empty name)

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
    """(region, or LINKING for the linking cards, cards) in deck order; the view's hand is
    already in it."""
    order = [r["name"] for r in view.get("regions", [])]
    groups: dict[str, list[str]] = {}
    for card in view.get("hand") or []:
        regions = card_regions(view, card)
        key = LINKING if len(regions) != 1 else regions[0]
        groups.setdefault(key, []).append(card)
    keys = sorted(groups, key=lambda k: order.index(k) if k in order else len(order))
    return [(k, groups[k]) for k in keys]


def _status(view: dict[str, Any], lang: str) -> str:
    seat = view.get("seat")
    to_move = view.get("to_move") or []
    if view.get("over"):
        key = "hand-over"
    elif to_move and to_move[0] == seat:
        key = PHASES.get(view.get("phase", ""), "hand-turn")
    elif seat in to_move:
        key = "hand-answer"
    else:
        key = "hand-waiting"
    return word(lang, key)


def _offers(view: dict[str, Any], names: list[str] | None, lang: str) -> list[tuple[int, str]]:
    seat = view.get("seat")
    out = []
    for offer in view.get("offers") or []:
        if "give" not in offer:
            continue
        outgoing = offer.get("from") == seat
        other = offer["to"] if outgoing else offer["from"]
        if names and other < len(names) and names[other]:
            partner = names[other]
        else:
            partner = word(lang, "player", seat=other + 1)
        # The id as written (#1234, not a number grouped as 1,234); the cards are notation.
        text = word(lang, "hand-offer-to" if outgoing else "hand-offer-from", id=str(offer["id"]),
                    name=partner, give=offer["give"], want=offer["want"])
        out.append((offer["id"], text))
    return out


def _layout(view: dict[str, Any], name: str, names: list[str] | None, size: int, lang: str) -> _Layout:
    st = style(size)
    pad = st.pad + 4
    right = WIDTH - pad
    room = right - pad
    colour_names = region_colour_names(view)
    hand = view.get("hand") or []
    title = fit_text(word(lang, "hand-title", name=name), size + 4, room, True)
    round_line = word(lang, "hand-info", round=view.get("round", 1), rounds=view.get("rounds", 1),
                      count=len(hand))
    # A line too long for the picture (German's "Du bist am Zug: auslegen oder ziehen" in
    # large text) goes on over a second line rather than being cut.
    texts = [part for t in (round_line, _status(view, lang)) for part in wrap(t, st.size, room, lines=2)]
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
                out.append(("new", city, w + st.space + text_width(word(lang, "hand-new"), st.size, True)))
            else:
                out.append(("card", city, w))
        return out

    for key, group in _groups(view):
        if key != LINKING:
            label = fit_text(key, st.size, room - st.bar - 8, True)
            items: list[Item] = [("label", label, st.bar + 8 + text_width(label, st.size, True))]
            colour = colour_name(lang, colour_names.get(key, "")) if colour_names.get(key) else ""
            if colour:
                items.append(("colour", f"({colour})", text_width(f"({colour})", st.size)))
            add(items + cards(group))
            continue
        linking = word(lang, "hand-linking")
        add([("head", linking, text_width(linking, st.size, True))])
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
        empty = word(lang, "hand-empty")
        add([("head", empty, text_width(empty, st.size, True))])
    offers = []
    offer_boxes = {}
    y += st.pad  # a little apart from the cards
    for offer_id, text in _offers(view, names, lang):
        top = y
        for line in wrap(text, st.size, room, 3):
            offers.append((line, y))
            y += st.line
        offer_boxes[offer_id] = (pad, top, right, y)
    return _Layout(st, title, info, head_h, lines, offers, offer_boxes, y + pad - st.gap)


def _fit(view: dict[str, Any], name: str, names: list[str] | None, lang: str) -> _Layout:
    """The largest text that keeps the hand no taller than a square-ish picture;
    the smallest (still readable) when none does."""
    tallest = int(WIDTH / NARROWEST)
    lo, hi = min_size(WIDTH) + 1, BIGGEST
    best = _layout(view, name, names, lo - 1, lang)
    while lo <= hi and best.height <= tallest:
        size = (lo + hi) // 2
        layout = _layout(view, name, names, size, lang)
        if layout.height <= tallest:
            best, lo = layout, size + 1
        else:
            hi = size - 1
    return best


def draw(view: dict[str, Any], name: str | None = None, names: list[str] | None = None,
         lang: str = ENGLISH) -> Image.Image:
    name = _title_name(view, name, lang)
    colours = region_colours(view)
    layout = _fit(view, name, names, lang)
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
                    draw_text(d, (end + st.space, ty), word(lang, "hand-new"), st.size, True, fill=HIGHLIGHT)
            elif kind == "region":
                d.rectangle((x, y + 4, x + st.bar, y + st.chip_h - 4), fill=colours.get(text, MUTED),
                            outline=INK)
                draw_text(d, (x + st.bar + 8, ty), text, st.size, fill=INK)
    for text, y in layout.offers:
        draw_text(d, (pad, y + st.rise), text, st.size, fill=INK)
    return image


def card_boxes(view: dict[str, Any], name: str | None = None, names: list[str] | None = None,
               lang: str = ENGLISH) -> dict[str, tuple[int, int, int, int]]:
    """Where `draw` puts each card of the hand (its chip, with "new" beside a drawn one,
    by "card:<city>") and each trade offer's lines (by "offer:<id>")."""
    layout = _fit(view, _title_name(view, name, lang), names, lang)
    st = layout.st
    boxes = {f"offer:{offer_id}": box for offer_id, box in layout.offer_boxes.items()}
    for line in layout.lines:
        for (kind, text, width), (x, row) in zip(line.items, line.places, strict=True):
            if kind in ("card", "new"):
                y = line.y + row * st.line
                boxes[f"card:{text}"] = (x, y, x + width, y + st.chip_h)
    return boxes


def _title_name(view: dict[str, Any], name: str | None, lang: str) -> str:
    seat = view.get("seat")
    if name:
        return name
    return word(lang, "player", seat=seat + 1) if isinstance(seat, int) else word(lang, "hand-yours")


def alt_text(view: dict[str, Any], name: str | None = None, limit: int = LIMIT, lang: str = ENGLISH) -> str:
    """At most `limit` characters for a hand picture (only ever sent to its player):
    whose hand, how many cards, and the cards by region, linking cards last."""
    hand = [str(card) for card in view.get("hand") or []]
    regions: dict[str, list[str]] = {}
    for card in hand:
        regions.setdefault(_region_of(view, card, lang), []).append(card)
    who = word(lang, "hand-title", name=name) if name else word(lang, "hand-yours")
    parts = [word(lang, "hand-alt-head", who=who, count=len(hand))]
    for region, cards in regions.items():
        parts.append(f"{region}: {join(cards, lang)}")
    return clip(". ".join(parts) + ".", limit)


def _region_of(view: dict[str, Any], card: str, lang: str) -> str:
    regions = card_regions(view, card)
    return regions[0] if len(regions) == 1 else word(lang, "hand-alt-linking")
