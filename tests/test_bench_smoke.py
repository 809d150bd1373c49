"""`python -m bench` keeps working: every part runs with tiny sizes and reports the
figures it promises. Structure only: timings depend on the machine, so no test
here asserts on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import __main__ as cli
from bench import report
from bench.playouts import CONFIGS
from bench.stats import percentile, summarize


def test_percentiles_interpolate_like_numpy() -> None:
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([5], 99) == 5
    assert percentile([1, 2, 3, 4, 5], 100) == 5
    assert summarize([3, 1, 2])["median"] == 2
    with pytest.raises(ValueError):
        percentile([], 50)


def _positive(value: object) -> bool:
    return isinstance(value, int | float) and value > 0


def test_bench_runs_end_to_end_with_tiny_sizes(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    code = cli.main(
        [
            "--quick",
            "--only", "rules,render,e2e,burst,memory,ai",
            "--samples", "2",
            "--render-samples", "2",
            "--moves", "10",
            "--tables", "3",
            "--sizes", "10",
            "--rounds", "1",
            "--bursts", "1",
            "--out", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    results = json.loads(out.read_text())

    machine = results["machine"]
    assert machine["cpu_model"] and machine["python"] and machine["date"]

    labels = {label for label, _, _ in CONFIGS}
    assert set(results["rules"]) == labels
    for entry in results["rules"].values():
        assert _positive(entry["legal_moves"]["median_us"]) and _positive(entry["legal_moves"]["p95_us"])
        assert _positive(entry["playouts"]["playouts_per_s"])

    assert set(results["render"]) == labels
    for entry in results["render"].values():
        board = entry["board"]
        assert _positive(board["median_ms"]) and _positive(board["png_max_kb"])
    assert _positive(results["render"]["connections-3p"]["hand"]["median_ms"])

    e2e = results["e2e"]["10"]
    assert e2e["moves"] == 10 and e2e["missing_replies"] == 0
    assert all(_positive(e2e[k]) for k in ("p50_ms", "p95_ms", "p99_ms", "peak_rss_mb"))
    assert e2e["seeded_games"] == 10 + 3
    assert e2e["burst_moves"] == 3 and _positive(e2e["burst_p50_ms"])
    assert _positive(results["memory"]["peak_rss_mb"])
    assert _positive(results["memory"]["peak_rss_bursts_mb"])

    # Every figure with a target has a verdict; the verdicts themselves are not tested.
    figures = {t["figure"] for t in results["targets"]}
    assert "e2e.stored_10.p50" in figures and "memory.stored_10.peak_rss" in figures
    assert all(isinstance(t["passed"], bool) for t in results["targets"])
    assert report.table(results, report.check_targets(results))


def test_postgres_parts_run_with_tiny_sizes(tmp_path: Path) -> None:
    """/move end to end on PostgreSQL, and two bot processes (shards 0 and 1 of 2) on one
    PostgreSQL database: the figures are there and every change was applied exactly once."""
    out = tmp_path / "results.json"
    code = cli.main(
        [
            "--quick",
            "--only", "e2e_pg,shards",
            "--moves", "10",
            "--tables", "3",
            "--pg-sizes", "10",
            "--rounds", "1",
            "--bursts", "1",
            "--shards-scale", "tiny",
            "--json", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    results = json.loads(out.read_text())
    assert set(results) >= {"e2e_pg", "shards"} and "e2e" not in results

    e2e = results["e2e_pg"]["10"]
    assert e2e["backend"] == "postgresql" and e2e["moves"] + e2e["no_board_moves"] == 10
    assert e2e["missing_replies"] == 0 and e2e["seeded_games"] == 10 + 3
    assert all(_positive(e2e[k]) for k in ("p50_ms", "p99_ms", "db_mb"))

    shards = results["shards"]
    assert shards["processes"] == 2 and shards["shard_count"] == 2
    assert shards["checks"]["games"] == 2 * (3 + 2)  # move tables and card tables, per process
    assert shards["changes_sent"] > 0 and "move" in shards["by_path"] and _positive(shards["moves_per_s"])
    # Correctness, not timing: no change applied twice or lost, every announcement once.
    assert shards["exactly_once"], shards["checks"]
    assert shards["double_presses"] >= 1 and shards["double_presses_both_stored"] == 0
    figures = {t["figure"] for t in results["targets"]}
    assert {"e2e_pg.stored_10.p50", "shards.exactly_once_violations"} <= figures
