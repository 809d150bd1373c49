"""/notify: how a player hears that it is their turn, and when, in their own time zone (the
daily digest's hour, quiet hours for turn DMs)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.services.digest_time import hours_text, parse_quiet, zone_choices, zone_of
from bot.ui.base import core_of
from bot.ui.replies import guard

NOTIFY_ANSWERS = {
    "mention": "When it is your turn, I will mention you in the game's channel (no DM).",
    "dm": "When it is your turn, I will DM you instead of mentioning you in the channel.",
    "both": "When it is your turn, I will mention you in the channel and DM you.",
    "off": "I will not mention or DM you when it is your turn; check `/games` for games waiting on you.",
    "digest": "Once a day I will DM you one list of every game waiting for you; no mention or DM per turn.",
}
NOW_ANSWERS = {
    "mention": "You hear about your turns by a mention in the game's channel.",
    "dm": "You hear about your turns by DM.",
    "both": "You hear about your turns by a mention and a DM.",
    "off": "You get no mention or DM about your turns.",
    "digest": "You get one digest DM a day.",
}
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
            lines = [NOTIFY_ANSWERS[how] if how is not None else NOW_ANSWERS[mode]]
            lines.append(hours_text(await prefs.schedule(user_id)))
            await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @notify.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in zone_choices(current)]
