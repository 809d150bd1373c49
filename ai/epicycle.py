"""Computer player for Epicycle, from the solved game (ai.epicycle_solver).

The table of every position reachable from any setup is built at first use (about half
a second) and kept. Levels (docs/ai-solved-games.md):
  hard    perfect: wins by the shortest road, holds a draw, loses as slowly as it can;
          a winning move that lets the opponent claim a third repetition is avoided,
          a losing side takes a repetition draw when one is offered
  medium  half the time the hard move; otherwise looks two plies ahead (takes a win,
          avoids a move that loses at once or hands the opponent a win), at random
  easy    a random move, except that it takes an immediate win
"""

from __future__ import annotations

import functools
import random
from typing import Any

from ai.epicycle_solver import DRAW, LOSS, WIN, Table, key_of, solve, solve_all
from rules import get_game
from rules.epicycle import position_key

GAME = get_game("epicycle")
MEDIUM_PERFECT = 0.5  # share of medium's moves that are the hard move
# Building the table takes about 0.5 s; with less budget than this on a cold start the
# perfect levels play the two-ply move instead, to keep within the budget.
COLD_BUDGET_S = 1.0


@functools.cache
def table() -> Table:
    return solve_all()


@functools.lru_cache(maxsize=64)
def _solve_from(key: str) -> Table:
    """A position outside the main table (a constructed one): solve its own closure."""
    return solve([key])


def _lookup(key: str) -> tuple[int, int | None]:
    main = table()
    t = main if key in main.value else _solve_from(key)
    return t.value[key], t.dist.get(key)


def exact_value(state: dict[str, Any]) -> int:
    """+1 if the seat to move wins with perfect play, 0 a draw, -1 a loss. For a finished
    game, the result for the seat that would move next (state["turn"])."""
    if state["finish"] is not None:
        return _finished_value(state, state["turn"])
    return _lookup(key_of(state))[0]


def distance(state: dict[str, Any]) -> int | None:
    """Plies to the end under perfect play (0 for a finished game); None for a draw."""
    if state["finish"] is not None:
        return 0
    value, dist = _lookup(key_of(state))
    return None if value == DRAW else dist


def _finished_value(state: dict[str, Any], seat: int) -> int:
    winners = state["finish"]["winners"]
    return 0 if not winners else (1 if seat in winners else -1)


def _rated(state: dict[str, Any], seat: int, move: str) -> tuple[int, int, dict[str, Any]]:
    """(value for `seat`, plies to the end or a large number for a draw, the state after)."""
    after = GAME.apply(state, seat, move)
    if after["finish"] is not None:
        return _finished_value(after, seat), 1, after
    value, dist = _lookup(key_of(after))
    return -value, (dist + 1 if dist is not None else 10**6), after


def _gives_repetition(state: dict[str, Any]) -> bool:
    """Whether the side to move can end the game in a repetition draw at once."""
    seat = state["turn"]
    seen = state["seen"]
    for move in GAME.legal_moves(state, seat):
        after = GAME.apply(state, seat, move)
        fin = after["finish"]
        if fin is not None and not fin["winners"] and seen.get(position_key(after), 0) >= 2:
            return True
    return False


def _traps(state: dict[str, Any]) -> int:
    """How many of the side to move's replies lose (a drawn side's tiebreak: set traps)."""
    seat = state["turn"]
    return sum(_rated(state, seat, m)[0] == LOSS for m in GAME.legal_moves(state, seat))


def hard_move(state: dict[str, Any], seat: int, moves: list[str]) -> str:
    rated = {m: _rated(state, seat, m) for m in moves}
    best = max(v for v, _, _ in rated.values())
    if best == WIN:
        # Shortest win first; one that lets the opponent repeat a position a third
        # time only when nothing else wins.
        wins = sorted((d, m) for m, (v, d, _) in rated.items() if v == WIN)
        for _, m in wins:
            after = rated[m][2]
            if after["finish"] is not None or not _gives_repetition(after):
                return m
        return wins[0][1]
    if best == DRAW:
        draws = [m for m, (v, _, _) in rated.items() if v == DRAW]
        return max(draws, key=lambda m: (_traps(rated[m][2]) if rated[m][2]["finish"] is None else -1, m))
    return max(moves, key=lambda m: (rated[m][1], m))  # lose as slowly as possible


def _shallow_move(state: dict[str, Any], seat: int, moves: list[str], rng: random.Random) -> str:
    """Take a win; else a random move that neither loses at once nor hands over a win."""
    safe = []
    for m in moves:
        after = GAME.apply(state, seat, m)
        if after["finish"] is not None:
            if seat in after["finish"]["winners"]:
                return m
            continue
        other = after["turn"]
        replies = GAME.legal_moves(after, other)
        if not any(other in (GAME.apply(after, other, r)["finish"] or {"winners": ()})["winners"]
                   for r in replies):
            safe.append(m)
    return rng.choice(safe or moves)


def choose(state: dict[str, Any], seat: int, *, level: str, seed: int, budget_s: float) -> str:
    """A legal move for `seat`, which must be the seat to move."""
    moves = GAME.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} cannot move now")
    if len(moves) == 1:
        return moves[0]
    rng = random.Random(f"epicycle|{seed}|{level}|{state['ply']}|{position_key(state)}")
    perfect = level == "hard" or (level == "medium" and rng.random() < MEDIUM_PERFECT)
    if perfect and (table.cache_info().currsize or budget_s >= COLD_BUDGET_S):
        return hard_move(state, seat, moves)
    if level != "easy":
        return _shallow_move(state, seat, moves, rng)
    for m in moves:  # easy
        after = GAME.apply(state, seat, m)
        if after["finish"] is not None and seat in after["finish"]["winners"]:
            return m
    return rng.choice(moves)
