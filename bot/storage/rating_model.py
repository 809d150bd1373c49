"""What a finished game means for ratings: pure functions over the engine's result.

OpenSkill's Plackett-Luce model (it handles any number of players and ties). A rating is
(mu, sigma); it is shown as one number, `display` = 1000 + 40 * (mu - 3 * sigma), which
starts at 1000 and only rises far once sigma (the uncertainty) is small. A rating is
provisional while sigma is above PROVISIONAL_SIGMA (about six games against one opponent).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
START_MU = MODEL.mu
START_SIGMA = MODEL.sigma
PROVISIONAL_SIGMA = 7.0
MIN_TOTAL_MOVES = 3  # shorter games are not rated
MIN_MOVES_EACH_BEFORE_AGREEMENT = 2  # an agreed end sooner than this is a cancellation


def display(mu: float, sigma: float) -> int:
    """The rating as one number: the conservative estimate mu - 3 sigma, scaled."""
    return round(1000 + 40 * (mu - 3 * sigma))


def provisional(sigma: float) -> bool:
    return sigma > PROVISIONAL_SIGMA


@dataclass(frozen=True)
class Standing:
    """One seat's place in a finished game."""

    seat: int
    rank: int  # 1 = best; equal ranks are ties
    outcome: str  # win | draw | loss
    score: int | None


def standings(
    result: tuple[Sequence[int] | None, Sequence[int]], resigned: Sequence[int], seats: int
) -> list[Standing]:
    """Winners first; then the others by score where the game keeps scores (Connections'
    final scores; a pyramid game ranks all losers equal); seats that resigned last, the
    later resigner above the earlier. A draw (no winners) ties everyone who did not resign."""
    scores, winners = result
    dropped = list(resigned)

    def key(seat: int) -> tuple[int, int, int]:
        if seat in dropped:
            return (2, -dropped.index(seat), 0)
        if seat in winners or not winners:
            return (0, 0, 0)
        return (1, 0, -(scores[seat] if scores is not None else 0))

    keys = {seat: key(seat) for seat in range(seats)}
    order = sorted(set(keys.values()))
    out = []
    for seat in range(seats):
        outcome = "win" if seat in winners else ("draw" if not winners and seat not in dropped else "loss")
        score = None if scores is None else scores[seat]
        out.append(Standing(seat, order.index(keys[seat]) + 1, outcome, score))
    return out


def why_unrated(
    *,
    has_computer: bool,
    in_server: bool,
    reason: str,
    moves_by_seat: Sequence[int],
    unrated_event: bool = False,
) -> str | None:
    """None when the game counts for ratings; else why not, in words (for the docs and logs).
    `unrated_event`: a game of a tournament opened with rated:false."""
    if not in_server:
        return "not played in a server"
    if unrated_event:
        return "a tournament game, and the tournament is not rated"
    if has_computer:
        return "a computer played"
    if sum(moves_by_seat) < MIN_TOTAL_MOVES:
        return f"fewer than {MIN_TOTAL_MOVES} moves in all"
    if reason == "agreement" and min(moves_by_seat) < MIN_MOVES_EACH_BEFORE_AGREEMENT:
        return "ended by agreement before everyone had made two moves"
    return None


def updated(ratings: Sequence[tuple[float, float]], ranks: Sequence[int]) -> list[tuple[float, float]]:
    """New (mu, sigma) for each player, one player per team, by rank (1 = best)."""
    teams: list[list[Any]] = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    new = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [(team[0].mu, team[0].sigma) for team in new]


def next_streak(streak: int, outcome: str) -> int:
    """Positive: wins in a row; negative: losses in a row; a draw ends either."""
    if outcome == "win":
        return max(streak, 0) + 1
    if outcome == "loss":
        return min(streak, 0) - 1
    return 0
