"""/notify (per player) and /settings (server admins)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.common import bot_of
from bot.replies import guard
from bot.sessions import Refusal


class AdminCog(commands.Cog):
    @app_commands.command(name="notify", description="Get a DM when it becomes your turn (on) or not (off)")
    @app_commands.describe(on="true: DM me when it is my turn; false: stop")
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        async with guard(interaction):
            await bot_of(interaction).repo.set_notify(interaction.user.id, on)
            text = (
                "I will DM you when it becomes your turn. Turn it off with `/notify on:false`."
                if on
                else "No more turn DMs; you are still mentioned in the game's channel."
            )
            await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="settings", description="Server settings for games (Manage Server)")
    @app_commands.describe(
        reminder_hours="Remind a player who has not moved for this many hours (default 24)"
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def settings(
        self, interaction: discord.Interaction, reminder_hours: app_commands.Range[int, 1, 720] | None = None
    ) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            if interaction.guild_id is None:
                raise Refusal("Settings belong to a server: run `/settings` in one.")
            if not interaction.permissions.manage_guild:
                raise Refusal("Only members with Manage Server can change the settings.")
            if reminder_hours is not None:
                await bot.repo.set_reminder_hours(interaction.guild_id, reminder_hours)
            hours = await bot.repo.reminder_hours(interaction.guild_id, bot.settings.reminder_hours)
            await interaction.response.send_message(
                f"Reminders: a player who has not moved for {hours} h is reminded, "
                f"then once every {hours} h.",
                ephemeral=True,
            )
