"""Random playouts shared by every bench: the positions measured are ones real games
pass through, not hand-built corner cases."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules import GAMES, Game, get_game

State = dict[str, Any]

# (label, game key, players): every game, at the player counts each declares as the ones
# whose cost differs most (`Game.bench_players`), e.g. "pylon" or "cardinal-3p".
CONFIGS: list[tuple[str, str, int]] = [
    (key if len(game.bench_players) == 1 else f"{key}-{players}p", key, players)
    for key, game in GAMES.items()
    for players in game.bench_players
]

# A safety stop: no engine's random game is anywhere near this long.
MAX_PLIES = 5000


@dataclass
class Playout:
    """One random game: every position passed through (before each move), the
    (seat, move) log, and the final state."""

    game: Game
    players: int
    seed: int
    positions: list[tuple[State, int]]
    log: list[tuple[int, str]]
    final: State


def choose_seat(game: Game, state: State, rnd: random.Random) -> int | None:
    """A seat that may act now and has a legal move (None when nobody can)."""
    seats = list(game.to_move(state))
    rnd.shuffle(seats)
    for seat in seats:
        if game.legal_moves(state, seat):
            return seat
    return None


def random_playout(key: str, players: int, seed: int, stop_at: int | None = None) -> Playout:
    """Play uniformly random legal moves from `new(players, seed)` until the game ends
    (or `stop_at` plies have been played)."""
    game = get_game(key)
    rnd = random.Random(f"{key}|{players}|{seed}")
    state = game.new(players, seed)
    positions: list[tuple[State, int]] = []
    log: list[tuple[int, str]] = []
    limit = MAX_PLIES if stop_at is None else min(stop_at, MAX_PLIES)
    while not game.is_over(state) and len(log) < limit:
        seat = choose_seat(game, state, rnd)
        if seat is None:
            break
        move = rnd.choice(game.legal_moves(state, seat))
        positions.append((state, seat))
        log.append((seat, move))
        state = game.apply(state, seat, move)
    return Playout(game, players, seed, positions, log, state)
