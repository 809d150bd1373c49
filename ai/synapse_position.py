"""A compact Synapse-Ice position for search.

Only what decides the rest of the game is kept; which seat owns a piece and where it
points no longer matter once it lies on the board:
  occ     bitmask of occupied squares, bit index = row * 6 + column (a1 = 0, f5 = 29)
  sq      the square the next piece must go on, or FREE before the first move
  mine    the mover's stash, counts packed 3 bits per size (S low, then M, then L)
  theirs  the other stash, likewise
A position is a tuple (occ, sq, mine, theirs). The board's four symmetries (identity,
mirror left-right, mirror top-bottom, half turn) map directions onto directions, so they
keep the rules; `canonical` picks one representative of the four.
"""

from __future__ import annotations

from typing import Any

COLS, ROWS = 6, 5
CELLS = COLS * ROWS
FREE = CELLS  # `sq` before the first move
COLUMNS = "abcdef"
SIZES = "SML"
DIRS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
FULL_STASH = 5 | 5 << 3 | 5 << 6
SIZE_UNIT = (1, 1 << 3, 1 << 6)

Pos = tuple[int, int, int, int]


def name(cell: int) -> str:
    return f"{COLUMNS[cell % COLS]}{cell // COLS + 1}"


def cell_of(square: str) -> int:
    return (int(square[1]) - 1) * COLS + COLUMNS.index(square[0])


def _moves_from(cell: int) -> tuple[tuple[int, int, str], ...]:
    """(size index, target cell, canonical move) for each move from `cell` that stays on
    the board, in the engine's order."""
    col, row = cell % COLS, cell // COLS
    out = []
    for size in range(3):
        for d, (dx, dy) in DIRS.items():
            c, r = col + dx * (size + 1), row + dy * (size + 1)
            if 0 <= c < COLS and 0 <= r < ROWS:
                out.append((size, r * COLS + c, f"{name(cell)} {SIZES[size]} {d}"))
    return tuple(out)


MOVES_FROM: tuple[tuple[tuple[int, int, str], ...], ...] = tuple(_moves_from(c) for c in range(CELLS))
# Per cell, per size: target cells (no move names), for the search's inner loop.
TARGETS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(t for s, t, _ in MOVES_FROM[c] if s == size) for size in range(3)) for c in range(CELLS)
)


def _sym_cell(cell: int, k: int) -> int:
    col, row = cell % COLS, cell // COLS
    if k & 1:
        col = COLS - 1 - col
    if k & 2:
        row = ROWS - 1 - row
    return row * COLS + col


SYM_CELL: tuple[tuple[int, ...], ...] = tuple(tuple(_sym_cell(c, k) for c in range(CELLS)) for k in range(4))
# A mask is mapped 10 bits at a time through these tables: SYM_CHUNK[k][part][bits].
SYM_CHUNK: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            sum(1 << SYM_CELL[k][part * 10 + b] for b in range(10) if bits >> b & 1)
            for bits in range(1024)
        )
        for part in range(3)
    )
    for k in range(4)
)


def sym_mask(occ: int, k: int) -> int:
    chunk = SYM_CHUNK[k]
    return chunk[0][occ & 1023] | chunk[1][occ >> 10 & 1023] | chunk[2][occ >> 20]


def canonical(pos: Pos) -> Pos:
    occ, sq, mine, theirs = pos
    best = pos
    for k in (1, 2, 3):
        cand = (sym_mask(occ, k), sq if sq == FREE else SYM_CELL[k][sq], mine, theirs)
        if cand < best:
            best = cand
    return best


def moves(pos: Pos) -> list[tuple[int, int, str]]:
    """(placed cell, target cell, canonical move) for every legal move."""
    occ, sq, mine, _ = pos
    cells = range(CELLS) if sq == FREE else (sq,)
    out = []
    for c in cells:
        if occ >> c & 1:
            continue
        for size, target, move in MOVES_FROM[c]:
            if mine >> 3 * size & 7 and not occ >> target & 1:
                out.append((c, target, move))
    return out


def play(pos: Pos, cell: int, size: int, target: int) -> Pos:
    occ, _, mine, theirs = pos
    return (occ | 1 << cell, target, theirs, mine - SIZE_UNIT[size])


def from_state(state: dict[str, Any]) -> Pos:
    occ = 0
    for square in state["board"]:
        occ |= 1 << cell_of(square)
    forced = state["forced"]
    turn = state["turn"]
    stashes = [s["S"] | s["M"] << 3 | s["L"] << 6 for s in state["stashes"]]
    return (occ, FREE if forced is None else cell_of(forced), stashes[turn], stashes[1 - turn])
