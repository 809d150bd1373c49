"""/away and /next."""

from __future__ import annotations

import dataclasses

import discord
from discord import app_commands
from discord.ext import commands

from bot.delivery.announcer import LATEST_POST
from bot.delivery.compose import compose
from bot.delivery.notifier import jump_link
from bot.delivery.table_post import table_post
from bot.services.away import MAX_AWAY_DAYS, AwayAnswer
from bot.services.clock import plural
from bot.services.waiting import waiting_for
from bot.ui.base import core_of
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, acknowledge, guard, respond, tell
from bot.ui.web_links import add_to_layout, web_buttons
from rules import get_game


def away_text(answer: AwayAnswer) -> str:
    left = f"You have {plural(answer.left, 'away day')} left this year (of {answer.allowance})."
    if answer.until is None:
        return f"Welcome back: your clocks run again and reminders resume. {left}"
    at = int(answer.until)
    return (
        f"You are away until <t:{at}:f> (<t:{at}:R>): your clocks and reminders are paused in all "
        f"your games, and their tables say so. `/away days:0` ends it early. {left}"
    )


class AwayCog(commands.Cog):
    @app_commands.command(
        name="away", description="Take a break: your clocks and reminders pause in every game"
    )
    @app_commands.describe(days=f"How many days (0 ends your break; at most {MAX_AWAY_DAYS})")
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, MAX_AWAY_DAYS]
    ) -> None:
        core = core_of(interaction)
        async with guard(interaction):
            await acknowledge(interaction)
            answer = await core.away.set_away(interaction.user.id, interaction.guild_id, days)
            await tell(interaction, away_text(answer))

    @app_commands.command(name="next", description="The game that has waited longest for you (private)")
    async def next(self, interaction: discord.Interaction) -> None:
        core = core_of(interaction)
        async with guard(interaction):
            await acknowledge(interaction)
            waiting = await waiting_for(core.store.games, core.sessions, interaction.user.id)
            if not waiting:
                await respond(
                    interaction,
                    "No game is waiting for you right now. `/games` lists your games; "
                    "`/games which:open` shows lobbies to join.",
                    ephemeral=True,
                )
                return
            first = waiting[0]
            row, game = first.row, get_game(first.row.game_key)
            post_id = await core.store.meta.get(LATEST_POST.format(game=row.id))
            more = (
                f" ({plural(len(waiting) - 1, 'other game')} also waiting for you.)"
                if len(waiting) > 1
                else ""
            )
            link = jump_link(row, int(post_id) if post_id else None)
            where = (
                f"Your turn in **{game.title}** game #{row.id} in <#{row.channel_id}> since "
                f"<t:{int(first.since)}:R>. [Go to the game]({link}){more}"
            )
            post = await compose(
                row,
                first.state,
                "The game that has waited longest for you.",
                now=core.now(),
                ping=False,
                lang=await private_language(interaction),
            )
            # The table's own buttons come with it (the Play button too, once turn posts carry it).
            # `where` says it is their turn: the post's own "it is your turn" would say it twice.
            post = dataclasses.replace(post, extra=(*post.extra, where), prompt="", pinged=())
            kwargs = table_post(post)
            add_to_layout(kwargs["view"], await web_buttons(core, row, interaction.user.id, first.state))
            kwargs["allowed_mentions"] = NO_PINGS
            await respond(interaction, ephemeral=True, **kwargs)
