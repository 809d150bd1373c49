"""/about (server admins): which version runs, for how long, on which shards and storage,
how many games it holds, and how quickly Discord answers it."""

from __future__ import annotations

import math

import discord
from discord import app_commands
from discord.ext import commands

from bot.release import VERSION, computer_search
from bot.services.refusal import Refusal
from bot.ui.base import TableBot, bot_of
from bot.ui.replies import guard

# The order /about lists games in, and the words for each status.
STATUS_WORDS = (
    ("active", "being played", "being played"),
    ("lobby", "lobby", "lobbies"),
    ("finished", "finished", "finished"),
    ("cancelled", "cancelled", "cancelled"),
    ("abandoned", "abandoned", "abandoned"),
)
# Shown even when there are none; the rest only when there are some.
ALWAYS_SHOWN = ("active", "lobby", "finished")


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def uptime_words(seconds: float) -> str:
    """The two largest units, e.g. "3 days 4 hours", "2 hours 5 minutes"."""
    whole = int(max(seconds, 0))
    if whole < 60:
        return "less than a minute"
    units = [("day", 86400), ("hour", 3600), ("minute", 60)]
    parts: list[tuple[int, str]] = []
    for name, size in units:
        amount, whole = divmod(whole, size)
        if amount or parts:
            parts.append((amount, name))
    shown = [plural(amount, name) for amount, name in parts[:2] if amount]
    return " ".join(shown)


def games_words(counts: dict[str, int]) -> str:
    """e.g. "12 being played, 3 lobbies, 140 finished"."""
    words = [
        f"{counts.get(status, 0)} {one if counts.get(status, 0) == 1 else many}"
        for status, one, many in STATUS_WORDS
        if status in ALWAYS_SHOWN or counts.get(status, 0)
    ]
    # A status this version has no words for still counts.
    known = {status for status, _, _ in STATUS_WORDS}
    words += [f"{n} {status}" for status, n in sorted(counts.items()) if status not in known]
    return ", ".join(words)


def shard_words(bot: TableBot, guild: discord.Guild | None) -> str:
    """This server's shard, and this process's shards out of them all ("shard 0 of 1"
    for a bot without sharding)."""
    total = bot.shard_count or 1
    ids: list[int] | None = getattr(bot, "shard_ids", None)
    if ids is None:
        ids = [bot.shard_id] if bot.shard_id is not None else list(range(total))
    here = guild.shard_id if guild is not None else 0
    listed = ", ".join(str(i) for i in sorted(ids))
    runs = f"shard{'s' if len(ids) > 1 else ''} {listed} of {total}"
    return f"this server is on shard {here}; this process runs {runs}"


def latency_words(latency: float) -> str:
    if not math.isfinite(latency) or latency < 0:
        return "unknown"
    return f"{round(latency * 1000)} ms"


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
                raise Refusal("Run `/about` in a server.")
            if not interaction.permissions.manage_guild:
                raise Refusal("Only members with Manage Server can see this.")
            counts = await bot.core.store.games.count_by_status()
            lines = [
                f"**Pyramid Table** version {VERSION}",
                f"Running for: {uptime_words(now() - self.loaded_at)}",
                f"Shards: {shard_words(bot, interaction.guild)}",
                f"Storage: {bot.core.store.db.backend_name}",
                f"Games stored: {games_words(counts)}",
                f"Discord answers in: {latency_words(bot.latency)}",
                f"Computer search: {computer_search()}",
            ]
            await interaction.response.send_message("\n".join(lines), ephemeral=True)
