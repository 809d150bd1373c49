"""How each game's moves split into the Play picker's steps (Game.move_steps).

A game with at most MAX_STEP_CHOICES moves at a time needs none of this: the default
offers them all in one step. The modules here split the larger cases, one per game.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import MAX_STEP_CHOICES, Step

Paths = dict[str, tuple[Step, ...]]


def fit(prefix: tuple[Step, ...], leaves: dict[str, Step], group_of: Callable[[str], Step]) -> Paths:
    """`prefix` then one leaf per move; when there are more leaves than a select holds,
    a group step (`group_of(move)`) comes before the leaf."""
    if len(leaves) <= MAX_STEP_CHOICES:
        return {move: (*prefix, leaf) for move, leaf in leaves.items()}
    return {move: (*prefix, group_of(move), leaf) for move, leaf in leaves.items()}


def few(moves: list[str]) -> bool:
    """All of them fit in one step."""
    return len(moves) <= MAX_STEP_CHOICES
