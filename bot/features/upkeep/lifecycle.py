"""The life of a game beyond its moves: games whose channel, thread or server is gone end
as `abandoned`."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.storage.db import DatabaseUnavailable
from bot.ui.base import TableBot

log = logging.getLogger(__name__)


class Lifecycle(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def abandon(self, *, channel_ids: list[int] | None = None, guild_id: int | None = None) -> None:
        core = self.bot.core
        try:
            count = await core.store.games.abandon(
                channel_ids=channel_ids or [], guild_id=guild_id, now=core.now()
            )
        except DatabaseUnavailable as exc:
            # One line, no traceback: a game there is found gone when its next post meets
            # the missing channel (the outbox abandons it then).
            log.warning(
                "could not mark games of channels %s / server %s abandoned: %s", channel_ids, guild_id, exc
            )
            return
        if count:
            core.sessions.forget_all()
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
        # The server was deleted, or the bot was removed from it.
        await self.abandon(guild_id=guild.id)
