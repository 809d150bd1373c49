"""/plan add|list|clear: planned replies in this channel's game, privately. Each option of
/plan add is autocompleted with the legal moves at its point of the line, in words."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.features.plans.wording import added_text, list_text
from bot.services.refusal import Refusal
from bot.services.wording import say
from bot.ui.base import core_of
from bot.ui.lookup import channel_game
from bot.ui.reader import private_language
from bot.ui.replies import acknowledge, guard, send_text, tell
from rules.notation import normalize
from rules.said import Said

MAX_CHOICES = 25
# Each option's earlier options, in the order of a line.
LINE = ("if_they_play", "i_play", "then_if", "then_play")
Move = app_commands.Range[str, 1, 100]
Choices = list[app_commands.Choice[str]]


def ranked(choices: list[tuple[str, str]], typed: str) -> list[app_commands.Choice[str]]:
    """What was typed first matches the start of the move or its words, then any part."""
    query = normalize(typed)
    scored = []
    for i, (move, words) in enumerate(choices):
        texts = (normalize(move), normalize(words))
        if not query or any(t.startswith(query) for t in texts):
            scored.append((0, i))
        elif any(query in t for t in texts):
            scored.append((1, i))
    scored.sort()
    return [
        app_commands.Choice(name=choices[i][1][:100], value=choices[i][0]) for _, i in scored[:MAX_CHOICES]
    ]


class PlanCog(commands.Cog):
    plan = app_commands.Group(
        name="plan",
        description="Planned replies: yours is played at once when they play the move you expect",
        guild_only=True,
    )

    @plan.command(name="add", description="Plan a reply: if they play X, you play Y (and a second pair)")
    @app_commands.describe(
        if_they_play="Your opponent's next move you are answering",
        i_play="Your reply to it",
        then_if="Then, if they answer with this move...",
        then_play="...you play this",
    )
    async def add(
        self,
        interaction: discord.Interaction,
        if_they_play: Move,
        i_play: Move,
        then_if: Move | None = None,
        then_play: Move | None = None,
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            moves = [if_they_play, i_play]
            if then_if is not None or then_play is not None:
                moves += [then_if or "", then_play or ""]
                if not then_if or not then_play:
                    raise Refusal(Said("plans-refuse-half"))
            added = await core_of(interaction).plans.add(row.id, interaction.user.id, moves)
            await tell(interaction, added_text(await private_language(interaction), added))

    @add.autocomplete("if_they_play")
    async def if_they_play_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await line_choices(interaction, 0, current)

    @add.autocomplete("i_play")
    async def i_play_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await line_choices(interaction, 1, current)

    @add.autocomplete("then_if")
    async def then_if_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await line_choices(interaction, 2, current)

    @add.autocomplete("then_play")
    async def then_play_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await line_choices(interaction, 3, current)

    @plan.command(name="list", description="Your planned replies in this channel's game (only you see them)")
    async def list_(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            lines = await core_of(interaction).plans.lines(row.id, interaction.user.id)
            lang = await private_language(interaction)
            if not lines:
                await tell(interaction, say(lang, Said("plans-list-none")))
                return
            await send_text(interaction, list_text(lang, lines), say(lang, Said("plans-list-file")))

    @plan.command(name="clear", description="Drop your planned replies in this channel's game")
    async def clear(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            gone = await core_of(interaction).plans.clear(row.id, interaction.user.id)
            lang = await private_language(interaction)
            key = "plans-cleared" if gone else "plans-cleared-none"
            await tell(interaction, say(lang, Said(key, count=gone)))


async def line_choices(interaction: discord.Interaction, depth: int, current: str) -> Choices:
    """The legal moves at option `depth` of the line, after the options before it (read
    only; nothing for someone who cannot plan here, or a line that does not fit)."""
    core = core_of(interaction)
    row = await core.store.games.open_in_channel(interaction.channel_id or 0)
    if row is None or row.status != "active":
        return []
    earlier = [getattr(interaction.namespace, name, None) for name in LINE[:depth]]
    if any(not isinstance(m, str) or not m for m in earlier):
        return []
    lang = await private_language(interaction)
    choices = await core.plans.choices(row.id, interaction.user.id, [str(m) for m in earlier], lang)
    return ranked(choices, current)
