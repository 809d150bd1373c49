"""/away: a player's break. Their move clocks and reminders pause in every open game
(the games keep the period: bot/storage/away.py), within a yearly allowance of days."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from bot.services.refusal import Refusal
from bot.storage.away import AwayRepo, days_between
from rules.said import Said

DEFAULT_AWAY_DAYS = 30  # a year, unless a server's admins set `/settings away_days`
MAX_AWAY_DAYS = 60  # one /away at a time


@dataclass(frozen=True)
class AwayAnswer:
    until: float | None  # None: the player is back
    left: int  # away days left this year after this
    allowance: int


def year_start(now: float) -> float:
    year = dt.datetime.fromtimestamp(now, dt.UTC).year
    return dt.datetime(year, 1, 1, tzinfo=dt.UTC).timestamp()


class AwayService:
    def __init__(self, repo: AwayRepo, now: Callable[[], float]) -> None:
        self.repo = repo
        self.now = now

    async def days_left(self, user_id: int, guild_id: int | None, now: float) -> tuple[int, int]:
        """(days left this year, the year's allowance); a current period counts only the
        days used so far, since a new /away ends it first."""
        allowance = await self.repo.allowance(guild_id, DEFAULT_AWAY_DAYS)
        used = 0
        for period in await self.repo.periods(user_id, year_start(now)):
            if period.started_at <= now < period.ends_at:
                used += days_between(period.started_at, now)
            else:
                used += period.days
        return max(0, allowance - used), allowance

    async def set_away(self, user_id: int, guild_id: int | None, days: int) -> AwayAnswer:
        now = self.now()
        if days < 0 or days > MAX_AWAY_DAYS:
            raise Refusal(Said("away-refuse-range", most=MAX_AWAY_DAYS))
        if days == 0:
            if not await self.repo.end(user_id, now):
                raise Refusal(Said("away-refuse-not-away"))
            left, allowance = await self.days_left(user_id, guild_id, now)
            return AwayAnswer(None, left, allowance)
        left, allowance = await self.days_left(user_id, guild_id, now)
        if left == 0:
            raise Refusal(Said("away-refuse-used-all", allowance=allowance))
        if days > left:
            raise Refusal(Said("away-refuse-too-many", left=left))
        until = await self.repo.start(user_id, now, days)
        return AwayAnswer(until, left - days, allowance)
