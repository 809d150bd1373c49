"""Computer players: the `hard` player's think time per move in each game, and its
search speed where the game's module reports one.

Positions come from random playouts (bench/playouts.py), spread from the opening to
the end. Each game's first call is made before timing and reported as `cold_s`
(Epicycle builds its table, Synapse loads its book).

Search speed: after each `choose`, a module may leave a dict in its module-level
`last_stats` with one count and the seconds it searched, e.g.
    last_stats = {"playouts": 812, "seconds": 0.17}     # MCTS
    last_stats = {"positions": 40213, "seconds": 0.05}  # a solver or an evaluator
The bench reports count / seconds per kind; a module without `last_stats` gets
`None` ("missing"), never an invented figure.

Strength (Pylon, Cardinal at 2 and 4 players): `hard` against flat Monte Carlo
players (ai/flat_mc.py) given a quarter of its time, seats rotated, through
ai.arena, with the score and its 95% Wilson interval. Small counts keep the bench
short (full: 4 Pylon games and 8 Cardinal games per line at 0.5 s against 0.125 s;
quick: 1 game at 0.05 s), so these figures are a smoke signal with wide intervals;
the measured ladder with 40 games a line is in docs/ai-players.md.
"""

from __future__ import annotations

import importlib
import time
from typing import Any

import ai
from ai.arena import run_match, wilson_interval
from bench.playouts import random_playout
from bench.stats import summarize

# (label, game key, players): every game once, Cardinal and Connections also crowded.
CONFIGS: list[tuple[str, str, int]] = [
    ("epicycle", "epicycle", 2),
    ("synapse", "synapse", 2),
    ("pylon", "pylon", 2),
    ("cardinal-2p", "cardinal", 2),
    ("cardinal-4p", "cardinal", 4),
    ("connections-3p", "connections", 3),
    ("connections-6p", "connections", 6),
]
SPEED_KINDS = ("playouts", "positions")
# label -> games (full run); hard gets 4x the flat player's time, as in the lines.
STRENGTH_GAMES = {"pylon": 4, "cardinal-2p": 8, "cardinal-4p": 8}
STRENGTH_SEED = 5000


def sample_positions(key: str, players: int, count: int, seed: int = 1) -> list[tuple[dict[str, Any], int]]:
    """`count` (state, seat to move) pairs evenly spaced through one random game,
    topped up from further games when it is short."""
    pool: list[tuple[dict[str, Any], int]] = []
    while len(pool) < count:
        playout = random_playout(key, players, seed)
        step = max(1, len(playout.positions) // count)
        pool.extend(playout.positions[::step])
        seed += 1
    return pool[:count]


def speed(stats: list[dict[str, Any]]) -> dict[str, float | None]:
    """Per kind: total count / total seconds over the moves that reported it."""
    out: dict[str, float | None] = {}
    for kind in SPEED_KINDS:
        reported = [s for s in stats if kind in s and s.get("seconds")]
        seconds = sum(float(s["seconds"]) for s in reported)
        out[f"{kind}_per_s"] = sum(float(s[kind]) for s in reported) / seconds if seconds else None
    return out


def time_player(key: str, players: int, positions: int, budget_s: float) -> dict[str, Any]:
    module = importlib.import_module(f"ai.{key}")
    sampled = sample_positions(key, players, positions)
    began = time.perf_counter()
    ai.choose_move(key, sampled[0][0], sampled[0][1], level="hard", seed=0, budget_s=budget_s)
    cold = time.perf_counter() - began
    times: list[float] = []
    stats: list[dict[str, Any]] = []
    for state, seat in sampled:
        if hasattr(module, "last_stats"):
            setattr(module, "last_stats", {})  # noqa: B010 (a module's optional attribute)
        began = time.perf_counter()
        ai.choose_move(key, state, seat, level="hard", seed=0, budget_s=budget_s)
        times.append(time.perf_counter() - began)
        reported = getattr(module, "last_stats", None)
        if isinstance(reported, dict) and reported:
            stats.append(dict(reported))
    summary = summarize(times)
    return {
        "game": key,
        "players": players,
        "budget_s": budget_s,
        "moves": len(times),
        "cold_s": cold,
        "median_s": summary["median"],
        "p95_s": summary["p95"],
        "max_s": summary["max"],
        **speed(stats),
    }


def strength(key: str, players: int, games: int, budget_s: float) -> dict[str, Any]:
    """`hard` at `budget_s` against flat Monte Carlo at a quarter of it."""
    flat_s = budget_s / 4
    match = run_match(key, "hard", f"flat:{flat_s:g}", games, players, budget_s, STRENGTH_SEED)
    low, high = wilson_interval(match.score, match.games)
    return {"games": match.games, "budget_s": budget_s, "flat_s": flat_s, "score": match.score,
            "low": low, "high": high, "fair": 1 / players}


def run(quick: bool) -> dict[str, dict[str, Any]]:
    """Every configuration: {label: {game, players, budget_s, moves, cold_s, median_s,
    p95_s, max_s, playouts_per_s, positions_per_s, and for Pylon and Cardinal vs_flat:
    {games, budget_s, flat_s, score, low, high, fair}}}, or {game, players, budget_s,
    error} for a player that raised. Full: 8 moves at 2 s each;
    quick: 3 moves at 0.2 s."""
    positions, budget = (3, 0.2) if quick else (8, 2.0)
    results: dict[str, dict[str, Any]] = {}
    for label, key, players in CONFIGS:
        try:
            results[label] = time_player(key, players, positions, budget)
            if label in STRENGTH_GAMES:
                games, match_budget = (1, 0.05) if quick else (STRENGTH_GAMES[label], 0.5)
                results[label]["vs_flat"] = strength(key, players, games, match_budget)
        except Exception as exc:  # one broken player must not hide the others' figures
            results[label] = {"game": key, "players": players, "budget_s": budget,
                              "error": f"{type(exc).__name__}: {exc}"}
    return results


def _rate(value: float | None) -> str:
    return "missing" if value is None else f"{value:,.0f}"


def lines(results: dict[str, dict[str, Any]]) -> str:
    """The table block for the bench report."""
    out = ["AI (hard)", "config          budget  p50 s  p95 s  max s  cold s  playouts/s  positions/s"]
    for label, e in results.items():
        if "error" in e:
            out.append(f"{label:<15} {e['budget_s']:>6.1f}  failed: {e['error']}")
            continue
        out.append(
            f"{label:<15} {e['budget_s']:>6.1f} {e['median_s']:>6.2f} {e['p95_s']:>6.2f} {e['max_s']:>6.2f} "
            f"{e['cold_s']:>7.2f} {_rate(e['playouts_per_s']):>11} {_rate(e['positions_per_s']):>12}"
        )
    duels = [(label, e["vs_flat"]) for label, e in results.items() if "vs_flat" in e]
    if duels:
        out.append("hard vs flat Monte Carlo (a quarter of hard's time; few games: wide intervals)")
        for label, d in duels:
            out.append(
                f"{label:<15} {d['games']:>3} games  hard {d['budget_s']:g} s vs flat {d['flat_s']:g} s  "
                f"score {d['score']:.0%} (95% {d['low']:.0%}-{d['high']:.0%}; fair {d['fair']:.0%})"
            )
    return "\n".join(out)
