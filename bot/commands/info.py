"""/games and /rules."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.common import bot_of
from bot.commands.game import GAME_CHOICES
from bot.messages import whose_turn
from bot.notify import jump_link
from bot.replies import NO_PINGS, guard
from bot.sessions import Refusal
from bot.storage import GameRow
from rules import get_game
from rules.pages import rules_page

if TYPE_CHECKING:
    from bot.app import PyramidBot

MAX_LISTED = 20


def rules_text(key: str) -> str | None:
    """The game's rules page, read from the installed package (rules/pages/)."""
    return rules_page(key)


def rules_summary(key: str) -> str:
    """What the game is, in one line: the first paragraph of its rules page."""
    text = rules_text(key) or ""
    paragraphs = [p for p in text.split("\n\n") if p.strip() and not p.startswith("#")]
    if not paragraphs:
        return get_game(key).title
    return " ".join(line.strip() for line in paragraphs[0].splitlines())


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


async def game_line(bot: PyramidBot, row: GameRow, user_id: int) -> str:
    """One game of /games: what it is, where (a channel mention), what is up to whom, and
    a jump link to its latest post."""
    from bot.announce import LATEST_POST
    from bot.clock import clocked_seats

    game = get_game(row.game_key)
    where = f"<#{row.channel_id}>"
    if row.status == "lobby":
        needs = game.min_players - len(row.seats)
        waiting = f"waiting for {needs} more player{'s' if needs != 1 else ''}" if needs > 0 else "ready"
        link = jump_link(row, row.lobby_message_id)
        return f"**{game.title}** #{row.id} in {where}: lobby, {waiting} · [lobby]({link})"
    try:
        state = await bot.sessions.state_of(row)
    except Refusal:
        return f"**{game.title}** #{row.id} in {where}: cannot continue (damaged)"
    seat = row.seat_of(user_id)
    due = game.to_move(state)
    if seat is not None and seat in clocked_seats(game, state):
        turn = "**your turn**"
    elif seat is not None and seat in due:
        turn = "**an offer for you to answer**"
    else:
        turn = f"{whose_turn(game, state, row, clocked_seats(game, state))} to move"
    if row.deadline is not None:
        turn += f", time runs out <t:{int(row.deadline)}:R>"
    post = await bot.repo.get_meta(LATEST_POST.format(game=row.id))
    link = jump_link(row, int(post) if post else None)
    return f"**{game.title}** #{row.id} in {where}: {turn} · [latest post]({link})"


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
            lines = [await game_line(bot, row, interaction.user.id) for row in rows[:MAX_LISTED]]
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
