"""python -m ai.arena --game G --a LEVEL --b LEVEL --games N [--players P] [--budget S] [--seed K]

Plays computer players against each other and prints side A's results. Side A sits
in one seat and side B in all the others; A's seat rotates game by game (0, 1, ...).
A level is easy, medium, hard (ai.choose_move), random (ai.random_player) or
flat:SECONDS, a flat Monte Carlo player given that time per move (ai.flat_mc; Pylon
and Cardinal Connections).

Figures: A's wins (a shared win counts 1/k for k winners), draws and losses; A's
score = wins + draws/2 with a 95% Wilson score interval (n = games, the score taken
as the observed proportion, which is exact for plain win/loss and a close
approximation with shares and draws); think time per decision p50/p95/max per side.
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Any, NoReturn

import ai
from ai import flat_mc, random_player
from rules import GAMES, get_game

ARENA_LEVELS = (*ai.LEVELS, "random", "flat:SECONDS")
# A safety stop far beyond any real game, so a pair of players that never end a
# game cannot hang the arena; such a game is ended by agreement.
MAX_PLIES = 20000


@dataclass
class GameRecord:
    seed: int
    a_seat: int
    winners: tuple[int, ...]
    scores: tuple[int, ...] | None
    plies: int
    a_share: float  # 1/k when A is one of k winners, else 0
    draw: bool


@dataclass
class MatchResult:
    game_key: str
    players: int
    a_level: str
    b_level: str
    records: list[GameRecord] = field(default_factory=list)
    a_times: list[float] = field(default_factory=list)
    b_times: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def wins(self) -> float:
        return sum(r.a_share for r in self.records)

    @property
    def draws(self) -> int:
        return sum(r.draw for r in self.records)

    @property
    def losses(self) -> float:
        return self.games - self.wins - self.draws

    @property
    def score(self) -> float:
        """A's mean score per game: a win share counts, a draw counts half."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    @property
    def pairwise(self) -> float | None:
        """A's mean score against each B seat apart, by final scores: finishing ahead of
        it counts 1, level ½ (the multi-player reading of "A beats B"; fair 50%). None
        for two players (the score says it) and for games that keep no scores."""
        if self.players < 3 or not self.records or any(r.scores is None for r in self.records):
            return None
        total = 0.0
        for r in self.records:
            assert r.scores is not None
            mine = r.scores[r.a_seat]
            others = [v for s, v in enumerate(r.scores) if s != r.a_seat]
            total += sum(1.0 if mine > v else 0.5 if mine == v else 0.0 for v in others) / len(others)
        return total / len(self.records)


def wilson_interval(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion p observed over n trials."""
    if n <= 0:
        return (0.0, 1.0)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """Linear interpolation between closest ranks (as bench/stats.py)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def pick_move(game_key: str, state: dict[str, Any], seat: int, level: str, seed: int, budget_s: float) -> str:
    if level == "random":
        return random_player.choose(state, seat, seed=seed)
    flat = flat_seconds(level)
    if flat is not None:
        return flat_mc.choose(state, seat, seconds=flat, seed=seed)
    return ai.choose_move(game_key, state, seat, level=level, seed=seed, budget_s=budget_s)


def flat_seconds(level: str) -> float | None:
    """The seconds per move of a `flat:SECONDS` level, None for any other level."""
    head, _, tail = level.partition(":")
    if head != "flat":
        return None
    try:
        seconds = float(tail)
    except ValueError:
        return None
    return seconds if seconds > 0 else None


def known_level(game_key: str, level: str) -> str | None:
    """Why `level` cannot play `game_key`, or None when it can."""
    if level in ai.LEVELS or level == "random":
        return None
    if flat_seconds(level) is not None:
        if game_key in flat_mc.kernels():
            return None
        return f"flat Monte Carlo plays only {', '.join(flat_mc.kernels())}"
    return (f"unknown level {level!r}; choose from easy, medium, hard, random or flat:SECONDS "
            "(e.g. flat:0.5)")


def acting_seat(state: dict[str, Any]) -> int:
    """Whose decision comes next: a seat answering an offer before the seat on turn
    (the answer is wanted before the turn goes on)."""
    seats = get_game(state["game"]).to_move(state)
    return seats[1] if len(seats) > 1 else seats[0]


def play_game(
    game_key: str,
    players: int,
    levels: list[str],
    seed: int,
    budget_s: float,
    times: list[list[float]] | None = None,
) -> dict[str, Any]:
    """Play one game from new(players, seed) with levels[seat] in each seat; returns
    the final state. `times[seat]` collects each decision's seconds when given.

    Where a game lets seats act off turn (Connections' offers), each AI seat that is
    not on turn gets one chance per turn to make a free move through its module's
    optional `initiative(state, seat, level=, seed=)`."""
    game = get_game(game_key)
    state = game.new(players, seed)
    module = importlib.import_module(f"ai.{game_key}") if game.off_turn_actions else None
    initiative = getattr(module, "initiative", None)
    last_turn: Any = None

    def timed(seat: int, decide: Any) -> Any:
        began = time.perf_counter()
        move = decide()
        if times is not None:
            times[seat].append(time.perf_counter() - began)
        return move

    while not game.is_over(state) and state["ply"] < MAX_PLIES:
        turn_key = (state.get("round"), state.get("turn"), tuple(state.get("turns_taken", ())))
        if initiative is not None and turn_key != last_turn:
            last_turn = turn_key
            for seat in game.active_seats(state):
                if levels[seat] not in ai.LEVELS or seat == state["turn"] or game.is_over(state):
                    continue
                move = timed(seat, lambda s=seat, st=state: initiative(st, s, level=levels[s], seed=seed))
                if move is not None:
                    state = game.apply(state, seat, move)
        if game.is_over(state):
            break
        seat = acting_seat(state)
        move = timed(seat, lambda s=seat, st=state: pick_move(game_key, st, s, levels[s], seed, budget_s))
        state = game.apply(state, seat, move)
    if not game.is_over(state):
        state = game.end_now(state)
    return state


def run_match(
    game_key: str,
    a_level: str,
    b_level: str,
    games: int,
    players: int | None = None,
    budget_s: float = 2.0,
    seed: int = 0,
    progress: bool = False,
) -> MatchResult:
    """`games` games; game i uses seed+i and puts A in seat i mod players. With
    `progress`, a line per finished game on stderr (a long match can be read early)."""
    game = get_game(game_key)
    players = players or game.min_players
    check_players(game_key, players)
    result = MatchResult(game_key, players, a_level, b_level)
    for i in range(games):
        a_seat = i % players
        levels = [b_level] * players
        levels[a_seat] = a_level
        times: list[list[float]] = [[] for _ in range(players)]
        final = play_game(game_key, players, levels, seed + i, budget_s, times)
        scores, winners = game.result(final) or (None, ())
        share = 1 / len(winners) if a_seat in winners else 0.0
        result.records.append(
            GameRecord(seed + i, a_seat, winners, scores, final["ply"], share, draw=not winners)
        )
        result.a_times.extend(times[a_seat])
        result.b_times.extend(t for s in range(players) if s != a_seat for t in times[s])
        if progress:
            print(f"game {i + 1}/{games} seed {seed + i} A in seat {a_seat}: winners {list(winners)}, "
                  f"A's score so far {result.score:.1%} of {result.games}", file=sys.stderr, flush=True)
    return result


def check_players(game_key: str, players: int) -> None:
    game = get_game(game_key)
    if not game.min_players <= players <= game.max_players:
        raise ValueError(game.player_count_message())


def time_line(label: str, values: list[float]) -> str:
    if not values:
        return f"{label}: no decisions"
    ms = [v * 1000 for v in values]
    return (f"{label}: {len(ms)} decisions, p50 {percentile(ms, 50):.1f} ms, "
            f"p95 {percentile(ms, 95):.1f} ms, max {max(ms):.1f} ms")


def report(result: MatchResult) -> str:
    n = result.games
    low, high = wilson_interval(result.score, n)
    fair = 1 / result.players
    lines = [
        f"{result.game_key}, {result.players} players, {n} games: A={result.a_level} in one seat, "
        f"B={result.b_level} in the others",
        f"A wins {result.wins / n:.1%} (shares), draws {result.draws / n:.1%}, "
        f"losses {result.losses / n:.1%}",
        f"A score {result.score:.1%} (95% Wilson interval {low:.1%} to {high:.1%}); fair share {fair:.1%}",
    ]
    pairwise = result.pairwise
    if pairwise is not None:
        p_low, p_high = wilson_interval(pairwise, n)
        lines.append(f"A against each B seat apart {pairwise:.1%} (ahead 1, level 1/2; 95% Wilson interval "
                     f"over the games {p_low:.1%} to {p_high:.1%}); fair 50.0%")
    lines += [
        time_line(f"think A ({result.a_level})", result.a_times),
        time_line(f"think B ({result.b_level})", result.b_times),
    ]
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage block.
        self.exit(2, f"arena: {message}\n")


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m ai.arena", description=__doc__,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--a", required=True, help="level of side A: " + ", ".join(ARENA_LEVELS))
    parser.add_argument("--b", required=True, help="level of side B (every other seat)")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--players", type=int, help="default: the game's smallest count")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds per move for the AI (default 2)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--progress", action="store_true", help="a line per finished game on stderr")
    args = parser.parse_args(argv)
    if args.game.strip().lower() not in GAMES:
        parser.error(f"unknown game {args.game!r}; the games are {', '.join(GAMES)}")
    for side in (args.a, args.b):
        problem = known_level(args.game.strip().lower(), side)
        if problem is not None:
            parser.error(problem)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.budget <= 0:
        parser.error("--budget must be positive")
    key = args.game.strip().lower()
    try:
        check_players(key, args.players or get_game(key).min_players)
    except ValueError as exc:
        parser.error(str(exc))
    result = run_match(key, args.a, args.b, args.games, args.players, args.budget, args.seed, args.progress)
    print(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
