"""Epicycle solved by retrograde analysis.

A position is seen from the gap and from the side to move, so that rotations of the ring
and the seat numbers fall away. Its key is a string
  <ring>|<mine>|<theirs>, e.g. 'SMLSMLSML|SML|SML'
where <ring> lists the nine pieces clockwise from the gap and the hands are sorted S, M, L.

`solve(roots)` walks every position reachable from the roots, then labels them from the
ends backwards (a breadth-first retrograde pass, so a win is found at its shortest
distance and a loss at its longest). A position never labelled is a draw: neither side
can force a result (docs/ai-solved-games.md explains why this is the repetition draw).

`python -m ai.epicycle_solver` prints the value of the standard start, the count of
random-setup arrangements by value and the time the solve takes.
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

RING = 10
SIZES = "SML"
PIPS = {"S": 1, "M": 2, "L": 3}
WIN, LOSS, DRAW = 1, -1, 0
# The six moves, in the engine's notation, with the offset of the piece they take.
MOVES: tuple[tuple[str, str, int], ...] = tuple(
    (f"{size} {d}", size, PIPS[size] if d == "cw" else RING - PIPS[size])
    for size in SIZES for d in ("cw", "ccw")
)
HANDS = tuple("".join(h) for h in itertools.combinations_with_replacement(SIZES, 3))


def _after(hand: str, placed: str, taken: str) -> str | None:
    """The hand after placing `placed` and taking `taken`; None when it is three alike."""
    rest = hand.replace(placed, "", 1) + taken
    new = "".join(sorted(rest, key=SIZES.index))
    return None if new[0] == new[2] else new


AFTER: dict[tuple[str, str, str], str | None] = {
    (h, p, t): _after(h, p, t) for h in HANDS for p in set(h) for t in SIZES if t != p
}

# An outcome of a move: the next position's key, or "loss" (the mover took a third alike).
Outcome = str


def outcomes(key: str) -> list[tuple[str, Outcome]]:
    """(move, next key or "loss") for each legal move of the position."""
    ring, mine, theirs = key.split("|")
    full = "." + ring  # full[k] = the piece k spaces clockwise of the gap
    out: list[tuple[str, Outcome]] = []
    for move, size, target in MOVES:
        if size not in mine:
            continue
        taken = full[target]
        if taken == size:
            continue
        hand = AFTER[mine, size, taken]
        if hand is None:
            out.append((move, "loss"))
            continue
        new_ring = full[target + 1:] + size + full[1:target]
        out.append((move, f"{new_ring}|{theirs}|{hand}"))
    return out


@dataclass
class Table:
    """value[key] in {WIN, LOSS, DRAW} for the side to move; dist[key] plies to the end
    (absent for a draw)."""

    value: dict[str, int]
    dist: dict[str, int]


def solve(roots: list[str]) -> Table:
    """Label every position reachable from `roots`."""
    succ: dict[str, list[tuple[str, Outcome]]] = {}
    frontier = list(dict.fromkeys(roots))
    seen = set(frontier)
    while frontier:
        nxt = []
        for key in frontier:
            outs = succ[key] = outcomes(key)
            for _, child in outs:
                if child not in seen and child != "loss":
                    seen.add(child)
                    nxt.append(child)
        frontier = nxt
    value: dict[str, int] = {}
    dist: dict[str, int] = {}
    preds: dict[str, list[str]] = {key: [] for key in succ}
    open_moves: dict[str, int] = {}
    queue: deque[str] = deque()
    for key, outs in succ.items():
        if not outs:  # no legal move: the side to move has lost
            value[key], dist[key] = LOSS, 0
            queue.append(key)
            continue
        live = 0
        for _, child in outs:
            if child != "loss":
                preds[child].append(key)
                live += 1
        open_moves[key] = live
        if live == 0:  # every move takes a third piece alike
            value[key], dist[key] = LOSS, 1
            queue.append(key)
    # Positions are settled in order of distance, so a win gets its shortest distance
    # and a loss (settled by its last open move) its longest.
    while queue:
        key = queue.popleft()
        d = dist[key] + 1
        won = value[key] == LOSS
        for parent in preds[key]:
            if parent in value:
                continue
            if won:
                value[parent], dist[parent] = WIN, d
                queue.append(parent)
            else:
                open_moves[parent] -= 1
                if open_moves[parent] == 0:
                    value[parent], dist[parent] = LOSS, d
                    queue.append(parent)
    for key in succ:
        value.setdefault(key, DRAW)
    return Table(value, dist)


# ---- the engine's states ---------------------------------------------------------------

def key_of(state: dict[str, Any]) -> str:
    """The position of an engine state, seen from its side to move."""
    ring, gap, turn = state["ring"], state["gap"], state["turn"]
    pieces = "".join(ring[(gap + k) % RING] for k in range(1, RING))
    inv = state["inventories"]
    return f"{pieces}|{''.join(inv[turn])}|{''.join(inv[1 - turn])}"


def start_key(pieces: str) -> str:
    """The opening position with `pieces` on spaces 0..8 and the gap at space 9."""
    return f"{pieces}|SML|SML"


def arrangements() -> list[str]:
    """Every distinct arrangement `random_setup` can deal: a shuffle of S M L three times."""
    return sorted({"".join(p) for p in itertools.permutations("SMLSMLSML")})


def solve_all() -> Table:
    """Every position reachable from the standard start or any random setup."""
    return solve([start_key(a) for a in arrangements()])


def main() -> None:
    t0 = time.perf_counter()
    table = solve_all()
    elapsed = time.perf_counter() - t0
    values = list(table.value.values())
    names = {WIN: "first player wins", DRAW: "draw", LOSS: "first player loses"}
    print(f"positions: {len(values)} (wins {values.count(WIN)}, draws {values.count(DRAW)}, "
          f"losses {values.count(LOSS)}); solved in {elapsed:.2f} s")
    standard = start_key("SMLSMLSML")
    v = table.value[standard]
    print(f"standard start: {names[v]}" + (f" in {table.dist[standard]} plies" if v != DRAW else ""))
    counts = {WIN: 0, DRAW: 0, LOSS: 0}
    setups = arrangements()
    for a in setups:
        counts[table.value[start_key(a)]] += 1
    print(f"random setups ({len(setups)} arrangements): "
          + ", ".join(f"{names[k]} {n}" for k, n in counts.items()))


if __name__ == "__main__":
    main()
