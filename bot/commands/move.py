"""/move (with autocomplete of the caller's legal moves), /resign, /undo."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot import proposals
from bot.commands.common import bot_of, channel_game
from bot.messages import seat_names, substitute
from bot.replies import acknowledge, confirm, guard
from bot.sessions import Change, Refusal
from rules import get_game
from rules.notation import normalize

log = logging.getLogger(__name__)

MAX_CHOICES = 25


def rank_moves(moves: list[str], labels: list[str], typed: str) -> list[int]:
    """Indexes of the moves matching what was typed: prefix matches first, then substring
    matches, then all typed words appearing; ties keep the engine's order."""
    query = normalize(typed)
    if not query:
        return list(range(len(moves)))
    words = query.split(" ")
    scored: list[tuple[int, int]] = []
    for i, (move, label) in enumerate(zip(moves, labels, strict=True)):
        texts = (normalize(move), normalize(label))
        if any(t.startswith(query) for t in texts):
            scored.append((0, i))
        elif any(query in t for t in texts):
            scored.append((1, i))
        elif any(all(w in t for w in words) for t in texts):
            scored.append((2, i))
    scored.sort()
    return [i for _, i in scored]


def within_turn_reply(change: Change) -> str | None:
    """The private answer to an action that does not end the turn (no table is posted):
    for a game with hands, what was drawn and the hand; None: the usual confirmation."""
    from bot.announce import shows_table
    from bot.cards.wording import hand_text

    if shows_table(change):
        return None
    game = change.game
    goes_on = "Your turn goes on: `/move` again to finish it."
    if not game.has_hands or change.seat is None:
        return f"Done: stored. {goes_on}"
    view = game.view(change.after, change.seat)
    drawn = view.get("drawn")
    head = f"Done: you drew **{drawn}**." if drawn else "Done: stored."
    return f"{head} {goes_on}\n{hand_text(change.row.id, view)}"


class MoveCog(commands.Cog):
    @app_commands.command(name="move", description="Play a move in this channel's game")
    @app_commands.describe(move="Your move; the list shows your legal moves")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await bot.sessions.play(row.id, interaction.user.id, move, interaction.user.display_name)
            await confirm(interaction, change, within_turn_reply(change))

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # Read only: no DB write; the decoded state comes from the sessions' small cache.
        bot = bot_of(interaction)
        row = await bot.repo.open_in_channel(interaction.channel_id or 0)
        if row is None or row.status != "active":
            return []
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            return []
        try:
            state = await bot.sessions.state_of(row)
        except Refusal:
            return []
        game = get_game(row.game_key)
        moves = game.legal_moves(state, seat)
        if not moves:
            return []
        names = seat_names(row)
        labels = [substitute(game.move_label(state, seat, m), names) for m in moves]
        order = rank_moves(moves, labels, current)[:MAX_CHOICES]
        return [app_commands.Choice(name=labels[i][:100], value=moves[i]) for i in order]

    @app_commands.command(name="resign", description="Resign from this channel's game")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await bot.sessions.resign(row.id, interaction.user.id)
            await confirm(interaction, change)

    @app_commands.command(
        name="undo", description="Ask to take back your last move (the next player approves)"
    )
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            await proposals.propose_undo(bot_of(interaction), interaction, row)
