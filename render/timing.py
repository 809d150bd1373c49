"""Median time to draw and encode each picture: python -m render.timing [runs]

A quick measurement, not a test (timings depend on the machine). The positions are
each game's showcase (the gallery's) and its timing samples, both declared by the game.
"""

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

import render
from render.gallery import HAND_SEAT, NAMES
from rules import GAMES


def measure(make: Callable[[], bytes], runs: int) -> tuple[float, float, int]:
    """(median ms, max ms, bytes), after one warm-up call (fonts load once)."""
    data = make()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        make()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, max(times) * 1000, len(data)


def cases() -> list[tuple[str, Callable[[], bytes]]]:
    out: list[tuple[str, Callable[[], bytes]]] = []
    for key, game in GAMES.items():
        showcase = game.showcase()
        names = NAMES[: showcase["players"]]
        out.append((key, partial(render.board_png, key, game.view(showcase, None), names)))
        if game.has_hands:
            own = game.view(showcase, HAND_SEAT)
            out.append((f"{key} hand", partial(render.hand_png, key, own, names[HAND_SEAT])))
        for sample in game.timing_samples:
            view = game.view(game.sample(sample), None)
            draw = partial(render.board_png, key, view, NAMES[: sample.players])
            out.append((f"{key} {sample.label}", draw))
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    runs = int(argv[0]) if argv else 50
    for label, make in cases():
        median, worst, size = measure(make, runs)
        print(f"{label:18} median {median:5.1f} ms  max {worst:5.1f} ms  {size / 1024:5.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
