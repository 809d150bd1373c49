"""/game new | join | leave | start | cancel | end | rematch | claim."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.lobby import actions
from bot.services.refusal import Refusal
from bot.ui.base import core_of
from bot.ui.choices import GAME_CHOICES, option_description
from bot.ui.lookup import channel_game
from bot.ui.reader import private_language, public_language
from bot.ui.replies import acknowledge, confirm, guard
from rules.said import Said


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description="Open, join and manage games", guild_only=True)

    @game.command(name="new", description="Open a lobby for a game in this channel (or a new thread)")
    @app_commands.describe(
        game="Which game",
        opponent="Challenge one person: only they may join",
        order="Turn order: random (default) or joined (you move first)",
        thread="Open the game in a new thread of this channel (default: the server's setting)",
        random_setup=option_description("random_setup"),
        rounds_per_player=option_description("rounds_per_player"),
        time_limit_hours="Hours each player has per move; when they run out, another player may /game claim",
        computer="Play against the computer at this level (it fills the other places and the game starts)",
        replace="3+ players: a computer (medium) plays on for a player who leaves (default: by game)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.User | None = None,
        order: Literal["random", "joined"] = "random",
        thread: bool | None = None,
        random_setup: bool | None = None,
        rounds_per_player: app_commands.Range[int, 1, 10] | None = None,
        time_limit_hours: app_commands.Range[int, 1, 720] | None = None,
        computer: Literal["easy", "medium", "hard"] | None = None,
        replace: Literal["computer", "none"] | None = None,
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            options: dict[str, object] = {}
            if random_setup is not None:
                options["random_setup"] = random_setup
            if rounds_per_player is not None:
                options["rounds_per_player"] = rounds_per_player
            await actions.create(
                interaction,
                game_key=game,
                opponent=opponent,
                order=order,
                thread=thread,
                options=options,
                time_limit_hours=time_limit_hours,
                computer=computer,
                replace=replace,
            )

    @game.command(name="join", description="Join the lobby in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction, allow_lobby=True)
            await actions.join(interaction, row.id)

    @game.command(name="leave", description="Leave the lobby in this channel")
    async def leave(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction, allow_lobby=True)
            await actions.leave(interaction, row.id)

    @game.command(name="start", description="Start the lobby in this channel (its creator, 3+ players)")
    async def start(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction, allow_lobby=True)
            await actions.start(interaction, row.id)

    @game.command(name="cancel", description="Cancel the lobby, or abandon the game, in this channel")
    async def cancel(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction, allow_lobby=True)
            await actions.cancel(interaction, row.id)

    @game.command(name="end", description="Propose ending the game now by agreement")
    async def end(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await core_of(interaction).proposals.propose_end(
                row.id, interaction.user.id, lang=await public_language(interaction)
            )
            if change is None:
                await actions.say(interaction, "lobby-end-proposed")
            else:
                # Only computers had to agree, and they did.
                lang = await private_language(interaction)
                await confirm(interaction, change, i18n.text(lang, "lobby-end-computer-agreed"))

    @game.command(name="rematch", description="Play this channel's last finished game again, order rotated")
    async def rematch(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await core_of(interaction).store.games.latest_in_channel(interaction.channel_id or 0)
            if row is None or row.status not in ("finished", "active"):
                raise Refusal(Said("lobby-refuse-no-finished-game"))
            await actions.rematch_of(interaction, row.id)

    @game.command(name="claim", description="Claim on time when the player to move has run out of time")
    async def claim(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await channel_game(interaction)
            change = await core_of(interaction).sessions.claim(row.id, interaction.user.id)
            await confirm(interaction, change)
