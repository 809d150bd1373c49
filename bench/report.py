"""The targets, the pass/fail check, the table and bench/results.json."""

from __future__ import annotations

import datetime
import json
import os
import platform
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from rules import get_game

RESULTS_PATH = Path(__file__).with_name("results.json")

# A turn's picture (issue #25): 5 ms median, 8 ms at the largest tables (5 or more
# players), at most 80 KB; measured on the 2-core machine when it is otherwise idle.
BOARD_MS = 5.0
BOARD_MS_LARGE_TABLE = 8.0
LARGE_TABLE = 5
PNG_KB = 80.0
E2E_P50_MS = 40.0
E2E_P99_MS = 120.0
E2E_GROWTH = 1.2  # p50 with the most stored games / p50 with the fewest
E2E_LANGUAGE = 1.05  # /move p50 for German players / for English ones (issue #34)
RSS_MB = 150.0
# A round of a 64-player Swiss is paired well within a Discord interaction's patience.
TOURNAMENT_PAIRING_MS = 500.0
# The web table (issue #33), over the loopback: a phone's page drawn (shell, scripts, state,
# board) within a second at p95; Confirm to the channel post no slower than /move (its
# median within 1.2x, the noise between two runs of the same path); 200 open pages cost
# the bot under 100 KB each and hear of a stored move within a second (the spec's 2 s).
WEB_READY_P95_MS = 1000.0
WEB_CONFIRM_VS_MOVE = 1.2
WEB_KB_PER_PAGE = 100.0
WEB_FAN_OUT_P95_MS = 1000.0


@dataclass
class Check:
    figure: str
    value: float
    limit: float
    unit: str
    passed: bool


def _check(figure: str, value: float, limit: float, unit: str) -> Check:
    return Check(figure, round(value, 3), limit, unit, value < limit)


def check_targets(results: dict[str, Any]) -> list[Check]:
    """One Check per figure that has a target, for whatever parts were run."""
    checks: list[Check] = []
    for label, entry in results.get("rules", {}).items():
        limit = get_game(entry["game"]).legal_moves_budget_us  # each game's own (issue 8)
        checks.append(
            _check(f"rules.{label}.legal_moves.median", entry["legal_moves"]["median_us"], limit, "us")
        )
    for label, entry in results.get("render", {}).items():
        board = entry["board"]
        picture_ms = BOARD_MS_LARGE_TABLE if entry.get("players", 0) >= LARGE_TABLE else BOARD_MS
        checks.append(_check(f"render.{label}.board_png.median", board["median_ms"], picture_ms, "ms"))
        checks.append(_check(f"render.{label}.board_png.size_max", board["png_max_kb"], PNG_KB, "KB"))
        if "hand" in entry:
            checks.append(
                _check(f"render.{label}.hand_png.size_max", entry["hand"]["png_max_kb"], PNG_KB, "KB")
            )
    # The /move targets hold on either backend: SQLite (e2e) and PostgreSQL (e2e_pg).
    for part in ("e2e", "e2e_pg"):
        e2e = results.get(part, {})
        for stored, entry in e2e.items():
            checks.append(_check(f"{part}.stored_{stored}.p50", entry["p50_ms"], E2E_P50_MS, "ms"))
            checks.append(_check(f"{part}.stored_{stored}.p99", entry["p99_ms"], E2E_P99_MS, "ms"))
        if len(e2e) >= 2:
            sizes = sorted(e2e, key=int)
            small, large = e2e[sizes[0]], e2e[sizes[-1]]
            ratio = large["p50_ms"] / small["p50_ms"]
            # Pass means "within 1.2x": a ratio of exactly 1.2 still passes.
            checks.append(
                Check(
                    f"{part}.p50_ratio_{sizes[-1]}_vs_{sizes[0]}",
                    round(ratio, 3),
                    E2E_GROWTH,
                    "x",
                    ratio <= E2E_GROWTH,
                )
            )
    # Issue #34: a German player's /move within 5% of an English one's (p50, same workload).
    for lang, ratio in results.get("e2e_lang", {}).get("p50_ratio", {}).items():
        if lang != "en":
            figure = f"e2e_lang.{lang}_vs_en.p50_ratio"
            checks.append(Check(figure, ratio, E2E_LANGUAGE, "x", ratio <= E2E_LANGUAGE))
    shards = results.get("shards")
    if shards:
        # Counts that must be zero: changes not applied exactly once (logs, replays,
        # announcements, posts), and the rest (lost rating updates, games wrongly marked
        # as damaged, failed handlers).
        checks.append(_check("shards.exactly_once_violations", shards_violations(shards), 1, "count"))
        checks.append(_check("shards.other_anomalies", sum(shards["anomalies"].values()), 1, "count"))
    tournament = results.get("tournament")
    if tournament:
        checks.append(
            _check(
                "tournament.pairing_per_round.max", tournament["pairing_max_ms"], TOURNAMENT_PAIRING_MS, "ms"
            )
        )
    web = results.get("web")
    if web:
        if web.get("page_ready"):
            checks.append(_check("web.page_ready.p95", web["page_ready"]["p95"], WEB_READY_P95_MS, "ms"))
        cvm = web["confirm_vs_move"]
        ratio = cvm["confirm"]["median"] / cvm["slash"]["median"]
        checks.append(
            Check("web.confirm_vs_move.p50_ratio", round(ratio, 3), WEB_CONFIRM_VS_MOVE, "x",
                  ratio <= WEB_CONFIRM_VS_MOVE)
        )
        streams = web["streams"]
        checks.append(_check(f"web.pages_{streams['pages']}.kb_per_page", streams["kb_per_page"],
                             WEB_KB_PER_PAGE, "KB"))
        checks.append(_check(f"web.pages_{streams['pages']}.update_reached_all.p95",
                             streams["all_reached_ms"]["p95"], WEB_FAN_OUT_P95_MS, "ms"))
    memory = results.get("memory")
    if memory:
        checks.append(
            _check(f"memory.stored_{memory['stored']}.peak_rss", memory["peak_rss_mb"], RSS_MB, "MB")
        )
        if memory.get("peak_rss_bursts_mb"):
            # Busy servers see simultaneous moves; the RSS target holds for those too.
            checks.append(
                _check(
                    f"memory.stored_{memory['stored']}.peak_rss_with_bursts",
                    memory["peak_rss_bursts_mb"],
                    RSS_MB,
                    "MB",
                )
            )
    return checks


def shards_violations(shards: dict[str, Any]) -> int:
    """How many findings of the shards part break "every change applied exactly once"."""
    c = shards["checks"]
    not_done = sum(n for status, n in c["outbox_status"].items() if status != "done")
    return (
        len(c["log_mismatches"])
        + int(c["duplicate_log_numbers"])
        + len(c["known_changes_not_once"])
        + len(c["replay_failed"])
        + not_done
        + len(c["delivered_twice"])
        + len(c["done_but_not_delivered"])
        + len(c["board_mismatches"])
    )


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def machine() -> dict[str, Any]:
    return {
        "cpu_model": cpu_model(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "loadavg": list(os.getloadavg()),
    }


def write_json(results: dict[str, Any], checks: list[Check], path: Path = RESULTS_PATH) -> Path:
    payload = dict(results)
    payload["targets"] = [asdict(c) for c in checks]
    payload["all_passed"] = all(c.passed for c in checks)
    path.write_text(json.dumps(payload, indent=2, sort_keys=False) + "\n", encoding="utf-8")
    return path


def _rows(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]

    def line(cells: list[str]) -> str:
        # The first column (names) left-aligned, the figures right-aligned.
        return "  ".join(
            str(c).rjust(w) if i else str(c).ljust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        )

    return "\n".join([line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)])


def e2e_rows(part: dict[str, Any]) -> str:
    """One /move end-to-end block: a line per stored size."""
    rows = [
        [
            stored,
            str(e["moves"]),
            f"{e['p50_ms']:.1f}",
            f"{e['p95_ms']:.1f}",
            f"{e['p99_ms']:.1f}",
            f"{e['ack_p50_ms']:.1f}" if e.get("ack_p50_ms") is not None else "-",
            f"{e['cold_p50_ms']:.1f}" if e.get("cold_p50_ms") is not None else "-",
            f"{e['burst_p50_ms']:.0f}/{e['burst_p95_ms']:.0f}" if e.get("burst_p50_ms") else "-",
            f"{e['seed_s']:.2f}",
            f"{e['peak_rss_mb']:.0f}",
        ]
        for stored, e in part.items()
    ]
    header = [
        "stored", "moves", "p50 ms", "p95 ms", "p99 ms", "ack p50", "cold p50", "burst8 p50/p95", "seed s",
        "RSS MB",
    ]
    return _rows(header, rows)


def table(results: dict[str, Any], checks: list[Check]) -> str:
    """The human summary: one block per part, then every target with PASS/FAIL."""
    out: list[str] = []
    m = results.get("machine", {})
    out.append(
        f"{m.get('cpu_model')} x{m.get('cpus')}, Python {m.get('python')}, {m.get('date')}, "
        f"load {' '.join(f'{x:.2f}' for x in m.get('loadavg', []))}"
    )
    if "rules" in results:
        rows = [
            [
                label,
                f"{e['legal_moves']['median_us']:.1f}",
                f"{e['legal_moves']['p95_us']:.1f}",
                str(e["legal_moves"]["moves_median"]),
                f"{e['playouts']['playouts_per_s']:.1f}",
                f"{e['playouts']['plies_per_playout']:.0f}",
            ]
            for label, e in results["rules"].items()
        ]
        out += [
            "",
            "Rules",
            _rows(["config", "legal p50 us", "p95 us", "moves", "playouts/s", "plies"], rows),
        ]
    if "render" in results:
        rows = []
        for label, e in results["render"].items():
            b = e["board"]
            hand = e.get("hand")
            rows.append(
                [
                    label,
                    f"{b['median_ms']:.1f}",
                    f"{b['p95_ms']:.1f}",
                    f"{b['draw_median_ms']:.1f}",
                    f"{b['png_median_kb']:.0f}/{b['png_max_kb']:.0f}",
                    f"{hand['median_ms']:.1f}" if hand else "-",
                    f"{hand['p95_ms']:.1f}" if hand else "-",
                    f"{hand['png_median_kb']:.0f}/{hand['png_max_kb']:.0f}" if hand else "-",
                ]
            )
        out += [
            "",
            "Render",
            _rows(
                [
                    "config",
                    "board p50 ms",
                    "p95 ms",
                    "draw p50",
                    "KB med/max",
                    "hand p50 ms",
                    "p95 ms",
                    "KB med/max",
                ],
                rows,
            ),
        ]
    for part, title in (
        ("e2e", "/move end to end (interaction -> reply with the board)"),
        ("e2e_pg", "/move end to end on PostgreSQL (the same workload)"),
    ):
        if part in results:
            out += ["", title, e2e_rows(results[part])]
    if "e2e_lang" in results:
        for lang, entry in results["e2e_lang"]["languages"].items():
            out.append(f"/move for {lang} players (stored {results['e2e_lang']['stored']}): "
                       f"p50 {entry['p50_ms']:.1f} ms, p95 {entry['p95_ms']:.1f} ms ({entry['moves']} moves)")
    if "memory" in results:
        mem = results["memory"]
        out += [
            "",
            f"Memory: peak RSS {mem['peak_rss_mb']:.1f} MB with {mem['stored']} stored games "
            f"(after seeding {mem['rss_after_seed_mb']:.1f} MB, at start {mem['rss_start_mb']:.1f} MB); "
            f"with bursts of simultaneous moves {mem.get('peak_rss_bursts_mb') or 0:.1f} MB",
        ]
    if checks:
        rows = [
            [
                c.figure,
                f"{c.value:g} {c.unit}",
                f"{'<=' if c.unit == 'x' else '<'} {c.limit:g} {c.unit}",
                "PASS" if c.passed else "FAIL",
            ]
            for c in checks
        ]
        out += ["", "Targets", _rows(["figure", "value", "target", ""], rows)]
    return "\n".join(out)
