"""Away periods (/away): the player's record, counted against a yearly allowance, and the
copy each of their open games keeps so that its clock is read from the game's row alone
(GameRow.deadline_for, GameRow.away_until)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

from bot.storage.db import Database, Tx

DAY = 86400.0


@dataclass(frozen=True)
class AwayPeriod:
    user_id: int
    started_at: float
    ends_at: float
    days: int


def days_between(start: float, end: float) -> int:
    """Whole days counted for a break from `start` to `end` (a started day counts)."""
    return max(0, math.ceil((end - start) / DAY - 1e-9))


class AwayRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def allowance(self, guild_id: int | None, default: int) -> int:
        """Away days a year for players of this server (`/settings away_days`)."""
        if guild_id is None:
            return default
        row = await self.db.fetchone("SELECT away_days FROM guild_away WHERE guild_id = ?", (guild_id,))
        return int(row["away_days"]) if row else default

    async def set_allowance(self, guild_id: int, days: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_away (guild_id, away_days) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET away_days = excluded.away_days",
                (guild_id, days),
            )

    async def periods(self, user_id: int, since: float) -> list[AwayPeriod]:
        """The player's periods that started at or after `since`, oldest first."""
        rows = await self.db.fetchall(
            "SELECT user_id, started_at, ends_at, days FROM away_periods "
            "WHERE user_id = ? AND started_at >= ? ORDER BY started_at",
            (user_id, since),
        )
        return [AwayPeriod(r["user_id"], r["started_at"], r["ends_at"], r["days"]) for r in rows]

    async def current(self, user_id: int, now: float) -> AwayPeriod | None:
        row = await self.db.fetchone(
            "SELECT user_id, started_at, ends_at, days FROM away_periods "
            "WHERE user_id = ? AND started_at <= ? AND ends_at > ? ORDER BY started_at DESC LIMIT 1",
            (user_id, now, now),
        )
        return AwayPeriod(row["user_id"], row["started_at"], row["ends_at"], row["days"]) if row else None

    async def start(self, user_id: int, now: float, days: int) -> float:
        """Away from now for `days` days (ending a current period first), in the record and
        in every open game of the player, in one transaction. Returns the end."""
        until = now + days * DAY
        async with self.db.transaction() as tx:
            await _end_current(tx, user_id, now)
            await tx.execute(
                "INSERT INTO away_periods (user_id, started_at, ends_at, days) VALUES (?, ?, ?, ?)",
                (user_id, now, until, days),
            )
            await _rewrite_games(tx, user_id, now, (now, until))
        return until

    async def end(self, user_id: int, now: float) -> bool:
        """Back now: the current period ends (unused days return to the allowance) and the
        clocks run again. False when the player was not away."""
        async with self.db.transaction() as tx:
            ended = await _end_current(tx, user_id, now)
            if ended:
                await _rewrite_games(tx, user_id, now, None)
            return ended


async def _end_current(tx: Tx, user_id: int, now: float) -> bool:
    row = await tx.fetchone(
        "SELECT started_at FROM away_periods WHERE user_id = ? AND started_at <= ? AND ends_at > ?",
        (user_id, now, now),
    )
    if row is None:
        return False
    changed = await tx.execute(
        "UPDATE away_periods SET ends_at = ?, days = ? WHERE user_id = ? AND started_at = ?",
        (now, days_between(row["started_at"], now), user_id, row["started_at"]),
    )
    return changed == 1


async def _rewrite_games(tx: Tx, user_id: int, now: float, new: tuple[float, float] | None) -> None:
    """Each open game of the player: a period running at `now` is cut at `now`, then `new`
    is added. Periods that ended before stay: they paused a clock already."""
    rows = await tx.fetchall(
        "SELECT g.id, g.away FROM game_players p JOIN games g ON g.id = p.game_id "
        "WHERE p.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id",
        (user_id,),
    )
    for r in rows:
        away: dict[str, list[list[float]]] = json.loads(r["away"])
        mine = [[a, min(b, now)] for a, b in away.get(str(user_id), []) if min(b, now) > a]
        if new is not None:
            mine.append([new[0], new[1]])
        away[str(user_id)] = mine
        await tx.execute("UPDATE games SET away = ? WHERE id = ?", (json.dumps(away), r["id"]))


async def copy_running(tx: Tx, game_id: int, user_ids: list[int], now: float) -> None:
    """A game that starts while some of its players are away: their breaks pause its clock
    too (in the caller's transaction, the one that starts it)."""
    people = [u for u in user_ids if u > 0]
    if not people:
        return
    marks = ",".join("?" * len(people))
    running = await tx.fetchall(
        f"SELECT user_id, started_at, ends_at FROM away_periods WHERE user_id IN ({marks}) AND ends_at > ?",
        (*people, now),
    )
    if not running:
        return
    row = await tx.fetchone("SELECT away FROM games WHERE id = ?", (game_id,))
    away: dict[str, list[list[float]]] = json.loads(row["away"]) if row else {}
    for r in running:
        mine = away.setdefault(str(r["user_id"]), [])
        if [r["started_at"], r["ends_at"]] not in mine:
            mine.append([r["started_at"], r["ends_at"]])
    await tx.execute("UPDATE games SET away = ? WHERE id = ?", (json.dumps(away), game_id))
