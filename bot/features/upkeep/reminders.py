"""The background reminder loop: a player who has not moved for the server's interval is
reminded in the game's channel, then once per interval (last reminder time is stored)."""

from __future__ import annotations

import logging

import discord
from discord.ext import tasks

import i18n
from bot.delivery.notifier import back_link
from bot.features.upkeep.digest import Digests
from bot.services.clock import clocked_seats, duration_text
from bot.services.refusal import Refusal
from bot.storage.db import DatabaseUnavailable
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game

log = logging.getLogger(__name__)


class Reminders:
    def __init__(self, bot: TableBot, minutes: float) -> None:
        self.bot = bot
        self.digests = Digests(bot)
        self.loop = tasks.loop(minutes=minutes)(self.tick)
        self.loop.before_loop(bot.wait_until_ready)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def tick(self) -> int:
        """One round: reminders that are due, the day's digests, then expired lobbies. Never raises: an error
        with one game is logged and the others go on; an error with the round (e.g. a
        locked database) is logged and the next round runs as usual (a tasks.loop that
        raised would stop for good)."""
        sent = 0
        try:
            core = self.bot.core
            rows = await core.store.games.due_reminders(
                core.now(), core.settings.reminder_hours, shards=core.shards
            )
        except Exception:
            log.exception("reminders: could not read the due games; trying again next round")
            rows = []
        for row in rows:
            try:
                sent += await self.remind(row)
            except DatabaseUnavailable as exc:
                # Claimed first, so nothing was posted: the next round tries again.
                log.warning("reminders: game %s waits for the database: %s", row.id, exc)
            except Exception:
                log.exception("reminders: game %s failed; the others go on", row.id)
        # The daily digests ride on the same round (once a day each: the claim decides).
        await self.digests.tick()
        try:
            await self.bot.core.lobbies.expire(self.bot.core.settings.lobby_expiry_days, self.bot.core.shards)
        except Exception:
            log.exception("reminders: could not expire old lobbies; trying again next round")
        return sent

    async def remind(self, row: GameRow) -> int:
        bot, core = self.bot, self.bot.core
        now = core.now()
        try:
            state = await core.sessions.state_of(row)
        except Refusal:
            return 0
        game = get_game(row.game_key)
        # Away players (/away) are not reminded: their clocks are paused.
        due = [
            row.seats[s]
            for s in game.to_move(state)
            if row.seats[s] > 0 and row.away_until(row.seats[s], now) is None
        ]
        if not due:
            # Marked, so the game waits one more interval instead of coming back every tick.
            await core.store.games.mark_reminded(row, now)
            return 0
        modes = await core.store.prefs.notify_modes(due)
        pinged = [u for u in due if modes[u] in ("mention", "both")]
        # As `.0f` wrote it: whole hours, rounded.
        waited = int(f"{(now - (row.turn_since or now)) / 3600:.0f}")
        lang = await bot.notifier.public_language(row.guild_id)
        # Players who chose `/notify dm` or `off` are named, not pinged.
        named = [f"<@{u}>" if u in pinged else discord.utils.escape_mentions(row.name_of(u)) for u in due]
        lines = [
            i18n.text(
                lang,
                "posts-reminder",
                who=i18n.joined(lang, named),
                title=game.title,
                game=str(row.id),
                hours=waited,
            )
        ]
        clocked = clocked_seats(game, state)
        deadline = row.deadline_for([row.seats[s] for s in clocked])
        if deadline is not None and clocked:
            # Named: in Connections only the seat on turn is on the clock.
            names = [discord.utils.escape_mentions(row.name_of(row.seats[s])) for s in clocked]
            who = i18n.joined(lang, names)
            left = deadline - now
            if left > 0:
                lines.append(
                    i18n.text(
                        lang,
                        "posts-reminder-time-left",
                        who=who,
                        left=duration_text(left, lang),
                        until=f"<t:{int(deadline)}:f>",
                    )
                )
            else:
                lines.append(i18n.text(lang, "posts-reminder-time-out", who=who))
        text = " ".join(lines)
        # Claimed before it is posted (the intent), as digests are: a write failing after
        # the post can never make the next round post it again. Marked even when posting
        # fails, so a broken channel is not retried every tick.
        if not await core.store.games.mark_reminded(row, now):
            return 0  # another process reminded, or the game changed since it was read
        try:
            await bot.get_partial_messageable(row.channel_id).send(
                text,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in pinged]
                ),
            )
        except discord.NotFound:
            await core.store.games.abandon(channel_ids=[row.channel_id], now=now)
            core.sessions.forget_all()
            return 0
        except discord.HTTPException as exc:
            log.warning("reminder for game %s could not be posted: %s", row.id, exc)
        for user_id in due:
            if modes[user_id] in ("dm", "both"):
                dm_lang = await bot.notifier.dm_language(user_id, row.guild_id)
                words = i18n.text(
                    dm_lang,
                    "dms-reminder",
                    title=game.title,
                    game=str(row.id),
                    hours=waited,
                    link=back_link(row, dm_lang),
                )
                await bot.notifier.dm(user_id, words)
        return 1
