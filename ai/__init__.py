"""Computer players: pure like `rules/` (no Discord, no database, no clock of its own
beyond the thinking budget). One entry point for the rest of the product.

Each game has a module `ai/<game_key>.py` offering
    choose(state, seat, *, level, seed, budget_s) -> str
which returns a canonical move that `get_game(key).apply(state, seat, move)` accepts.
"""

from __future__ import annotations

import importlib
from typing import Any

from rules import get_game

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


def worth_playing_on(game_key: str, state: dict[str, Any], seat: int, *, budget_s: float = 0.5) -> float:
    """What playing on is worth to `seat`, as its expected share of the win in [0, 1]:
    exact where the game is solved (`exact_value`), the `hard` engine's estimate where it
    has one, and the fair share otherwise."""
    game = get_game(game_key)
    module = importlib.import_module(f"ai.{game_key}")
    exact = getattr(module, "exact_value", None)
    if exact is not None:
        value = exact(state)
        if value is not None:
            mover = game.to_move(state)
            mine = value if seat in mover else -value
            return {1: 1.0, 0: 0.5, -1: 0.0}[int(mine)]
    estimate = getattr(module, "estimate", None)
    if estimate is not None:
        return float(estimate(state, seat, budget_s))
    return 1.0 / max(len(game.active_seats(state)), 1)
