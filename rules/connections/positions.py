"""Build a Connections state directly (hands, deck order, table), for tests and for
sample pictures, instead of hunting for a seed that deals it (see layout.arrange).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.connections import CONNECTIONS
from rules.connections.layout import arrange
from rules.state import State


def position(
    players: int, hands: Sequence[Iterable[str]], *, rounds_per_player: int = 1, **layout: Any
) -> State:
    """A state of `players` seats with these hands; the rest as layout.arrange."""
    state = CONNECTIONS.new(players, 0, {"rounds_per_player": rounds_per_player})
    return arrange(state, hands, **layout)
