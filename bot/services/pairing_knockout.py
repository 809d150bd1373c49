"""Knockout pairings, pure: the bracket, byes to the top seeds, the seeding order. See
bot/services/pairing.py."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


def bracket_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order for a bracket of `size` (a power of two):
    1 meets size, and 1 and 2 can meet only in the final."""
    order = [1]
    while len(order) < size:
        n = len(order) * 2
        order = [x for s in order for x in (s, n + 1 - s)]
    return order


@dataclass(frozen=True)
class KnockoutSlot:
    """One slot of a knockout round: two entrants who play, or one who goes through."""

    players: tuple[int, ...]

    @property
    def bye(self) -> bool:
        return len(self.players) == 1


def knockout_first_round(seeded: Sequence[int]) -> list[KnockoutSlot]:
    """The first round for entrants in seed order (best first). The bracket is the next
    power of two; the missing places are byes, which fall to the top seeds."""
    n = len(seeded)
    size = 1 << max(1, (n - 1).bit_length())
    slots: list[KnockoutSlot] = []
    order = bracket_order(size)
    for i in range(0, size, 2):
        a, b = order[i], order[i + 1]
        present = [seeded[s - 1] for s in (a, b) if s <= n]
        slots.append(KnockoutSlot(tuple(present)))
    return slots


def knockout_next_round(winners: Sequence[int]) -> list[KnockoutSlot]:
    """The next round: winners of adjacent slots meet, in bracket order."""
    return [KnockoutSlot(tuple(winners[i : i + 2])) for i in range(0, len(winners), 2)]


def seed_order(entrants: Iterable[tuple[int, float | None, int]]) -> list[int]:
    """Entrants as (id, rating or None, sign-up order): rated first by rating (highest
    first), then unrated, each then by sign-up order."""
    return [e[0] for e in sorted(entrants, key=lambda e: (e[1] is None, -(e[1] or 0.0), e[2]))]
