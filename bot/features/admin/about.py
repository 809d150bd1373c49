"""/about (server admins): which version runs, for how long, on which shards and storage,
how many games it holds, and how quickly Discord answers it."""

from __future__ import annotations

import math

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.release import VERSION, search_is_compiled
from bot.services.refusal import Refusal
from bot.ui.base import TableBot, bot_of
from bot.ui.reader import private_language
from bot.ui.replies import guard
from rules.said import Said

# The order /about lists games in (each status's words are admin-games-<status>).
STATUSES = ("active", "lobby", "finished", "cancelled", "abandoned")
# Shown even when there are none; the rest only when there are some.
ALWAYS_SHOWN = ("active", "lobby", "finished")


def uptime_words(seconds: float, lang: str = i18n.ENGLISH) -> str:
    """The two largest units, e.g. "3 days 4 hours", "2 hours 5 minutes"."""
    whole = int(max(seconds, 0))
    if whole < 60:
        return i18n.text(lang, "admin-uptime-short")
    units = [("day", 86400), ("hour", 3600), ("minute", 60)]
    parts: list[tuple[int, str]] = []
    for name, size in units:
        amount, whole = divmod(whole, size)
        if amount or parts:
            parts.append((amount, name))
    shown = [i18n.text(lang, f"admin-unit-{name}", count=amount) for amount, name in parts[:2] if amount]
    return " ".join(shown)


def games_words(counts: dict[str, int], lang: str = i18n.ENGLISH) -> str:
    """e.g. "12 being played, 3 lobbies, 140 finished"."""
    words = [
        i18n.text(lang, f"admin-games-{status}", count=counts.get(status, 0))
        for status in STATUSES
        if status in ALWAYS_SHOWN or counts.get(status, 0)
    ]
    # A status this version has no words for still counts.
    words += [f"{n} {status}" for status, n in sorted(counts.items()) if status not in STATUSES]
    return ", ".join(words)


def shard_words(bot: TableBot, guild: discord.Guild | None, lang: str = i18n.ENGLISH) -> str:
    """This server's shard, and this process's shards out of them all ("shard 0 of 1"
    for a bot without sharding)."""
    total = bot.shard_count or 1
    ids: list[int] | None = getattr(bot, "shard_ids", None)
    if ids is None:
        ids = [bot.shard_id] if bot.shard_id is not None else list(range(total))
    here = guild.shard_id if guild is not None else 0
    listed = ", ".join(str(i) for i in sorted(ids))
    return i18n.text(lang, "admin-shards", here=here, count=len(ids), listed=listed, total=total)


def latency_words(latency: float, lang: str = i18n.ENGLISH) -> str:
    if not math.isfinite(latency) or latency < 0:
        return i18n.text(lang, "admin-latency-unknown")
    return i18n.text(lang, "admin-latency", ms=round(latency * 1000))


def search_words(lang: str) -> str:
    return i18n.text(lang, "admin-search-compiled" if search_is_compiled() else "admin-search-python")


def now() -> float:
    # discord.utils.utcnow, as the bot's own clock, so that test clocks (SimCord) move it too.
    return discord.utils.utcnow().timestamp()


class AboutCog(commands.Cog):
    def __init__(self) -> None:
        self.loaded_at = now()

    async def cog_load(self) -> None:
        # Uptime counts from here: the bot has opened its database and is loading commands.
        self.loaded_at = now()

    @app_commands.command(
        name="about", description="Version, uptime, shards and storage of the bot (Manage Server)"
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def about(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            if interaction.guild_id is None:
                raise Refusal(Said("admin-about-refuse-server"))
            if not interaction.permissions.manage_guild:
                raise Refusal(Said("admin-about-refuse-permission"))
            lang = await private_language(interaction)
            counts = await bot.core.store.games.count_by_status()
            said = [
                ("admin-about-version", {"version": VERSION}),
                ("admin-about-uptime", {"uptime": uptime_words(now() - self.loaded_at, lang)}),
                ("admin-about-shards", {"shards": shard_words(bot, interaction.guild, lang)}),
                ("admin-about-storage", {"backend": bot.core.store.db.backend_name}),
                ("admin-about-games", {"games": games_words(counts, lang)}),
                ("admin-about-latency", {"latency": latency_words(bot.latency, lang)}),
                ("admin-about-search", {"search": search_words(lang)}),
            ]
            lines = [i18n.text(lang, key, **args) for key, args in said]
            await interaction.response.send_message("\n".join(lines), ephemeral=True)
