"""Finding the game an interaction is about: the one in this channel, the one a button
names, or one given by number. Each refuses in words when there is none."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.services.refusal import Refusal
from bot.storage.rows import GameRow
from bot.ui.base import core_of
from rules import get_game

SHOWN = ("active", "finished", "abandoned")
# The `game:` option of /replay and /export: "#12" as players see it in posts.
GameNumber = app_commands.Range[str, 1, 40]


async def channel_game(interaction: discord.Interaction, *, allow_lobby: bool = False) -> GameRow:
    """The unfinished game in this channel or thread, or a refusal saying what to do."""
    games = core_of(interaction).store.games
    channel_id = interaction.channel_id or 0
    row = await games.open_in_channel(channel_id)
    if row is None:
        last = await games.latest_in_channel(channel_id)
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
    games = core_of(interaction).store.games
    row = await games.latest_in_channel(interaction.channel_id or 0)
    if row is None or row.status == "cancelled":
        lobby = await games.open_in_channel(interaction.channel_id or 0)
        if lobby is not None:
            raise Refusal("The game here has not started yet: join its lobby first.")
        raise Refusal("There is no game in this channel. Start one with `/game new game:<name>`.")
    return row


async def game_of_button(
    interaction: discord.Interaction, game_id: int, *, lobby_too: bool = False
) -> GameRow:
    """The game a button names; a button only answers within its own server, so a crafted
    id cannot show another server's game."""
    row = await core_of(interaction).store.games.get(game_id)
    hidden = ("cancelled",) if lobby_too else ("lobby", "cancelled")
    if row is None or row.guild_id != interaction.guild_id or row.status in hidden:
        raise Refusal("That game is not available here any more.")
    return row


def parse_game_number(text: str) -> int:
    """'#12', '12' or 'game 12' -> 12; anything else is refused."""
    digits = text.strip().lstrip("#").removeprefix("game").strip().lstrip("#")
    if not digits.isdigit() or len(digits) > 18:
        shown = discord.utils.escape_markdown(text[:40])
        raise Refusal(f"{shown} is not a game number: give it like `#12` (the number in the game's posts).")
    return int(digits)


async def find_game(
    interaction: discord.Interaction, number: str | None, *, finished_only: bool = False
) -> GameRow:
    """The game by number (any channel of this server), else this channel's current or
    last game. A game of another server is answered as unknown."""
    games = core_of(interaction).store.games
    if number:
        row = await games.get(parse_game_number(number))
        if row is None or row.guild_id != interaction.guild_id or row.status not in SHOWN:
            raise Refusal(f"There is no game #{parse_game_number(number)} on this server to show.")
    else:
        row = await games.latest_in_channel(interaction.channel_id or 0)
        if row is None or row.status not in SHOWN:
            raise Refusal(
                "There is no game in this channel to show. Name one by number, like `game:#12`, "
                "or start one with `/game new`."
            )
    if finished_only and row.status != "finished":
        raise Refusal(f"Game #{row.id} is not finished yet: a record can be exported once it has ended.")
    return row
