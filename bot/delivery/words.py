"""An engine's phrase inside a post, in the post's language: engines say a `Said` (or,
until each is converted, an English string with `seat N`), worded here with the players'
names by `bot.services.wording.say`."""

from __future__ import annotations

from bot.services.wording import capital_first, say, small_first
from rules.said import Said


def sentence(lang: str, text: str | Said, names: list[str]) -> str:
    """A phrase as a sentence: names in (a name keeps its own case), a capital first
    letter for an English string (a catalogue message carries its own), a full stop."""
    if isinstance(text, str):
        text = capital_first(text)
    return say(lang, text, names).rstrip(".") + "."


def inner(lang: str, text: str | Said, names: list[str]) -> str:
    """A phrase that goes inside a sentence ("alice played: small on f3")."""
    if isinstance(text, str):
        text = small_first(text)
    return say(lang, text, names)
