"""/hand and the turn post's My hand button: the hand privately, and again by DM."""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.features.connections.delivery import Delivery
from bot.features.connections.wording import hand_text
from bot.services import drawing
from bot.services.refusal import Refusal
from bot.services.wording import seat_names
from bot.storage.rows import GameRow
from bot.ui.base import PersistentButton, bot_of, core_of, id_in
from bot.ui.lookup import channel_game, game_of_button
from bot.ui.reader import private_language
from bot.ui.replies import guard
from rules import get_game


class HandCog(commands.Cog):
    def __init__(self, delivery: Delivery) -> None:
        self.delivery = delivery

    @app_commands.command(name="hand", description="Connections: see your hand (only you)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            row = await channel_game(interaction)
            if not get_game(row.game_key).has_hands:
                raise Refusal(
                    f"The game here is {get_game(row.game_key).title}, which has no hands. Use `/board`."
                )
            await send_private_hand(interaction, row, self.delivery)


class HandButton(PersistentButton, template=r"table:hand:(?P<gid>[0-9]+)"):
    acknowledge_first = False  # send_private_hand defers once it knows the caller plays

    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"table:hand:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> HandButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        row = await game_of_button(interaction, self.game_id)
        if not get_game(row.game_key).has_hands:
            raise Refusal("This game has no hands to show.")
        cog = bot_of(interaction).get_cog(HandCog.__cog_name__)
        assert isinstance(cog, HandCog)
        await send_private_hand(interaction, row, cog.delivery)


async def send_private_hand(interaction: discord.Interaction, row: GameRow, delivery: Delivery) -> None:
    """The caller's hand, privately (picture and text); the DM hand message is refreshed
    too, so that it stays at hand in the DM history (bot.md)."""
    core = core_of(interaction)
    seat = core.sessions.seat_for(row, interaction.user.id)
    state = await core.sessions.state_of(row)
    view = get_game(row.game_key).view(state, seat)
    names = seat_names(row)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await private_language(interaction)
    png = await drawing.hand_png(row.game_key, view, names[seat], names, lang=lang)
    text = hand_text(row.id, view)
    await interaction.followup.send(
        text, file=discord.File(io.BytesIO(png), filename="hand.png"), ephemeral=True
    )
    # The round's hand message in the DMs is brought up to date (edited, not sent again).
    await delivery.send_hand(row, state, seat, fresh=False)
