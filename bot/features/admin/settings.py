"""/settings (server admins); /notify is in notify.py."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.services.away import DEFAULT_AWAY_DAYS
from bot.services.refusal import Refusal
from bot.ui.base import core_of
from bot.ui.reader import private_language
from bot.ui.replies import guard
from rules.said import Said

# "server": follow the server's own language in Discord (the choice is deleted).
SERVER_OWN = "server"
SERVER_LANGUAGES = [
    app_commands.Choice(name="The server's language in Discord", value=SERVER_OWN),
    *(app_commands.Choice(name=i18n.NATIVE_NAMES[lang], value=lang) for lang in i18n.LANGUAGES),
]


class SettingsCog(commands.Cog):
    @app_commands.command(name="settings", description="Server settings for games (Manage Server)")
    @app_commands.describe(
        reminder_hours="Remind a player who has not moved for this many hours (default 24)",
        threads="Open every new game in its own thread (default off)",
        away_days=f"Away days each player has a year for /away (default {DEFAULT_AWAY_DAYS})",
        language="The language of public posts (default: the server's own language in Discord)",
    )
    @app_commands.choices(language=SERVER_LANGUAGES)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[int, 1, 720] | None = None,
        threads: bool | None = None,
        away_days: app_commands.Range[int, 0, 365] | None = None,
        language: str | None = None,
    ) -> None:
        core = core_of(interaction)
        prefs = core.store.prefs
        async with guard(interaction):
            if interaction.guild_id is None:
                raise Refusal(Said("admin-settings-refuse-server"))
            if not interaction.permissions.manage_guild:
                raise Refusal(Said("admin-settings-refuse-permission"))
            if reminder_hours is not None:
                await prefs.set_reminder_hours(interaction.guild_id, reminder_hours)
            if threads is not None:
                await prefs.set_threads(interaction.guild_id, threads)
            if away_days is not None:
                await core.store.away.set_allowance(interaction.guild_id, away_days)
            if language is not None:
                chosen = None if language == SERVER_OWN else language
                await prefs.set_guild_language(interaction.guild_id, chosen)
            preferred = str(interaction.guild_locale) if interaction.guild_locale else None
            public = await core.languages.public(interaction.guild_id, preferred)
            allowance = await core.store.away.allowance(interaction.guild_id, DEFAULT_AWAY_DAYS)
            hours = await prefs.reminder_hours(interaction.guild_id, core.settings.reminder_hours)
            in_threads = await prefs.threads_default(interaction.guild_id)
            lang = await private_language(interaction)
            lines = [
                i18n.text(lang, "admin-settings-reminders", hours=hours),
                i18n.text(lang, "admin-settings-threads-on" if in_threads else "admin-settings-threads-off"),
                i18n.text(lang, "admin-settings-away", days=allowance),
                i18n.text(lang, "admin-settings-language", language=i18n.NATIVE_NAMES[public]),
            ]
            await interaction.response.send_message(
                "\n".join(lines),
                ephemeral=True,
            )
