"""Memory: peak RSS of the bot process holding many stored games while it plays.

The figure comes from the e2e session's own subprocess (VmHWM read inside it), so
it covers seeding, loading and playing. It is an upper bound for the bot alone:
the same process also holds SimCord's in-memory Discord (every message and
attachment the bot sent)."""

from __future__ import annotations

from typing import Any

from bench import e2e_bench


def from_session(session: dict[str, Any]) -> dict[str, Any]:
    keys = (
        "stored",
        "moves",
        "rss_start_mb",
        "rss_after_seed_mb",
        "peak_rss_seeding_mb",
        "peak_reset",
        "rss_end_mb",
        "rss_trace_mb",
        "peak_rss_mb",
        "peak_rss_bursts_mb",
        "db_mb",
    )
    return {k: session[k] for k in keys if k in session}


def run(
    stored: int = 10000,
    moves: int = 300,
    tables: int = 40,
    bursts: int = 5,
    e2e: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Reuse the e2e session with `stored` games when one ran; else run one."""
    if e2e and str(stored) in e2e:
        return from_session(e2e[str(stored)])
    return from_session(e2e_bench.combine([e2e_bench.run_subprocess(stored, moves, tables, bursts=bursts)]))
