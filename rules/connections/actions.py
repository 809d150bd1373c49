"""The notation: typed text -> Action (syntax and names only; legality is in moves.py)
and Action -> its canonical text.

Canonical forms: `draw deck`, `draw discard`, `discard <card>`, `meld <c> <c> <c>`
(deck order), `link <linking card> <region>`, `lay <card>`, `announce`,
`invite <seat> <linking card>`, `offer <card> for <region|card> to <seat>`,
`accept <id> <card>`, `decline <id>`, `cancel <id>`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rules.connections.deck import CARD_KEYS, MAX_NAME_WORDS, REGION_KEYS, in_deck_order
from rules.errors import IllegalMove
from rules.said import Said

VERBS = ("draw", "discard", "meld", "link", "lay", "announce", "invite", "offer", "accept", "decline",
         "cancel")
TURN_VERBS = frozenset(("draw", "discard", "meld", "link", "lay", "announce"))
PLAY_DOWNS = frozenset(("meld", "link", "lay"))
_FILLER = frozenset(("from", "the", "pile", "seat", "offer", "#"))


@dataclass(frozen=True)
class Action:
    kind: str
    cards: tuple[str, ...] = ()  # discard/lay/link/offer/accept: 1 card; meld: 3
    source: str = ""  # draw: "deck" or "discard"
    region: str = ""  # link: the row it goes on ("" = not typed yet)
    seat: int = -1  # invite/offer: the other seat
    want: str = ""  # offer: a region or a card name
    offer_id: int = 0


def action_text(a: Action) -> str:
    """The canonical text of an action."""
    k = a.kind
    if k == "draw":
        return f"draw {a.source}"
    if k in ("discard", "lay"):
        return f"{k} {a.cards[0]}"
    if k == "meld":
        return "meld " + " ".join(a.cards)
    if k == "link":
        return f"link {a.cards[0]} {a.region}"
    if k == "invite":
        return f"invite {a.seat} {a.cards[0]}"
    if k == "offer":
        return f"offer {a.cards[0]} for {a.want} to {a.seat}"
    if k == "accept":
        return f"accept {a.offer_id} {a.cards[0]}"
    if k in ("decline", "cancel"):
        return f"{k} {a.offer_id}"
    return k  # announce


def _unknown_card(words: list[str]) -> IllegalMove:
    return IllegalMove(Said("connections-refuse-unknown-card", name=" ".join(words).title()))


def split_names(words: list[str]) -> list[tuple[str, str]]:
    """Cut words into names, longest match first: a list of ("card" | "region", name).
    An unmatched run of words raises the unknown-card refusal."""
    out: list[tuple[str, str]] = []
    i = 0
    unknown: list[str] = []
    while i < len(words):
        for j in range(min(len(words), i + MAX_NAME_WORDS), i, -1):
            key = "".join(words[i:j])
            if key in CARD_KEYS or key in REGION_KEYS:
                if unknown:
                    raise _unknown_card(unknown)
                out.append(("card", CARD_KEYS[key]) if key in CARD_KEYS else ("region", REGION_KEYS[key]))
                i = j
                break
        else:
            unknown.append(words[i])
            i += 1
    if unknown:
        raise _unknown_card(unknown)
    return out


def _cards(words: list[str], count: int, usage: str) -> tuple[str, ...]:
    names = split_names(words)
    for kind, name in names:
        if kind == "region":
            raise IllegalMove(Said("connections-refuse-region-not-card", region=name, usage=usage))
    if len(names) != count:
        raise IllegalMove(Said("connections-refuse-card-count", count=count, usage=usage))
    return tuple(name for _, name in names)


def _number(word: str, what: str, usage: str) -> int:
    """`what`: "seat" or "offer", the number that belongs here."""
    if not word.isdigit():
        raise IllegalMove(Said(f"connections-refuse-not-{what}-number", word=word, usage=usage))
    return int(word)


@lru_cache(maxsize=8192)
def parse_action(text: str) -> Action:
    """Parse normalized text (lower case, accents folded, single spaces)."""
    words = [w for w in text.replace(",", " ").replace("#", " ").split()]
    if not words:
        raise IllegalMove(Said("connections-refuse-empty"))
    verb, rest = words[0], words[1:]
    if verb == "draw":
        rest = [w for w in rest if w not in _FILLER]
        if rest in (["deck"], ["discard"]):
            return Action("draw", source=rest[0])
        raise IllegalMove(Said("connections-refuse-draw-where"))
    if verb in ("discard", "lay"):
        return Action(verb, cards=_cards(rest, 1, f"{verb} Lagos"))
    if verb == "meld":
        cards = _cards(rest, 3, "meld Lagos Nairobi Johannesburg")
        if len(set(cards)) != 3:
            raise IllegalMove(Said("connections-refuse-meld-different"))
        return Action("meld", cards=tuple(in_deck_order(cards)))
    if verb == "link":
        names = split_names(rest)
        usage = "link Chicago Atlantic North America"
        shape_ok = names and names[0][0] == "card" and len(names) <= 2
        if not shape_ok or (len(names) == 2 and names[1][0] != "region"):
            raise IllegalMove(Said("connections-refuse-link-shape", usage=usage))
        return Action("link", cards=(names[0][1],), region=names[1][1] if len(names) == 2 else "")
    if verb == "announce":
        if rest:
            raise IllegalMove(Said("connections-refuse-announce-extra"))
        return Action("announce")
    if verb == "invite":
        rest = [w for w in rest if w != "seat"]
        usage = "invite 2 Chicago"
        if not rest:
            raise IllegalMove(Said("connections-refuse-invite-shape", usage=usage))
        seat = _number(rest[0], "seat", usage)
        return Action("invite", seat=seat, cards=_cards(rest[1:], 1, usage))
    if verb == "offer":
        usage = "offer Lagos for Africa to 2"
        if "for" not in rest or "to" not in rest:
            raise IllegalMove(Said("connections-refuse-offer-shape", usage=usage))
        at_for = rest.index("for")
        at_to = len(rest) - 1 - rest[::-1].index("to")
        target = [w for w in rest[at_to + 1:] if w != "seat"]
        if at_to < at_for or len(target) != 1:
            raise IllegalMove(Said("connections-refuse-offer-shape", usage=usage))
        give = _cards(rest[:at_for], 1, usage)
        wanted = split_names(rest[at_for + 1:at_to])
        if len(wanted) != 1:
            raise IllegalMove(Said("connections-refuse-offer-want", usage=usage))
        return Action("offer", cards=give, want=wanted[0][1], seat=_number(target[0], "seat", usage))
    if verb in ("accept", "decline", "cancel"):
        rest = [w for w in rest if w not in _FILLER]
        usage = "accept 4 Lagos" if verb == "accept" else f"{verb} 4"
        if not rest:
            raise IllegalMove(Said("connections-refuse-answer-which", usage=usage))
        offer_id = _number(rest[0], "offer", usage)
        if verb == "accept":
            return Action("accept", offer_id=offer_id, cards=_cards(rest[1:], 1, usage))
        if len(rest) != 1:
            raise IllegalMove(Said("connections-refuse-answer-shape", usage=usage))
        return Action(verb, offer_id=offer_id)
    verbs = ", ".join(f"`{v}`" for v in VERBS)  # notation: the same in every language
    raise IllegalMove(Said("connections-refuse-unknown-verb", verb=verb, verbs=verbs))
