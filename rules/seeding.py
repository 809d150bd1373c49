"""Seeded randomness. Engines never touch the global random state: every shuffle
draws from a generator made from the game's seed and a purpose, so replays match."""

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng(seed: int, *purpose: object) -> random.Random:
    """A generator for one purpose of one game ('deal', round 2, ...)."""
    return random.Random("|".join([str(seed), *map(str, purpose)]))


def shuffled(items: Sequence[T], seed: int, *purpose: object) -> list[T]:
    out = list(items)
    rng(seed, *purpose).shuffle(out)
    return out
