"""Words every picture shows in its panel: the seats' display names, whose turn
it is or how the game ended, and the last move."""

from typing import Any

from render.panel import swatch

__all__ = ["join_names", "last_line", "seat_names", "status_line", "swatch"]


def seat_names(view: dict[str, Any], names: list[str] | None) -> list[str]:
    """Display names by seat, "Seat 1".. where a name is missing (seats are 0-based)."""
    out = []
    for seat in range(view["players"]):
        given = str(names[seat]).strip() if names and seat < len(names) and names[seat] else ""
        out.append(given or f"Seat {seat + 1}")
    return out


def join_names(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def status_line(view: dict[str, Any], names: list[str]) -> str:
    """Whose turn it is, or how the game ended."""
    result = view.get("result")
    if view.get("over") and result:
        winners = [names[s] for s in result.get("winners", [])]
        how = {"resign": " (resignation)", "agreement": " (by agreement)"}.get(result.get("reason"), "")
        if not winners:
            return "Game over: a draw" + how
        verb = "wins" if len(winners) == 1 else "win"
        return f"Game over: {join_names(winners)} {verb}{how}"
    to_move = view.get("to_move") or []
    if not to_move:
        return ""
    return f"To move: {names[to_move[0]]}"


def last_line(view: dict[str, Any], names: list[str]) -> str:
    lm = view.get("last_move")
    return f"Last move: {lm['move']} ({names[lm['seat']]})" if lm else "No move yet"
