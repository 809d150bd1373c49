"""Games and their append-only move log: reading them, storing one change, and the
lifecycle marks (broken, abandoned, reminded). Lobbies and proposals have their own
repositories (lobbies.py, proposals.py)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

from bot.shards import EVERY_SHARD, ShardSet
from bot.storage.db import Database
from bot.storage.kinds import ChangeKind
from bot.storage.outbox import Announcement, enqueue
from bot.storage.ratings import store_result
from bot.storage.rows import GameRow, LogEntry


class GameRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    # ---- reads ----------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def versions(self, game_ids: list[int]) -> dict[int, int]:
        """The stored version of each game (the web table's live updates compare them)."""
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self.db.fetchall(f"SELECT id, version FROM games WHERE id IN ({marks})", tuple(game_ids))
        return {int(r["id"]): int(r["version"]) for r in rows}

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

    async def open_lobbies(self, guild_id: int, limit: int) -> list[GameRow]:
        """Lobbies in this server anyone may join (not a challenge to one person), oldest
        first: /games which:open."""
        rows = await self.db.fetchall(
            "SELECT * FROM games WHERE guild_id = ? AND status = 'lobby' AND opponent_id IS NULL "
            "ORDER BY created_at, id LIMIT ?",
            (guild_id, limit),
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
        return [LogEntry(r["n"], r["seat"], r["move"], cast(ChangeKind, r["kind"]), r["at"]) for r in rows]

    # ---- play -----------------------------------------------------------------------

    async def record(
        self,
        row: GameRow,
        *,
        state: str,
        finished: bool,
        seat: int | None,
        move: str,
        kind: ChangeKind,
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
            # What the change must announce commits with it (bot/delivery/outbox.py delivers it).
            await enqueue(tx, row.id, announce or [], now)
            if finished:
                # The result and the rating update commit with the end: exactly once.
                await store_result(tx, GameRow.from_row(written), now)
            # A proposal is about the position it was made in: any change voids it.
            await tx.execute(
                "UPDATE proposals SET status = 'void' WHERE game_id = ? AND status = 'open'", (row.id,)
            )
        return GameRow.from_row(written)

    async def substitute(
        self,
        row: GameRow,
        *,
        seats: str,
        names: str,
        computers: str,
        replaced: str,
        leaver: int,
        restart_clock: bool,
        now: float,
        announce: list[Announcement],
    ) -> GameRow | None:
        """A computer takes a leaver's seat (bot/services/substitutes.py): the new seats,
        version + 1, the leaver out of the players, and the announcement, in one
        transaction. None when another writer stored this version first."""
        async with self.db.transaction() as tx:
            written = await tx.fetchone(
                "UPDATE games SET seats = ?, names = ?, computers = ?, replaced = ?, version = version + 1, "
                # The computer on the clock gets a whole turn's time (its first move comes at once).
                "updated_at = ?, turn_since = CASE WHEN ? THEN ? ELSE turn_since END, "
                "last_reminder_at = NULL "
                "WHERE id = ? AND version = ? AND status = 'active' RETURNING *",
                (seats, names, computers, replaced, now, restart_clock, now, row.id, row.version),
            )
            if written is None:
                return None
            await tx.execute("DELETE FROM game_players WHERE game_id = ? AND user_id = ?", (row.id, leaver))
            await enqueue(tx, row.id, announce, now)
            await tx.execute(
                "UPDATE proposals SET status = 'void' WHERE game_id = ? AND status = 'open'", (row.id,)
            )
        return GameRow.from_row(written)

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

    async def mark_reminded(self, row: GameRow, now: float) -> bool:
        """Claim this round's reminder of the game, before it is posted: True for the one
        writer that moved `last_reminder_at` on from what `row` read (a second process,
        or a change stored since, gets False). A reminder is so posted at most once: if
        this write fails, nothing is posted and the next round tries again."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET last_reminder_at = ? WHERE id = ? AND version = ? "
                "AND COALESCE(last_reminder_at, -1) = ?",
                (now, row.id, row.version, row.last_reminder_at if row.last_reminder_at is not None else -1),
            )
        return changed == 1
