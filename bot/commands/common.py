"""Lookups every command shares: the bot, the game in this channel, the caller's seat."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

from bot.sessions import Refusal
from bot.storage import GameRow
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot


def bot_of(interaction: discord.Interaction) -> PyramidBot:
    return cast("PyramidBot", interaction.client)


async def channel_game(interaction: discord.Interaction, *, allow_lobby: bool = False) -> GameRow:
    """The unfinished game in this channel or thread, or a refusal saying what to do."""
    bot = bot_of(interaction)
    channel_id = interaction.channel_id or 0
    row = await bot.repo.open_in_channel(channel_id)
    if row is None:
        last = await bot.repo.latest_in_channel(channel_id)
        if last is not None and last.status == "finished":
            raise Refusal(
                f"The {get_game(last.game_key).title} game here (#{last.id}) is over. "
                "Start a new one with `/game new`."
            )
        raise Refusal("There is no game in this channel. Start one with `/game new game:<name>`.")
    if row.status == "lobby" and not allow_lobby:
        raise Refusal(
            f"The {get_game(row.game_key).title} game here has not started yet: "
            "join its lobby, or its creator can `/game start`."
        )
    return row


async def shown_game(interaction: discord.Interaction) -> GameRow:
    """For /board and /history: the game in progress here, else the last finished one."""
    bot = bot_of(interaction)
    row = await bot.repo.latest_in_channel(interaction.channel_id or 0)
    if row is None or row.status == "cancelled":
        lobby = await bot.repo.open_in_channel(interaction.channel_id or 0)
        if lobby is not None:
            raise Refusal("The game here has not started yet: join its lobby first.")
        raise Refusal("There is no game in this channel. Start one with `/game new game:<name>`.")
    return row
