"""Exact Synapse-Ice search: boolean negamax with a transposition table.

The game has no draws, so a position is simply won or lost for the side to move; one
refutation ends the search of a node. Moves are tried in order of the opponent's
replies left (fewest first; none at all is an immediate win), which finds the winning
move early. Only finished sub-searches are stored, so a search cut off by its node limit
leaves exact entries behind that the next call reuses (the table survives between
moves of a game, so the proof found for one move answers the next ones).
"""

from __future__ import annotations

import sys
import time

from ai.synapse_position import CELLS, FREE, SIZE_UNIT, TARGETS, Pos

TABLE_LIMIT = 3_000_000  # entries kept before the table is cleared (a few hundred MB at most)


class OutOfNodes(Exception):
    """The node limit was reached before the search finished."""


class Solver:
    def __init__(self) -> None:
        self.table: dict[int, bool] = {}
        self.nodes = 0
        self.limit = 0
        self.deadline = float("inf")

    def wins(self, pos: Pos, max_nodes: int | None = None, deadline: float | None = None) -> bool | None:
        """Whether the side to move wins; None when `max_nodes` or the clock
        (`deadline`, a time.perf_counter() value) ran out first."""
        move = self.winning_move(pos, max_nodes, deadline)
        if move is None:
            return None
        return move != ()

    def winning_move(
        self, pos: Pos, max_nodes: int | None = None, deadline: float | None = None
    ) -> tuple[int, int, int] | tuple[()] | None:
        """(cell, size, target) of a winning move; () when the position is lost; None when
        `max_nodes` or the clock ran out first."""
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        self.nodes = 0
        self.limit = max_nodes if max_nodes is not None else sys.maxsize
        self.deadline = deadline if deadline is not None else float("inf")
        occ, sq, mine, theirs = pos
        cells = range(CELLS) if sq == FREE else (sq,)
        try:
            for cell in cells:
                if occ >> cell & 1:
                    continue
                for size, target, _ in self.children(occ, cell, mine, theirs):
                    if not self._win(occ | 1 << cell, target, theirs, mine - SIZE_UNIT[size]):
                        return (cell, size, target)
        except OutOfNodes:
            return None
        return ()

    def children(self, occ: int, sq: int, mine: int, theirs: int) -> list[tuple[int, int, int]]:
        """(size, target, replies the opponent has) of each move from `sq`, fewest replies first."""
        occ2 = occ | 1 << sq
        targets = TARGETS[sq]
        kids = []
        for size in (0, 1, 2):
            if not mine >> 3 * size & 7:
                continue
            for t in targets[size]:
                if occ2 >> t & 1:
                    continue
                replies = 0
                around = TARGETS[t]
                for s2 in (0, 1, 2):
                    if theirs >> 3 * s2 & 7:
                        for t2 in around[s2]:
                            if not occ2 >> t2 & 1:
                                replies += 1
                kids.append((replies, size, t))
        kids.sort()
        return [(size, t, replies) for replies, size, t in kids]

    def _win(self, occ: int, sq: int, mine: int, theirs: int) -> bool:
        self.nodes += 1
        if self.nodes > self.limit or (not self.nodes & 4095 and time.perf_counter() > self.deadline):
            raise OutOfNodes
        key = occ | sq << 30 | mine << 35 | theirs << 44
        known = self.table.get(key)
        if known is not None:
            return known
        occ2 = occ | 1 << sq
        result = False
        for size, t, replies in self.children(occ, sq, mine, theirs):
            if replies == 0 or not self._win(occ2, t, theirs, mine - SIZE_UNIT[size]):
                result = True
                break
        self.table[key] = result
        return result
