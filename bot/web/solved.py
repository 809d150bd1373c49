"""The exact value of every position of a finished game, for the games whose computer
player can solve them (their `ai` module offers `exact_value(state)`: +1 a win, 0 a
draw, -1 a loss for the seat to move). Runs in the computer pool: kept free of the web
server's imports so a worker loads little."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence
from typing import Any

from rules import get_game

VALUE_WORDS = {1: "a win", 0: "a draw", -1: "a loss"}


def solvable(game_key: str) -> bool:
    name = f"ai.{game_key}"
    if importlib.util.find_spec(name) is None:
        return False
    return hasattr(importlib.import_module(name), "exact_value")


def exact_values(
    game_key: str, players: int, seed: int, options: dict[str, Any], log: Sequence[tuple[int, str]]
) -> list[int | None]:
    """One value per position (the start, then after each move); None where the game is
    over or the solver gave up."""
    game = get_game(game_key)
    exact = importlib.import_module(f"ai.{game_key}").exact_value
    state = game.new(players, seed, options)
    values: list[int | None] = []
    for seat, move in [*log, (-1, "")]:
        value = None if game.is_over(state) else exact(state)
        values.append(None if value is None else int(value))
        if seat < 0:
            break
        state = game.apply(state, seat, move)
    return values
