"""Card games in the terminal (Connections): the hand with each card's region, the
actions open to a seat off turn, and refusals that name a region where a card belongs;
in the player's language (card and region names stay as they are)."""

from __future__ import annotations

import i18n
from rules.base import Game
from rules.connections.deck import LINK_REGIONS, REGION_NAMES, REGION_OF
from rules.notation import normalize
from rules.state import State
from terminal.words import say, seat_name

_HAND_LINE = "your hand ("  # the engine's one-line hand, replaced by the one by region


def hand_lines(hand: list[str], lang: str = i18n.ENGLISH) -> list[str]:
    """The hand grouped by region, linking cards with the regions they join."""
    if not hand:
        return [say(lang, "terminal-hand-empty")]
    by_region: dict[str, list[str]] = {}
    links: list[str] = []
    for card in hand:
        if card in LINK_REGIONS:
            links.append(say(lang, "terminal-hand-link", card=card, regions=", ".join(LINK_REGIONS[card])))
        else:
            by_region.setdefault(REGION_OF[card], []).append(card)
    lines = [say(lang, "terminal-hand", count=len(hand))]
    lines += [f"  {region}: {', '.join(cards)}" for region, cards in sorted(by_region.items())]
    if links:
        lines.append("  " + say(lang, "terminal-hand-links", links="; ".join(links)))
    return lines


def picture(game: Game, state: State, seat: int, lang: str = i18n.ENGLISH) -> str:
    """The engine's private picture with the hand shown by region (its `seat N` words are
    numbered from 1 when said, like every other seat on screen)."""
    lines = [line for line in game.text(state, seat).splitlines() if not line.startswith(_HAND_LINE)]
    return "\n".join([*lines, *hand_lines(game.view(state, seat)["hand"], lang)])


def off_turn_lines(game: Game, state: State, seat: int, lang: str = i18n.ENGLISH) -> list[str]:
    """What a seat not on turn may still do: trade offers (enumerating them would flood
    the screen, so they are described)."""
    on_turn = state["turn"]
    others = [s for s in game.active_seats(state) if s not in (seat, on_turn)]
    if seat == on_turn or not others:
        return []
    names = i18n.joined(lang, [seat_name(s, lang) for s in others], style="or")
    return ["  " + say(lang, "terminal-offer-help", seats=names)]


def region_hint(typed: str, refusal: str, hand: list[str], lang: str = i18n.ENGLISH) -> str:
    """When a refused move names a region: that it is a region, the seat's cards of it
    and the regions; '' when it names none."""
    text = normalize(typed)
    named = [r for r in REGION_NAMES if normalize(r) in text]
    if not named:
        return ""
    region = max(named, key=len)
    mine = [card for card in hand if REGION_OF.get(card) == region]
    # The engine's refusal may say so already (Connections' English, for now).
    said = "yes" if "is a region" in refusal else "no"
    return say(lang, "terminal-region-hint", region=region, said=said, count=len(mine), cards=", ".join(mine),
               regions=", ".join(REGION_NAMES))
