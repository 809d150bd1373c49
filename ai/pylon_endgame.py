"""Exact search of Pylon's stacking phase: negamax with alpha-beta and a table.

The value of a position is the final margin (mover's score minus the other's).
Maximising the margin also secures the game's theoretical result, since the
opponent is assumed to minimise it.
"""

from __future__ import annotations

import time

from ai.pylon_position import CELLS, STACK_BASE, Pos, Stack, scores, stacking_moves

INF = CELLS + 1  # beyond any margin


class OutOfBudget(Exception):
    """The search met its node or time limit before proving a value."""


class Solver:
    def __init__(self, node_limit: int, deadline: float) -> None:
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        # key -> (lower bound, upper bound, best move)
        self.table: dict[tuple[tuple[Stack | None, ...], int], tuple[int, int, int]] = {}

    def solve(self, pos: Pos) -> tuple[int, int]:
        """(margin for the mover, best move) of a stacking-phase position with a move."""
        assert pos.placed == CELLS and not pos.over
        value = self._negamax(list(pos.cells), pos.turn, -INF, INF)
        best = self.table[(pos.cells, pos.turn)][2]
        return value, best

    def _negamax(self, cells: list[Stack | None], turn: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes & 1023 == 0 and (self.nodes > self.node_limit or time.perf_counter() > self.deadline):
            raise OutOfBudget
        options = stacking_moves(cells)
        if not options:
            mine, theirs = scores(cells)
            return mine - theirs if turn == 0 else theirs - mine
        key = (tuple(cells), turn)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha, beta = max(alpha, low), min(beta, high)
            if first in options:
                options.remove(first)
                options.insert(0, first)
        alpha0 = alpha
        best, best_move = -INF, options[0]
        for move in options:
            src, dst = divmod(move - STACK_BASE, 32)
            moving, target = cells[src], cells[dst]
            assert moving is not None and target is not None
            cells[dst] = (target[0], moving[1], moving[2], target[3] + moving[3])
            cells[src] = None
            value = -self._negamax(cells, 1 - turn, -beta, -alpha)
            cells[src], cells[dst] = moving, target
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if best <= alpha0:
            self.table[key] = (-INF, best, best_move)  # an upper bound only
        elif best >= beta:
            self.table[key] = (best, INF, best_move)  # a lower bound only
        else:
            self.table[key] = (best, best, best_move)
        return best


def solve(pos: Pos, *, node_limit: int, deadline: float) -> tuple[int, int] | None:
    """(margin for the mover, best move), or None when the limits cut the search short."""
    try:
        return Solver(node_limit, deadline).solve(pos)
    except OutOfBudget:
        return None
