"""/games and /rules."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.common import bot_of
from bot.commands.game import GAME_CHOICES
from bot.messages import whose_turn
from bot.notify import jump_link
from bot.replies import NO_PINGS, guard
from bot.sessions import Refusal
from rules import get_game

RULES_DIR = Path(__file__).resolve().parents[2] / "docs" / "rules"
MAX_LISTED = 20


def rules_text(key: str) -> str | None:
    try:
        return (RULES_DIR / f"{key}.md").read_text(encoding="utf-8")
    except OSError:
        return None


def rules_reply(key: str) -> dict[str, Any]:
    """The keyword arguments of a private reply with a game's rules page (/rules and the
    table's Rules button)."""
    title = get_game(key).title
    text = rules_text(key)
    if text is None:
        return {
            "content": f"The rules page for {title} is not available; `/move` lists your legal moves "
            "in the meantime."
        }
    if len(text) <= 4000:
        return {"embed": discord.Embed(title=f"{title}: rules", description=text)}
    # Too long for one embed: the start inline, the whole page as a file.
    cut = text[:3900].rsplit("\n", 1)[0]
    embed = discord.Embed(title=f"{title}: rules", description=cut + "\n\n(continued in the attached file)")
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"{key}-rules.md")
    return {"embed": embed, "file": file}


class InfoCog(commands.Cog):
    @app_commands.command(name="games", description="Your unfinished games everywhere, with whose turn it is")
    async def games(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            rows = await bot.repo.open_for_user(interaction.user.id)
            if not rows:
                await interaction.response.send_message(
                    "You have no unfinished games. Start one with `/game new`.", ephemeral=True
                )
                return
            lines = []
            for row in rows[:MAX_LISTED]:
                game = get_game(row.game_key)
                if row.status == "lobby":
                    turn = f"lobby, {len(row.seats)} joined"
                else:
                    try:
                        state = await bot.sessions.state_of(row)
                    except Refusal:
                        turn = "cannot continue (damaged)"
                    else:
                        seat = row.seat_of(interaction.user.id)
                        mine = seat is not None and seat in game.to_move(state)
                        turn = "**your turn**" if mine else f"{whose_turn(game, state, row)} to move"
                        if row.deadline is not None:
                            turn += f", time runs out <t:{int(row.deadline)}:R>"
                lines.append(f"{game.title} #{row.id}: {turn} · {jump_link(row)}")
            if len(rows) > MAX_LISTED:
                lines.append(f"... and {len(rows) - MAX_LISTED} more.")
            await interaction.response.send_message(
                "\n".join(lines), ephemeral=True, allowed_mentions=NO_PINGS
            )

    @app_commands.command(name="rules", description="The rules, our rulings and the move notation of a game")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            await interaction.response.send_message(ephemeral=True, **rules_reply(game))
