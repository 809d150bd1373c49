"""Tournament points, tie-breaks and places, pure.

A result is the finishing place of each player at one table (0 = first; equal places
are shared). Points: at a table of n, first scores 1 and last 0 in equal steps, shared
places split what they cover (so a two-player game is win 1, draw 1/2, loss 0). A bye
is worth 1 and adds nothing to anyone's tie-breaks.

Tie-breaks: Swiss uses Buchholz (the sum of one's opponents' scores) then
Sonneborn-Berger (for each opponent, the share one took from them times their score);
round robin uses head-to-head (points taken from the other tied players) then
Sonneborn-Berger. An opponent's score in a tie-break leaves out their byes, and the one
who had the bye has no opponent for it. Players equal on everything share the place."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

SWISS = "swiss"
ROUND_ROBIN = "round-robin"
KNOCKOUT = "knockout"


@dataclass(frozen=True)
class Result:
    """One finished tournament game: each player's place (0 = first)."""

    places: Mapping[int, int]


@dataclass(frozen=True)
class Row:
    player: int
    place: int  # 1-based, shared by ties
    points: Fraction
    tie1: Fraction
    tie2: Fraction
    games: int


def table_points(places: Mapping[int, int]) -> dict[int, Fraction]:
    """Points for each player of one table: 1 for first down to 0 for last, shared places
    split the points of the positions they cover."""
    n = len(places)
    if n < 2:
        return {p: Fraction(1) for p in places}
    order = sorted(places.values())
    out: dict[int, Fraction] = {}
    for p, place in places.items():
        first = order.index(place)
        count = order.count(place)
        covered = [Fraction(n - 1 - pos, n - 1) for pos in range(first, first + count)]
        out[p] = sum(covered, Fraction(0)) / count
    return out


def share(places: Mapping[int, int], me: int, other: int) -> Fraction:
    """What `me` took from `other` at one table: 1 above, 1/2 level, 0 below."""
    if places[me] < places[other]:
        return Fraction(1)
    if places[me] == places[other]:
        return Fraction(1, 2)
    return Fraction(0)


def scores(players: Sequence[int], results: Sequence[Result], byes: Sequence[int]) -> dict[int, Fraction]:
    total = {p: Fraction(0) for p in players}
    for r in results:
        for p, pts in table_points(r.places).items():
            if p in total:
                total[p] += pts
    for p in byes:
        if p in total:
            total[p] += 1
    return total


def standings(
    fmt: str, players: Sequence[int], results: Sequence[Result], byes: Sequence[int] = ()
) -> list[Row]:
    """The table, best first. `players` in sign-up order (the last resort for listing
    order among players who share a place)."""
    score = scores(players, results, byes)
    # A bye adds nothing to anyone's tie-breaks: an opponent counts with the points won
    # at the board, without their byes.
    played = scores(players, results, ())
    games = {p: 0 for p in players}
    buchholz = {p: Fraction(0) for p in players}
    sb = {p: Fraction(0) for p in players}
    for r in results:
        for p in r.places:
            if p not in games:
                continue
            games[p] += 1
            for q in r.places:
                if q == p or q not in score:
                    continue
                buchholz[p] += played[q]
                sb[p] += share(r.places, p, q) * played[q]
    tie1 = buchholz if fmt == SWISS else _head_to_head(players, results, score)
    key = {p: (score[p], tie1[p], sb[p]) for p in players}
    order = sorted(players, key=lambda p: tuple(-x for x in key[p]))
    rows: list[Row] = []
    for i, p in enumerate(order):
        place = rows[-1].place if rows and key[rows[-1].player] == key[p] else i + 1
        rows.append(Row(p, place, score[p], tie1[p], sb[p], games[p]))
    return rows


def _head_to_head(
    players: Sequence[int], results: Sequence[Result], score: Mapping[int, Fraction]
) -> dict[int, Fraction]:
    """Points each player took from the others on the same score."""
    out = {p: Fraction(0) for p in players}
    for r in results:
        for p in r.places:
            if p not in out:
                continue
            for q in r.places:
                if q != p and q in score and score[q] == score[p]:
                    out[p] += share(r.places, p, q)
    return out


def winners(rows: Sequence[Row]) -> list[int]:
    return [r.player for r in rows if r.place == 1]


def show(x: Fraction) -> str:
    """A score in one format everywhere (points and tie-breaks, text and pictures): a
    decimal of at most two places, "2", "2.5", "2.25", a third as "0.33"."""
    if x.denominator == 1:
        return str(x.numerator)
    return f"{float(x):.2f}".rstrip("0").rstrip(".")
