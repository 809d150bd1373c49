"""Rules engines: `legal_moves` cost on positions from random playouts, and whole
random playouts per second."""

from __future__ import annotations

import gc
import random
import time
from typing import Any

from bench.playouts import CONFIGS, random_playout
from bench.stats import summarize
from rules import get_game

# Repeat each call a few times and keep the mean: single calls of a few microseconds
# sit close to the timer's resolution.
REPEATS = 5


def sample_positions(key: str, players: int, count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """`count` (state, seat) pairs drawn uniformly from the positions of random
    playouts, so every stage of the game is represented as often as it occurs."""
    pool: list[tuple[Any, int]] = []
    playout_seed = seed
    # Enough playouts that one long game does not dominate the sample.
    while len(pool) < count * 3 or playout_seed - seed < 5:
        pool.extend(random_playout(key, players, playout_seed).positions)
        playout_seed += 1
    return random.Random(seed).sample(pool, count)


def time_legal_moves(key: str, players: int, samples: int) -> dict[str, Any]:
    """Microseconds per `legal_moves` call over sampled positions."""
    game = get_game(key)
    positions = sample_positions(key, players, samples)
    per_call: list[float] = []
    counts: list[int] = []
    gc.collect()
    for state, seat in positions:
        start = time.perf_counter_ns()
        for _ in range(REPEATS):
            moves = game.legal_moves(state, seat)
        per_call.append((time.perf_counter_ns() - start) / REPEATS / 1000)
        counts.append(len(moves))
    stats = summarize(per_call)
    return {
        "samples": len(positions),
        "median_us": stats["median"],
        "p95_us": stats["p95"],
        "max_us": stats["max"],
        "moves_median": sorted(counts)[len(counts) // 2],
        "moves_max": max(counts),
    }


def time_playouts(key: str, players: int, budget_s: float, minimum: int = 2) -> dict[str, Any]:
    """Whole random playouts (legal_moves + apply per ply, from new() to the end)
    for about `budget_s` seconds."""
    count = plies = 0
    seed = 1000
    gc.collect()
    start = time.perf_counter()
    while count < minimum or time.perf_counter() - start < budget_s:
        playout = random_playout(key, players, seed)
        plies += len(playout.log)
        count += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "playouts": count,
        "playouts_per_s": count / elapsed,
        "plies_per_playout": plies / count,
        "plies_per_s": plies / elapsed,
    }


def run(samples: int = 300, playout_budget_s: float = 1.0) -> dict[str, dict[str, Any]]:
    """Every configuration: {label: {game, players, legal_moves..., playouts...}}."""
    results: dict[str, dict[str, Any]] = {}
    for label, key, players in CONFIGS:
        entry: dict[str, Any] = {"game": key, "players": players}
        entry["legal_moves"] = time_legal_moves(key, players, samples)
        entry["playouts"] = time_playouts(key, players, playout_budget_s)
        results[label] = entry
    return results
