"""A Connections hand, from that player's own view: the cards grouped by region in
deck order, each with its city, region and colour; linking cards show all their
colours and regions. Only ever sent to the player it belongs to."""

from typing import Any

from PIL import Image, ImageDraw

from render import marks
from render.alt import LIMIT, clip, join
from render.connections.cards import bands
from render.connections.deck import card_regions, region_colour_names, region_colours
from render.fonts import draw_text, fit_text, text_width, wrap
from render.palette import BACKGROUND, INK, MUTED, PANEL, WHITE, Colour, ink_on

WIDTH = 600  # shown about 300 px wide on a phone: no text under 18 px
PAD = 16
CARD_W, CARD_H = 178, 130
GAP = 11
PER_LINE = 3
BAND = 30
GROUP_HEAD = 36
HEAD = 18
TEXT = 18
PHASES = {"start": "your turn: play down or draw", "discard": "your turn: discard a card",
          "draw": "your turn: draw a card"}
LINKING = "Linking cards"


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


def _card(draw: ImageDraw.ImageDraw, x: float, y: float, card: str, regions: tuple[str, ...],
          colours: dict[str, Colour], colour_names: dict[str, str]) -> None:
    box = (x, y, x + CARD_W, y + CARD_H)
    draw.rounded_rectangle(box, radius=10, fill=WHITE)
    fills = [colours.get(r, MUTED) for r in regions] or [MUTED]
    bands(draw, (x + 3, y + 3, x + CARD_W - 3, y + BAND), fills)
    if len(regions) == 1:
        word = colour_names.get(regions[0], "")
        draw_text(draw, (x + 10, y + 4), word, TEXT, True, fill=ink_on(fills[0]))
    draw.line([(x, y + BAND), (x + CARD_W, y + BAND)], fill=INK, width=1)
    draw.rounded_rectangle(box, radius=10, outline=INK, width=2)
    draw_text(draw, (x + 10, y + BAND + 6), fit_text(card, 20, CARD_W - 20, True), 20, True, fill=INK)
    ty = y + BAND + 36
    if len(regions) == 1:
        for line in wrap(regions[0], TEXT, CARD_W - 20, 2):
            draw_text(draw, (x + 10, ty), line, TEXT, fill=MUTED)
            ty += 23
        return
    for region in regions:
        draw.rectangle((x + 10, ty + 4, x + 22, ty + 16), fill=colours.get(region, MUTED), outline=INK)
        draw_text(draw, (x + 28, ty), fit_text(region, TEXT, CARD_W - 38), TEXT, fill=INK)
        ty += 23


def _head(key: str, cards: list[str]) -> str:
    return f"{key} ({len(cards)})"


def _flow(groups: list[tuple[str, list[str]]]) -> list[tuple[int, int, int]]:
    """Groups flow left to right like words: (x, y, block height) per group, a group
    of more than PER_LINE cards wrapping inside its own block."""
    out, x, y, line_h = [], PAD, 0, 0
    for _, cards in groups:
        cols = min(PER_LINE, len(cards))
        # A lone card's block keeps its card's width (three to a line on a phone):
        # a long region name is shortened in the heading, the card names it whole.
        w = cols * (CARD_W + GAP)
        h = GROUP_HEAD + ((len(cards) + PER_LINE - 1) // PER_LINE) * (CARD_H + GAP)
        if x + w > WIDTH - PAD + GAP and x > PAD:
            x, y, line_h = PAD, y + line_h + 8, 0
        out.append((x, y, h))
        x += w
        line_h = max(line_h, h)
    return out


def draw(view: dict[str, Any], name: str | None = None, names: list[str] | None = None) -> Image.Image:
    seat = view.get("seat")
    name = name or (f"Player {seat + 1}" if isinstance(seat, int) else "Your hand")
    colours = region_colours(view)
    colour_names = region_colour_names(view)
    groups = _groups(view)
    places = _flow(groups)
    hand = view.get("hand") or []
    offers = [o for o in view.get("offers") or [] if "give" in o]
    cards_h = max((y + h for _, y, h in places), default=40)
    top_y = PAD + 80
    height = top_y + cards_h + len(offers) * 28 + PAD
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(image)
    d.rectangle((0, 0, WIDTH, PAD + 64), fill=PANEL)
    right = f"Round {view.get('round', 1)} of {view.get('rounds', 1)} · {len(hand)} cards"
    title = fit_text(f"Hand of {name}", 24, WIDTH - 3 * PAD - text_width(right, TEXT, True), True)
    draw_text(d, (PAD, PAD - 4), title, 24, True, fill=INK)
    draw_text(d, (WIDTH - PAD - text_width(right, TEXT, True), PAD), right, TEXT, True, fill=INK)
    to_move = view.get("to_move") or []
    if view.get("over"):
        sub = "The game is over"
    elif to_move and to_move[0] == seat:
        sub = PHASES.get(view.get("phase", ""), "your turn")
    elif seat in to_move:
        sub = "a trade offer waits for your answer"
    else:
        sub = "waiting for the other players"
    draw_text(d, (PAD, PAD + 32), sub[0].upper() + sub[1:], TEXT, fill=INK)
    if not hand:
        draw_text(d, (PAD, top_y), "No cards in hand", 20, fill=MUTED)
    drawn = view.get("drawn")
    for (key, cards), (gx, gy, _) in zip(groups, places, strict=True):
        y = top_y + gy
        block_w = min(PER_LINE, len(cards)) * (CARD_W + GAP) - GAP
        head = _head(key, cards)
        hx = gx
        if key != LINKING:
            d.rectangle((gx, y + 4, gx + 22, y + 26), fill=colours.get(key, MUTED), outline=INK, width=1)
            hx += 30
        head = fit_text(head, HEAD, int(gx + block_w - hx), True)
        draw_text(d, (hx, y + 4), head, HEAD, True, fill=INK)
        y += GROUP_HEAD
        for i, card in enumerate(cards):
            x = gx + (i % PER_LINE) * (CARD_W + GAP)
            cy = y + (i // PER_LINE) * (CARD_H + GAP)
            _card(d, x, cy, card, card_regions(view, card), colours, colour_names)
            if card == drawn:
                marks.ring(d, (x - 4, cy - 4, x + CARD_W + 4, cy + CARD_H + 4), width=4)
                draw_text(d, (x + CARD_W - 52, cy + CARD_H - 26), "new", TEXT, True, fill=INK)
    y = top_y + cards_h
    for offer in offers:
        who = "to" if offer.get("from") == seat else "from"
        other = offer["to"] if who == "to" else offer["from"]
        partner = names[other] if names and other < len(names) and names[other] else f"Player {other + 1}"
        text = f"Offer #{offer['id']} {who} {partner}: {offer['give']} for {offer['want']}"
        draw_text(d, (PAD, y), fit_text(text, TEXT, WIDTH - 2 * PAD), TEXT, fill=INK)
        y += 28
    return image


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
