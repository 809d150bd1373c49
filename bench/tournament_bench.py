"""A Swiss tournament of computer players (Epicycle), run through the bot under SimCord
on a file-backed database: the organiser presses Start, and the bot pairs each round,
opens every game in its thread, lets the computers play, counts the results and pairs
the next round by itself. Measured: the time to pair each round (the pure pairing, the
part that grows with the field) and the moves per second of the whole run.

Run alone: `python -m bench.tournament_bench [--players 64] [--rounds 6]`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.report import TOURNAMENT_PAIRING_MS as PAIRING_MS
from bench.stats import summarize
from bot import Settings, create_bot
from bot.services import tournament_signup as signup
from bot.services import tournaments as service

# Start sets off the whole tournament (each result pairs the next round by itself), so
# SimCord's wait for the bot to go quiet after Start lasts until the final standings.
WHOLE_RUN_S = 3600.0


async def session(players: int, rounds: int | None, db_dir: str, think_s: float) -> dict[str, Any]:
    # The test extra's: without it bench/__main__ skips this part before it gets here.
    import simcord

    pairing_ms: list[float] = []
    real_first, real_next = signup.first_tables, service.next_tables

    def timed(real: Any) -> Any:
        def wrapper(*args: Any) -> Any:
            began = time.perf_counter()
            out = real(*args)
            pairing_ms.append((time.perf_counter() - began) * 1000)
            return out

        return wrapper

    signup.first_tables, service.next_tables = timed(real_first), timed(real_next)
    bot = create_bot(
        Settings(
            database_path=str(Path(db_dir) / "games.db"), computer_seconds=think_s, reminder_check_minutes=30
        )
    )
    try:
        async with simcord.run(bot, settle_timeout=WHOLE_RUN_S) as env:
            guild = env.create_guild("Tournament Club")
            channel = guild.create_text_channel("swiss")
            organiser = guild.add_member(env.create_user("organiser"))
            more = {"rounds": rounds} if rounds else {}
            await organiser.slash(channel, "tournament new", game="epicycle", format="swiss", **more)
            core = bot.core
            (t,) = await core.store.tournaments.open_signups(guild.id)
            for _ in range(players):
                await core.tournaments.add_computer(t.id, organiser.id, "easy")
            began = time.perf_counter()
            await organiser.slash(channel, "tournament start", tournament=t.id)
            while (await core.store.tournaments.get(t.id)).status == "running":  # type: ignore[union-attr]
                await env.settle(timeout=WHOLE_RUN_S)
                await bot.get_cog("TournamentCog").runner.sweep()  # type: ignore[union-attr]
            elapsed = time.perf_counter() - began
            done = await core.store.tournaments.get(t.id)
            assert done is not None
            moves = 0
            games = 0
            for p in await core.store.tournaments.pairings(t.id):
                if p.game_id is not None:
                    games += 1
                    moves += len(await core.store.games.log(p.game_id))
    finally:
        signup.first_tables, service.next_tables = real_first, real_next
        await bot.core.store.db.close()
    summary = summarize(pairing_ms)
    return {
        "players": players,
        "rounds": done.rounds,
        "status": done.status,
        "games": games,
        "moves": moves,
        "elapsed_s": elapsed,
        "moves_per_s": moves / elapsed if elapsed else None,
        "pairing_ms_per_round": [round(x, 2) for x in pairing_ms],
        "pairing_p50_ms": summary["median"],
        "pairing_max_ms": summary["max"],
    }


def run(players: int = 64, rounds: int | None = None, think_s: float = 0.05) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(session(players, rounds, tmp, think_s))


def line(r: dict[str, Any]) -> str:
    return (
        f"Swiss of {r['players']} computers (Epicycle), {r['rounds']} rounds, {r['games']} games: "
        f"pairing per round p50 {r['pairing_p50_ms']:.1f} ms, max {r['pairing_max_ms']:.1f} ms "
        f"(target < {PAIRING_MS:.0f} ms); {r['moves']} moves in {r['elapsed_s']:.1f} s "
        f"({r['moves_per_s']:.1f} moves/s)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.tournament_bench", description=__doc__)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=None, help="default: ceil(log2(players))")
    parser.add_argument("--think", type=float, default=0.05, help="each computer move's budget, seconds")
    args = parser.parse_args(argv)
    result = run(args.players, args.rounds, args.think)
    print(json.dumps(result, indent=1))
    print(line(result))


if __name__ == "__main__":
    main()
