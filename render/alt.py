"""Alt text: the position in words, for the picture's description (screen readers, and
anyone whose image did not load). Reads the public view only, so it cannot name a
hidden card."""

from __future__ import annotations

from typing import Any

# Discord's limit for a media gallery item's description.
LIMIT = 256


def _name(names: list[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def join(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def clip(text: str, limit: int = LIMIT) -> str:
    """`text`, cut to at most `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def alt_text(game_key: str, view: dict[str, Any], names: list[str] | None = None) -> str:
    """At most 256 characters: the game, who leads or won, whose move it is, the last move."""
    parts = [str(view.get("title") or game_key.title())]
    result = view.get("result")
    scores = (result or {}).get("scores") if result else view.get("scores")
    if isinstance(scores, list) and scores and all(isinstance(s, int) for s in scores):
        parts.append("Scores: " + ", ".join(f"{_name(names, i)} {p}" for i, p in enumerate(scores)))
    if result:
        winners = [_name(names, s) for s in result.get("winners", [])]
        parts.append(f"Game over: {join(winners)} won" if winners else "Game over: a draw")
    else:
        due = [_name(names, s) for s in view.get("to_move", [])]
        if due:
            parts.append(f"{join(due)} to move")
    last = view.get("last_move")
    if isinstance(last, dict) and "seat" in last:
        what = last.get("move") or last.get("kind") or ""
        if what:
            parts.append(f"Last move: {_name(names, int(last['seat']))}, {what}")
    return clip(". ".join(p for p in parts if p) + ".")
