"""/help: how a new player starts a game, moves and finds the rules, privately. The
README's quick start says the same (tests/bot/test_bot_rough_edges.py checks it)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.replies import NO_PINGS, guard

HELP_LINES = (
    "- **Start a game:** `/game new game:pylon` opens a lobby in the channel; another player "
    "presses **Join**. Add `opponent:@friend` to challenge someone, or `computer:medium` to play "
    "the computer.",
    "- **Move:** when it is your turn you are mentioned under the board. Press **Play** there and "
    "choose your move step by step, then **Confirm** (or type it with `/move`).",
    "- **Rules:** `/rules game:pylon`, or the **Rules** button under any board.",
    "- **Your games:** `/games` lists them with whose turn it is; `/next` shows the one that has "
    "waited longest for you.",
)


def help_text() -> str:
    return "**How to play**\n" + "\n".join(HELP_LINES)


class HelpCog(commands.Cog):
    @app_commands.command(name="help", description="How to start a game, move and find the rules")
    async def help(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await interaction.response.send_message(help_text(), ephemeral=True, allowed_mentions=NO_PINGS)
