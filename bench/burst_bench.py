"""A burst: 60 players press /move at the same instant across 50 channels (as on a busy
server), through SimCord against a file-backed database. Measured: how long each waited
for its acknowledgement (Discord's limit is 3 s), how long until the last table was
posted, and the throughput in moves per second.

Run alone: `python -m bench.burst_bench [--moves 60] [--channels 50]`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import discord

from bench.e2e_bench import PLAYER_POOL, Seeder, emit_together, make_templates
from bench.playouts import CONFIGS
from bench.stats import summarize
from bot import Settings, create_bot
from rules import get_game


async def session(moves: int, channels_n: int, db_dir: str, seed: int = 1) -> dict[str, Any]:
    # The test extra's: without it bench/__main__ skips this part before it gets here.
    import simcord

    rnd = random.Random(seed)
    active, _finished = make_templates(per_config=4, seed=seed)
    bot = create_bot(Settings(database_path=str(Path(db_dir) / "games.db")))
    created: dict[int, float] = {}
    acked: dict[int, float] = {}
    boards: list[float] = []
    real_defer = discord.InteractionResponse.defer

    async def timed_defer(self: discord.InteractionResponse, *args: Any, **kwargs: Any) -> Any:
        out = await real_defer(self, *args, **kwargs)
        acked[self._parent.id] = time.perf_counter()
        return out

    def listen(event: str, payload: Any) -> None:
        now = time.perf_counter()
        if event == "INTERACTION_CREATE":
            created[int(payload["id"])] = now
        elif event == "MESSAGE_CREATE" and payload.get("attachments"):
            boards.append(now)

    discord.InteractionResponse.defer = timed_defer  # type: ignore[method-assign]
    try:
        async with simcord.run(bot) as env:
            guild = env.create_guild("Burst Club")
            channels = [guild.create_text_channel(f"table-{i}") for i in range(channels_n)]
            members = [guild.add_member(env.create_user(f"player{i}")) for i in range(PLAYER_POOL)]
            by_id = {m.id: m for m in members}
            seeder = Seeder()
            now = bot.now()
            for i, channel in enumerate(channels):
                _label, key, players = CONFIGS[i % len(CONFIGS)]
                t = rnd.choice([a for a in active if a.key == key and a.players == players])
                seats = [m.id for m in rnd.sample(members, players)]
                seeder.add(
                    t,
                    guild_id=guild.id,
                    channel_id=channel.id,
                    seats=seats,
                    names={str(u): by_id[u].name for u in seats},
                    now=now,
                )
            await seeder.flush(bot.core.store.db)
            plays = []
            for n in range(moves):
                channel = channels[n % channels_n]
                row = await bot.core.store.games.open_in_channel(channel.id)
                assert row is not None and row.state is not None
                game = get_game(row.game_key)
                state = game.decode(row.state)
                seat = rnd.choice([s for s in game.to_move(state) if game.legal_moves(state, s)])
                plays.append((by_id[row.seats[seat]], channel, rnd.choice(game.legal_moves(state, seat))))
            env.backend.subscribers.append(listen)
            began = time.perf_counter()
            await emit_together(env, plays)
            ended = time.perf_counter()
            env.backend.subscribers.remove(listen)
    finally:
        discord.InteractionResponse.defer = real_defer  # type: ignore[method-assign]
        await bot.core.store.db.close()
    ack_ms = [(acked[i] - created[i]) * 1000 for i in created if i in acked]
    last_board_s = (max(boards) - began) if boards else None
    summary = summarize(ack_ms) if ack_ms else {"median": None, "p99": None, "max": None}
    return {
        "moves": moves,
        "channels": channels_n,
        "acknowledged": len(ack_ms),
        "ack_p50_ms": summary["median"],
        "ack_p99_ms": summary["p99"],
        "ack_max_ms": summary["max"],
        "boards_posted": len(boards),
        "last_board_s": last_board_s,
        "all_done_s": ended - began,
        "moves_per_s": (len(boards) / last_board_s) if last_board_s else None,
    }


def run(moves: int = 60, channels: int = 50) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(session(moves, channels, tmp))


def line(r: dict[str, Any]) -> str:
    return (
        f"burst of {r['moves']} /move across {r['channels']} channels: acknowledged "
        f"{r['acknowledged']}, ack p50 {r['ack_p50_ms']:.0f} ms, p99 {r['ack_p99_ms']:.0f} ms "
        f"(target < 100 ms); {r['boards_posted']} tables posted, the last after {r['last_board_s']:.2f} s "
        f"({r['moves_per_s']:.0f} moves/s)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.burst_bench", description=__doc__)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--channels", type=int, default=50)
    args = parser.parse_args(argv)
    result = run(args.moves, args.channels)
    print(json.dumps(result, indent=1))
    print(line(result))


if __name__ == "__main__":
    main()
