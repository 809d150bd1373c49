"""What a pure layer says, without the words: a message key of the catalogue
(i18n/locales/<language>/*.ftl) and its arguments. The caller words it in the reader's
language with the players' names (i18n.say), so engines, steps and refusals name no
language and no player.

Arguments are numbers, notation and other plain strings (squares, sizes in notation,
card and city names, which read the same in every language), `Seat`s (a player, named by
the caller), nested `Said`s (a phrase inside a sentence) and tuples of these (a list,
joined by the language's own "and")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union


@dataclass(frozen=True)
class Seat:
    """A player at the table by seat number (0-based, as in the notation)."""

    index: int


Arg = Union[str, int, float, Seat, "Said", tuple["Arg", ...]]


@dataclass(frozen=True, init=False)
class Said:
    """One message of the catalogue and its arguments, by name."""

    key: str
    args: tuple[tuple[str, Arg], ...]

    def __init__(self, key: str, **args: Arg) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def arg(self, name: str) -> Arg:
        return dict(self.args)[name]

    def says(self, *keys: str) -> bool:
        """Whether this message or one nested in it (a phrase, a list's item) is one of
        `keys`: a caller adds what is not said yet (a refusal's hint, once)."""
        if self.key in keys:
            return True
        stack: list[Arg] = [value for _, value in self.args]
        while stack:
            value = stack.pop()
            if isinstance(value, Said):
                if value.key in keys:
                    return True
                stack.extend(v for _, v in value.args)
            elif isinstance(value, tuple):
                stack.extend(value)
        return False

    def __str__(self) -> str:
        # For logs and test failures; players read i18n.say's wording.
        inner = ", ".join(f"{name}={value}" for name, value in self.args)
        return f"{self.key}({inner})"


# ---- a Said kept in a JSON-able state (Connections' last action) ------------------------
def to_data(said: Said) -> dict[str, Any]:
    """`said` as JSON-able data: {"key": ..., "args": {...}}, a Seat as {"seat": n}, a list
    as a JSON list. `from_data` reads it back."""
    return {"key": said.key, "args": {name: _arg_data(value) for name, value in said.args}}


def from_data(data: Any) -> str | Said:
    """What `to_data` wrote; a plain string (an older English line) stays as it is."""
    if isinstance(data, str):
        return data
    return Said(data["key"], **{name: _arg_of(value) for name, value in data["args"].items()})


def _arg_data(value: Arg) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, Said):
        return to_data(value)
    if isinstance(value, tuple):
        return [_arg_data(item) for item in value]
    return value


def _arg_of(data: Any) -> Arg:
    if isinstance(data, dict):
        return Seat(int(data["seat"])) if "seat" in data else from_data(data)
    if isinstance(data, list):
        return tuple(_arg_of(item) for item in data)
    return data  # type: ignore[no-any-return]
