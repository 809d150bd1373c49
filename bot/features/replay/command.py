"""/replay [game]: step through a game's positions.

The answer is private (ephemeral): stepping edits that one message in place, so nobody's
replay floods the channel, and anyone may open their own. Only public views are shown.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.features.replay.frames import load_replay
from bot.features.replay.message import replay_message
from bot.ui.base import core_of
from bot.ui.lookup import GameNumber, find_game
from bot.ui.reader import private_language
from bot.ui.replies import guard


class ReplayCog(commands.Cog):
    @app_commands.command(name="replay", description="Step through a game move by move (only you see it)")
    @app_commands.describe(game="A game number like #12 (default: this channel's current or last game)")
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        async with guard(interaction):
            row = await find_game(interaction, game)
            await interaction.response.defer(ephemeral=True, thinking=True)
            replay = await load_replay(core_of(interaction), row)
            # A finished game opens at its start; a running one at its latest position.
            start = 0 if row.status == "finished" else replay.last
            lang = await private_language(interaction)
            await interaction.followup.send(ephemeral=True, **await replay_message(replay, start, lang))
