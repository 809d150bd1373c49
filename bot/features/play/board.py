"""/board [private], /history, and the turn post's History and Text board buttons."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.delivery.compose import compose
from bot.delivery.table_post import table_post
from bot.services.wording import public_move, seat_names, substitute
from bot.storage.rows import GameRow, LogEntry
from bot.ui.base import PersistentButton, core_of, id_in
from bot.ui.lookup import game_of_button, shown_game
from bot.ui.replies import guard, send_text
from rules import get_game
from rules.record import effective as effective_entries


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
        core = core_of(interaction)
        async with guard(interaction):
            row = await shown_game(interaction)
            state = await core.sessions.state_of(row)
            # Rendering may take a moment: acknowledge first (the 3-second deadline).
            await interaction.response.defer(ephemeral=private, thinking=True)
            # A game won on time says so (to the engine it ended by resignation).
            last = await core.sessions.last_move_entry(row) if row.status == "finished" else None
            post = await compose(
                row,
                state,
                "The table as it stands.",
                now=core.now(),
                ping=False,
                finish_reason="timeout" if last is not None and last.kind == "timeout" else None,
            )
            await interaction.followup.send(ephemeral=private, **table_post(post))

    @app_commands.command(name="history", description="The numbered move list of this channel's game")
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            row = await shown_game(interaction)
            entries = await core_of(interaction).store.games.log(row.id)
            await send_text(interaction, history_text(row, entries), f"game-{row.id}-history.txt")


class TableTextButton(PersistentButton, template=r"table:(?P<action>history|text):(?P<gid>[0-9]+)"):
    """The turn post's History and Text board (answered privately to the presser)."""

    acknowledge_first = False  # a read: the answer comes at once

    def __init__(self, action: str, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"table:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> TableTextButton:
        return cls(match["action"], id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        row = await game_of_button(interaction, self.game_id)
        core = core_of(interaction)
        if self.action == "history":
            entries = await core.store.games.log(row.id)
            await send_text(interaction, history_text(row, entries), f"game-{row.id}-history.txt")
            return
        # The whole position as text: for screen readers, and for reading the exact notation.
        state = await core.sessions.state_of(row)
        game = get_game(row.game_key)
        text = substitute(game.text(state, None), seat_names(row)).replace("```", "'''")
        header = f"{game.title} game #{row.id}, as text:"
        await send_text(interaction, f"{header}\n```\n{text}\n```", f"game-{row.id}-board.txt")
