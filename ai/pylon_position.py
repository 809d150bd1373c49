"""A compact Pylon position for search, kept in step with rules/pylon.py.

Cells are numbered like rules.grid.SQUARES (a1=0, a2=1, ..., f5=29). A stack is a
tuple (bottom pips, top pips, top owner, height): all that moves and scores need.
A move is an int: a placement `cell * 4 + pips`, a stacking move
`STACK_BASE + source * 32 + dest`.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from rules.grid import SQUARES, neighbours
from rules.pieces import PIPS, SIZES

CELLS = len(SQUARES)
STACK_BASE = 1000
SIZE_OF_PIPS = {PIPS[s]: s for s in SIZES}
INDEX = {sq: i for i, sq in enumerate(SQUARES)}
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(INDEX[n] for n in neighbours(sq)) for sq in SQUARES)

Stack = tuple[int, int, int, int]
PICKS = 3  # a playout's stacking move: the best for its mover of this many drawn at random


class Pos(NamedTuple):
    cells: tuple[Stack | None, ...]
    stashes: tuple[tuple[int, int, int], tuple[int, int, int]]  # per seat: S, M, L left
    placed: int
    turn: int
    over: bool


def from_state(state: dict[str, Any]) -> Pos:
    cells: list[Stack | None] = [None] * CELLS
    for sq, stack in state["board"].items():
        cells[INDEX[sq]] = (PIPS[stack[0][1]], PIPS[stack[-1][1]], int(stack[-1][0]), len(stack))
    st = state["stashes"]
    stashes = (
        (st[0]["S"], st[0]["M"], st[0]["L"]),
        (st[1]["S"], st[1]["M"], st[1]["L"]),
    )
    return Pos(tuple(cells), stashes, state["placements"], state["turn"], state["finish"] is not None)


def move_text(move: int) -> str:
    if move >= STACK_BASE:
        src, dst = divmod(move - STACK_BASE, 32)
        return f"{SQUARES[src]}-{SQUARES[dst]}"
    cell, pips = divmod(move, 4)
    return f"{SQUARES[cell]} {SIZE_OF_PIPS[pips]}"


def stacking_moves(cells: tuple[Stack | None, ...] | list[Stack | None]) -> list[int]:
    out = []
    for src in range(CELLS):
        stack = cells[src]
        if stack is None:
            continue
        bottom = stack[0]
        for dst in NEIGHBOURS[src]:
            target = cells[dst]
            if target is not None and bottom <= target[1]:
                out.append(STACK_BASE + src * 32 + dst)
    return out


def any_stacking_move(cells: tuple[Stack | None, ...] | list[Stack | None]) -> bool:
    for src in range(CELLS):
        stack = cells[src]
        if stack is None:
            continue
        bottom = stack[0]
        for dst in NEIGHBOURS[src]:
            target = cells[dst]
            if target is not None and bottom <= target[1]:
                return True
    return False


def moves(pos: Pos) -> list[int]:
    if pos.over:
        return []
    if pos.placed < CELLS:
        stash = pos.stashes[pos.turn]
        sizes = [p for p in (1, 2, 3) if stash[p - 1]]
        return [c * 4 + p for c in range(CELLS) if pos.cells[c] is None for p in sizes]
    return stacking_moves(pos.cells)


def play(pos: Pos, move: int) -> Pos:
    cells = list(pos.cells)
    seat = pos.turn
    if move < STACK_BASE:
        cell, pips = divmod(move, 4)
        cells[cell] = (pips, pips, seat, 1)
        stash = list(pos.stashes[seat])
        stash[pips - 1] -= 1
        stashes = list(pos.stashes)
        stashes[seat] = (stash[0], stash[1], stash[2])
        placed = pos.placed + 1
        # Seat 1 places last and also makes the first stacking move.
        turn = seat if placed == CELLS else 1 - seat
        over = placed == CELLS and not any_stacking_move(cells)
        return Pos(tuple(cells), (stashes[0], stashes[1]), placed, turn, over)
    src, dst = divmod(move - STACK_BASE, 32)
    moving = cells[src]
    target = cells[dst]
    assert moving is not None and target is not None
    cells[dst] = (target[0], moving[1], moving[2], target[3] + moving[3])
    cells[src] = None
    return Pos(tuple(cells), pos.stashes, pos.placed, 1 - seat, not any_stacking_move(cells))


def scores(cells: tuple[Stack | None, ...] | list[Stack | None]) -> list[int]:
    out = [0, 0]
    for stack in cells:
        if stack is not None:
            out[stack[2]] += stack[3]
    return out


def shares(pos: Pos) -> list[float]:
    a, b = scores(pos.cells)
    return [1.0, 0.0] if a > b else [0.0, 1.0] if b > a else [0.5, 0.5]


def random_rollout(pos: Pos, rng: random.Random) -> list[float]:
    """Uniformly random play to the end (the flat Monte Carlo yardstick's playout)."""
    return rollout(pos, rng, None, 1)


def rollout(
    pos: Pos, rng: random.Random, log: list[tuple[int, int]] | None = None, picks: int | None = None
) -> list[float]:
    """Play to the end on a mutable copy: random placements, then stacking moves
    chosen as the best for the mover of `picks` drawn at random (1: uniformly random).
    With `log`, every (seat, move) played is appended to it."""
    cells = list(pos.cells)
    seat = pos.turn
    if not pos.over and pos.placed < CELLS:
        empty = [c for c in range(CELLS) if cells[c] is None]
        rng.shuffle(empty)
        bags = [
            [p for p in (1, 2, 3) for _ in range(pos.stashes[s][p - 1])] for s in (0, 1)
        ]
        for cell in empty:
            bag = bags[seat]
            pips = bag.pop(rng.randrange(len(bag)))
            cells[cell] = (pips, pips, seat, 1)
            if log is not None:
                log.append((seat, cell * 4 + pips))
            seat = 1 - seat
        seat = 1 - seat  # the last to place makes the first stacking move
    if not pos.over:
        _random_stacking(cells, rng, seat, log, PICKS if picks is None else picks)
    a, b = scores(cells)
    return [1.0, 0.0] if a > b else [0.0, 1.0] if b > a else [0.5, 0.5]


def rollout_played(pos: Pos, rng: random.Random) -> tuple[list[float], set[tuple[int, int]]]:
    """A rollout's shares and the set of (seat, move) it played (for RAVE)."""
    log: list[tuple[int, int]] = []
    return rollout(pos, rng, log), set(log)


def _random_stacking(
    cells: list[Stack | None], rng: random.Random, seat: int, log: list[tuple[int, int]] | None,
    picks: int,
) -> None:
    """Stacking moves until none is left, in place, `seat` first: of `picks` moves drawn
    at random, the one that gains the mover most (its top onto the other's stack gains
    twice that stack's height; the other's top onto its own stack loses as much). The
    legal moves are kept as a list updated around each move (only moves touching the
    source or entering the destination change), not listed again: several times faster."""
    bottom = [0 if c is None else c[0] for c in cells]
    top = [0 if c is None else c[1] for c in cells]
    live: list[int] = []  # src * 32 + dst
    where: dict[int, int] = {}
    for move in stacking_moves(cells):
        where[move - STACK_BASE] = len(live)
        live.append(move - STACK_BASE)

    def drop(move: int) -> None:
        index = where.pop(move, None)
        if index is not None:
            last = live.pop()
            if last != move:
                live[index] = last
                where[last] = index

    rand = rng.random
    while live:
        chosen = live[int(rand() * len(live))]
        if picks > 1:
            best_gain = _gain(cells, chosen, seat)
            for _ in range(picks - 1):
                other = live[int(rand() * len(live))]
                gain = _gain(cells, other, seat)
                if gain > best_gain:
                    chosen, best_gain = other, gain
        if log is not None:
            log.append((seat, STACK_BASE + chosen))
        seat = 1 - seat
        src, dst = divmod(chosen, 32)
        moving, target = cells[src], cells[dst]
        assert moving is not None and target is not None
        cells[dst] = (target[0], moving[1], moving[2], target[3] + moving[3])
        cells[src] = None
        bottom[src] = top[src] = 0
        new_top = top[dst] = moving[1]
        for nb in NEIGHBOURS[src]:
            drop(src * 32 + nb)
            drop(nb * 32 + src)
        for nb in NEIGHBOURS[dst]:
            move = nb * 32 + dst
            if bottom[nb] and bottom[nb] <= new_top:
                if move not in where:
                    where[move] = len(live)
                    live.append(move)
            else:
                drop(move)


def _gain(cells: list[Stack | None], move: int, seat: int) -> int:
    """What stacking `move` (src * 32 + dst) gains `seat` in margin."""
    src, dst = divmod(move, 32)
    moving, target = cells[src], cells[dst]
    assert moving is not None and target is not None
    if moving[2] == target[2]:
        return 0
    return 2 * target[3] if moving[2] == seat else -2 * target[3]


class PylonAdapter:
    """The search's view of Pylon (see ai.mcts.Adapter)."""

    def moves(self, pos: Pos) -> list[int]:
        return moves(pos)

    def play(self, pos: Pos, move: int) -> Pos:
        return play(pos, move)

    def mover(self, pos: Pos) -> int:
        return pos.turn

    def rewards(self, pos: Pos) -> list[float] | None:
        return shares(pos) if pos.over else None

    def rollout(self, pos: Pos, rng: random.Random) -> list[float]:
        return rollout(pos, rng)


ADAPTER = PylonAdapter()
