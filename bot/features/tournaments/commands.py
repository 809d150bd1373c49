"""/tournament new | join | leave | start | standings | withdraw | cancel | list."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.tournaments import actions
from bot.features.tournaments.listing import tournament_list
from bot.features.tournaments.message import standings_text, withdrawal_text
from bot.features.tournaments.runner import Runner
from bot.services.refusal import Refusal
from bot.ui.base import TableBot, core_of
from bot.ui.choices import GAME_CHOICES, option_description
from bot.ui.reader import private_language
from bot.ui.replies import acknowledge, guard, tell
from rules.said import Said

Format = Literal["round-robin", "swiss", "knockout"]


class TournamentCog(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Round robin, Swiss and knockout events", guild_only=True
    )

    def __init__(self, bot: TableBot) -> None:
        self.runner = Runner(bot, bot.core.settings.reminder_check_minutes)

    async def cog_load(self) -> None:
        self.runner.start()

    async def cog_unload(self) -> None:
        self.runner.stop()

    @tournament.command(name="new", description="Open a tournament's sign-up in this channel")
    @app_commands.describe(
        game="Which game",
        format="round-robin (everyone meets), swiss (paired by score) or knockout",
        rounds="Swiss: how many rounds (default: enough for a clear winner)",
        table_size="Players per game, for 3+ player games (round robin)",
        time_limit_hours="Hours per move; running out loses the game by itself",
        signup_hours="Sign-up closes after this many hours and the tournament starts by itself",
        max_players="The most players who may sign up",
        rated="Whether the games count for ratings (default yes)",
        random_setup=option_description("random_setup"),
        rounds_per_player=option_description("rounds_per_player"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        format: Format,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        table_size: app_commands.Range[int, 2, 8] | None = None,
        time_limit_hours: app_commands.Range[int, 1, 720] | None = None,
        signup_hours: app_commands.Range[int, 1, 720] | None = None,
        max_players: app_commands.Range[int, 2, 256] | None = None,
        rated: bool = True,
        random_setup: bool | None = None,
        rounds_per_player: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            if interaction.guild is None or not isinstance(interaction.channel, discord.TextChannel):
                raise Refusal(Said("tournaments-refuse-text-channel"))
            options: dict[str, object] = {}
            if random_setup is not None:
                options["random_setup"] = random_setup
            if rounds_per_player is not None:
                options["rounds_per_player"] = rounds_per_player
            tid = await core_of(interaction).tournaments.create(
                guild_id=interaction.guild.id,
                channel_id=interaction.channel.id,
                organiser_id=interaction.user.id,
                game_key=game,
                fmt=format,
                rounds=rounds,
                table_size=table_size,
                time_limit_hours=time_limit_hours,
                signup_hours=signup_hours,
                max_players=max_players,
                rated=rated,
                options=options,
            )
            await tell(interaction, await actions.done(interaction, "tournaments-done-new", tid))

    @tournament.command(name="join", description="Sign up for a tournament")
    async def join(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            await actions.join(interaction, await actions.pick(interaction, tournament))

    @tournament.command(name="leave", description="Leave a tournament's sign-up")
    async def leave(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            await actions.leave(interaction, await actions.pick(interaction, tournament))

    @tournament.command(name="start", description="Start a tournament now (its organiser)")
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            await actions.start(interaction, await actions.pick(interaction, tournament))

    @tournament.command(name="standings", description="A tournament's standings")
    async def standings(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            tid = await actions.pick(interaction, tournament, over_too=True)
            snapshot = await core_of(interaction).tournaments.snapshot(tid)
            await tell(interaction, standings_text(snapshot, await private_language(interaction)))

    @tournament.command(
        name="withdraw", description="Withdraw from a running tournament: your games are lost"
    )
    async def withdraw(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            tid = await actions.pick(interaction, tournament)
            done = await core_of(interaction).tournaments.withdraw(tid, interaction.user.id)
            await tell(interaction, withdrawal_text(tid, done, await private_language(interaction)))
            await self.runner.drive(tid)

    @tournament.command(name="cancel", description="Cancel a tournament (organiser or Manage Server)")
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            tid = await actions.pick(interaction, tournament)
            await core_of(interaction).tournaments.cancel(
                tid, interaction.user.id, moderator=actions.is_manager(interaction)
            )
            await tell(interaction, await actions.done(interaction, "tournaments-done-cancel", tid))

    @tournament.command(name="list", description="This server's tournaments: open, running and finished")
    async def list(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            if interaction.guild is None:
                raise Refusal(Said("tournaments-refuse-no-server"))
            core = core_of(interaction)
            found = await core.store.tournaments.in_guild(interaction.guild.id, actions.ALL_STATUSES)
            lang = await private_language(interaction)
            if not found:
                await tell(interaction, i18n.text(lang, "tournaments-list-never"))
                return
            await tell(interaction, tournament_list(found, lang))
