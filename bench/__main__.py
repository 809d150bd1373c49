"""python -m bench [--quick] [--only rules,render,e2e,burst,memory,ai] [--json PATH]: measure
and print a table. A full run (every part, not --quick) takes about 4 minutes and writes
bench/results.json; --quick (under a minute) and partial runs write JSON only to a path
given with --json, so the committed results are never replaced by rough ones.
The e2e, burst and memory parts drive the bot under SimCord (the test extra); without
it they are skipped with one line and the rest still runs. See bench/README.md."""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from typing import Any

from bench import ai_bench, burst_bench, e2e_bench, memory_bench, render_bench, report, rules_bench

PARTS = ("rules", "render", "e2e", "burst", "memory", "ai")
SIMCORD_PARTS = ("e2e", "burst", "memory")  # these run the real bot under SimCord


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--quick", action="store_true",
        help="small samples, under a minute: a rough look (writes JSON only with --json)",
    )
    parser.add_argument(
        "--only",
        default=",".join(PARTS),
        help="comma-separated parts to run: rules, render, e2e, burst, memory, ai (default all)",
    )
    parser.add_argument(
        "--samples", type=int, help="rules positions per configuration (default 300; quick 60)"
    )
    parser.add_argument("--render-samples", type=int, help="views per configuration (default 40; quick 10)")
    parser.add_argument("--moves", type=int, help="timed /move per stored size (default 500; quick 150)")
    parser.add_argument("--tables", type=int, default=40, help="games played at the same time (default 40)")
    parser.add_argument(
        "--sizes", default="10,1000,10000", help="stored games for e2e (default 10,1000,10000)"
    )
    parser.add_argument(
        "--rounds",
        type=int,
        help="e2e rounds the moves are split into, sizes alternating (default 2; quick 1)",
    )
    parser.add_argument(
        "--bursts",
        type=int,
        help="e2e bursts of 8 simultaneous /move per session, informational (default 5; quick 2)",
    )
    parser.add_argument(
        "--json", "--out", dest="out", type=Path, default=None, metavar="PATH",
        help="write the JSON here (default: bench/results.json, and only after a full run)",
    )
    parser.add_argument("--no-json", action="store_true", help="print the table only")
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.only.split(",") if p.strip()]
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    args.parts = parts
    return args


def has_simcord() -> bool:
    return importlib.util.find_spec("simcord") is not None


def runnable_parts(parts: list[str], simcord: bool) -> tuple[list[str], str | None]:
    """(the parts to run, one line about the parts left out for want of SimCord)."""
    if simcord:
        return parts, None
    missing = [p for p in parts if p in SIMCORD_PARTS]
    kept = [p for p in parts if p not in SIMCORD_PARTS]
    if not missing:
        return parts, None
    rest = f"running {', '.join(kept)} only" if kept else "nothing left to run"
    return kept, (
        f"python -m bench: {', '.join(missing)} need SimCord, which comes with the test extra "
        f"(pip install -e '.[test]'); {rest}"
    )


def json_destination(args: argparse.Namespace) -> Path | None:
    """Where the JSON goes: --json PATH, else bench/results.json after a full run only."""
    if args.no_json:
        return None
    if args.out is not None:
        return args.out
    full = not args.quick and list(args.parts) == list(PARTS)
    return report.RESULTS_PATH if full else None


def run(args: argparse.Namespace) -> dict[str, Any]:
    quick = args.quick
    results: dict[str, Any] = {"machine": report.machine(), "quick": quick}
    timings: dict[str, float] = {}

    def part(name: str) -> float:
        print(f"[bench] {name} ...", file=sys.stderr, flush=True)
        return time.perf_counter()

    if "rules" in args.parts:
        began = part("rules")
        results["rules"] = rules_bench.run(
            samples=args.samples or (60 if quick else 300), playout_budget_s=0.25 if quick else 1.0
        )
        timings["rules"] = time.perf_counter() - began
    if "render" in args.parts:
        began = part("render")
        results["render"] = render_bench.run(samples=args.render_samples or (10 if quick else 40))
        timings["render"] = time.perf_counter() - began
    sizes = tuple(int(s) for s in args.sizes.split(","))
    moves = args.moves or (150 if quick else 500)
    bursts = args.bursts if args.bursts is not None else (2 if quick else 5)
    if "e2e" in args.parts:
        began = part(f"e2e (stored {', '.join(map(str, sizes))}; {moves} moves each)")
        rounds = args.rounds or (1 if quick else 2)
        results["e2e"] = e2e_bench.run(
            sizes=sizes, moves=moves, tables=args.tables, rounds=rounds, bursts=bursts
        )
        timings["e2e"] = time.perf_counter() - began
    if "burst" in args.parts:
        began = part("burst (60 simultaneous /move across 50 channels)")
        results["burst"] = burst_bench.run(moves=60, channels=50)
        timings["burst"] = time.perf_counter() - began
    if "memory" in args.parts:
        began = part(f"memory (stored {max(sizes)})")
        results["memory"] = memory_bench.run(
            stored=max(sizes), moves=moves, tables=args.tables, bursts=bursts, e2e=results.get("e2e")
        )
        timings["memory"] = time.perf_counter() - began
    if "ai" in args.parts:
        began = part("ai (the hard computer player's time per move and search speed)")
        results["ai"] = ai_bench.run(quick)
        timings["ai"] = time.perf_counter() - began
    results["machine"]["loadavg_after"] = list(report.machine()["loadavg"])
    results["elapsed_s"] = {k: round(v, 1) for k, v in timings.items()}
    return results


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    destination = json_destination(args)  # decided on the parts asked for, before any is left out
    args.parts, note = runnable_parts(args.parts, has_simcord())
    if note:
        print(note, file=sys.stderr)
    if not args.parts:
        return 1
    results = run(args)
    checks = report.check_targets(results)
    print(report.table(results, checks))
    if results.get("burst"):
        print(burst_bench.line(results["burst"]))
    if results.get("ai"):
        print(ai_bench.lines(results["ai"]))
    if destination is not None:
        path = report.write_json(results, checks, destination)
        print(f"\nwrote {path}")
    elif not args.no_json:
        print("\n(a quick or partial run: bench/results.json is left as it is; "
              "--json PATH keeps these figures)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
