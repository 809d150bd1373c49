"""/move (with autocomplete of the caller's legal moves), /resign, /undo."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.delivery.announcer import shows_table
from bot.services.clock import clocked_seats
from bot.services.refusal import Refusal
from bot.services.sessions import Change
from bot.services.wording import say, seat_names
from bot.ui.base import TableBot, bot_of, core_of
from bot.ui.lookup import channel_game
from bot.ui.reader import private_language, public_language
from bot.ui.replies import acknowledge, confirm, guard, reply_language, tell
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


# How a player on turn finishes it, as they began it: `/move`, or the Play button
# (catalogue keys).
MOVE_AGAIN = "play-again-move"
PLAY_AGAIN = "play-again-play"


def still_on_turn(change: Change) -> bool:
    """Whether the mover's turn is still running after the change (an action within it,
    such as a Connections draw); False for an action taken off turn (an offer, an answer)."""
    return change.seat is not None and change.seat in clocked_seats(change.game, change.after)


def within_turn_reply(bot: TableBot, change: Change, lang: str, again: str = MOVE_AGAIN) -> str | None:
    """The private answer to an action that does not end the turn (no table is posted):
    what the mover alone may see of it (a feature words it: the card table shows the
    drawn card and the hand), then what comes next: the player on turn is told how to
    finish it (`again`: the way they moved), a player off turn whose turn it is, in the
    player's language `lang`. None: the usual confirmation."""
    if shows_table(change):
        return None
    head, rest = i18n.text(lang, "play-done-stored"), ""
    for note in bot.private_notes:
        if (text := note(change, lang)) is not None:
            head, _, rest = text.partition("\n")
            break
    if still_on_turn(change):
        after = i18n.text(lang, "play-turn-goes-on", again=i18n.text(lang, again))
    else:
        names = seat_names(change.row)
        on_turn = i18n.joined(lang, [names[s] for s in clocked_seats(change.game, change.after)])
        after = i18n.text(lang, "play-turn-of", who=on_turn)
    return f"{head} {after}" + (f"\n{rest}" if rest else "")


class MoveCog(commands.Cog):
    @app_commands.command(name="move", description="Play a move in this channel's game")
    @app_commands.describe(move="Your move; the list shows your legal moves")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            sessions = core_of(interaction).sessions
            change = await sessions.play(row.id, interaction.user.id, move, interaction.user.display_name)
            lang = await reply_language(interaction)
            await confirm(interaction, change, within_turn_reply(bot_of(interaction), change, lang))

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # Read only: no DB write; the decoded state comes from the sessions' small cache.
        core = core_of(interaction)
        row = await core.store.games.open_in_channel(interaction.channel_id or 0)
        if row is None or row.status != "active":
            return []
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            return []
        try:
            state = await core.sessions.state_of(row)
        except Refusal:
            return []
        game = get_game(row.game_key)
        moves = game.legal_moves(state, seat)
        if not moves:
            return []
        names = seat_names(row)
        lang = await private_language(interaction)
        labels = [say(lang, game.move_label(state, seat, m), names) for m in moves]
        order = rank_moves(moves, labels, current)[:MAX_CHOICES]
        return [app_commands.Choice(name=labels[i][:100], value=moves[i]) for i in order]

    @app_commands.command(name="resign", description="Resign from this channel's game")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await core_of(interaction).sessions.resign(row.id, interaction.user.id)
            await confirm(interaction, change)

    @app_commands.command(
        name="undo", description="Ask to take back your last move (the next player approves)"
    )
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await core_of(interaction).proposals.propose_undo(
                row.id, interaction.user.id, lang=await public_language(interaction)
            )
            lang = await reply_language(interaction)
            if change is None:
                await tell(interaction, i18n.text(lang, "play-undo-posted"))
            else:
                await confirm(interaction, change, i18n.text(lang, "play-undo-computer"))
