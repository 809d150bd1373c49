"""Names put into what to say (rules.said.Said) for a reader who has no seat list: a
refusal, a note stored for later. (A Said kept as JSON: bot/storage/said_json.py.)"""

from __future__ import annotations

from i18n import ENGLISH, say
from rules.said import Arg, Said, Seat


def with_names(said: str | Said, names: list[str]) -> str | Said:
    """`said` with every player in it named (a Seat becomes its name; an older English
    sentence gets names for `seat N`): ready for a reader who has no seat list, such as
    a refusal's."""
    if isinstance(said, str):
        return say(ENGLISH, said, names)  # an older English sentence: names go in, words stay
    return Said(said.key, **{name: _named(value, names) for name, value in said.args})


def _named(value: Arg, names: list[str]) -> Arg:
    if isinstance(value, Seat):
        return names[value.index] if 0 <= value.index < len(names) else value
    if isinstance(value, Said):
        return with_names(value, names)
    if isinstance(value, tuple):
        return tuple(_named(v, names) for v in value)
    return value
