"""What the table's buttons do. Every answer is ephemeral: only the presser sees it.

The game is looked up by the id in the button; a button only answers within its own
server, so a crafted id cannot show another server's game.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, cast

import discord

from bot.sessions import Refusal
from bot.storage import GameRow
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

# A message holds at most 2000 characters; longer answers go out as a text file.
INLINE_LIMIT = 1900
NO_PINGS = discord.AllowedMentions.none()


def _bot(interaction: discord.Interaction) -> PyramidBot:
    return cast("PyramidBot", interaction.client)


async def game_of_button(
    interaction: discord.Interaction, game_id: int, *, lobby_too: bool = False
) -> GameRow:
    row = await _bot(interaction).repo.get(game_id)
    hidden = ("cancelled",) if lobby_too else ("lobby", "cancelled")
    if row is None or row.guild_id != interaction.guild_id or row.status in hidden:
        raise Refusal("That game is not available here any more.")
    return row


async def send_text(interaction: discord.Interaction, text: str, filename: str) -> None:
    """Short text inline; long text as an attached file (ephemeral either way)."""
    if len(text) <= INLINE_LIMIT:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
        return
    first = text[:INLINE_LIMIT].rsplit("\n", 1)[0]
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=filename)
    await interaction.response.send_message(
        first + "\n(the whole text is attached)", file=file, ephemeral=True, allowed_mentions=NO_PINGS
    )


async def show_history(interaction: discord.Interaction, game_id: int) -> None:
    from bot.commands.board import history_text

    row = await game_of_button(interaction, game_id)
    entries = await _bot(interaction).repo.log(row.id)
    await send_text(interaction, history_text(row, entries), f"game-{row.id}-history.txt")


async def show_rules(interaction: discord.Interaction, game_id: int) -> None:
    from bot.commands.info import rules_reply

    row = await game_of_button(interaction, game_id, lobby_too=True)  # the lobby has Rules too
    await interaction.response.send_message(ephemeral=True, **rules_reply(row.game_key))


async def show_text_board(interaction: discord.Interaction, game_id: int) -> None:
    """The whole position as text: for screen readers, and for reading the exact notation."""
    row = await game_of_button(interaction, game_id)
    bot = _bot(interaction)
    state = await bot.sessions.state_of(row)
    game = get_game(row.game_key)
    from bot.messages import seat_names, substitute

    text = substitute(game.text(state, None), seat_names(row)).replace("```", "'''")
    header = f"{game.title} game #{row.id}, as text:"
    await send_text(interaction, f"{header}\n```\n{text}\n```", f"game-{row.id}-board.txt")


async def show_hand(interaction: discord.Interaction, game_id: int) -> None:
    from bot.commands.connections import send_private_hand

    row = await game_of_button(interaction, game_id)
    if not get_game(row.game_key).has_hands:
        raise Refusal("This game has no hands to show.")
    await send_private_hand(interaction, row)


async def rematch(interaction: discord.Interaction, game_id: int) -> None:
    from bot.lobby import rematch as start_rematch
    from bot.replies import acknowledge

    await acknowledge(interaction)  # it stores a new game: acknowledge before any write
    row = await game_of_button(interaction, game_id)
    await start_rematch(_bot(interaction), interaction, row)


ACTIONS: dict[str, Callable[[discord.Interaction, int], Awaitable[None]]] = {
    "history": show_history,
    "rules": show_rules,
    "text": show_text_board,
    "hand": show_hand,
    "rematch": rematch,
}
