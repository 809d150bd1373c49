"""Exact end checks for Cardinal Connections.

A move that empties the pool ends the game on the spot, so its result is known
without search; when one of them leaves the mover as the sole winner, no other
move can do better.
"""

from __future__ import annotations

from ai.cardinal_position import Move, Pos, play, shares


def ends_game(pos: Pos, move: Move) -> bool:
    """Whether `move` empties the pool: the last piece, with nothing taken back."""
    return move[3] < 0 and sum(pos.pool) == 1


def winning_move(pos: Pos, options: list[Move]) -> tuple[Move, list[float]] | None:
    """The first move (in `options` order) that ends the game with the mover winning
    alone, with the final shares; None when there is none."""
    seat = pos.turn
    for move in options:
        if ends_game(pos, move):
            result = shares(play(pos, move))
            if result[seat] == 1.0:
                return move, result
    return None
