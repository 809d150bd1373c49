"""/replay [game]: step through a game's positions.

The answer is private (ephemeral): stepping edits that one message in place, so nobody's
replay floods the channel, and anyone may open their own. Only public views are shown.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.common import bot_of
from bot.replay.frames import GameNumber, find_game, load_replay
from bot.replay.message import replay_message
from bot.replies import guard


class ReplayCog(commands.Cog):
    @app_commands.command(name="replay", description="Step through a game move by move (only you see it)")
    @app_commands.describe(game="A game number like #12 (default: this channel's current or last game)")
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        async with guard(interaction):
            row = await find_game(interaction, game)
            await interaction.response.defer(ephemeral=True, thinking=True)
            replay = await load_replay(bot_of(interaction), row)
            # A finished game opens at its start; a running one at its latest position.
            start = 0 if row.status == "finished" else replay.last
            await interaction.followup.send(ephemeral=True, **await replay_message(replay, start))
