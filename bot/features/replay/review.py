"""/review: a finished game, move by move, as the computer sees it.

Exact values (win / draw / loss for the mover) for the solved games, with the moves that
threw a result away marked; the `hard` engine's quick estimate for the others. Only
finished games: the product gives no hints in a running game.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer_pool import review_job
from bot.services.refusal import Refusal
from bot.services.wording import seat_names, substitute
from bot.storage.rows import GameRow
from bot.ui.base import core_of
from bot.ui.replies import guard
from rules import get_game
from rules.record import effective as effective_entries

VALUE_WORDS = {1: "win", 0: "draw", -1: "loss"}


def value_text(value: Any) -> str:
    if value is None:
        return "?"
    if isinstance(value, float):
        return f"{round(value * 100)}%"
    return VALUE_WORDS.get(int(value), str(value))


def review_lines(row: GameRow, entries: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """(every move's line, the lines of moves that threw a result away)."""
    game = get_game(row.game_key)
    names = seat_names(row)
    state = game.new(len(row.seats), row.seed, row.options)
    lines: list[str] = []
    marked: list[str] = []
    for entry in entries:
        seat, move = int(entry["seat"]), str(entry["move"])
        # Hidden cards stay hidden: a game with hands shows only the public wording.
        hidden = game.hidden_information
        said = game.move_label(state, seat, move)
        label = f"`{game.public_move(move)}`" if hidden else substitute(said, names)
        state = game.apply(state, seat, move)
        before, after = entry.get("before"), entry.get("after")
        line = f"{entry['ply']}. {names[seat]}: {label} — {value_text(before)} → {value_text(after)}"
        if entry.get("threw_away"):
            line += "  ⚠ threw away a " + value_text(before)
            marked.append(line)
        lines.append(line)
    return lines, marked


class ReviewCog(commands.Cog):
    @app_commands.command(name="review", description="A finished game move by move, as the computer sees it")
    @app_commands.describe(game="Game number (default: this channel's last finished game)")
    @app_commands.guild_only()
    async def review(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        core = core_of(interaction)
        games = core.store.games
        async with guard(interaction):
            await interaction.response.defer(ephemeral=True, thinking=True)
            row = await games.get(game) if game is not None else await games.latest_in_channel(
                interaction.channel_id or 0
            )
            if row is None or row.guild_id != interaction.guild_id:
                raise Refusal("I know no such game on this server. `/games` lists the running ones.")
            if row.status != "finished":
                raise Refusal(
                    f"Game #{row.id} is not finished: a review shows only finished games, so that nobody "
                    "gets hints during play."
                )
            log = [
                (int(e.seat or 0), e.move)
                for e in effective_entries(await games.log(row.id))
                if e.kind == "move"
            ]
            loop = asyncio.get_running_loop()
            entries = await loop.run_in_executor(
                core.computers.pool(),
                review_job,
                row.game_key,
                len(row.seats),
                row.seed,
                row.options,
                log,
            )
            lines, marked = review_lines(row, entries)
            title = get_game(row.game_key).title
            exact = any(isinstance(e.get("before"), int) for e in entries)
            how = (
                "Values are exact: win, draw or loss for the player who moved, with perfect play."
                if exact
                else "Figures are the computer's quick estimate of the mover's chance to win."
            )
            head = f"**Review of {title} game #{row.id}** ({len(lines)} moves). {how}"
            if exact:
                head += (
                    f"\n{len(marked)} move(s) threw a result away:\n" + "\n".join(marked[:10])
                    if marked
                    else "\nNo move threw a result away."
                )
            body = "\n".join(lines)
            file = discord.File(io.BytesIO(body.encode()), filename=f"review-{row.id}.txt")
            await interaction.followup.send(head[:1900], file=file, ephemeral=True)
