"""The game repository: rows, the append-only move log, proposals, preferences."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.shards import EVERY_SHARD, ShardSet
from bot.storage.db import Database, IntegrityError, Row
from bot.storage.outbox import Announcement, enqueue

# /notify: stored as a small number (0 and 1 were the old off/on, which meant mention only
# and mention plus DM, so old rows keep their meaning).
NOTIFY_MODES = ("mention", "both", "dm", "off")
NOTIFY_CODES = {mode: code for code, mode in enumerate(NOTIFY_MODES)}


@dataclass
class GameRow:
    id: int
    game_key: str
    guild_id: int | None
    channel_id: int
    creator_id: int
    seats: list[int]
    names: dict[str, str]
    status: str
    seed: int
    options: dict[str, Any]
    order_mode: str
    opponent_id: int | None
    state: str | None
    version: int
    lobby_message_id: int | None
    turn_since: float | None
    last_reminder_at: float | None
    created_at: float
    updated_at: float
    time_limit_hours: int | None = None  # per move; None = no limit
    broken_at: float | None = None  # when its log and state were found to disagree
    computers: dict[int, str] = field(default_factory=dict)  # computer seat's id -> level

    @classmethod
    def from_row(cls, row: Row) -> GameRow:
        return cls(
            id=row["id"],
            game_key=row["game_key"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            creator_id=row["creator_id"],
            seats=json.loads(row["seats"]),
            names=json.loads(row["names"]),
            status=row["status"],
            seed=row["seed"],
            options=json.loads(row["options"]),
            order_mode=row["order_mode"],
            opponent_id=row["opponent_id"],
            state=row["state"],
            version=row["version"],
            lobby_message_id=row["lobby_message_id"],
            turn_since=row["turn_since"],
            last_reminder_at=row["last_reminder_at"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            time_limit_hours=row["time_limit_hours"],
            broken_at=row["broken_at"],
            computers={int(k): v for k, v in json.loads(row["computers"]).items()},
        )

    @property
    def deadline(self) -> float | None:
        """When the player(s) on the clock run out of time: the start of their turn
        (turn_since: set at the start and when a turn begins, not by off-turn offers)
        plus the limit. None without a limit or when not being played."""
        if self.time_limit_hours is None or self.status != "active":
            return None
        return (self.turn_since or self.updated_at) + self.time_limit_hours * 3600.0

    def is_computer(self, user_id: int) -> bool:
        return user_id in self.computers

    @property
    def has_computer(self) -> bool:
        return bool(self.computers)

    def seat_of(self, user_id: int) -> int | None:
        return self.seats.index(user_id) if user_id in self.seats else None

    def name_of(self, user_id: int) -> str:
        return self.names.get(str(user_id), f"user {user_id}")


def computers_json(computers: dict[int, str]) -> str:
    return json.dumps({str(k): v for k, v in computers.items()})


@dataclass(frozen=True)
class LogEntry:
    n: int
    seat: int | None
    move: str
    kind: str  # move | resign | end | undo | timeout
    at: float


@dataclass
class Proposal:
    id: int
    game_id: int
    kind: str
    proposer_seat: int
    voters: list[int]
    accepted: list[int]
    game_version: int
    status: str
    created_at: float = field(default=0.0)

    @classmethod
    def from_row(cls, row: Row) -> Proposal:
        return cls(
            id=row["id"],
            game_id=row["game_id"],
            kind=row["kind"],
            proposer_seat=row["proposer_seat"],
            voters=json.loads(row["voters"]),
            accepted=json.loads(row["accepted"]),
            game_version=row["game_version"],
            status=row["status"],
            created_at=row["created_at"],
        )


class ChannelBusy(Exception):
    """The channel already holds an unfinished game or lobby."""


class GameRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    # ---- reads ----------------------------------------------------------------------
    async def get(self, game_id: int) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def open_in_channel(self, channel_id: int) -> GameRow | None:
        row = await self.db.fetchone(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
        )
        return GameRow.from_row(row) if row else None

    async def latest_in_channel(self, channel_id: int) -> GameRow | None:
        """The open game, else the most recent one (for /board and /history after the end)."""
        row = await self.db.fetchone(
            "SELECT * FROM games WHERE channel_id = ? AND status != 'lobby' "
            "ORDER BY (status = 'active') DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return GameRow.from_row(row) if row else None

    async def active_with_computers(self, shards: ShardSet | None = None) -> list[int]:
        """Active games with a computer seat (after a restart, the computer may owe a move),
        in `shards`' servers."""
        ours, params = (shards or EVERY_SHARD).where("guild_id")
        rows = await self.db.fetchall(
            f"SELECT id FROM games WHERE status = 'active' AND computers != '{{}}' AND {ours} ORDER BY id",
            params,
        )
        return [int(r["id"]) for r in rows]

    async def open_for_user(self, user_id: int) -> list[GameRow]:
        rows = await self.db.fetchall(
            "SELECT g.* FROM game_players p JOIN games g ON g.id = p.game_id "
            "WHERE p.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.updated_at DESC",
            (user_id,),
        )
        return [GameRow.from_row(r) for r in rows]

    async def count_by_status(self) -> dict[str, int]:
        """How many games (and lobbies) are stored, by status: for /about and operators."""
        rows = await self.db.fetchall("SELECT status, COUNT(*) AS n FROM games GROUP BY status")
        return {str(r["status"]): int(r["n"]) for r in rows}

    async def log(self, game_id: int) -> list[LogEntry]:
        rows = await self.db.fetchall(
            "SELECT n, seat, move, kind, at FROM moves WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [LogEntry(r["n"], r["seat"], r["move"], r["kind"], r["at"]) for r in rows]

    # ---- lobby ----------------------------------------------------------------------
    async def create_lobby(
        self,
        *,
        game_key: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        seed: int,
        options: dict[str, Any],
        order_mode: str,
        opponent_id: int | None,
        now: float,
        time_limit_hours: int | None = None,
        announce_lobby: bool = True,
    ) -> GameRow:
        try:
            async with self.db.transaction() as tx:
                inserted = await tx.fetchone(
                    "INSERT INTO games (game_key, guild_id, channel_id, creator_id, seats, names, status, "
                    "seed, options, order_mode, opponent_id, version, created_at, updated_at, "
                    "time_limit_hours) "
                    "VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?) RETURNING id",
                    (
                        game_key,
                        guild_id,
                        channel_id,
                        creator_id,
                        json.dumps([creator_id]),
                        json.dumps({str(creator_id): creator_name}),
                        seed,
                        json.dumps(options),
                        order_mode,
                        opponent_id,
                        now,
                        now,
                        time_limit_hours,
                    ),
                )
                assert inserted is not None
                game_id = int(inserted["id"])
                await tx.execute(
                    "INSERT INTO game_players (game_id, user_id) VALUES (?, ?)", (game_id, creator_id)
                )
                if announce_lobby:
                    # The lobby message is posted by the outbox: a lobby never exists unseen.
                    await enqueue(tx, game_id, [Announcement("lobby", channel_id)], now)
        except IntegrityError as exc:
            raise ChannelBusy from exc
        row = await self.get(game_id)
        assert row is not None
        return row

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def update_lobby(
        self,
        row: GameRow,
        seats: list[int],
        names: dict[str, str],
        now: float,
        announce: list[Announcement] | None = None,
        computers: dict[int, str] | None = None,
    ) -> bool:
        """Joins and leaves (and computer seats); False when someone else changed the lobby first."""
        computers = row.computers if computers is None else computers
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET seats = ?, names = ?, computers = ?, version = version + 1, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'lobby'",
                (json.dumps(seats), json.dumps(names), computers_json(computers), now, row.id, row.version),
            )
            if changed != 1:
                return False
            await tx.execute("DELETE FROM game_players WHERE game_id = ?", (row.id,))
            await tx.executemany(
                "INSERT INTO game_players (game_id, user_id) VALUES (?, ?)", [(row.id, u) for u in seats]
            )
            await enqueue(
                tx, row.id, announce if announce is not None else [Announcement("lobby", row.channel_id)], now
            )
        return True

    async def start(
        self,
        row: GameRow,
        seats: list[int],
        names: dict[str, str],
        state: str,
        now: float,
        announce: list[Announcement] | None = None,
        computers: dict[int, str] | None = None,
    ) -> bool:
        computers = row.computers if computers is None else computers
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET seats = ?, names = ?, computers = ?, status = 'active', state = ?, "
                "version = version + 1, turn_since = ?, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'lobby'",
                (
                    json.dumps(seats),
                    json.dumps(names),
                    computers_json(computers),
                    state,
                    now,
                    now,
                    row.id,
                    row.version,
                ),
            )
            if changed != 1:
                return False
            await tx.execute("DELETE FROM game_players WHERE game_id = ?", (row.id,))
            await tx.executemany(
                "INSERT INTO game_players (game_id, user_id) VALUES (?, ?)", [(row.id, u) for u in seats]
            )
            await enqueue(tx, row.id, announce or [], now)
        return True

    async def cancel(self, row: GameRow, now: float, announce: list[Announcement] | None = None) -> bool:
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET status = 'cancelled', version = version + 1, updated_at = ? "
                "WHERE id = ? AND version = ? AND status IN ('lobby', 'active')",
                (now, row.id, row.version),
            )
            if changed == 1:
                await tx.execute(
                    "UPDATE proposals SET status = 'void' WHERE game_id = ? AND status = 'open'", (row.id,)
                )
                await enqueue(tx, row.id, announce or [], now)
            return changed == 1

    # ---- play -----------------------------------------------------------------------
    async def record(
        self,
        row: GameRow,
        *,
        state: str,
        finished: bool,
        seat: int | None,
        move: str,
        kind: str,
        now: float,
        names: dict[str, str] | None = None,
        turn_changed: bool = True,
        announce: list[Announcement] | None = None,
    ) -> GameRow | None:
        """Store one change: the new state, version + 1, one log row and its announcements,
        in one transaction. Returns the row as this commit wrote it (RETURNING, not a
        re-read); None when another writer stored this version first."""
        async with self.db.transaction() as tx:
            written = await tx.fetchone(
                "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ?, "
                "names = ?, turn_since = CASE WHEN ? THEN ? ELSE turn_since END, "
                "last_reminder_at = CASE WHEN ? THEN NULL ELSE last_reminder_at END "
                "WHERE id = ? AND version = ? AND status = 'active' RETURNING *",
                (
                    state,
                    "finished" if finished else "active",
                    now,
                    json.dumps(names if names is not None else row.names),
                    turn_changed,
                    now,
                    turn_changed,
                    row.id,
                    row.version,
                ),
            )
            if written is None:
                return None
            await tx.execute(
                "INSERT INTO moves (game_id, n, seat, move, kind, at) VALUES "
                "(?, (SELECT COALESCE(MAX(n), 0) + 1 FROM moves WHERE game_id = ?), ?, ?, ?, ?)",
                (row.id, row.id, seat, move, kind, now),
            )
            # What the change must announce commits with it (bot/outbox.py delivers it).
            await enqueue(tx, row.id, announce or [], now)
            if finished:
                # The result and the rating update commit with the end: exactly once.
                from bot.storage.ratings import store_result

                await store_result(tx, GameRow.from_row(written), now)
            # A proposal is about the position it was made in: any change voids it.
            await tx.execute(
                "UPDATE proposals SET status = 'void' WHERE game_id = ? AND status = 'open'", (row.id,)
            )
        return GameRow.from_row(written)

    # ---- proposals (end by agreement, undo) -----------------------------------------
    async def open_proposal(self, game_id: int, kind: str) -> Proposal | None:
        row = await self.db.fetchone(
            "SELECT * FROM proposals WHERE game_id = ? AND kind = ? AND status = 'open'", (game_id, kind)
        )
        return Proposal.from_row(row) if row else None

    async def get_proposal(self, proposal_id: int) -> Proposal | None:
        row = await self.db.fetchone("SELECT * FROM proposals WHERE id = ?", (proposal_id,))
        return Proposal.from_row(row) if row else None

    async def create_proposal(
        self,
        game_id: int,
        kind: str,
        proposer_seat: int,
        voters: list[int],
        game_version: int,
        now: float,
        announce: Callable[[int], list[Announcement]] | None = None,
    ) -> Proposal:
        async with self.db.transaction() as tx:
            inserted = await tx.fetchone(
                "INSERT INTO proposals (game_id, kind, proposer_seat, voters, game_version, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                (game_id, kind, proposer_seat, json.dumps(voters), game_version, now),
            )
            assert inserted is not None
            pid = int(inserted["id"])
            if announce is not None:
                await enqueue(tx, game_id, announce(pid), now)
        proposal = await self.get_proposal(pid)
        assert proposal is not None
        return proposal

    async def update_proposal(
        self,
        proposal: Proposal,
        accepted: list[int],
        status: str,
        announce: list[Announcement] | None = None,
        now: float = 0.0,
    ) -> bool:
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE proposals SET accepted = ?, status = ? WHERE id = ? AND status = 'open'",
                (json.dumps(accepted), status, proposal.id),
            )
            if changed == 1:
                await enqueue(tx, proposal.game_id, announce or [], now)
            return changed == 1

    # ---- preferences, settings, reminders -------------------------------------------
    async def set_notify(self, user_id: int, mode: str) -> None:
        """How a player hears that it is their turn: one of NOTIFY_MODES."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_prefs (user_id, notify) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, NOTIFY_CODES[mode]),
            )

    async def notify_modes(self, user_ids: list[int] | tuple[int, ...]) -> dict[int, str]:
        """Each user's mode; 'mention' for anyone who never chose."""
        modes = dict.fromkeys(user_ids, "mention")
        people = [u for u in user_ids if u > 0]
        if people:
            marks = ",".join("?" * len(people))
            rows = await self.db.fetchall(
                f"SELECT user_id, notify FROM user_prefs WHERE user_id IN ({marks})", people
            )
            for r in rows:
                modes[r["user_id"]] = NOTIFY_MODES[r["notify"]] if 0 <= r["notify"] < 4 else "mention"
        return modes

    async def notify_wanted(self, user_ids: list[int]) -> set[int]:
        """Who wants a DM when it becomes their turn."""
        modes = await self.notify_modes(user_ids)
        return {u for u, mode in modes.items() if mode in ("dm", "both")}

    async def not_pinged(self, user_ids: list[int] | tuple[int, ...]) -> frozenset[int]:
        """Who asked not to be mentioned in the channel (DM only, or off)."""
        modes = await self.notify_modes(user_ids)
        return frozenset(u for u, mode in modes.items() if mode in ("dm", "off"))

    async def set_threads(self, guild_id: int, on: bool) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_options (guild_id, threads) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET threads = excluded.threads",
                (guild_id, int(on)),
            )

    async def threads_default(self, guild_id: int | None) -> bool:
        """Whether this server opens every new game in its own thread."""
        if guild_id is None:
            return False
        row = await self.db.fetchone("SELECT threads FROM guild_options WHERE guild_id = ?", (guild_id,))
        return bool(row and row["threads"])

    async def set_reminder_hours(self, guild_id: int, hours: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, reminder_hours) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours",
                (guild_id, hours),
            )

    async def reminder_hours(self, guild_id: int | None, default: int) -> int:
        row = await self.db.fetchone(
            "SELECT reminder_hours FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return int(row["reminder_hours"]) if row else default

    async def due_reminders(
        self, now: float, default_hours: int, limit: int = 200, shards: ShardSet | None = None
    ) -> list[GameRow]:
        """Active games (in `shards`' servers) whose player(s) have waited one interval since
        the turn began or since the last reminder."""
        ours, params = (shards or EVERY_SHARD).where("g.guild_id")
        rows = await self.db.fetchall(
            "SELECT g.* FROM games g LEFT JOIN guild_settings s ON s.guild_id = g.guild_id "
            "WHERE g.status = 'active' AND g.turn_since IS NOT NULL AND g.broken_at IS NULL "
            # The later of the turn's start and the last reminder, plus the interval.
            "AND CASE WHEN g.last_reminder_at > g.turn_since THEN g.last_reminder_at ELSE g.turn_since END "
            f"+ COALESCE(s.reminder_hours, ?) * 3600.0 <= ? AND {ours} ORDER BY g.id LIMIT ?",
            (default_hours, now, *params, limit),
        )
        return [GameRow.from_row(r) for r in rows]

    async def mark_reminded(self, game_id: int, version: int, now: float) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET last_reminder_at = ? WHERE id = ? AND version = ?", (now, game_id, version)
            )

    # ---- lifecycle --------------------------------------------------------------------
    async def mark_broken(self, game_id: int, now: float) -> bool:
        """Mark a game whose log and state disagree, once (True the first time)."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET broken_at = ? WHERE id = ? AND broken_at IS NULL", (now, game_id)
            )
            return changed == 1

    async def abandon(
        self, *, channel_ids: Sequence[int] = (), guild_id: int | None = None, now: float
    ) -> int:
        """Games and lobbies whose channel, thread or server is gone end as `abandoned`:
        no reminders, not listed. Returns how many."""
        where: list[str] = []
        params: list[Any] = []
        if channel_ids:
            where.append(f"channel_id IN ({','.join('?' * len(channel_ids))})")
            params.extend(channel_ids)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if not where:
            return 0
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET status = 'abandoned', version = version + 1, updated_at = ? "
                f"WHERE status IN ('lobby', 'active') AND ({' OR '.join(where)})",
                (now, *params),
            )
            await tx.execute(
                "UPDATE proposals SET status = 'void' WHERE status = 'open' AND game_id IN "
                "(SELECT id FROM games WHERE status = 'abandoned')"
            )
            # Nothing can be delivered there any more.
            await tx.execute(
                "UPDATE outbox SET status = 'failed', last_error = 'abandoned' WHERE status = 'pending' "
                "AND game_id IN (SELECT id FROM games WHERE status = 'abandoned')"
            )
            return changed

    async def stale_lobbies(self, before: float, shards: ShardSet | None = None) -> list[GameRow]:
        ours, params = (shards or EVERY_SHARD).where("guild_id")
        rows = await self.db.fetchall(
            f"SELECT * FROM games WHERE status = 'lobby' AND updated_at < ? AND {ours} ORDER BY id LIMIT 100",
            (before, *params),
        )
        return [GameRow.from_row(r) for r in rows]

    async def get_meta(self, key: str) -> str | None:
        row = await self.db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return row["value"] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
