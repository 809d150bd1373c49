"""Two bot processes on one PostgreSQL database, as two shards of one bot: bursts of
simultaneous `/move` and trade answers in both at once, then a check from the database
that every change was applied exactly once, and the throughput.

Each process runs `create_bot(Settings(database_url=..., shard_count=2, shard_ids=(k,)))`
(an AutoShardedBot running shard k) under a SimCord Env of its own, with a server that
Discord puts on shard k (`create_guild(shard_id=k)`). The two simulated Discords are
separate: each knows only its own server, members and DMs. Discord delivers every DM
interaction to shard 0, so:

- shard 0's trade answers are DM interactions in its own SimCord: the receiver chooses
  a card in the offer's DM select, then presses "Confirm the trade" (the real path);
- shard 1's offers are answered by the shard-0 process too, as on Discord, but its
  simulated Discord does not hold shard 1's DMs: it applies them through the code the
  DM Confirm button runs (`TradeService.open_offer`, then `TradeService.act`, the sessions'
  lock, load, apply and versioned store), while the shard-1 process, which runs the
  game's server, posts the results (its outbox) and its players keep moving in the
  same games. Those are the cross-process races on one game row.

Run alone: `python -m bench.shards_bench [--quick]` (prints its JSON and one line).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import time
import traceback
from collections import Counter
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any

from bench import postgres
from bench.e2e_bench import PLAYER_POOL, Seeder, Template, emit_all, make_templates, settle
from bench.playouts import CONFIGS
from bench.stats import summarize
from bot import Settings, create_bot
from bot.delivery.announcer import shows_table
from bot.services.refusal import Refusal
from bot.services.sessions import Change, replay
from bot.storage import Database, GameRepo
from rules import get_game
from rules.connections.deck import REGION_OF

SHARD_COUNT = 2
# Every answer to a stored /move starts so ("Done: your move is stored...", "Done: stored.
# Your turn goes on..." for a Connections action within a turn); refusals never do.
MOVE_DONE = "Done"
BARRIER_TIMEOUT = 300.0


@dataclass
class Params:
    tables: int = 24  # move tables per process (every game and player count of the bench)
    card_tables: int = 8  # Connections tables per process, for the trades
    bursts: int = 5  # move bursts
    burst_size: int = 16  # /move per process per burst, each on its own table
    doubles: int = 4  # of those, pressed twice at once by the same player (a double click)
    trade_rounds: int = 2  # rounds of offers then a burst of answers (and moves)
    seed: int = 1


def quick_params() -> Params:
    return Params(tables=8, card_tables=4, bursts=2, burst_size=6, doubles=2, trade_rounds=1)


def tiny_params() -> Params:
    """The smoke test's: every path once."""
    return Params(tables=3, card_tables=2, bursts=1, burst_size=3, doubles=1, trade_rounds=1)


# ---- one process ------------------------------------------------------------------------
def disjoint_snowflakes(backend: Any, shard: int) -> None:
    """Two simulated Discords start on the same virtual clock, so they would hand out the
    same ids for different users and channels, and one database holds both. Each keeps
    the ids whose low bit is its shard (a SimCord internal)."""
    real = backend._allocate_at

    def allocate(milliseconds: int) -> int:
        while True:
            value: int = real(milliseconds)
            if value % SHARD_COUNT == shard:
                return value

    backend._allocate_at = allocate


def trade_pair(game: Any, state: dict[str, Any]) -> tuple[int, int, str, str] | None:
    """(giver, receiver, give, want) for an offer the receiver can take: two seats not on
    turn, the want a region of one of the receiver's regional cards."""
    others = [s for s in game.active_seats(state) if s != state["turn"]]
    for giver in others:
        for receiver in others:
            if giver == receiver or not state["hands"][giver]:
                continue
            regional = [c for c in state["hands"][receiver] if c in REGION_OF]
            if regional:
                return giver, receiver, state["hands"][giver][0], REGION_OF[regional[0]]
    return None


class Watch:
    """SimCord's gateway seam in one process: the bot's posts per channel (boards, lines)
    and when the last one appeared."""

    def __init__(self, bot_id: int) -> None:
        self.bot_id = bot_id
        self.boards: Counter[int] = Counter()
        self.lines: Counter[int] = Counter()
        self.last_post = 0.0

    def __call__(self, event: str, payload: Any) -> None:
        if event != "MESSAGE_CREATE" or int(payload.get("author", {}).get("id", 0)) != self.bot_id:
            return
        if int(payload.get("flags") or 0) & 64:  # ephemeral: an answer, not a post
            return
        channel = int(payload["channel_id"])
        (self.boards if payload.get("attachments") else self.lines)[channel] += 1
        self.last_post = time.perf_counter()


async def wait_barrier(barrier: Any) -> None:
    await asyncio.to_thread(barrier.wait, BARRIER_TIMEOUT)


async def session(
    shard: int, url: str, p: Params, barrier: Any, offers_out: Any, offers_in: Any
) -> dict[str, Any]:
    # The test extra's: without it bench/__main__ skips this part before it gets here.
    import simcord

    rnd = random.Random(p.seed * 1000 + shard)
    active, _finished = make_templates(per_config=6, seed=p.seed + shard)
    bot = create_bot(Settings(database_url=url, shard_count=SHARD_COUNT, shard_ids=(shard,)))
    # Slash commands are the application's, synced once: the second process finds them
    # synced (the stored hash) and rightly skips it, but its simulated Discord is another
    # one. strict_sync=False lets SimCord register them there. A failing handler is
    # counted and reported (`bot_errors`), not raised when the Env closes.
    runner = simcord.run(bot, strict_sync=False, check_errors=False)
    disjoint_snowflakes(runner._env.backend, shard)
    records: list[dict[str, Any]] = []  # every change the harness asked for, and the answer
    deliveries: list[int] = []  # outbox item ids this process delivered
    stored_at: list[float] = []  # when this process stored a change (monotonic)
    bursts: list[dict[str, Any]] = []
    async with runner as env:
        watch = Watch(env.backend.bot_user.id)
        env.backend.subscribers.append(watch)
        guild = env.create_guild(f"Shard {shard} club", shard_id=shard)
        members = [guild.add_member(env.create_user(f"s{shard}p{i}")) for i in range(PLAYER_POOL)]
        by_id = {m.id: m for m in members}

        real_deliver = bot.outbox.deliver

        async def deliver(item: Any) -> None:
            await real_deliver(item)
            deliveries.append(item.id)

        bot.outbox.deliver = deliver
        real_store = bot.core.sessions._store

        async def store(*args: Any, **kwargs: Any) -> Any:
            change = await real_store(*args, **kwargs)
            stored_at.append(time.perf_counter())
            return change

        bot.core.sessions._store = store  # type: ignore[method-assign]

        # The tables: move tables over every configuration, then Connections tables.
        seeder = Seeder()
        channels: list[Any] = []
        card_channels: list[Any] = []

        def seat(channel: Any, t: Template) -> None:
            seats = [m.id for m in rnd.sample(members, t.players)]
            seeder.add(
                t,
                guild_id=guild.id,
                channel_id=channel.id,
                seats=seats,
                names={str(u): by_id[u].name for u in seats},
                now=bot.now(),
            )

        for i in range(p.tables):
            channel = guild.create_text_channel(f"table-{i}")
            _label, key, players = CONFIGS[i % len(CONFIGS)]
            seat(channel, rnd.choice([a for a in active if a.key == key and a.players == players]))
            channels.append(channel)
        # Card tables: a game with hands, at its smallest table.
        card_games = [a for a in active
                      if get_game(a.key).has_hands and a.players == get_game(a.key).min_players]
        for i in range(p.card_tables):
            channel = guild.create_text_channel(f"cards-{i}")
            seat(channel, rnd.choice(card_games))
            card_channels.append(channel)
        ids = await seeder.flush(bot.core.store.db)
        game_of = {c.id: gid for c, gid in zip([*channels, *card_channels], ids, strict=True)}
        rows = await bot.core.store.db.fetchall(
            "SELECT game_id, COUNT(*) AS n FROM moves "
            "WHERE game_id IN (SELECT id FROM games WHERE guild_id = ?) GROUP BY game_id",
            (guild.id,),
        )
        seeded_log = {int(r["game_id"]): int(r["n"]) for r in rows}

        async def state_in(channel: Any) -> tuple[Any, Any, dict[str, Any]] | None:
            row = await bot.core.store.games.open_in_channel(channel.id)
            if row is None or row.state is None:
                return None
            game = get_game(row.game_key)
            return row, game, game.decode(row.state)

        async def move_plays(
            tables: list[Any], turn_only: bool = False
        ) -> list[tuple[Any, Any, str, dict[str, Any]]]:
            """A seat to move's member and a random legal move, per table (not timed).
            `turn_only`: the Connections player on turn draws (a discard would end the
            turn, and with three players the next turn is the giver's or the receiver's,
            which lapses the offer): a change to the same game as the trade, at the same
            moment, that leaves the offer open. Tables where the player on turn must
            discard are left out."""
            plays = []
            for channel in tables:
                found = await state_in(channel)
                if found is None:
                    continue  # the game here ended
                row, game, state = found

                def legal(seat: int, game: Any = game, state: Any = state) -> list[str]:
                    moves = list(game.legal_moves(state, seat))
                    if turn_only:
                        moves = [m for m in moves if m.startswith("draw ")]
                    return moves

                on_turn = [state["turn"]] if turn_only and "turn" in state else game.to_move(state)
                seats = [s for s in on_turn if legal(s)]
                if not seats:
                    continue
                s = rnd.choice(seats)
                move = rnd.choice(legal(s))
                record = {"game": row.id, "seat": s, "move": move, "via": "move", "shard": shard}
                plays.append((by_id[row.seats[s]], channel, move, record))
            return plays

        Item = tuple[Any, dict[str, Any], str]  # (action, record, what an accepted answer starts with)

        def move_items(plays: list[tuple[Any, Any, str, dict[str, Any]]], doubles: int) -> list[Item]:
            """A /move per play; the first `doubles` pressed twice at once (a double click)."""
            items: list[Item] = []
            for i, (actor, channel, move, record) in enumerate(plays):
                for _ in range(2 if i < doubles else 1):
                    action = partial(actor.slash, channel, "move", move=move)
                    items.append((action, {**record, "double": i < doubles}, MOVE_DONE))
            return items

        async def burst(label: str, items: list[Item], extra: Any = None) -> None:
            """Emit every item's interaction at once, with `extra` (a coroutine run
            alongside: the cross-shard trade answers, which return their own records);
            record each answer."""
            await wait_barrier(barrier)
            stores_before = len(stored_at)
            began = time.perf_counter()
            emitted = emit_all(env, [action for action, _rec, _ok in items])
            if extra is not None:
                results, extra_records = await asyncio.gather(emitted, extra)
            else:
                results, extra_records = await emitted, []
            await settle(env)
            recs = []
            for (_action, rec, ok), result in zip(items, results, strict=True):
                text = result.response.content if result.response is not None else ""
                recs.append({**rec, "accepted": text.startswith(ok), "answer": text[:80]})
            records.extend(recs)
            records.extend(extra_records)
            bursts.append(
                {
                    "label": label,
                    "began": began,
                    "stored_until": max(stored_at[stores_before:], default=began),
                    "sent": len(recs) + len(extra_records),
                    "accepted": sum(r["accepted"] for r in recs + extra_records),
                }
            )

        await wait_barrier(barrier)  # both processes are up, seeded and watching
        for b in range(p.bursts):
            tables = rnd.sample(channels, min(p.burst_size, len(channels)))
            await burst(f"moves {b + 1}", move_items(await move_plays(tables), p.doubles))

        def offer_dm(user_id: int, game_id: int, offer_id: int) -> tuple[Any, str] | None:
            """The offer's DM to its receiver and the first card its select lists."""
            custom_id = f"cards:accept:{game_id}:{offer_id}"
            for message in reversed(by_id[user_id].user.dm_channel.history()):
                rows: list[Any] = list(message.components)
                for item in (c for row_ in rows for c in getattr(row_, "children", [])):
                    if getattr(item, "custom_id", None) == custom_id and getattr(item, "options", None):
                        return message, str(item.options[0].value)
            return None

        async def make_offers() -> list[dict[str, Any]]:
            """On each card table, a player off turn offers a card to another (one at a
            time, not timed); the offers made, with the receiver's DM and a fitting card."""
            offers: list[dict[str, Any]] = []
            for channel in card_channels:
                found = await state_in(channel)
                if found is None:
                    continue
                row, game, state = found
                pair = trade_pair(game, state)
                if pair is None:
                    continue
                giver, receiver, give, want = pair
                offer = partial(
                    by_id[row.seats[giver]].slash,
                    channel,
                    "trade offer",
                    player=by_id[row.seats[receiver]],
                    give=give,
                    want=want,
                )
                [made] = await emit_all(env, [offer])
                text = made.response.content if made.response is not None else ""
                accepted = text.startswith("Offer #")
                records.append({"game": row.id, "seat": giver, "move": None, "via": "offer", "shard": shard,
                                "accepted": accepted, "answer": text[:80], "double": False})
                if not accepted:
                    continue
                offer_id = int(text.split("#", 1)[1].split(" ", 1)[0])
                dm = offer_dm(row.seats[receiver], row.id, offer_id)
                if dm is not None:
                    offers.append({"game": row.id, "offer": offer_id, "user": row.seats[receiver],
                                   "seat": receiver, "card": dm[1], "dm": dm[0]})
            return offers

        async def remote_answer(o: dict[str, Any]) -> dict[str, Any]:
            """An answer to the other shard's offer through the DM Confirm button's code
            (bot.cards.controls.answer): this process's simulated Discord lacks that DM."""
            text = f"accept {o['offer']} {o['card']}"
            rec = {"game": o["game"], "seat": o["seat"], "move": text, "via": "dm-cross-shard",
                   "shard": shard, "double": False}
            try:
                row = await bot.core.store.games.get(o["game"])
                if row is None or await bot.core.trades.open_offer(o["game"], o["offer"]) is None:
                    raise Refusal(f"Offer #{o['offer']} is no longer open")
                if bot.core.sessions.seat_for(row, o["user"]) != o["seat"]:
                    raise Refusal("not for you")
                await bot.core.trades.act(row, o["user"], text)
                rec.update(accepted=True, answer=f"You traded your {o['card']}")
            except Refusal as exc:
                rec.update(accepted=False, answer=exc.message[:80])
            return rec

        for r in range(p.trade_rounds):
            offers = await make_offers()
            # DMs reach shard 0 only: shard 1 hands its offers over; shard 0 answers them.
            if shard != 0:
                offers_out.put([{k: v for k, v in o.items() if k != "dm"} for o in offers])
                remote: list[dict[str, Any]] = []
                local: list[dict[str, Any]] = []
            else:
                remote = await asyncio.to_thread(offers_in.get, True, BARRIER_TIMEOUT)
                local = offers

            # First step in the DM (not timed): choose the card; the bot asks to confirm.
            choices = [
                partial(by_id[o["user"]].user.select, o["dm"], [o["card"]],
                        custom_id=f"cards:accept:{o['game']}:{o['offer']}")
                for o in local
            ]
            asked = await emit_all(env, choices) if choices else []
            confirming = [(o, a) for o, a in zip(local, asked, strict=True) if a.response is not None]

            # The same instant: the trade answers (all in the shard-0 process: Confirm in
            # its DMs, the other shard's through the same code) and moves in both
            # processes, on move tables and on the card tables (the players on turn).
            tables = rnd.sample(channels, min(p.burst_size, len(channels)))
            plays = [*await move_plays(card_channels, turn_only=True), *await move_plays(tables)]
            items = move_items(plays, 0)
            for o, a in confirming:
                click = partial(by_id[o["user"]].user.click, a.response, label="Confirm the trade")
                record = {"game": o["game"], "seat": o["seat"], "move": f"accept {o['offer']} {o['card']}",
                          "via": "dm", "shard": shard, "double": False}
                items.append((click, record, "You traded"))

            async def remote_answers(offers: list[dict[str, Any]] = remote) -> list[dict[str, Any]]:
                return list(await asyncio.gather(*(remote_answer(o) for o in offers)))

            await burst(f"trades {r + 1}", items, remote_answers() if remote else None)

        # Everything this process owes is announced: the outbox holds nothing pending
        # for its server (other processes' changes included; it looks every 2 s).
        await wait_barrier(barrier)
        drained_at = time.perf_counter()
        while True:
            row = await bot.core.store.db.fetchone(
                "SELECT COUNT(*) AS n FROM outbox o JOIN games g ON g.id = o.game_id "
                "WHERE o.status = 'pending' AND g.guild_id = ?",
                (guild.id,),
            )
            if row is not None and int(row["n"]) == 0:
                break
            if time.perf_counter() - drained_at > 60:
                break
            await asyncio.sleep(0.1)
        await settle(env)
        drain_s = time.perf_counter() - drained_at
        await wait_barrier(barrier)
        env.backend.subscribers.remove(watch)
        channel_game = game_of
        boards = {channel_game[c]: n for c, n in watch.boards.items() if c in channel_game}
        lines = {channel_game[c]: n for c, n in watch.lines.items() if c in channel_game}
        errors = [
            " ".join(f"{type(e).__name__}: {getattr(e, 'original', e)}".split())[:200]
            for e in getattr(env, "_errors", [])
        ]
    await bot.core.store.db.close()
    return {
        "shard": shard,
        "guild_id": guild.id,
        "games": sorted(game_of.values()),
        "seeded_log": {str(k): v for k, v in seeded_log.items()},
        "records": records,
        "deliveries": deliveries,
        "boards": {str(k): v for k, v in boards.items()},
        "lines": {str(k): v for k, v in lines.items()},
        "bursts": bursts,
        "stored": len(stored_at),
        "drain_s": drain_s,
        "last_post": watch.last_post,
        "bot_errors": errors,
    }


def worker(shard: int, url: str, params: dict[str, Any], barrier: Any, offers_out: Any, offers_in: Any,
           results: Any) -> None:
    """A process's entry point (multiprocessing, spawn)."""
    try:
        out = asyncio.run(session(shard, url, Params(**params), barrier, offers_out, offers_in))
        results.put((shard, out, None))
    except BaseException as exc:  # reported by the parent, with the other process stopped
        barrier.abort()
        results.put((shard, None, "".join(traceback.format_exception(exc))[-4000:]))


# ---- the parent: run both, then check the database -----------------------------------------
async def check(url: str, outs: list[dict[str, Any]]) -> dict[str, Any]:
    """Exactly once, from the database: logs against the accepted answers, replays,
    the outbox against the deliveries and the posts seen."""
    db = await Database.open(url)
    try:
        repo = GameRepo(db)
        accepted: Counter[int] = Counter()
        known: dict[int, Counter[tuple[int, str]]] = {}
        for out in outs:
            for rec in out["records"]:
                if rec["accepted"]:
                    accepted[rec["game"]] += 1
                    if rec["move"] is not None:
                        known.setdefault(rec["game"], Counter())[(rec["seat"], rec["move"])] += 1
        seeded = {int(k): v for out in outs for k, v in out["seeded_log"].items()}
        games = [g for out in outs for g in out["games"]]
        mismatched, replay_failed, unexplained = [], [], []
        duplicates = await db.fetchall(
            "SELECT game_id, n, COUNT(*) AS c FROM moves GROUP BY game_id, n HAVING COUNT(*) > 1"
        )
        for game_id in games:
            row = await repo.get(game_id)
            assert row is not None
            entries = await repo.log(game_id)
            new = entries[seeded.get(game_id, 0):]
            if len(new) != accepted[game_id]:
                mismatched.append({"game": game_id, "logged": len(new), "accepted": accepted[game_id]})
            logged = Counter((e.seat, e.move) for e in new)
            for pair, n in known.get(game_id, Counter()).items():
                if logged[pair] != n:  # a known change logged twice, or lost
                    unexplained.append({"game": game_id, "seat": pair[0], "move": pair[1],
                                        "logged": logged[pair], "accepted": n})
            game = get_game(row.game_key)
            try:
                rebuilt = replay(game, row, entries)
                same = row.state is not None and game.decode(game.encode(rebuilt)) == game.decode(row.state)
            except Exception:
                same = False
            if not same:
                replay_failed.append(game_id)
        # A rating row counts the rated games its player finished (rating_history has one
        # row per game and player): a lost update between two games ending at once shows.
        ratings = await db.fetchall(
            "SELECT r.guild_id, r.game_key, r.user_id, r.games, "
            "(SELECT COUNT(*) FROM rating_history h WHERE h.guild_id = r.guild_id "
            "AND h.game_key = r.game_key AND h.user_id = r.user_id) AS history FROM ratings r"
        )
        broken = await db.fetchall("SELECT id FROM games WHERE broken_at IS NOT NULL ORDER BY id")
        rating_mismatches = [
            {"guild": int(r["guild_id"]), "game": r["game_key"], "user": int(r["user_id"]),
             "games": int(r["games"]), "history": int(r["history"])}
            for r in ratings
            if int(r["games"]) != int(r["history"])
        ]
        items = await db.fetchall(
            "SELECT id, game_id, channel_id, kind, payload, status FROM outbox ORDER BY id"
        )
        delivered = Counter(i for out in outs for i in out["deliveries"])
        statuses = Counter(str(r["status"]) for r in items)
        done_ids = {int(r["id"]) for r in items if r["status"] == "done"}
        twice = sorted(i for i, n in delivered.items() if n > 1)
        undelivered = sorted(done_ids - set(delivered))
        # Posts seen in each process's simulated channels against the announcements.
        boards_seen: Counter[int] = Counter()
        for out in outs:
            boards_seen.update({int(k): v for k, v in out["boards"].items()})
        boards_expected: Counter[int] = Counter()
        for r in items:
            if r["game_id"] is None or r["status"] != "done":
                continue
            if r["kind"] == "start":
                boards_expected[int(r["game_id"])] += 1
            elif r["kind"] == "change":
                game_row = await repo.get(int(r["game_id"]))
                assert game_row is not None
                game = get_game(game_row.game_key)
                p = json.loads(r["payload"])
                change = Change(game_row, game, game.decode(p["before"]), game.decode(p["after"]),
                                p["seat"], p["move"], p["kind"])
                boards_expected[int(r["game_id"])] += int(shows_table(change))
        board_mismatch = [
            {"game": g, "seen": boards_seen[g], "expected": boards_expected[g]}
            for g in sorted(set(boards_seen) | set(boards_expected))
            if boards_seen[g] != boards_expected[g]
        ]
        return {
            "games": len(games),
            "changes_logged": sum(accepted.values()),
            "log_mismatches": mismatched,
            "duplicate_log_numbers": len(duplicates),
            "known_changes_not_once": unexplained,
            "replay_failed": replay_failed,
            "outbox_items": len(items),
            "outbox_status": dict(statuses),
            "delivered_twice": twice,
            "done_but_not_delivered": undelivered,
            "boards_seen": sum(boards_seen.values()),
            "boards_expected": sum(boards_expected.values()),
            "board_mismatches": board_mismatch,
            # Games marked as damaged (log and state disagreeing) during the run: none was.
            "marked_broken": [int(r["id"]) for r in broken],
            "ratings": len(ratings),
            "rating_mismatches": rating_mismatches,
        }
    finally:
        await db.close()


def summary(outs: list[dict[str, Any]], checks: dict[str, Any], p: Params) -> dict[str, Any]:
    records = [r for out in outs for r in out["records"]]
    timed = [r for r in records if r["via"] != "offer"]
    # A burst spans both processes: from the first emit in either to the last change
    # stored by either.
    windows = []
    for i in range(len(outs[0]["bursts"])):
        parts = [out["bursts"][i] for out in outs]
        windows.append(
            {
                "label": parts[0]["label"],
                "sent": sum(b["sent"] for b in parts),
                "accepted": sum(b["accepted"] for b in parts),
                "window_s": max(b["stored_until"] for b in parts) - min(b["began"] for b in parts),
            }
        )
    span = sum(w["window_s"] for w in windows)
    accepted_in_bursts = sum(w["accepted"] for w in windows)
    doubles: Counter[tuple[int, int, str]] = Counter()
    for r in records:
        if r.get("double"):
            doubles[(r["game"], r["seat"], r["move"])] += int(r["accepted"])
    refusals = Counter(r["answer"].split(":")[0].split(".")[0][:60] for r in timed if not r["accepted"])
    exactly_once = (
        not checks["log_mismatches"]
        and not checks["duplicate_log_numbers"]
        and not checks["known_changes_not_once"]
        and not checks["replay_failed"]
        and set(checks["outbox_status"]) <= {"done"}
        and not checks["delivered_twice"]
        and not checks["done_but_not_delivered"]
        and not checks["board_mismatches"]
    )
    errors = [e for out in outs for e in out["bot_errors"]]
    # Beyond the moves and their announcements: the ratings a game's end updates, games
    # wrongly marked as damaged, and handlers that failed.
    anomalies = {
        "rating_mismatches": len(checks["rating_mismatches"]),
        "marked_broken": len(checks["marked_broken"]),
        "bot_errors": len(errors),
    }
    vias = Counter(r["via"] for r in timed)
    vias_accepted = Counter(r["via"] for r in timed if r["accepted"])
    return {
        "processes": len(outs),
        "shard_count": SHARD_COUNT,
        "params": asdict(p),
        "changes_sent": len(timed),
        "changes_accepted": sum(r["accepted"] for r in timed),
        "by_path": {v: {"sent": vias[v], "accepted": vias_accepted[v]} for v in sorted(vias)},
        "offers_made": sum(r["accepted"] for r in records if r["via"] == "offer"),
        "double_presses": len(doubles),
        "double_presses_both_stored": sum(1 for n in doubles.values() if n > 1),
        "refusals": dict(refusals.most_common()),
        "bursts": windows,
        "burst_window_s": span,
        "moves_per_s": accepted_in_bursts / span if span > 0 else None,
        "burst_window_p50_s": summarize([w["window_s"] for w in windows])["median"] if windows else None,
        "drain_s": max(out["drain_s"] for out in outs),
        "bot_errors": errors,
        "checks": checks,
        "exactly_once": exactly_once,
        "anomalies": anomalies,
        "consistent": exactly_once and not any(anomalies.values()),
    }


def run(p: Params | None = None, server_url: str | None = None) -> dict[str, Any]:
    """Both processes on a fresh database (on `server_url`, else on a server of the
    bench's own), then the checks."""
    p = p or Params()
    if server_url is None:
        with postgres.server() as url:
            return run(p, url)
    url = postgres.create_database(server_url, "bench_shards")
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(SHARD_COUNT)
    offers = ctx.Queue()
    results = ctx.Queue()
    procs = [
        ctx.Process(
            target=worker,
            args=(k, url, asdict(p), barrier, offers, offers, results),
            name=f"bench-shard-{k}",
        )
        for k in range(SHARD_COUNT)
    ]
    began = time.perf_counter()
    for proc in procs:
        proc.start()
    try:
        got: dict[int, dict[str, Any]] = {}
        failures: list[str] = []
        for _ in procs:
            shard, out, error = results.get(timeout=900)
            if error is not None:
                failures.append(f"shard {shard}:\n{error}")
            else:
                got[shard] = out
        for proc in procs:
            proc.join(timeout=60)
        if failures:
            raise RuntimeError("shards bench: a process failed\n" + "\n".join(failures))
        outs = [got[k] for k in range(SHARD_COUNT)]
        checks = asyncio.run(check(url, outs))
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=10)
        postgres.drop_database(url)
    result = summary(outs, checks, p)
    result["elapsed_s"] = time.perf_counter() - began
    return result


def line(r: dict[str, Any]) -> str:
    c, a = r["checks"], r["anomalies"]
    verdict = "every change applied exactly once" if r["exactly_once"] else "NOT exactly once (see checks)"
    others = (
        f"; also {a['rating_mismatches']} rating rows missing an update, {a['marked_broken']} games wrongly "
        f"marked as damaged, {a['bot_errors']} failed handlers"
        if any(a.values())
        else ""
    )
    return (
        f"two processes (shards 0 and 1 of 2) on one PostgreSQL database: {r['changes_sent']} changes "
        f"sent in {len(r['bursts'])} bursts, {r['changes_accepted']} accepted "
        f"({r['moves_per_s']:.0f} moves/s over the bursts); {verdict}: {c['games']} games' logs match "
        f"the accepted answers and replay, {c['outbox_items']} announcements delivered once each, "
        f"{c['boards_seen']} boards posted as announced; double presses stored twice: "
        f"{r['double_presses_both_stored']} of {r['double_presses']}{others}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.shards_bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small sizes")
    args = parser.parse_args(argv)
    result = run(quick_params() if args.quick else Params())
    print(json.dumps(result, indent=1))
    print(line(result))


if __name__ == "__main__":
    main()
