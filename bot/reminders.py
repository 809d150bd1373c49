"""The background reminder loop: a player who has not moved for the server's interval is
reminded in the game's channel, then once per interval (last reminder time is stored)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

from bot.clock import clocked_seats, duration_text
from bot.messages import join_names
from bot.sessions import Refusal
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)


class Reminders:
    def __init__(self, bot: PyramidBot, minutes: float) -> None:
        self.bot = bot
        self.loop = tasks.loop(minutes=minutes)(self.tick)
        self.loop.before_loop(self._wait_ready)

    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def tick(self) -> int:
        """Send the reminders that are due; returns how many were sent."""
        bot = self.bot
        now = bot.now()
        sent = 0
        for row in await bot.repo.due_reminders(now, bot.settings.reminder_hours):
            try:
                state = await bot.sessions.state_of(row)
            except Refusal:
                continue
            game = get_game(row.game_key)
            due = [row.seats[s] for s in game.to_move(state)]
            if not due:
                continue
            waited = (now - (row.turn_since or now)) / 3600
            mentions = " ".join(f"<@{u}>" for u in due)
            text = (
                f"{mentions}, a reminder: it is your turn in {game.title} game #{row.id} "
                f"(waiting {waited:.0f} h). `/board` shows the position, `/move` plays."
            )
            deadline, clocked = row.deadline, clocked_seats(game, state)
            if deadline is not None and clocked:
                # Named: in Connections only the seat on turn is on the clock.
                who = join_names([row.name_of(row.seats[s]) for s in clocked])
                left = deadline - now
                text += (
                    f" Time left for {who}: {duration_text(left)} (until <t:{int(deadline)}:f>)."
                    if left > 0
                    else f" {who}'s time has run out: another player may now `/game claim`."
                )
            try:
                await bot.get_partial_messageable(row.channel_id).send(
                    text, allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in due])
                )
            except discord.HTTPException as exc:
                log.warning("reminder for game %s could not be posted: %s", row.id, exc)
            # Marked even when posting failed, so a broken channel is not retried every tick.
            await bot.repo.mark_reminded(row.id, row.version, now)
            sent += 1
        return sent
