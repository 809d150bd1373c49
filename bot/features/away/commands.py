"""/away and /next."""

from __future__ import annotations

import dataclasses

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.delivery.announcer import LATEST_POST
from bot.delivery.compose import compose
from bot.delivery.notifier import jump_link
from bot.delivery.table_post import table_post
from bot.services.away import MAX_AWAY_DAYS, AwayAnswer
from bot.services.waiting import waiting_for
from bot.ui.base import core_of
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, acknowledge, guard, reply_language, respond, tell
from bot.ui.web_links import add_to_layout, web_buttons
from rules import get_game


def away_text(answer: AwayAnswer, lang: str = i18n.ENGLISH) -> str:
    left = i18n.text(lang, "away-left", left=answer.left, allowance=answer.allowance)
    if answer.until is None:
        return i18n.text(lang, "away-back", left=left)
    return i18n.text(lang, "away-until", until=str(int(answer.until)), left=left)


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
            await tell(interaction, away_text(answer, await reply_language(interaction)))

    @app_commands.command(name="next", description="The game that has waited longest for you (private)")
    async def next(self, interaction: discord.Interaction) -> None:
        core = core_of(interaction)
        async with guard(interaction):
            await acknowledge(interaction)
            waiting = await waiting_for(core.store.games, core.sessions, interaction.user.id)
            lang = await private_language(interaction)
            if not waiting:
                await respond(interaction, i18n.text(lang, "away-next-none"), ephemeral=True)
                return
            first = waiting[0]
            row, game = first.row, get_game(first.row.game_key)
            post_id = await core.store.meta.get(LATEST_POST.format(game=row.id))
            more = i18n.text(lang, "away-next-more", count=len(waiting) - 1) if len(waiting) > 1 else ""
            link = jump_link(row, int(post_id) if post_id else None)
            where = i18n.text(
                lang,
                "away-next-where",
                game=game.title,
                id=str(row.id),
                channel=f"<#{row.channel_id}>",
                since=str(int(first.since)),
                link=link,
                more=more,
            )
            headline = i18n.text(lang, "away-next-headline")
            post = await compose(row, first.state, headline, now=core.now(), ping=False, lang=lang)
            # The table's own buttons come with it (the Play button too, once turn posts carry it).
            # `where` says it is their turn: the post's own "it is your turn" would say it twice.
            post = dataclasses.replace(post, extra=(*post.extra, where), prompt="", pinged=())
            kwargs = table_post(post)
            links = await web_buttons(core, row, interaction.user.id, first.state, lang=lang)
            add_to_layout(kwargs["view"], links)
            kwargs["allowed_mentions"] = NO_PINGS
            await respond(interaction, ephemeral=True, **kwargs)
