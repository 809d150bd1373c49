"""A plain flat Monte Carlo player: the yardstick `hard` is measured against.

For each legal move in turn (round robin), one uniformly random playout to the end
on the game's compact position; when the time is up, the move with the best mean
share of the win for the mover. No tree, no knowledge: its playouts are uniformly
random (plain ones, not `hard`'s). It uses the same fast positions as
`hard`, so it runs as many playouts a second.
Seeded by (seed, ply): with the same time it still differs from run to run only in
how many playouts fit.

A game it plays declares `FLAT_MC = Kernel(...)` in its own ai/<game key>.py: its fast
position's functions. This module names no game.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules import GAMES


@dataclass(frozen=True)
class Kernel:
    """A game's compact position, as the flat player uses it."""

    from_state: Callable[[dict[str, Any]], Any]
    moves: Callable[[Any], list[Any]]
    play: Callable[[Any, Any], Any]
    rollout: Callable[[Any, random.Random], list[float]]
    move_text: Callable[[Any], str]


@cache
def kernels() -> dict[str, Kernel]:
    """Game key -> its kernel, for every game whose ai module declares `FLAT_MC`."""
    found: dict[str, Kernel] = {}
    for key in GAMES:
        kernel = getattr(importlib.import_module(f"ai.{key}"), "FLAT_MC", None)
        if isinstance(kernel, Kernel):
            found[key] = kernel
    return found


def choose(state: dict[str, Any], seat: int, *, seconds: float, seed: int = 0) -> str:
    """The flat Monte Carlo move for `seat` (the seat to move) after `seconds` of playouts."""
    deadline = time.perf_counter() + seconds
    kernel = kernels().get(state["game"])
    if kernel is None:
        raise ValueError(f"no flat Monte Carlo player for {state['game']!r}; "
                         f"it plays {', '.join(kernels())}")
    pos = kernel.from_state(state)
    if pos.over or pos.turn != seat:
        raise ValueError(f"seat {seat} cannot move now")
    options = kernel.moves(pos)
    rng = random.Random(f"flat:{seed}:{state['ply']}")
    rng.shuffle(options)  # ties and an unfinished round favour no square
    if len(options) == 1:
        return kernel.move_text(options[0])
    after = [kernel.play(pos, m) for m in options]
    totals = [0.0] * len(options)
    rounds = 0
    while rounds == 0 or time.perf_counter() < deadline:
        for i, child in enumerate(after):
            totals[i] += kernel.rollout(child, rng)[seat]  # a finished child's rollout is its result
        rounds += 1
    best = max(range(len(options)), key=totals.__getitem__)
    return kernel.move_text(options[best])

