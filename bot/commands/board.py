"""/board [private] and /history."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.common import bot_of, shown_game
from bot.messages import public_move, seat_names
from bot.replies import NO_PINGS, guard
from bot.sessions import effective_entries
from bot.storage import GameRow, LogEntry
from bot.table.compose import compose
from bot.table.post import table_post
from rules import get_game

# Longer histories go out as a text file (a message holds at most 2000 characters).
HISTORY_INLINE_LIMIT = 1800


def history_lines(row: GameRow, entries: list[LogEntry]) -> list[str]:
    names = seat_names(row)
    lines = []
    for i, entry in enumerate(effective_entries(entries), start=1):
        who = names[entry.seat] if entry.seat is not None and entry.seat < len(names) else ""
        if entry.kind == "move":
            lines.append(f"{i}. {who}: {public_move(row.game_key, entry.move)}")
        elif entry.kind == "resign":
            lines.append(f"{i}. {who} resigned")
        elif entry.kind == "timeout":
            lines.append(f"{i}. {who} ran out of time")
        elif entry.kind == "end":
            lines.append(f"{i}. ended by agreement")
    return lines


def history_text(row: GameRow, entries: list[LogEntry]) -> str:
    """The numbered move list with a title line (what /history and the History button show)."""
    lines = history_lines(row, entries)
    title = f"{get_game(row.game_key).title} game #{row.id}"
    if not lines:
        return f"{title}: no moves yet."
    undone = sum(1 for e in entries if e.kind == "undo")
    note = f" ({undone} taken back)" if undone else ""
    return f"{title}, {len(lines)} moves{note}:\n" + "\n".join(lines)


class BoardCog(commands.Cog):
    @app_commands.command(name="board", description="Show the current board of this channel's game")
    @app_commands.describe(private="Show it only to you")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, private: bool = False) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            row = await shown_game(interaction)
            state = await bot.sessions.state_of(row)
            # Rendering may take a moment: acknowledge first (the 3-second deadline).
            await interaction.response.defer(ephemeral=private, thinking=True)
            # A game won on time says so (to the engine it ended by resignation).
            last = await bot.sessions.last_move_entry(row) if row.status == "finished" else None
            post = await compose(
                row,
                state,
                "The table as it stands.",
                now=bot.now(),
                ping=False,
                finish_reason="timeout" if last is not None and last.kind == "timeout" else None,
            )
            await interaction.followup.send(ephemeral=private, **table_post(post))

    @app_commands.command(name="history", description="The numbered move list of this channel's game")
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            row = await shown_game(interaction)
            entries = await bot.repo.log(row.id)
            text = history_text(row, entries)
            if len(text) <= HISTORY_INLINE_LIMIT:
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
                return
            first = text.split("\n", 1)[0]
            file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"game-{row.id}-history.txt")
            await interaction.response.send_message(
                f"{first} (attached).", file=file, ephemeral=True, allowed_mentions=NO_PINGS
            )
