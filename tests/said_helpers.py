"""What the engines say, worded in English for the tests that read it (engines say a
message key and its arguments; i18n.say words it)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Sequence

import i18n
from rules import IllegalMove
from rules.said import Said


def english(said: str | Said, names: Sequence[str] | None = None) -> str:
    return i18n.say(i18n.ENGLISH, said, names)


@contextlib.contextmanager
def refused(match: str) -> Iterator[None]:
    """Like pytest.raises(IllegalMove, match=...), on the refusal's English words."""
    try:
        yield
    except IllegalMove as error:
        words = english(error.said)
        assert re.search(match, words), f"{match!r} not in {words!r}"
    else:
        raise AssertionError(f"no IllegalMove (expected {match!r})")
