"""Swiss pairings, pure: by score, floaters carried down, no repeat pairing, the seat
rule (nobody first or second three games running), the bye; and the Ledger that gathers
past games for the next round. See bot/services/pairing.py."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.services.pairing_tables import Table


@dataclass(frozen=True)
class SwissPlayer:
    """One entrant as the Swiss pairing sees them. `seats` is the seat they had in each of
    their past games, oldest first (0 = first, 1 = second); byes are not games."""

    id: int
    score: float
    rank: int  # sign-up / seeding order, lower is higher
    opponents: frozenset[int] = frozenset()
    seats: tuple[int, ...] = ()
    had_bye: bool = False


@dataclass(frozen=True)
class SwissRound:
    games: list[Table]
    bye: int | None = None
    floaters: int = 0  # pairs whose scores differ
    relaxed: bool = False  # a seat rule had to give way to avoid a repeat


def swiss_rounds_default(entrants: int) -> int:
    return max(1, math.ceil(math.log2(max(2, entrants))))


def swiss_round(players: Sequence[SwissPlayer]) -> SwissRound:
    """Pair one Swiss round among the active (not withdrawn) players.

    Ranking: score, then sign-up rank. The bye (a win) goes to the lowest-ranked player
    who has not had one (only when everyone has had one, to the lowest-ranked); when the
    others cannot then be paired without a repeat, to the next such player up. Then the
    ranked list is paired with as few floaters (pairs whose scores differ) as a
    repeat-free pairing allows, and among those top down: each player meets the
    nearest-ranked player they may meet. No one plays the same seat three games running
    nor has firsts and seconds differ by more than two; if no pairing keeps that seat
    rule, the rule gives way. A repeat pairing never happens: the round is refused with
    ValueError when no bye leaves a repeat-free pairing."""
    ranked = sorted(players, key=lambda p: (-p.score, p.rank))
    byes: list[SwissPlayer | None] = [None]
    if len(ranked) % 2:
        fresh = [p for p in reversed(ranked) if not p.had_bye]
        byes = list(fresh or reversed(ranked))
    for pick in byes:
        rest = [p for p in ranked if pick is None or p.id != pick.id]
        for strict in (True, False):
            found = _pair_down(rest, strict)
            if found is not None:
                floaters = sum(1 for a, b in found if a.score != b.score)
                games = [_seat(a, b) for a, b in found]
                bye = None if pick is None else pick.id
                return SwissRound(games=games, bye=bye, floaters=floaters, relaxed=not strict)
    raise ValueError("no repeat-free pairing exists")


# How many partial pairings the search may try for one rule set. The first pairing found
# (top down, nearest rank first) usually has the fewest floaters there can be, and then
# the search stops at once; otherwise it goes on looking for fewer within this budget and
# keeps the best found. Swiss rounds (ceil(log2 n)) leave plenty of fresh opponents, so
# the budget runs out only in contrived cases; the seat rule then gives way.
_SEARCH_BUDGET = 200_000


def _pair_down(ranked: list[SwissPlayer], strict: bool) -> list[tuple[SwissPlayer, SwissPlayer]] | None:
    """The repeat-free pairing of `ranked` with the fewest floaters (pairs whose scores
    differ); among those, the first top down (each player with the nearest-ranked player
    they may meet). None when none was found within the budget."""
    budget = _SEARCH_BUDGET
    groups = Counter(p.score for p in ranked)
    # Each score group of odd size sends at least one player out of it, and a floater
    # pair takes two such players at most: the fewest floaters any pairing can have.
    odd = sum(1 for c in groups.values() if c % 2)
    floor = odd // 2
    best: list[tuple[SwissPlayer, SwissPlayer]] | None = None
    best_floaters = len(ranked)  # more than any pairing has
    path: list[tuple[SwissPlayer, SwissPlayer]] = []

    def take(score: float) -> None:
        nonlocal odd
        groups[score] -= 1
        odd += 1 if groups[score] % 2 else -1

    def give(score: float) -> None:
        nonlocal odd
        groups[score] += 1
        odd += 1 if groups[score] % 2 else -1

    def go(rest: list[SwissPlayer], floaters: int) -> bool:
        """Search below `path`; True to stop (the fewest possible found, or no budget)."""
        nonlocal budget, best, best_floaters
        if not rest:
            best, best_floaters = list(path), floaters
            return floaters <= floor
        budget -= 1
        if budget < 0:
            return True
        if floaters + odd // 2 >= best_floaters:
            return False  # cannot do better than the best found
        top, others = rest[0], rest[1:]
        take(top.score)
        try:
            # Same score first (nearest rank), then lower groups in order.
            for i, cand in enumerate(others):
                if cand.id in top.opponents:
                    continue
                if strict and not _seats_allow(top, cand):
                    continue
                path.append((top, cand))
                take(cand.score)
                stop = go(others[:i] + others[i + 1 :], floaters + (top.score != cand.score))
                give(cand.score)
                path.pop()
                if stop:
                    return True
        finally:
            give(top.score)
        return False

    go(ranked, 0)
    return best


def _streak(seats: tuple[int, ...]) -> tuple[int, int]:
    """(seat, how many games in a row) at the end of a seat history."""
    if not seats:
        return (-1, 0)
    last = seats[-1]
    n = 0
    for s in reversed(seats):
        if s != last:
            break
        n += 1
    return (last, n)


def _must_take(p: SwissPlayer) -> int | None:
    """The seat p must take next (to avoid a third in a row, or a seat imbalance of three)."""
    seat, n = _streak(p.seats)
    if n >= 2:
        return 1 - seat
    balance = p.seats.count(0) - p.seats.count(1)
    if abs(balance) >= 2:  # firsts and seconds never differ by more than two
        return 1 if balance > 0 else 0
    return None


def _seats_allow(a: SwissPlayer, b: SwissPlayer) -> bool:
    need_a, need_b = _must_take(a), _must_take(b)
    return need_a is None or need_b is None or need_a != need_b


def _seat(a: SwissPlayer, b: SwissPlayer) -> Table:
    """Who sits first: a forced seat, else the one with fewer firsts than seconds, else the
    one who was second last time, else the higher ranked."""
    need_a, need_b = _must_take(a), _must_take(b)
    if need_a is not None:
        return (a.id, b.id) if need_a == 0 else (b.id, a.id)
    if need_b is not None:
        return (b.id, a.id) if need_b == 0 else (a.id, b.id)
    bal_a = a.seats.count(0) - a.seats.count(1)
    bal_b = b.seats.count(0) - b.seats.count(1)
    if bal_a != bal_b:
        return (a.id, b.id) if bal_a < bal_b else (b.id, a.id)
    last_a = a.seats[-1] if a.seats else -1
    last_b = b.seats[-1] if b.seats else -1
    if last_a != last_b:
        return (a.id, b.id) if last_a == 1 or last_b == 0 else (b.id, a.id)
    return (a.id, b.id)


@dataclass
class Ledger:
    """Seats and opponents gathered from finished games, for the next Swiss round."""

    opponents: dict[int, set[int]] = field(default_factory=dict)
    seats: dict[int, list[int]] = field(default_factory=dict)

    def add(self, table: Table) -> None:
        for seat, p in enumerate(table):
            self.seats.setdefault(p, []).append(seat)
            self.opponents.setdefault(p, set()).update(q for q in table if q != p)
