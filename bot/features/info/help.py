"""/help: how a new player starts a game, moves and finds the rules, privately. The
README's quick start says the same (tests/bot/test_bot_rough_edges.py checks it)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, guard

HELP_LINES = ("help-start", "help-move", "help-rules", "help-games")


def help_text(lang: str = i18n.ENGLISH) -> str:
    return "\n".join(i18n.text(lang, key) for key in ("help-title", *HELP_LINES))


class HelpCog(commands.Cog):
    @app_commands.command(name="help", description="How to start a game, move and find the rules")
    async def help(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            text = help_text(await private_language(interaction))
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
