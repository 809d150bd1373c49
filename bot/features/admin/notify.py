"""/notify: how a player hears that it is their turn, and when, in their own time zone (the
daily digest's hour, quiet hours for turn DMs)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.services.digest_time import parse_quiet, zone_choices, zone_of
from bot.storage.preferences import Schedule
from bot.ui.base import core_of
from bot.ui.reader import private_language
from bot.ui.replies import guard


def hours_words(lang: str, schedule: Schedule) -> str:
    """The player's hours in words, for /notify's answer."""
    hour = f"{schedule.hour:02d}"
    if schedule.quiet is None:
        return i18n.text(lang, "admin-notify-hours", hour=hour, zone=schedule.zone)
    start, end = schedule.quiet
    quiet = {"start": f"{start:02d}", "end": f"{end:02d}"}
    return i18n.text(lang, "admin-notify-hours-quiet", hour=hour, zone=schedule.zone, **quiet)


Mode = Literal["mention", "dm", "both", "off", "digest"]


class NotifyCog(commands.Cog):
    @app_commands.command(name="notify", description="How and when you hear that it is your turn")
    @app_commands.describe(
        how="mention: in the game's channel (default); dm: a DM instead; both; off: neither; "
        "digest: one DM a day",
        digest_hour="The hour your daily digest comes, 0-23, in your time zone (default 8)",
        timezone="Your time zone, an IANA name such as Europe/Berlin (default UTC)",
        quiet="Hours without turn DMs, from-to in your time zone, e.g. 22-7; or off",
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        how: Mode | None = None,
        digest_hour: app_commands.Range[int, 0, 23] | None = None,
        timezone: str | None = None,
        quiet: str | None = None,
    ) -> None:
        async with guard(interaction):
            # Everything is checked before anything is stored: bad input changes nothing.
            zone = None if timezone is None else zone_of(timezone).key
            hours = None if quiet is None else parse_quiet(quiet)
            prefs = core_of(interaction).store.prefs
            user_id = interaction.user.id
            await prefs.set_hours(
                user_id, mode=how, hour=digest_hour, zone=zone, quiet=hours, set_quiet=quiet is not None
            )
            mode = (await prefs.notify_modes([user_id]))[user_id]
            lang = await private_language(interaction)
            key = f"admin-notify-{how}" if how is not None else f"admin-notify-now-{mode}"
            lines = [i18n.text(lang, key), hours_words(lang, await prefs.schedule(user_id))]
            await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @notify.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in zone_choices(current)]
