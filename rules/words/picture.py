"""What the pyramid games' terminal pictures share (Game.picture): the headline saying
whose move it is or how the game ended, and a seat marked as the viewer's. The grids
themselves are notation; these are the words around them."""

from __future__ import annotations

from rules.said import Said, Seat
from rules.state import State
from rules.words import seats


def headline(title: str, state: State, *, extra: Said | None = None) -> Said:
    """"Epicycle, Seat 1 to move" (`extra`: more of the same line, e.g. where the next
    piece goes) or "Epicycle, game over: Seat 2 won"."""
    finish = state["finish"]
    if finish is None:
        said = Said("terminal-picture-to-move", game=title, seat=Seat(state["turn"]))
        return said if extra is None else Said("terminal-picture-and", head=said, more=extra)
    winners = finish["winners"]
    if not winners:
        return Said("terminal-picture-draw", game=title)
    return Said("terminal-picture-won", game=title, seats=seats(winners), count=len(winners))


def who(seat: int, viewer: int | None) -> Said:
    """A seat, marked "(you)" when it is the viewer's."""
    return Said("terminal-you" if seat == viewer else "terminal-who", seat=Seat(seat))
