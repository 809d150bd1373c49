"""What to say, kept as JSON in an outbox item until it is delivered: a closing edit is
worded then, in its reader's language, with the names of that moment."""

from __future__ import annotations

from typing import Any

from rules.said import Arg, Said, Seat


def said_to_json(said: Said) -> dict[str, Any]:
    return {"key": said.key, "args": {name: _arg_to_json(value) for name, value in said.args}}


def said_from_json(data: dict[str, Any]) -> Said:
    return Said(str(data["key"]), **{name: _arg_from_json(value) for name, value in data["args"].items()})


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, Said):
        return {"said": said_to_json(value)}
    if isinstance(value, tuple):
        return {"list": [_arg_to_json(item) for item in value]}
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        if "seat" in value:
            return Seat(int(value["seat"]))
        if "said" in value:
            return said_from_json(value["said"])
        return tuple(_arg_from_json(item) for item in value["list"])
    return value
