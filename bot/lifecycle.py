"""The life of a game beyond its moves: games whose channel, thread or server is gone end
as `abandoned`; lobbies nobody starts expire. A server that removes the bot is noted: its
data is deleted FORGET_SERVERS_AFTER_DAYS later (bot/privacy/), unless the bot comes back."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.storage import privacy
from bot.storage.outbox import Announcement

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)

DAY = 86400.0


class Lifecycle(commands.Cog):
    def __init__(self, bot: PyramidBot) -> None:
        self.bot = bot

    async def abandon(self, *, channel_ids: list[int] | None = None, guild_id: int | None = None) -> None:
        count = await self.bot.repo.abandon(
            channel_ids=channel_ids or [], guild_id=guild_id, now=self.bot.now()
        )
        if count:
            self.bot.sessions.forget_all()
            log.info("abandoned %s game(s): channels %s, server %s gone", count, channel_ids, guild_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        threads = [t.id for t in getattr(channel, "threads", [])]
        await self.abandon(channel_ids=[channel.id, *threads])

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.abandon(channel_ids=[payload.thread_id])

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        # The server was deleted, or the bot was removed from it: its games end now, its
        # data goes later (the privacy job, which also runs on this process's shards).
        await self.abandon(guild_id=guild.id)
        await privacy.note_departure(self.bot.repo.db, guild.id, self.bot.now())
        log.info(
            "server %s removed the bot: its data is deleted in %s days unless it comes back",
            guild.id,
            self.bot.settings.forget_servers_after_days,
        )

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        if await privacy.cancel_departure(self.bot.repo.db, guild.id):
            log.info("server %s added the bot back: its data is kept", guild.id)


async def expire_lobbies(bot: PyramidBot, days: int) -> int:
    """Close lobbies not started (nor joined or left) for `days` days, with a note in
    their message."""
    expired = 0
    for row in await bot.repo.stale_lobbies(bot.now() - days * DAY, shards=bot.shard_set):
        note = f"This lobby expired after {days} days without starting."
        announce = [Announcement("lobby", row.channel_id, {"note": note})]
        if await bot.repo.cancel(row, bot.now(), announce=announce):
            expired += 1
    if expired:
        bot.outbox.kick()
    return expired
