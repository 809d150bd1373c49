"""Seeded random games to draw with `python -m render`: uniformly random legal moves,
through the same loop as every game's own samples (rules/samples.py)."""

from typing import Any

from rules import Game, get_game, samples


def play(game_key: str, players: int | None, seed: int, moves: int) -> tuple[Game, dict[str, Any]]:
    """(game, state) after up to `moves` seeded moves of the first seat in to_move."""
    game = get_game(game_key)
    return game, samples.play(game, players or game.min_players, seed, moves)
