"""/board [private], /history, and the turn post's History and Text board buttons."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.delivery.compose import compose
from bot.delivery.table_post import table_post
from bot.services.clock import plural
from bot.services.wording import seat_names, substitute
from bot.storage.rows import GameRow, LogEntry
from bot.ui.base import PersistentButton, core_of, id_in
from bot.ui.lookup import game_of_button, shown_game
from bot.ui.replies import guard, send_text
from bot.ui.web_links import add_to_layout, web_buttons
from rules import get_game
from rules.errors import IllegalMove
from rules.record import RecordError, apply_entry
from rules.record import effective as effective_entries
from rules.said import Said


def history_lines(row: GameRow, entries: list[LogEntry]) -> list[str]:
    """Each standing entry in words, the notation after each move ("small on f3 (f3 S)").
    The log is replayed from the start because a move's words depend on the position
    before it (what a stack move builds, which card a take from the pile picks up)."""
    game = get_game(row.game_key)
    names = seat_names(row)
    state: dict[str, Any] | None = game.new(len(row.seats), row.seed, row.options)
    lines = []
    i = 0  # moves only are numbered, as the title counts them; a resignation is not a move
    for entry in effective_entries(entries):
        who = names[entry.seat] if entry.seat is not None and entry.seat < len(names) else ""
        if entry.kind == "move":
            i += 1
            words: str | Said
            if state is None:
                words = game.public_move(entry.move)
            else:
                words = game.move_words(state, int(entry.seat or 0), entry.move)
            lines.append(f"{i}. {who}: {substitute(words, names)}")
        elif entry.kind == "resign":
            lines.append(f"- {who} resigned")
        elif entry.kind == "timeout":
            lines.append(f"- {who} ran out of time")
        elif entry.kind == "end":
            lines.append("- ended by agreement")
        try:
            state = None if state is None else apply_entry(game, state, entry)
        except (IllegalMove, RecordError):
            # A damaged log still lists: the rest as notation (the game itself says it is damaged).
            state = None
    return lines


def history_text(row: GameRow, entries: list[LogEntry]) -> str:
    """The numbered list with a title line (what /history and the History button show);
    the count is of moves, as the game's last post counts them."""
    lines = history_lines(row, entries)
    title = f"{get_game(row.game_key).title} game #{row.id}"
    if not lines:
        return f"{title}: no moves yet."
    moves = sum(1 for e in effective_entries(entries) if e.kind == "move")
    undone = sum(1 for e in entries if e.kind == "undo")
    note = f" ({undone} taken back)" if undone else ""
    return f"{title}, {plural(moves, 'move')}{note}:\n" + "\n".join(lines)


def text_board(row: GameRow, state: dict[str, Any]) -> str:
    """The Text board: the position in words, names in place of seats, as plain lines
    (a code block would not wrap and is cut off on a phone)."""
    game = get_game(row.game_key)
    names = [discord.utils.escape_markdown(n) for n in seat_names(row)]
    lines = [substitute(line, names) for line in game.board_words(state)]
    return f"**{game.title} game #{row.id}**, in words:\n" + "\n".join(lines)


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
            message = table_post(post)
            if private:  # the web table's link is personal: only in a private answer
                add_to_layout(message["view"], await web_buttons(core, row, interaction.user.id, state))
            await interaction.followup.send(ephemeral=private, **message)

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
        # The whole position in words: for screen readers, and for reading on a phone.
        state = await core.sessions.state_of(row)
        await send_text(interaction, text_board(row, state), f"game-{row.id}-board.txt")
