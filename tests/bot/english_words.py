"""Finding English in what the bot sent (issue #34): every text of every request the bot
made to Discord (posts, edits, interaction answers, DMs, buttons, selects, embeds, alt
text, autocomplete choices), and the words in it that only English has.

The words listed are common English words that are not words of German, French, Spanish
or Portuguese ("hand", "will", "see", "or", "has", "for", "move", "link", "partner",
"points" or "position" are, so they are not listed). Names, notation in backticks, Discord's mentions
and timestamps, game titles and card and city names are taken out first: they read the
same in every language."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from rules.connections.deck import CARDS, LINK_REGIONS, REGION_ALIASES, REGION_NAMES

_ENGLISH_ONLY_WORDS = """
    the your you yours is are were been be it its it's this that these those with have had
    turn turns moves moved played plays play player players game games win wins won winner
    who what which when where why how now not cannot can't can would should could please there
    their they them then than yet after before only just done again here each every next round
    rounds offer offers offered trade trades traded card cards draw draws drew drawn discard
    discards discarded hands board stack stacks piece pieces size small medium square squares
    row rows column columns north south east west to of and from by at into out up down yes
    our my we us she his him ago day days hour hours week weeks until while because since about
    ask asked choose chosen pick tap confirm back cancel join joined leave left help rules
    settings language delete tournament standings waiting wait away time ends ended end over
    lost lose loses none any some more less one two three four five first third nobody everyone
    someone something nothing already own new open opened closed shows show told tell asks
    wants want needs need must may might partnership partnerships invitation invite invited
    accepted accept decline declined taken take takes took give gives gave got get gets keep
    kept drop dropped planned plan's reply replies then if else
"""
ENGLISH_ONLY = frozenset(_ENGLISH_ONLY_WORDS.split())
TITLES = ("Epicycle", "Synapse-Ice", "Synapse", "Pylon", "Cardinal Connections", "Connections")
_PROPER = sorted({*CARDS, *LINK_REGIONS, *REGION_NAMES, *REGION_ALIASES, *TITLES}, key=len, reverse=True)
_PROPER_WORDS = re.compile(r"(?<![\w-])(" + "|".join(re.escape(p) for p in _PROPER) + r")(?![\w-])")
_NOISE = re.compile(
    r"`[^`]*`"  # notation and command names
    r"|<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>"  # mentions, channels, timestamps, custom emoji
    r"|https?://\S+"
    r"|/[a-z][a-z ]*\b"  # a command named without backticks (/move, /game new)
    r"|\b[SML] -?\d+,-?\d+ [UNESW](?: take -?\d+,-?\d+)?"  # a Cardinal move's notation
    r"|\b(?:draw deck|draw discard|discard|announce)(?=[.;)]|$)"  # a card move's, bare
)
# The notation's own words (games.md), which stay as they are in every language; a move's
# notation in brackets after its words ("(L -1,-1 E take 0,0)", "(offer Lagos for Africa to
# 2)") is taken out when it holds nothing else.
NOTATION_WORDS = frozenset({
    "take", "draw", "deck", "discard", "offer", "for", "to", "meld", "link",
    "lay", "invite", "decline", "cancel", "accept", "announce", "cw", "ccw",
})
_BRACKETS = re.compile(r"\(([^()]*)\)")
# Words in any script ("canceló" is one word, not "cancel" and "ó"); an apostrophe inside
# a word belongs to it ("it's").
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# Keys whose string values a reader sees, wherever they sit in a request's JSON.
_READ = {"content", "title", "description", "label", "placeholder", "text"}


def texts_sent(requests: Iterable[Any]) -> Iterator[str]:
    """Every text a reader may see in the bot's requests (command registration left out:
    its names stay English by ruling, and its descriptions are checked elsewhere)."""
    for entry in requests:
        if entry.method not in {"POST", "PATCH", "PUT"} or "/commands" in entry.path:
            continue
        yield from _read(entry.json, None)


def _read(node: Any, key: str | None) -> Iterator[str]:
    if isinstance(node, dict):
        choices = key == "choices"  # autocomplete: name is what the reader sees
        fields = key == "fields"  # embed fields: name and value
        for k, v in node.items():
            if k == "payload_json" and isinstance(v, str):  # a request with files
                yield from _read(json.loads(v), None)
            elif isinstance(v, str):
                if k in _READ or (k == "name" and (choices or fields)) or (k == "value" and fields):
                    yield v
            else:
                yield from _read(v, k)
    elif isinstance(node, list):
        for item in node:
            yield from _read(item, key)


def english_in(text: str, names: Iterable[str]) -> list[str]:
    """The English-only words of `text`, names and notation aside."""
    cleaned = _NOISE.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        cleaned = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", cleaned)
    cleaned = _PROPER_WORDS.sub(" ", cleaned)
    cleaned = _BRACKETS.sub(_notation_out, cleaned)
    return [w for w in _WORD.findall(cleaned) if w.lower() in ENGLISH_ONLY]


def _notation_out(match: re.Match[str]) -> str:
    words = [w.lower() for w in _WORD.findall(match.group(1))]
    notation = all(w in NOTATION_WORDS or len(w) <= 2 for w in words)
    return " " if notation else match.group(0)


def english_lines(requests: Iterable[Any], names: Iterable[str]) -> list[str]:
    """Each line sent with English in it, and the words found, for a failure message."""
    names = list(names)
    found = []
    for text in texts_sent(requests):
        for line in text.splitlines():
            words = english_in(line, names)
            if words:
                found.append(f"{line!r}  <- {sorted(set(words))}")
    return list(dict.fromkeys(found))
