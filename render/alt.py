"""Alt text: the position in words, for the picture's description (screen readers, and
anyone whose image did not load). Reads the public view only, so it cannot name a
hidden card. Worded in the language of the post or reply the picture belongs to."""

from __future__ import annotations

from typing import Any

from i18n import joined
from render.words import ENGLISH, word

# Discord's limit for a media gallery item's description.
LIMIT = 256


def _name(names: list[str] | None, seat: int, lang: str) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return word(lang, "player", seat=seat + 1)


def join(items: list[str], lang: str = ENGLISH) -> str:
    """"a", "a and b", "a, b and c" (in `lang`'s way)."""
    return joined(lang, items)


def clip(text: str, limit: int = LIMIT) -> str:
    """`text`, cut to at most `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def alt_text(game_key: str, view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH) -> str:
    """At most 256 characters: the game, who leads or won, whose move it is, the last move."""
    parts = [str(view.get("title") or game_key.title())]
    result = view.get("result")
    scores = (result or {}).get("scores") if result else view.get("scores")
    if isinstance(scores, list) and scores and all(isinstance(s, int) for s in scores):
        listed = ", ".join(f"{_name(names, i, lang)} {p}" for i, p in enumerate(scores))
        parts.append(word(lang, "alt-scores", scores=listed))
    if result:
        winners = [_name(names, s, lang) for s in result.get("winners", [])]
        if winners:
            parts.append(word(lang, "alt-won", winners=join(winners, lang), count=len(winners)))
        else:
            parts.append(word(lang, "alt-draw"))
    else:
        due = [_name(names, s, lang) for s in view.get("to_move", [])]
        if due:
            parts.append(word(lang, "alt-to-move", players=join(due, lang), count=len(due)))
    last = view.get("last_move")
    if isinstance(last, dict) and "seat" in last:
        what = last.get("move") or last.get("kind") or ""
        if what:
            parts.append(word(lang, "alt-last-move", name=_name(names, int(last["seat"]), lang), move=what))
    return clip(". ".join(p for p in parts if p) + ".")
