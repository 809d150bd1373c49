"""Tournament pairings, pure: round robin (pairs or tables), Swiss and knockout.

No I/O and no clock: every function takes the entrants and what happened so far and
returns the next games, deterministically, so a pairing recomputed after a restart is
the same pairing. A table is a tuple of entrant ids in seat order (seat 0 moves first).
Entrant ids are opaque ints (the bot uses Discord user ids and computer seat ids).

Why this is written here rather than taken from PyPI: see docs/tournaments.md."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

Table = tuple[int, ...]


def round_robin_pairs(entrants: Sequence[int]) -> list[Table]:
    """Every pair once (Berger's circle method), seats alternating so that nobody is
    first more than one game more than they are second."""
    players: list[int | None] = list(entrants)
    if len(players) % 2:
        players.append(None)  # the odd one out rests
    n = len(players)
    games: list[Table] = []
    for rnd in range(n - 1):
        for i in range(n // 2):
            a, b = players[i], players[n - 1 - i]
            if a is None or b is None:
                continue
            # The fixed player alternates by round; the rest alternate by board.
            games.append((a, b) if (rnd + i) % 2 == 0 else (b, a))
        players = [players[0], players[-1], *players[1:-1]]
    return balance_seats(games)


def balance_seats(games: Sequence[Table]) -> list[Table]:
    """Re-seat two-player games in order so that each player's firsts and seconds differ
    by at most one where the order allows (the later game yields to the earlier)."""
    first: Counter[int] = Counter()
    second: Counter[int] = Counter()
    out: list[Table] = []
    for a, b in games:
        if first[a] - second[a] > first[b] - second[b]:
            a, b = b, a
        first[a] += 1
        second[b] += 1
        out.append((a, b))
    return out


# The most entrants round_robin_tables seats within its guarantees, by table size. Its
# search is deterministic and depends only on how many entrants there are, so every count
# from one table up to these was checked (tests/test_pairing.py), each found in well under
# a second; the next count up is missed (or found only after many seconds). A table size
# not listed here is seated only as one table.
TABLES_MOST_ENTRANTS = {3: 15, 4: 13, 5: 10, 6: 10}


def round_robin_most(size: int) -> int | None:
    """The most entrants a round robin in tables of `size` takes (None: no limit, pairs)."""
    return None if size == 2 else TABLES_MOST_ENTRANTS.get(size, size)


def round_robin_tables(entrants: Sequence[int], size: int, *, seed: int = 0) -> list[Table]:
    """Tables of `size` in which every two entrants meet at least once, the number of
    times two entrants meet differs by at most one across pairs, and the number of games
    per entrant differs by at most one. The fewest tables for which a seeded local search
    (deterministic) finds such a design; then seats are rotated so seat 0 is shared out.
    Kept within those guarantees up to round_robin_most(size) entrants: the service
    refuses more. It takes up to a second: run it off the event loop."""
    players = list(entrants)
    if size < 2 or len(players) < size:
        raise ValueError("not enough entrants for one table")
    if size == 2:
        return round_robin_pairs(players)
    if len(players) == size:
        return [tuple(players)]
    n_pairs = len(players) * (len(players) - 1) // 2
    per_table = size * (size - 1) // 2
    fewest = -(-n_pairs // per_table)
    rng = random.Random(seed)
    best: list[Table] = []
    best_cost = -1
    for count in range(fewest, fewest + 3 * len(players)):
        tables, cost = _design(players, size, count, rng)
        if best_cost < 0 or cost < best_cost:
            best, best_cost = tables, cost
        if cost == 0:
            break
    return _rotate_seats(best)


_DESIGN_STEPS = 4000  # swaps tried for one number of tables


def _design(players: list[int], size: int, count: int, rng: random.Random) -> tuple[list[Table], int]:
    """Hill-climb `count` tables towards cost 0 (see _DesignScore) by swapping one member."""
    order = players * (count * size // len(players) + 1)
    tables = [list(dict.fromkeys(order[i * size : i * size + size])) for i in range(count)]
    for short in tables:  # a slice may repeat a player when it wraps: fill up with others
        while len(short) < size:
            short.append(next(p for p in players if p not in short))
    score = _DesignScore(players, tables)
    cost = score.cost
    for _ in range(_DESIGN_STEPS):
        if cost == 0:
            break
        t = rng.randrange(count)
        i = rng.randrange(size)
        outside = [p for p in players if p not in tables[t]]
        old = tables[t][i]
        new = rng.choice(outside)
        others = [p for j, p in enumerate(tables[t]) if j != i]
        new_cost = cost + score.swap(old, new, others)
        if new_cost <= cost or rng.random() < 0.02:
            tables[t][i] = new
            cost = new_cost
        else:
            score.swap(new, old, others)
    return [tuple(t) for t in tables], cost


class _DesignScore:
    """How far a set of tables is from the design: 0 when every pair meets, pair counts
    differ by at most one and games per player differ by at most one; kept up to date as
    one member is swapped at a time. Every table keeps `size` different players, so the
    totals (and with them the levels the counts are held to) never change."""

    def __init__(self, players: list[int], tables: list[list[int]]) -> None:
        self.met: Counter[tuple[int, int]] = Counter()
        self.games: Counter[int] = Counter()
        for t in tables:
            self.games.update(t)
            self.met.update(_pair(a, b) for a, b in itertools.combinations(t, 2))
        pairs = len(players) * (len(players) - 1) // 2
        self.lo_pair = max(1, sum(self.met.values()) // pairs)
        self.lo_game = sum(self.games.values()) // len(players)
        self.cost = sum(self._pair_cost(self.met[_pair(a, b)]) for a, b in itertools.combinations(players, 2))
        self.cost += sum(self._game_cost(self.games[p]) for p in players)

    def _pair_cost(self, c: int) -> int:
        return 10 * (c == 0) + max(0, self.lo_pair - c) + max(0, c - self.lo_pair - 1)

    def _game_cost(self, g: int) -> int:
        return max(0, self.lo_game - g) + max(0, g - self.lo_game - 1)

    def swap(self, old: int, new: int, others: list[int]) -> int:
        """Seat `new` in place of `old` at a table with `others`; returns the change of cost."""
        delta = 0
        for p, step in ((old, -1), (new, 1)):
            g = self.games[p]
            delta += self._game_cost(g + step) - self._game_cost(g)
            self.games[p] = g + step
            for q in others:
                key = _pair(p, q)
                c = self.met[key]
                delta += self._pair_cost(c + step) - self._pair_cost(c)
                self.met[key] = c + step
        return delta


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _rotate_seats(tables: list[Table]) -> list[Table]:
    """Seat each table (its members kept) so that every player's count of each seat is as
    even as the design allows: a seeded hill-climb over the order within each table."""
    rng = random.Random(0)
    seated = [list(t) for t in tables]
    cost = _seat_cost(seated)
    for _ in range(3000):
        if cost == 0:
            break
        t = rng.randrange(len(seated))
        i, j = rng.sample(range(len(seated[t])), 2)
        seated[t][i], seated[t][j] = seated[t][j], seated[t][i]
        new_cost = _seat_cost(seated)
        if new_cost <= cost:
            cost = new_cost
        else:
            seated[t][i], seated[t][j] = seated[t][j], seated[t][i]
    return [tuple(t) for t in seated]


def _seat_cost(tables: list[list[int]]) -> int:
    """How far each seat's counts are from differing by at most one across players."""
    players = sorted({p for t in tables for p in t})
    cost = 0
    for seat in range(len(tables[0])):
        counts = Counter(t[seat] for t in tables)
        per = [counts[p] for p in players]
        lo = min(per)
        cost += sum(max(0, c - lo - 1) for c in per)
    return cost


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


# --- knockout ---------------------------------------------------------------------


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


@dataclass
class Ledger:
    """Seats and opponents gathered from finished games, for the next Swiss round."""

    opponents: dict[int, set[int]] = field(default_factory=dict)
    seats: dict[int, list[int]] = field(default_factory=dict)

    def add(self, table: Table) -> None:
        for seat, p in enumerate(table):
            self.seats.setdefault(p, []).append(seat)
            self.opponents.setdefault(p, set()).update(q for q in table if q != p)
