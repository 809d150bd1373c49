"""Median time to draw and encode each picture: python -m render.timing [runs]

A quick measurement, not a test (timings depend on the machine). The positions
are the gallery's plus a few larger ones.
"""

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

import render
from render.gallery import NAMES, PICTURES, connections_table, play

EXTRA = [("pylon end", "pylon", 2, 3, 200), ("cardinal end", "cardinal", 4, 16, 40),
         ("connections 6p", "connections", 6, 20, 130)]


def measure(make: Callable[[], bytes], runs: int) -> tuple[float, float, int]:
    """(median ms, max ms, bytes), after one warm-up call (fonts load once)."""
    data = make()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        make()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, max(times) * 1000, len(data)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    runs = int(argv[0]) if argv else 50
    cases: list[tuple[str, Callable[[], bytes]]] = []
    for label, key, players, seed, moves in [*PICTURES, *EXTRA]:
        game, state = play(key, players, seed, moves)
        view = game.view(state, None)
        cases.append((label, partial(render.board_png, key, view, NAMES[:players])))
    game, state = connections_table()
    table, own = game.view(state, None), game.view(state, 1)
    cases.append(("connections", lambda: render.board_png("connections", table, NAMES[:4])))
    cases.append(("connections hand", lambda: render.hand_png(own, NAMES[1])))
    for label, make in cases:
        median, worst, size = measure(make, runs)
        print(f"{label:18} median {median:5.1f} ms  max {worst:5.1f} ms  {size / 1024:5.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
