"""/notify how:digest: one DM a day listing every game waiting for the player, in place of
per-turn mentions and DMs, at the hour the player chose in their own time zone. Run with
each reminder round; `due_day` (bot/services/digest_time.py) says whether it is due, and
the day's claim row (bot/storage/digests.py) makes it once a day per player across
restarts and processes: any process may send it, the first to claim it does."""

from __future__ import annotations

import logging

import discord

import i18n
from bot.delivery.notifier import jump_link
from bot.services.digest_time import due_day
from bot.services.waiting import Waiting, waiting_for
from bot.ui.base import TableBot
from rules import get_game

log = logging.getLogger(__name__)

MAX_LINES = 20


def digest_text(waiting: list[Waiting], lang: str = i18n.ENGLISH) -> str:
    lines = [i18n.text(lang, "digest-head", count=len(waiting))]
    for w in waiting[:MAX_LINES]:
        lines.append(
            i18n.text(
                lang,
                "digest-line",
                title=get_game(w.row.game_key).title,
                game=str(w.row.id),
                channel=f"<#{w.row.channel_id}>",
                since=f"<t:{int(w.since)}:R>",
                url=jump_link(w.row),
            )
        )
    if len(waiting) > MAX_LINES:
        lines.append(i18n.text(lang, "digest-more", count=len(waiting) - MAX_LINES))
    lines.append(i18n.text(lang, "digest-foot"))
    return "\n".join(lines)


class Digests:
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def tick(self) -> int:
        """Send today's digests not sent yet; returns how many were sent. Never raises."""
        core = self.bot.core
        sent = 0
        try:
            subscribers = await core.store.digests.subscribers()
        except Exception:
            log.exception("digest: could not read the subscribers; trying again next round")
            return 0
        for user_id in subscribers:
            try:
                sent += await self.send(user_id)
            except Exception:
                log.exception("digest: user %s failed; the others go on", user_id)
        return sent

    async def send(self, user_id: int) -> int:
        core = self.bot.core
        now = core.now()
        day = due_day(await core.store.prefs.schedule(user_id), now)
        if day is None:
            return 0  # not the player's hour, or the last one came less than 20 hours ago
        repo = core.store.digests
        if await repo.was_sent(user_id, day) or await core.store.away.current(user_id, now) is not None:
            return 0  # sent today already, or away (reminders pause, and so does the digest)
        waiting = await waiting_for(core.store.games, core.sessions, user_id)
        if not waiting:
            return 0
        # One DM for games of any server: else-the-server's language is that of the game
        # waiting longest.
        lang = await self.bot.notifier.dm_language(user_id, waiting[0].row.guild_id)
        if not await repo.claim(user_id, day, now):
            return 0
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(digest_text(waiting, lang), allowed_mentions=discord.AllowedMentions.none())
        except (discord.Forbidden, discord.NotFound):
            # DMs closed: nothing to retry today; /games and /next still work.
            await repo.sent(user_id, day)
            return 0
        except discord.HTTPException as exc:
            log.warning("digest for %s could not be sent (%s); trying again next round", user_id, exc)
            await repo.release(user_id, day)
            return 0
        await repo.sent(user_id, day)
        return 1
