"""Words every picture shows in its legend: the players' display names."""

from typing import Any

from render.panel import swatch
from render.words import ENGLISH, word

__all__ = ["seat_names", "swatch"]


def seat_names(view: dict[str, Any], names: list[str] | None, lang: str = ENGLISH) -> list[str]:
    """Display names by seat, "Player 1".. (in `lang`) where a name is missing (seats are 0-based)."""
    out = []
    for seat in range(view["players"]):
        given = str(names[seat]).strip() if names and seat < len(names) and names[seat] else ""
        out.append(given or word(lang, "player", seat=seat + 1))
    return out
