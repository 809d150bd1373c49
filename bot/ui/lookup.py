"""Finding the game an interaction is about: the one in this channel, the one a button
names, or one given by number. Each refuses in words when there is none."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.services.refusal import Refusal
from bot.storage.rows import GameRow
from bot.ui.base import core_of
from rules import get_game
from rules.said import Said

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
            raise Refusal(Said("replies-game-over-here", game=get_game(last.game_key).title, id=str(last.id)))
        raise Refusal(Said("replies-no-game-here"))
    if row.status == "lobby" and not allow_lobby:
        raise Refusal(Said("replies-lobby-here", game=get_game(row.game_key).title))
    return row


async def shown_game(interaction: discord.Interaction) -> GameRow:
    """For /board and /history: the game in progress here, else the last finished one."""
    games = core_of(interaction).store.games
    row = await games.latest_in_channel(interaction.channel_id or 0)
    if row is None or row.status == "cancelled":
        lobby = await games.open_in_channel(interaction.channel_id or 0)
        if lobby is not None:
            raise Refusal(Said("replies-lobby-first"))
        raise Refusal(Said("replies-no-game-here"))
    return row


async def game_of_button(
    interaction: discord.Interaction, game_id: int, *, lobby_too: bool = False
) -> GameRow:
    """The game a button names; a button only answers within its own server, so a crafted
    id cannot show another server's game."""
    row = await core_of(interaction).store.games.get(game_id)
    hidden = ("cancelled",) if lobby_too else ("lobby", "cancelled")
    if row is None or row.guild_id != interaction.guild_id or row.status in hidden:
        raise Refusal(Said("replies-button-gone"))
    return row


def parse_game_number(text: str) -> int:
    """'#12', '12' or 'game 12' -> 12; anything else is refused."""
    digits = text.strip().lstrip("#").removeprefix("game").strip().lstrip("#")
    if not digits.isdigit() or len(digits) > 18:
        shown = discord.utils.escape_markdown(text[:40])
        raise Refusal(Said("replies-not-a-number", text=shown))
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
            raise Refusal(Said("replies-no-such-game", id=str(parse_game_number(number))))
    else:
        row = await games.latest_in_channel(interaction.channel_id or 0)
        if row is None or row.status not in SHOWN:
            raise Refusal(Said("replies-nothing-to-show"))
    if finished_only and row.status != "finished":
        raise Refusal(Said("replies-not-finished", id=str(row.id)))
    return row
