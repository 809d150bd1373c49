"""Pure wording for the card table: hands, offers, round breakdowns, the final table.

Private texts (hands, offers with cards) go only to DMs or ephemeral replies; the public
texts here are built from the public view alone, so they cannot name a hidden card.
"""

from __future__ import annotations

from typing import Any

import i18n
from rules.connections.deck import CARDS, LINK_REGIONS, REGION_INDEX, REGION_NAMES, REGION_OF
from rules.notation import normalize

MAX_CHOICES = 25
LINKING = "Linking cards"  # the group of linking cards in `hand_groups` (worded by `group_title`)


def hand_groups(hand: list[str]) -> list[tuple[str, list[str]]]:
    """(region or LINKING, cards) in deck order: regions top to bottom, then links."""
    groups: dict[str, list[str]] = {}
    for card in sorted(hand, key=CARDS.index):
        groups.setdefault(REGION_OF.get(card, LINKING), []).append(card)
    order = [*REGION_NAMES, LINKING]
    return [(key, groups[key]) for key in order if key in groups]


def group_title(lang: str, group: str) -> str:
    """A group of `hand_groups` as a heading: the region's name, or "Linking cards"."""
    return i18n.text(lang, "cards-hand-linking") if group == LINKING else group


def card_label(lang: str, card: str) -> str:
    """A card with what it belongs to: `Lagos (Africa)`, `Chicago (links A and B)`."""
    if card in LINK_REGIONS:
        regions = i18n.joined(lang, list(LINK_REGIONS[card]))
        return i18n.text(lang, "cards-card-link", card=card, regions=regions)
    return f"{card} ({REGION_OF[card]})"


def want_label(lang: str, want: str) -> str:
    return i18n.text(lang, "cards-want-region", region=want) if want in REGION_INDEX else want


def hand_text(lang: str, game_id: int, view: dict[str, Any], drawn: str | None = None) -> str:
    """The DM that goes with the hand picture: every card, by region, in deck order."""
    hand = list(view.get("hand") or [])
    lines = []
    if drawn:
        lines.append(i18n.text(lang, "cards-hand-drew", card=drawn))
    lines.append(
        i18n.text(
            lang,
            "cards-hand-title",
            game=str(game_id),
            round=view["round"],
            rounds=view["rounds"],
            count=len(hand),
        )
    )
    if not hand:
        lines.append(i18n.text(lang, "cards-hand-empty"))
    for group, cards in hand_groups(hand):
        shown = ", ".join(card_label(lang, c) for c in cards) if group == LINKING else ", ".join(cards)
        lines.append(f"**{group_title(lang, group)}**: {shown}")
    return "\n".join(lines)


def offer_line(lang: str, offer: dict[str, Any], seat: int, names: list[str]) -> str:
    """One pending offer as its giver or receiver sees it (with cards: private)."""
    mine = offer["from"] == seat
    return i18n.text(
        lang,
        "cards-offer-line-mine" if mine else "cards-offer-line-theirs",
        offer=str(offer["id"]),
        give=offer["give"],
        player=names[offer["to"] if mine else offer["from"]],
        want=want_label(lang, offer["want"]),
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


def _link_words(lang: str, link: dict[str, Any], names: list[str]) -> str:
    if link["with"] is None:
        who, share = i18n.text(lang, "cards-points-alone"), "cards-points-share-all"
    elif link["role"] == "owner":
        who = i18n.text(lang, "cards-points-owner", partner=names[link["with"]])
        share = "cards-points-share-owner"
    else:
        who = i18n.text(lang, "cards-points-partner", owner=names[link["with"]])
        share = "cards-points-share-half"
    return i18n.text(
        lang,
        "cards-points-link",
        regions=" + ".join(link["regions"]),
        who=who,
        cards=link["cards"],
        value=str(link["value"]),
        share=i18n.text(lang, share),
        points=signed(link["points"]),
    )


def round_summary(lang: str, breakdown: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    """A finished round's points as a list, one item per player (rows, links with partners
    and splits, hand pairs), then who deals and starts the next. Said once: how the round
    ended is the post's headline, the running totals its status line (at the game's end,
    the final table). Built from the public view: no card names."""
    lines = [i18n.text(lang, "cards-points-title", round=breakdown["round"])]
    for player in breakdown["players"]:
        seat = player["seat"]
        if seat in view.get("resigned", []):
            continue
        parts = [
            i18n.text(
                lang,
                "cards-points-row",
                region=row["region"],
                cards=row["cards"],
                points=signed(row["points"]),
            )
            for row in player["rows"]
        ]
        parts += [_link_words(lang, link, names) for link in player["links"]]
        parts += [
            i18n.text(
                lang,
                "cards-points-pairs",
                region=pair["region"],
                cards=pair["cards"],
                points=signed(pair["points"]),
            )
            for pair in player["pairs"]
        ]
        detail = "; ".join(parts) or i18n.text(lang, "cards-points-nothing")
        lines.append(f"- **{names[seat]}** {signed(player['total'])}: {detail}")
    lines.append("")  # a blank line ends the list: otherwise Markdown runs on in the last item
    if not view["over"] and view["round"] > breakdown["round"]:
        lines.append(
            i18n.text(
                lang,
                "cards-round-next",
                round=view["round"],
                dealer=names[view["dealer"]],
                starter=names[view["turn"]],
            )
        )
    return "\n".join(lines)


def signed(points: int) -> str:
    """Round points as a reader says them: "+3", "-2", and a plain "0" (never "+0")."""
    return f"{points:+d}" if points else "0"


def final_table(lang: str, view: dict[str, Any], names: list[str]) -> str:
    """The final standings, ranked, with each round's points, from the public view."""
    result = view.get("result") or {}
    scores = result.get("scores") or view["scores"]
    order = sorted(range(len(scores)), key=lambda s: (s in view.get("resigned", []), -scores[s]))
    lines = [i18n.text(lang, "cards-final-title")]
    for place, seat in enumerate(order, start=1):
        note = " " + i18n.text(lang, "cards-final-resigned") if seat in view.get("resigned", []) else ""
        per_round = ", ".join(signed(r["points"][seat]) for r in view["round_scores"])
        by_round = " " + i18n.text(lang, "cards-final-by-round", points=per_round) if per_round else ""
        lines.append(f"{place}. {names[seat]}: {scores[seat]}{note}{by_round}")
    lines.append("")  # ends the numbered list (see round_summary); the result line names the winner
    return "\n".join(lines)
