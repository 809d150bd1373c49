"""A stored game as the rest of the bot reads it: its row and its move-log entries."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, cast

from bot.storage.db import Row
from bot.storage.kinds import ChangeKind, GameStatus, OrderMode


@dataclass
class GameRow:
    id: int
    game_key: str
    guild_id: int | None
    channel_id: int
    creator_id: int
    seats: list[int]
    names: dict[str, str]
    status: GameStatus
    seed: int
    options: dict[str, Any]
    order_mode: OrderMode
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
    # /away: each player's away periods, user id -> [(from, until), ...]; their clock
    # stands still inside one (bot/services/away.py writes them).
    away: dict[int, list[tuple[float, float]]] = field(default_factory=dict)
    replace_leavers: bool | None = None  # None: the game's default (Game.replaces_leavers)
    replaced: dict[int, int] = field(default_factory=dict)  # seat -> the player who left it

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
            status=cast(GameStatus, row["status"]),
            seed=row["seed"],
            options=json.loads(row["options"]),
            order_mode=cast(OrderMode, row["order_mode"]),
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
            away={int(k): [(a, b) for a, b in v] for k, v in json.loads(row["away"]).items()},
            replace_leavers=None if row["replace_leavers"] is None else bool(row["replace_leavers"]),
            replaced={int(k): int(v) for k, v in json.loads(row["replaced"]).items()},
        )

    @property
    def deadline(self) -> float | None:
        """When the player(s) on the clock run out of time: the start of their turn
        (turn_since: set at the start and when a turn begins, not by off-turn offers)
        plus the limit. None without a limit or when not being played."""
        if self.time_limit_hours is None or self.status != "active":
            return None
        return (self.turn_since or self.updated_at) + self.time_limit_hours * 3600.0

    def deadline_for(self, user_ids: Iterable[int]) -> float | None:
        """The deadline of these players (those on the clock): `deadline` moved on by the
        time any of them has been, or is planned to be, away since the turn began, so a
        paused clock resumes with the time it had left."""
        deadline = self.deadline
        if deadline is None:
            return None
        start = self.turn_since or self.updated_at
        return deadline + max((self.paused_since(u, start) for u in user_ids), default=0.0)

    def paused_since(self, user_id: int, start: float) -> float:
        return sum(max(0.0, until - max(begun, start)) for begun, until in self.away.get(user_id, ()))

    def away_until(self, user_id: int, now: float) -> float | None:
        """When `user_id` comes back, if they are away at `now`."""
        return next((until for begun, until in self.away.get(user_id, ()) if begun <= now < until), None)

    def people(self) -> list[int]:
        """Who sat in each seat for the record: a seat a computer took over is the leaver's."""
        return [self.replaced.get(s, user) for s, user in enumerate(self.seats)]

    def is_computer(self, user_id: int) -> bool:
        return user_id in self.computers

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
    kind: ChangeKind
    at: float
