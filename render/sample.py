"""Seeded sample games to draw: the CLI (`python -m render`), the gallery and the
timing script all play through this one loop, each with its own way to choose."""

import random
from collections.abc import Callable
from typing import Any

from rules import Game, get_game

# choose(game, state, seat, legal moves, rnd) -> the move to play
Chooser = Callable[[Game, dict, int, list[str], random.Random], str]


def uniform(game: Game, state: dict, seat: int, legal: list[str], rnd: random.Random) -> str:
    return rnd.choice(legal)


def play(
    game_key: str, players: int | None, seed: int, moves: int, choose: Chooser = uniform
) -> tuple[Game, dict[str, Any]]:
    """(game, state) after up to `moves` seeded moves of the first seat in to_move."""
    game = get_game(game_key)
    state = game.new(players or game.min_players, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        to_move = game.to_move(state)
        if not to_move:
            break
        legal = game.legal_moves(state, to_move[0])
        if not legal:
            break
        state = game.apply(state, to_move[0], choose(game, state, to_move[0], legal, rnd))
    return game, state
