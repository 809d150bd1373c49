"""Render: `board_png` on mid-game public views and `hand_png` on players' views:
time per picture and PNG size."""

from __future__ import annotations

import gc
import random
import time
from typing import Any

import render
from bench.playouts import CONFIGS, random_playout
from bench.stats import summarize
from rules import get_game

# Display names of a realistic length (Discord allows 32); long ones test the layout.
NAMES = ["Alice Moreau", "bob_the_builder", "Carol", "Dmitri Ivanovich", "Eve", "Fatima Zahra N."]


def midgame_states(key: str, players: int, count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """(state, seat on turn) from the middle half of `count` random playouts: the
    boards a busy table shows most, neither empty nor finished."""
    rnd = random.Random(seed)
    out: list[tuple[Any, int]] = []
    playout_seed = seed
    while len(out) < count:
        playout = random_playout(key, players, playout_seed)
        playout_seed += 1
        n = len(playout.positions)
        if n == 0:
            continue
        index = rnd.randint(n // 4, max(n // 4, (3 * n) // 4 - 1)) if n > 1 else 0
        out.append(playout.positions[index])
    return out


def _time_ms(fn: Any, *args: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    value = fn(*args)
    return (time.perf_counter() - start) * 1000, value


def time_boards(key: str, players: int, samples: int) -> dict[str, Any]:
    """board_png per view; also the drawing alone (board_image) so a miss can be
    pinned on drawing or on PNG encoding."""
    game = get_game(key)
    names = NAMES[:players]
    views = [game.view(state, None) for state, _ in midgame_states(key, players, samples)]
    render.board_png(key, views[0], names)  # warm-up: fonts and glyph caches load once
    gc.collect()
    total: list[float] = []
    draw: list[float] = []
    sizes: list[int] = []
    for view in views:
        ms, png = _time_ms(render.board_png, key, view, names)
        total.append(ms)
        sizes.append(len(png))
        draw_ms, _ = _time_ms(render.board_image, key, view, names)
        draw.append(draw_ms)
    stats = summarize(total)
    return {
        "samples": len(views),
        "median_ms": stats["median"],
        "p95_ms": stats["p95"],
        "draw_median_ms": summarize(draw)["median"],
        "png_median_kb": summarize(sizes)["median"] / 1024,
        "png_max_kb": max(sizes) / 1024,
    }


def time_hands(key: str, players: int, samples: int) -> dict[str, Any]:
    """hand_png from the view of the seat on turn (games with hands)."""
    game = get_game(key)
    views = [game.view(state, seat) for state, seat in midgame_states(key, players, samples, seed=7)]
    render.hand_png(key, views[0], NAMES[0])
    gc.collect()
    total: list[float] = []
    sizes: list[int] = []
    for view, name in zip(views, NAMES * samples, strict=False):
        ms, png = _time_ms(render.hand_png, key, view, name)
        total.append(ms)
        sizes.append(len(png))
    stats = summarize(total)
    return {
        "samples": len(views),
        "median_ms": stats["median"],
        "p95_ms": stats["p95"],
        "png_median_kb": summarize(sizes)["median"] / 1024,
        "png_max_kb": max(sizes) / 1024,
    }


def run(samples: int = 40) -> dict[str, dict[str, Any]]:
    """{label: {game, players, board: {...}, hand: {...} for games with hands}}."""
    results: dict[str, dict[str, Any]] = {}
    for label, key, players in CONFIGS:
        entry: dict[str, Any] = {"game": key, "players": players, "board": time_boards(key, players, samples)}
        if get_game(key).has_hands:
            entry["hand"] = time_hands(key, players, samples)
        results[label] = entry
    return results
