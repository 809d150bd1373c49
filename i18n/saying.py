"""Wording what a pure layer said (rules.said.Said) in a reader's language."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from i18n.catalogue import text
from i18n.formats import joined
from rules.said import Arg, Said, Seat

_SEAT = re.compile(r"\bseat (\d+)\b")


def say(lang: str, said: str | Said, names: Sequence[str] | None = None) -> str:
    """`said` in `lang`, each Seat as its player's name (`names[seat]`; "seat N" words of
    the catalogue when no names are given). A plain string is an older English sentence
    with `seat N` placeholders: the names go in, the words stay."""
    if isinstance(said, str):
        return _substitute(said, names)
    args = {name: _argument(lang, value, names) for name, value in said.args}
    return text(lang, said.key, **args)


def _argument(lang: str, value: Arg, names: Sequence[str] | None) -> Any:
    if isinstance(value, Seat):
        return seat_name(lang, value.index, names)
    if isinstance(value, Said):
        return say(lang, value, names)
    if isinstance(value, tuple):
        return joined(lang, [str(_argument(lang, item, names)) for item in value])
    return value


def seat_name(lang: str, seat: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return text(lang, "words-seat", seat=seat)


def _substitute(sentence: str, names: Sequence[str] | None) -> str:
    if names is None:
        return sentence

    def named(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if 0 <= seat < len(names) else match.group(0)

    return _SEAT.sub(named, sentence)
