"""End to end: `/move` through SimCord against a database already holding N stored
games (a file-backed SQLite database, or PostgreSQL), timed from the interaction to the
reply with the board image.

Each stored size runs in its own subprocess (`python -m bench.e2e_bench`): a fresh
interpreter per size keeps the sizes independent (no warm caches carried over) and
gives an honest peak RSS for the memory figure.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import faulthandler
import gc
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord

from bench import postgres
from bench.playouts import CONFIGS, random_playout
from bench.stats import summarize
from bot import Settings, create_bot
from rules import get_game

# The played games rotate over every game and player count of the rules bench.
PLAYER_POOL = 8  # SimCord members seated at the played tables
FAKE_USERS = 3000  # distinct (non-SimCord) users seated in the stored games
FAKE_CHANNEL_BASE = 900_000_000_000_000_000  # far from SimCord's snowflakes
FAKE_USER_BASE = 800_000_000_000_000_000
SEED_CHUNK = 500  # games per executemany while seeding (all in one transaction)


@dataclass
class Template:
    """A game as the bot stores it: how it was created, its log and its state."""

    key: str
    players: int
    seed: int
    options: dict[str, Any]
    log: list[tuple[int, str]]
    state: str
    finished: bool


GAME_COLUMNS = (
    "game_key, guild_id, channel_id, creator_id, seats, names, status, seed, options, order_mode, "
    "opponent_id, state, version, lobby_message_id, turn_since, last_reminder_at, created_at, updated_at"
)


@dataclass
class Seeder:
    """Inserts games straight into the bot's tables (its own SQL, one transaction),
    so 10,000 stored games take seconds, not 10,000 slash commands. Backend-neutral:
    `?` placeholders through the storage interface, ids from `RETURNING id` (the
    database numbers the games, as when the bot creates one), floats for REAL columns."""

    seeded: int = 0
    # (the games row without its id, its seats, its log rows without the game id)
    games: list[tuple[tuple[Any, ...], list[int], list[tuple[Any, ...]]]] = field(default_factory=list)

    def add(
        self,
        t: Template,
        *,
        guild_id: int,
        channel_id: int,
        seats: list[int],
        names: dict[str, str],
        now: float,
    ) -> None:
        now = float(now)
        status = "finished" if t.finished else "active"
        row = (
            t.key,
            guild_id,
            channel_id,
            seats[0],
            json.dumps(seats),
            json.dumps(names),
            status,
            t.seed,
            json.dumps(t.options),
            "random",
            None,
            t.state,
            len(t.log) + 1,
            None,
            now,
            None,
            now - 3600.0,
            now,
        )
        log = [
            (n, seat, move, "move", now - 60.0 * (len(t.log) - n))
            for n, (seat, move) in enumerate(t.log, start=1)
        ]
        self.games.append((row, list(seats), log))

    def __len__(self) -> int:
        """Games added and not written yet."""
        return len(self.games)

    async def write(self, tx: Any) -> list[int]:
        """Insert what was added so far inside the caller's transaction; the new ids."""
        ids: list[int] = []
        players: list[tuple[int, int]] = []
        moves: list[tuple[Any, ...]] = []
        for row, seats, log in self.games:
            inserted = await tx.fetchone(
                f"INSERT INTO games ({GAME_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                row,
            )
            assert inserted is not None
            game_id = int(inserted["id"])
            ids.append(game_id)
            players.extend((game_id, user) for user in seats)
            moves.extend((game_id, *entry) for entry in log)
        await tx.executemany("INSERT INTO game_players (game_id, user_id) VALUES (?, ?)", players)
        await tx.executemany(
            "INSERT INTO moves (game_id, n, seat, move, kind, at) VALUES (?, ?, ?, ?, ?, ?)", moves
        )
        self.seeded += len(self.games)
        self.games.clear()
        return ids

    async def flush(self, db: Any) -> list[int]:
        """Insert what was added so far in a transaction of its own."""
        async with db.transaction() as tx:
            return await self.write(tx)


def make_templates(per_config: int, seed: int = 1) -> tuple[list[Template], list[Template]]:
    """(active, finished) games of every configuration. Active ones stop at a random
    ply of a random playout; the stored log replays exactly to the stored state,
    as the bot checks on first load."""
    rnd = random.Random(seed)
    active: list[Template] = []
    finished: list[Template] = []
    for _label, key, players in CONFIGS:
        game = get_game(key)
        options = game.resolve_options(None)
        for i in range(per_config):
            game_seed = rnd.randrange(2**31)
            full = random_playout(key, players, game_seed)
            finished.append(
                Template(
                    key,
                    players,
                    game_seed,
                    options,
                    full.log,
                    game.encode(full.final),
                    game.is_over(full.final),
                )
            )
            stop = rnd.randrange(0, max(1, len(full.log) // 2 + i % 2))
            # Seeds give the moves; a prefix of the same playout is a consistent mid-game.
            part = random_playout(key, players, game_seed, stop_at=stop)
            if not game.is_over(part.final):
                active.append(
                    Template(key, players, game_seed, options, part.log, game.encode(part.final), False)
                )
    return active, finished


def peak_rss_mb() -> float:
    """Peak resident set of this process (VmHWM; ru_maxrss where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def reset_peak_rss() -> bool:
    """Set VmHWM back to the current RSS (Linux: write 5 to clear_refs); False where
    that is not possible, and the peak then includes seeding."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def current_rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def shed_harness_memory(env: Any) -> None:
    """Drop what SimCord keeps of every upload and request (attachment bytes, the
    HTTP log, the transcript): a real Discord keeps those, not the bot, so they must
    not count in the bot's RSS. Internal attributes, hence the guards."""
    backend = env.backend
    blobs = getattr(getattr(backend, "cdn", None), "_blobs", None)
    if isinstance(blobs, dict):
        blobs.clear()
    for name in ("http_requests", "transcript"):
        log = getattr(backend, name, None)
        if isinstance(log, list):
            log.clear()


class ReplyClock:
    """Listens on SimCord's gateway seam: when an interaction was created and when the
    board image appeared in its channel; and, through a hook on discord.py's
    `InteractionResponse.defer`, when the bot acknowledged it (the private "thinking..."
    the player sees first: an ephemeral answer is no gateway event)."""

    def __init__(self) -> None:
        self.interaction_at: dict[int, float] = {}
        self.board_at: dict[int, float] = {}
        self.ack_at: dict[int, float] = {}

    def __call__(self, event: str, payload: Any) -> None:
        now = time.perf_counter()
        if event == "INTERACTION_CREATE":
            self.interaction_at.setdefault(int(payload["channel_id"]), now)
        elif event in ("MESSAGE_CREATE", "MESSAGE_UPDATE"):
            channel = int(payload["channel_id"])
            if payload.get("attachments"):
                # The board, posted in the channel (or a deferred reply completed by an edit).
                self.board_at.setdefault(channel, now)

    def acknowledged(self, channel_id: int | None) -> None:
        if channel_id is not None:
            self.ack_at.setdefault(int(channel_id), time.perf_counter())

    @contextlib.contextmanager
    def hooked(self) -> Iterator[None]:
        """Time the acknowledgements while the block runs."""
        real_defer = discord.InteractionResponse.defer
        clock = self

        async def timed_defer(response: discord.InteractionResponse, *args: Any, **kwargs: Any) -> Any:
            out = await real_defer(response, *args, **kwargs)
            clock.acknowledged(response._parent.channel_id)
            return out

        discord.InteractionResponse.defer = timed_defer  # type: ignore[method-assign,assignment]
        try:
            yield
        finally:
            discord.InteractionResponse.defer = real_defer  # type: ignore[method-assign]

    def reset(self) -> None:
        self.interaction_at.clear()
        self.board_at.clear()
        self.ack_at.clear()


async def settle(env: Any, budget: float = 120.0, step: float = 1.0) -> None:
    """Wait until the bot has handled everything it was sent, in short settling steps.
    SimCord's settle also waits out every timer of the bot due before its timeout (the
    shard claim's renewal every 15 s; a sharded bot's sweeps every 2 s), so one settle
    with a long timeout would last about that long whatever the work; a step that times
    out while the bot is still busy is simply taken again."""
    deadline = time.perf_counter() + budget
    while True:
        try:
            await env.settle(timeout=step)
            return
        except TimeoutError:
            if time.perf_counter() > deadline:
                raise


async def emit_all(env: Any, actions: Sequence[Callable[[], Awaitable[Any]]]) -> list[Any]:
    """Emit several interactions (each action one slash command, click or select)
    before the bot handles any, then let it handle them all concurrently. SimCord runs
    one operation at a time, so its settling step (an internal) is held back while they
    are emitted. Returns each action's result handle, complete once settled."""
    real_settle = env._settle_internal

    async def no_settle(**_kwargs: Any) -> None:
        return None

    env._settle_internal = no_settle
    try:
        results = [await action() for action in actions]
    finally:
        env._settle_internal = real_settle
    await settle(env)
    return results


async def emit_together(env: Any, plays: list[tuple[Any, Any, str]]) -> list[Any]:
    """Several /move at the same instant: (member, channel, move) each."""

    def slash(actor: Any, channel: Any, move: str) -> Callable[[], Awaitable[Any]]:
        return lambda: actor.slash(channel, "move", move=move)

    return await emit_all(env, [slash(actor, channel, move) for actor, channel, move in plays])


async def session(
    stored: int,
    moves: int,
    tables: int,
    db_dir: str,
    seed: int = 1,
    bursts: int = 0,
    burst_size: int = 8,
    database_url: str | None = None,
    language: str = "en",
) -> dict[str, Any]:
    """One bot process: seed `stored` games plus `tables` played games, then play
    `moves` random legal moves through /move, spread over the tables at random.
    On a SQLite file in `db_dir`, or on the (empty) PostgreSQL database `database_url`.
    `language`: the server's and every player's chosen language (issue #34: a German
    player's /move costs what an English one's does)."""
    # The test extra's: without it bench/__main__ skips this part before it gets here.
    import simcord

    rss_start = current_rss_mb()
    rnd = random.Random(seed)
    active, finished = make_templates(per_config=6, seed=seed)
    if database_url:
        settings = Settings(database_url=database_url)
    else:
        settings = Settings(database_path=str(Path(db_dir) / "games.db"))
    bot = create_bot(settings)
    result: dict[str, Any] = {
        "stored": stored,
        "tables": tables,
        "backend": "postgresql" if settings.uses_postgres else "sqlite",
        "language": language,
    }
    async with simcord.run(bot) as env:
        guild = env.create_guild("Bench Club")
        channels = [guild.create_text_channel(f"table-{i}") for i in range(tables)]
        members = [guild.add_member(env.create_user(f"player{i}")) for i in range(PLAYER_POOL)]
        if language != "en":
            prefs = bot.core.store.prefs
            await prefs.set_guild_language(guild.id, language)
            for member in members:
                await prefs.set_language(member.id, language)
        by_id = {m.id: m for m in members}
        names = {str(m.id): m.name for m in members}
        now = bot.now()
        seeder = Seeder()

        def seat_table(channel: Any, config_index: int) -> None:
            _label, key, players = CONFIGS[config_index % len(CONFIGS)]
            t = rnd.choice([a for a in active if a.key == key and a.players == players])
            seats = [m.id for m in rnd.sample(members, players)]
            seeder.add(
                t,
                guild_id=guild.id,
                channel_id=channel.id,
                seats=seats,
                names={str(u): names[str(u)] for u in seats},
                now=now,
            )

        start = time.perf_counter()
        async with bot.core.store.db.transaction() as tx:
            # The played tables first, so they get the same ids and games at every size.
            for i, channel in enumerate(channels):
                seat_table(channel, i)
            # Stored games: half still running, half finished, with players and channels
            # outside SimCord (the bulk a long-lived bot accumulates). Their own generator
            # keeps the played games and moves identical whatever the stored count.
            store_rnd = random.Random(seed + 1_000_003)
            for i in range(stored):
                t = store_rnd.choice(active) if i % 2 else store_rnd.choice(finished)
                seats = [FAKE_USER_BASE + u for u in store_rnd.sample(range(FAKE_USERS), t.players)]
                seeder.add(
                    t,
                    guild_id=guild.id,
                    channel_id=FAKE_CHANNEL_BASE + i,
                    seats=seats,
                    names={str(u): f"user{u % 10000}" for u in seats},
                    now=now,
                )
                if len(seeder) >= SEED_CHUNK:
                    # Still one transaction; written in chunks so the harness's own
                    # lists stay small and do not inflate the memory figure.
                    await seeder.write(tx)
            await seeder.write(tx)
        result["seed_s"] = time.perf_counter() - start
        result["seeded_games"] = seeder.seeded
        gc.collect()
        result["rss_after_seed_mb"] = current_rss_mb()
        result["peak_rss_seeding_mb"] = peak_rss_mb()
        # The bulk insert is a harness shortcut (a real bot accumulates games over
        # months), so its transient peak is kept apart: reset the high-water mark.
        result["peak_reset"] = reset_peak_rss()

        clock = ReplyClock()
        env.backend.subscribers.append(clock)
        timing_acks = clock.hooked()
        timing_acks.__enter__()  # left at the end of the timed part below
        reply_ms: list[float] = []
        operation_ms: list[float] = []
        cold_ms: list[float] = []
        ack_ms: list[float] = []
        rss_trace: list[float] = []  # every 100 moves: flat means no growth with play
        per_game: dict[str, list[float]] = {}
        touched: set[int] = set()
        missing = 0
        no_board = 0

        async def unanswered(row: Any) -> None:
            """A move without a board in its channel: stored all the same (a Connections
            draw or meld mid-turn answers with the mover's hand in DM and a text line,
            no board), or missing (not stored: a failure)."""
            nonlocal missing, no_board
            fresh = await bot.core.store.games.get(row.id)
            if fresh is not None and fresh.version > row.version:
                no_board += 1
            else:
                missing += 1
        refilled = 0

        async def pick(channel: Any, n: int) -> tuple[Any, Any, str]:
            """The game in `channel` (a new one if it ended), a seat on turn's
            member and a random legal move, read from the database (not timed)."""
            nonlocal refilled
            row = await bot.core.store.games.open_in_channel(channel.id)
            if row is None:
                # The game here ended: seat a new one, as players would.
                seat_table(channel, n)
                await seeder.flush(bot.core.store.db)
                refilled += 1
                row = await bot.core.store.games.open_in_channel(channel.id)
                assert row is not None and row.state is not None
            game = get_game(row.game_key)
            state = game.decode(row.state or "")
            seat = rnd.choice([s for s in game.to_move(state) if game.legal_moves(state, s)])
            move = rnd.choice(game.legal_moves(state, seat))
            return row, by_id[row.seats[seat]], move

        def latency_ms(channel: Any, began: float) -> float | None:
            board_at = clock.board_at.get(channel.id)
            if board_at is None:
                return None
            return (board_at - clock.interaction_at.get(channel.id, began)) * 1000

        for n in range(moves):
            channel = channels[rnd.randrange(tables)]
            row, actor, move = await pick(channel, n)
            clock.reset()
            began = time.perf_counter()
            await actor.slash(channel, "move", move=move)
            ended = time.perf_counter()
            shed_harness_memory(env)
            if n % 100 == 99:
                rss_trace.append(round(current_rss_mb(), 1))
            latency = latency_ms(channel, began)
            if latency is None:
                await unanswered(row)
                continue
            ack_at = clock.ack_at.get(channel.id)
            if ack_at is not None:
                ack_ms.append((ack_at - clock.interaction_at.get(channel.id, began)) * 1000)
            reply_ms.append(latency)
            operation_ms.append((ended - began) * 1000)
            per_game.setdefault(row.game_key, []).append(latency)
            if row.id not in touched:
                # First move on a game since the bot started: loads and checks its log.
                cold_ms.append(latency)
                touched.add(row.id)

        # Bursts: `burst_size` players on different tables press /move at the same
        # instant, as on a busy server. SimCord runs one operation at a time, so its
        # settling step is held back while the interactions are emitted, then run
        # once for all of them (an internal of SimCord, hence informational only).
        # The memory figure: peak while playing one move at a time (issue 8). Bursts
        # below get their own peak, as several pictures are then drawn at once.
        result["peak_rss_mb"] = peak_rss_mb()
        burst_ms: list[float] = []
        for b in range(bursts):
            plays = [(c, *(await pick(c, moves + b))) for c in rnd.sample(channels, min(burst_size, tables))]
            clock.reset()
            began = time.perf_counter()
            await emit_together(env, [(actor, c, move) for c, _row, actor, move in plays])
            shed_harness_memory(env)
            for c, row, *_ in plays:
                latency = latency_ms(c, began)
                if latency is None:
                    await unanswered(row)
                else:
                    burst_ms.append(latency)
        result["burst_size"] = min(burst_size, tables)
        result["burst_ms"] = burst_ms
        env.backend.subscribers.remove(clock)
        timing_acks.__exit__(None, None, None)
        result["rss_end_mb"] = current_rss_mb()
        result["rss_trace_mb"] = rss_trace
        result["peak_rss_bursts_mb"] = peak_rss_mb()
    # SimCord detaches the bot without closing it; aiosqlite's worker thread is not a
    # daemon, so an open connection would keep this process alive after the run.
    await bot.core.store.db.close()

    result.update(
        {
            # Raw samples, so rounds of the same size can be pooled (see `combine`).
            "reply_ms": reply_ms,
            "operation_ms": operation_ms,
            "ack_ms": ack_ms,
            "cold_ms": cold_ms,
            "per_game_ms": per_game,
            "missing_replies": missing,
            "no_board_moves": no_board,
            "games_refilled": refilled,
            "rss_start_mb": rss_start,
            "db_mb": await database_mb(database_url, db_dir),
        }
    )
    return result


async def database_mb(database_url: str | None, db_dir: str) -> float:
    """The database's size: the SQLite file (with its WAL), or PostgreSQL's own figure."""
    if database_url:
        return await postgres.size_mb(database_url)
    return sum(p.stat().st_size for p in Path(db_dir).glob("games.db*")) / 2**20


def _median(values: list[float]) -> float | None:
    return summarize(values)["median"] if values else None


def combine(sessions: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one stored size from one or more sessions (rounds)."""
    pooled: dict[str, list[float]] = {"reply_ms": [], "operation_ms": [], "ack_ms": [], "cold_ms": []}
    per_game: dict[str, list[float]] = {}
    bursts = [ms for s in sessions for ms in s.get("burst_ms", [])]
    for s in sessions:
        for key, values in pooled.items():
            values.extend(s[key])
        for game, values in s["per_game_ms"].items():
            per_game.setdefault(game, []).extend(values)
    if not pooled["reply_ms"]:
        raise RuntimeError("no /move got its board reply; see missing_replies")
    reply = summarize(pooled["reply_ms"])
    last = sessions[-1]
    return {
        "stored": last["stored"],
        "backend": last.get("backend", "sqlite"),
        "language": last.get("language", "en"),
        "tables": last["tables"],
        "rounds": len(sessions),
        "moves": len(pooled["reply_ms"]),
        "missing_replies": sum(s["missing_replies"] for s in sessions),
        "no_board_moves": sum(s.get("no_board_moves", 0) for s in sessions),
        "games_refilled": sum(s["games_refilled"] for s in sessions),
        "p50_ms": reply["median"],
        "p95_ms": reply["p95"],
        "p99_ms": reply["p99"],
        "max_ms": reply["max"],
        # The round medians show the run-to-run noise of the machine.
        "round_p50_ms": [_median(s["reply_ms"]) for s in sessions],
        "ack_p50_ms": _median(pooled["ack_ms"]),
        "operation_p50_ms": _median(pooled["operation_ms"]),
        "cold_moves": len(pooled["cold_ms"]),
        "cold_p50_ms": _median(pooled["cold_ms"]),
        "per_game_p50_ms": {k: _median(v) for k, v in sorted(per_game.items())},
        "burst_size": last.get("burst_size", 0),
        "burst_moves": len(bursts),
        "burst_p50_ms": _median(bursts),
        "burst_p95_ms": summarize(bursts)["p95"] if bursts else None,
        "seed_s": max(s["seed_s"] for s in sessions),
        "seeded_games": last["seeded_games"],
        "db_mb": last["db_mb"],
        "rss_start_mb": last["rss_start_mb"],
        "rss_after_seed_mb": max(s["rss_after_seed_mb"] for s in sessions),
        "peak_rss_seeding_mb": max(s["peak_rss_seeding_mb"] for s in sessions),
        "peak_reset": all(s["peak_reset"] for s in sessions),
        "rss_end_mb": max(s["rss_end_mb"] for s in sessions),
        "rss_trace_mb": last["rss_trace_mb"],
        "peak_rss_mb": max(s["peak_rss_mb"] for s in sessions),
        "peak_rss_bursts_mb": max(s["peak_rss_bursts_mb"] for s in sessions),
    }


def run_one(
    stored: int,
    moves: int,
    tables: int,
    seed: int = 1,
    bursts: int = 0,
    database_url: str | None = None,
    language: str = "en",
) -> dict[str, Any]:
    """One session in this process, on a fresh temporary database directory (SQLite) or
    on `database_url` (PostgreSQL, an empty database)."""
    with tempfile.TemporaryDirectory(prefix="bench-e2e-") as tmp:
        return asyncio.run(
            session(
                stored, moves, tables, tmp, seed, bursts=bursts, database_url=database_url, language=language
            )
        )


def run_subprocess(
    stored: int,
    moves: int,
    tables: int,
    seed: int = 1,
    bursts: int = 0,
    timeout: float = 300,
    database_url: str | None = None,
    language: str = "en",
) -> dict[str, Any]:
    """One session in a fresh interpreter; its JSON comes back on stdout."""
    command = [
        sys.executable,
        "-m",
        "bench.e2e_bench",
        "--stored",
        str(stored),
        "--moves",
        str(moves),
        "--tables",
        str(tables),
        "--seed",
        str(seed),
        "--bursts",
        str(bursts),
        "--language",
        language,
    ]
    if database_url:
        command += ["--database-url", database_url]
    # A session that hangs prints where it is (every thread's stack) before it is stopped.
    command += ["--watchdog", str(max(1.0, timeout - 10))]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        stderr = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
        raise RuntimeError(f"e2e subprocess timed out after {timeout:.0f} s:\n{stderr[-6000:]}") from None
    if done.returncode != 0:
        raise RuntimeError(f"e2e subprocess failed ({done.returncode}):\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(
    sizes: tuple[int, ...] = (10, 1000, 10000),
    moves: int = 500,
    tables: int = 40,
    rounds: int = 2,
    in_process: bool = False,
    bursts: int = 0,
    server_url: str | None = None,
) -> dict[str, dict[str, Any]]:
    """{str(stored): figures} for each stored size. The moves are split into `rounds`
    and the sizes take turns (10, 1000, 10000, 10, 1000, ...), so a burst of load
    from elsewhere on the machine lands on every size alike instead of skewing the
    ratio between them. With `server_url` (a PostgreSQL server) every session gets a
    fresh database of its own there, dropped afterwards; else a SQLite file."""
    sessions: dict[int, list[dict[str, Any]]] = {stored: [] for stored in sizes}
    per_round = [moves // rounds + (1 if r < moves % rounds else 0) for r in range(rounds)]
    for r, count in enumerate(per_round):
        for stored in sizes:
            url = postgres.create_database(server_url, "bench_e2e") if server_url else None
            try:
                if in_process:
                    done = run_one(stored, count, tables, seed=r + 1, bursts=bursts, database_url=url)
                else:
                    done = run_subprocess(stored, count, tables, seed=r + 1, bursts=bursts, database_url=url)
            finally:
                if url:
                    postgres.drop_database(url)
            sessions[stored].append(done)
    return {str(stored): combine(done) for stored, done in sessions.items()}


def run_languages(
    languages: tuple[str, ...] = ("en", "de"),
    stored: int = 10,
    moves: int = 500,
    tables: int = 40,
    rounds: int = 4,
) -> dict[str, Any]:
    """/move for players of each language on the same workload, the languages taking
    turns round by round (en, de, en, de...) so that load from elsewhere lands on both
    alike; with each language's p50 as a ratio of the first's."""
    sessions: dict[str, list[dict[str, Any]]] = {lang: [] for lang in languages}
    per_round = [moves // rounds + (1 if r < moves % rounds else 0) for r in range(rounds)]
    for r, count in enumerate(per_round):
        for lang in languages:
            sessions[lang].append(run_subprocess(stored, count, tables, seed=r + 1, language=lang))
    figures = {lang: combine(done) for lang, done in sessions.items()}
    base = figures[languages[0]]["p50_ms"]
    return {
        "stored": stored,
        "languages": figures,
        "p50_ratio": {lang: round(f["p50_ms"] / base, 3) for lang, f in figures.items()},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="one e2e bench session; prints its JSON")
    parser.add_argument("--stored", type=int, default=10)
    parser.add_argument("--moves", type=int, default=500)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bursts", type=int, default=0, help="bursts of 8 simultaneous /move after the rest")
    parser.add_argument(
        "--database-url", default=None, help="an empty PostgreSQL database (default: a temporary SQLite file)"
    )
    parser.add_argument("--language", default="en", help="the server's and the players' language")
    parser.add_argument(
        "--watchdog", type=float, default=None, help="print every thread's stack after this many seconds"
    )
    args = parser.parse_args(argv)
    if args.watchdog:
        faulthandler.dump_traceback_later(args.watchdog, exit=False)
    result = run_one(
        args.stored, args.moves, args.tables, args.seed, args.bursts, args.database_url, args.language
    )
    faulthandler.cancel_dump_traceback_later()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
