"""Lobbies: opening one, its joins and leaves, starting or cancelling it; each write
carries a version check and commits with what it must announce."""

from __future__ import annotations

import json
from typing import Any

from bot.shards import EVERY_SHARD, ShardSet
from bot.storage.away import copy_running
from bot.storage.db import Database, IntegrityError, Tx
from bot.storage.kinds import OrderMode
from bot.storage.outbox import Announcement, enqueue
from bot.storage.rows import GameRow, computers_json


async def seat_players(tx: Tx, game_id: int, seats: list[int]) -> None:
    """The players' index (who plays in which game: /games) follows the seats."""
    await tx.execute("DELETE FROM game_players WHERE game_id = ?", (game_id,))
    await tx.executemany(
        "INSERT INTO game_players (game_id, user_id) VALUES (?, ?)", [(game_id, u) for u in seats]
    )


class ChannelBusy(Exception):
    """The channel already holds an unfinished game or lobby."""


class LobbyRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def _get(self, game_id: int) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

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
        order_mode: OrderMode,
        opponent_id: int | None,
        now: float,
        time_limit_hours: int | None = None,
        announce_lobby: bool = True,
        replace_leavers: bool | None = None,
    ) -> GameRow:
        try:
            async with self.db.transaction() as tx:
                inserted = await tx.fetchone(
                    "INSERT INTO games (game_key, guild_id, channel_id, creator_id, seats, names, status, "
                    "seed, options, order_mode, opponent_id, version, created_at, updated_at, "
                    "time_limit_hours, replace_leavers) "
                    "VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?, ?) RETURNING id",
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
                        None if replace_leavers is None else int(replace_leavers),
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
        row = await self._get(game_id)
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
            await seat_players(tx, row.id, seats)
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
            await seat_players(tx, row.id, seats)
            await copy_running(tx, row.id, seats, now)  # players already away (/away)
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
                await tx.execute("DELETE FROM plans WHERE game_id = ?", (row.id,))  # an abandoned game's
                await enqueue(tx, row.id, announce or [], now)
            return changed == 1

    async def stale_lobbies(self, before: float, shards: ShardSet | None = None) -> list[GameRow]:
        ours, params = (shards or EVERY_SHARD).where("guild_id")
        rows = await self.db.fetchall(
            f"SELECT * FROM games WHERE status = 'lobby' AND updated_at < ? AND {ours} ORDER BY id LIMIT 100",
            (before, *params),
        )
        return [GameRow.from_row(r) for r in rows]
