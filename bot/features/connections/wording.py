"""Pure wording for the card table: hands, offers, round breakdowns, the final table.

Private texts (hands, offers with cards) go only to DMs or ephemeral replies; the public
texts here are built from the public view alone, so they cannot name a hidden card.
"""

from __future__ import annotations

from typing import Any

from bot.services.clock import plural
from bot.services.wording import join_names
from rules.connections.deck import CARDS, LINK_REGIONS, REGION_INDEX, REGION_NAMES, REGION_OF
from rules.notation import normalize

MAX_CHOICES = 25
LINKING = "Linking cards"


def hand_groups(hand: list[str]) -> list[tuple[str, list[str]]]:
    """(region or LINKING, cards) in deck order: regions top to bottom, then links."""
    groups: dict[str, list[str]] = {}
    for card in sorted(hand, key=CARDS.index):
        groups.setdefault(REGION_OF.get(card, LINKING), []).append(card)
    order = [*REGION_NAMES, LINKING]
    return [(key, groups[key]) for key in order if key in groups]


def card_label(card: str) -> str:
    """A card with what it belongs to: `Lagos (Africa)`, `Chicago (links A and B)`."""
    if card in LINK_REGIONS:
        return f"{card} (links {join_names(list(LINK_REGIONS[card]))})"
    return f"{card} ({REGION_OF[card]})"


def want_label(want: str) -> str:
    return f"any {want} card" if want in REGION_INDEX else want


def hand_text(game_id: int, view: dict[str, Any], drawn: str | None = None) -> str:
    """The DM that goes with the hand picture: every card, by region, in deck order."""
    hand = list(view.get("hand") or [])
    lines = []
    if drawn:
        lines.append(f"You drew {drawn}.")
    lines.append(
        f"Your hand in Connections game #{game_id} (round {view['round']} of {view['rounds']}, "
        f"{plural(len(hand), 'card')}):"
    )
    if not hand:
        lines.append("(empty)")
    for region, cards in hand_groups(hand):
        shown = ", ".join(card_label(c) for c in cards) if region == LINKING else ", ".join(cards)
        lines.append(f"**{region}**: {shown}")
    return "\n".join(lines)


def offer_line(offer: dict[str, Any], seat: int, names: list[str]) -> str:
    """One pending offer as its giver or receiver sees it (with cards: private)."""
    if offer["from"] == seat:
        return (
            f"#{offer['id']}: you offer {offer['give']} to {names[offer['to']]} "
            f"for {want_label(offer['want'])}"
        )
    return (
        f"#{offer['id']}: {names[offer['from']]} offers you {offer['give']} for {want_label(offer['want'])}"
    )


def answers(hand: list[str], want: str) -> list[str]:
    """Cards of `hand` that answer an offer asking for `want` (games.md: a regional
    card of the asked region, or exactly the asked card)."""
    if want in REGION_INDEX:
        return [c for c in hand if REGION_OF.get(c) == want]
    return [want] if want in hand else []


def matching(items: list[str], typed: str, limit: int = MAX_CHOICES) -> list[str]:
    """Items matching what was typed: prefix matches first, then substring; at most `limit`."""
    query = normalize(typed).replace(" ", "")
    if not query:
        return items[:limit]
    keys = [normalize(i).replace(" ", "") for i in items]
    first = [i for i, k in zip(items, keys, strict=True) if k.startswith(query)]
    second = [i for i, k in zip(items, keys, strict=True) if query in k and not k.startswith(query)]
    return (first + second)[:limit]


def _link_words(link: dict[str, Any], names: list[str]) -> str:
    regions = " + ".join(link["regions"])
    if link["with"] is None:
        who = "alone"
    elif link["role"] == "owner":
        who = f"owner, with partner {names[link['with']]}"
    else:
        who = f"partner of {names[link['with']]}"
    share = "all" if link["with"] is None else "owner's half" if link["role"] == "owner" else "half"
    return (
        f"link {regions} ({who}): {plural(link['cards'], 'card')} = {link['value']}, {share} "
        f"→ {signed(link['points'])}"
    )


def round_summary(breakdown: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    """A finished round's points as a list, one item per player (rows, links with partners
    and splits, hand pairs), then who deals and starts the next. Said once: how the round
    ended is the post's headline, the running totals its status line (at the game's end,
    the final table). Built from the public view: no card names."""
    lines = [f"**Points in round {breakdown['round']}:**"]
    for player in breakdown["players"]:
        seat = player["seat"]
        if seat in view.get("resigned", []):
            continue
        parts = [
            f"row {row['region']}: {plural(row['cards'], 'card')} {signed(row['points'])}"
            for row in player["rows"]
        ]
        parts += [_link_words(link, names) for link in player["links"]]
        parts += [
            f"hand pairs {pair['region']} ({pair['cards']} in hand) {signed(pair['points'])}"
            for pair in player["pairs"]
        ]
        detail = "; ".join(parts) or "nothing on the table, no pairs in hand"
        lines.append(f"- **{names[seat]}** {signed(player['total'])}: {detail}")
    lines.append("")  # a blank line ends the list: otherwise Markdown runs on in the last item
    if not view["over"] and view["round"] > breakdown["round"]:
        lines.append(
            f"Round {view['round']} is dealt by {names[view['dealer']]}; {names[view['turn']]} starts. "
            "New hands are in your DMs (or `/hand`)."
        )
    return "\n".join(lines)


def signed(points: int) -> str:
    """Round points as a reader says them: "+3", "-2", and a plain "0" (never "+0")."""
    return f"{points:+d}" if points else "0"


def final_table(view: dict[str, Any], names: list[str]) -> str:
    """The final standings, ranked, with each round's points, from the public view."""
    result = view.get("result") or {}
    scores = result.get("scores") or view["scores"]
    order = sorted(range(len(scores)), key=lambda s: (s in view.get("resigned", []), -scores[s]))
    lines = ["**Final table**"]
    for place, seat in enumerate(order, start=1):
        note = " (resigned)" if seat in view.get("resigned", []) else ""
        per_round = ", ".join(signed(r["points"][seat]) for r in view["round_scores"])
        by_round = f" (by round: {per_round})" if per_round else ""
        lines.append(f"{place}. {names[seat]}: {scores[seat]}{note}{by_round}")
    lines.append("")  # ends the numbered list (see round_summary); the result line names the winner
    return "\n".join(lines)
