"""What to say (rules.said.Said), kept as JSON until it is worded: a note stored now and
delivered later is worded then, in its reader's language (a DM the player did not ask
for). Arguments keep their kinds: numbers, strings, Seats, nested Saids, lists."""

from __future__ import annotations

from typing import Any

from i18n import ENGLISH, say
from rules.said import Arg, Said, Seat


def said_to_json(said: str | Said) -> Any:
    if isinstance(said, str):
        return said
    return {"key": said.key, "args": {name: _arg_to_json(value) for name, value in said.args}}


def said_from_json(data: Any) -> str | Said:
    if isinstance(data, str):
        return data
    return Said(str(data["key"]), **{name: _arg_from_json(v) for name, v in dict(data["args"]).items()})


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, Said):
        return {"said": said_to_json(value)}
    if isinstance(value, tuple):
        return {"list": [_arg_to_json(v) for v in value]}
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        if "seat" in value:
            return Seat(int(value["seat"]))
        if "said" in value:
            return said_from_json(value["said"])
        return tuple(_arg_from_json(v) for v in value.get("list", []))
    return value


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
