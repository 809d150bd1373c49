"""The words drawn in pictures and said in their alt text, from the message catalogue
(i18n/locales/<language>/pictures.ftl), in the language of the post or reply a picture
belongs to. The caller decides that language; a drawing only says its words in it."""

from __future__ import annotations

from typing import Any

from i18n import ENGLISH, lookup, text

__all__ = ["ENGLISH", "colour_name", "word"]


def word(lang: str, key: str, **args: Any) -> str:
    """The message `pictures-<key>` in `lang`."""
    return text(lang, f"pictures-{key}", **args)


def colour_name(lang: str, colour: str) -> str:
    """A region's colour ("light blue") in `lang`; a colour the catalogue
    does not know stays as the deck names it."""
    key = "colour-" + "-".join(colour.split())
    return word(lang, key) if lookup(ENGLISH, f"pictures-{key}") is not None else colour
