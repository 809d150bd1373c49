"""/hand for Connections players: the hand privately, and again by DM."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot import drawing
from bot.cards.wording import hand_text
from bot.commands.common import bot_of, channel_game
from bot.messages import seat_names
from bot.replies import guard
from bot.sessions import Refusal
from bot.storage import GameRow
from rules import get_game


class ConnectionsCog(commands.Cog):
    @app_commands.command(name="hand", description="Connections: see your hand (only you)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            row = await channel_game(interaction)
            if not get_game(row.game_key).has_hands:
                raise Refusal(
                    f"The game here is {get_game(row.game_key).title}, which has no hands. Use `/board`."
                )
            await send_private_hand(interaction, row)


async def send_private_hand(interaction: discord.Interaction, row: GameRow) -> None:
    """The caller's hand, privately (picture and text); the DM hand message is refreshed
    too, so that it stays at hand in the DM history (bot.md)."""
    bot = bot_of(interaction)
    seat = bot.sessions.seat_for(row, interaction.user.id)
    state = await bot.sessions.state_of(row)
    view = get_game(row.game_key).view(state, seat)
    names = seat_names(row)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    png = await drawing.hand_png(view, names[seat], names)
    text = hand_text(row.id, view)
    await interaction.followup.send(
        text, file=discord.File(io.BytesIO(png), filename="hand.png"), ephemeral=True
    )
    # The round's hand message in the DMs is brought up to date (edited, not sent again).
    await bot.card_delivery.send_hand(row, state, seat, fresh=False)  # type: ignore[attr-defined]
