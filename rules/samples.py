"""Seeded sample games: positions that real play passes through, for drawing (the
gallery, `python -m render`) and for timing (render/timing.py, the benches). Each game
declares its own (rules/base.py, "samples"); the shared tools name no game.

Deterministic: the moves come from random.Random(seed), never from global random state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.state import State

if TYPE_CHECKING:
    from rules.base import Game

# choose(state, seat, legal moves, rnd) -> the move to play
Choose = Callable[[State, int, list[str], random.Random], str]


@dataclass(frozen=True)
class Sample:
    """`new(players, seed)`, then up to `moves` moves of the first seat in to_move."""

    players: int
    seed: int
    moves: int
    label: str = ""  # what sets it apart from the game's other samples, e.g. "end" or "6p"


def uniform(state: State, seat: int, legal: list[str], rnd: random.Random) -> str:
    return rnd.choice(legal)


def play(game: Game, players: int, seed: int, moves: int, choose: Choose = uniform) -> State:
    """The state after up to `moves` seeded moves (fewer when the game ends or the seat
    on turn has none)."""
    state = game.new(players, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        to_move = game.to_move(state)
        if not to_move:
            break
        legal = game.legal_moves(state, to_move[0])
        if not legal:
            break
        state = game.apply(state, to_move[0], choose(state, to_move[0], legal, rnd))
    return state
