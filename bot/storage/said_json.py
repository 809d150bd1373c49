"""What to say, stored: a `Said` (rules/said.py) as JSON and back, so an outbox item keeps
the message key and its arguments rather than finished English, and is worded in the
reader's language when it is delivered (bot/delivery/announcer.py).

A plain value (string, number) is stored as it is; a `Seat` as {"seat": n}, a nested
`Said` as {"said": {...}}, a list as {"list": [...]}."""

from __future__ import annotations

from typing import Any

from rules.said import Arg, Said, Seat


def said_to_json(said: Said) -> dict[str, Any]:
    return {"key": said.key, "args": {name: _arg_to_json(value) for name, value in said.args}}


def said_from_json(data: dict[str, Any]) -> Said:
    """A stored Said; a ValueError for anything that is not one (a damaged row)."""
    key, args = data.get("key"), data.get("args", {})
    if not isinstance(key, str) or not isinstance(args, dict):
        raise ValueError(f"not a stored Said: {data!r}")
    return Said(key, **{str(name): _arg_from_json(value) for name, value in args.items()})


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
        if "list" in value:
            return tuple(_arg_from_json(item) for item in value["list"])
        raise ValueError(f"not a stored argument: {value!r}")
    if isinstance(value, str | int | float) and not isinstance(value, bool):
        return value
    raise ValueError(f"not a stored argument: {value!r}")
