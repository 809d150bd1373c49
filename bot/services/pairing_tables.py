"""Round robin pairings, pure: every pair once, or tables of 3+ where every two entrants
meet. A table is a tuple of entrant ids in seat order (seat 0 moves first); see
bot/services/pairing.py for what all the pairing modules share."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

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
