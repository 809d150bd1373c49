"""Computer players: pure like `rules/` (no Discord, no database, no clock of its own
beyond the thinking budget). One entry point for the rest of the product.

Each game has a module `ai/<game_key>.py` offering
    choose(state, seat, *, level, seed, budget_s) -> str
which returns a canonical move that `get_game(key).apply(state, seat, move)` accepts.
"""

from __future__ import annotations

import importlib
from typing import Any

LEVELS = ("easy", "medium", "hard")


def choose_move(
    game_key: str,
    state: dict[str, Any],
    seat: int,
    *,
    level: str = "hard",
    seed: int = 0,
    budget_s: float = 2.0,
) -> str:
    """The computer's move for `seat` (which must be able to act now)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    module = importlib.import_module(f"ai.{game_key}")
    return str(module.choose(state, seat, level=level, seed=seed, budget_s=budget_s))
