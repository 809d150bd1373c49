"""A uniformly random legal move: the arena's baseline (level "random")."""

from __future__ import annotations

import random
from typing import Any

from rules import get_game


def choose(state: dict[str, Any], seat: int, *, seed: int = 0) -> str:
    """One of `seat`'s legal moves, uniformly at random (seeded by `seed` and the ply,
    so a replay gives the same game)."""
    game = get_game(state["game"])
    moves = game.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} cannot act now")
    return random.Random(f"random|{seed}|{seat}|{state['ply']}").choice(moves)
