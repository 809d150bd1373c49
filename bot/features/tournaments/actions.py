"""What the sign-up buttons and the matching commands do, on Discord's side."""

from __future__ import annotations

from typing import cast

import discord

import i18n
from bot.features.tournaments.runner import Runner
from bot.services.refusal import Refusal
from bot.ui.base import bot_of, core_of
from bot.ui.reader import private_language
from bot.ui.replies import tell
from rules.said import Said

COG = "TournamentCog"
LIVE = ("signup", "running")
ALL_STATUSES = ("signup", "running", "finished", "cancelled")


def runner_of(interaction: discord.Interaction) -> Runner:
    cog = bot_of(interaction).get_cog(COG)
    assert cog is not None
    return cast("Runner", cog.runner)  # type: ignore[attr-defined]


def is_manager(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.manage_guild)


async def done(interaction: discord.Interaction, key: str, tournament_id: int, **args: str) -> str:
    """A private "Done: ..." in the player's language."""
    return i18n.text(await private_language(interaction), key, tournament=str(tournament_id), **args)


async def join(interaction: discord.Interaction, tournament_id: int) -> None:
    await core_of(interaction).tournaments.join(
        tournament_id, interaction.user.id, interaction.user.display_name
    )
    await tell(interaction, await done(interaction, "tournaments-done-join", tournament_id))


async def leave(interaction: discord.Interaction, tournament_id: int) -> None:
    await core_of(interaction).tournaments.leave(tournament_id, interaction.user.id)
    await tell(interaction, await done(interaction, "tournaments-done-leave", tournament_id))


async def start(interaction: discord.Interaction, tournament_id: int) -> None:
    await core_of(interaction).tournaments.start(tournament_id, interaction.user.id)
    await tell(interaction, await done(interaction, "tournaments-done-start", tournament_id))
    await runner_of(interaction).drive(tournament_id)


async def add_computer(interaction: discord.Interaction, tournament_id: int) -> None:
    name = await core_of(interaction).tournaments.add_computer(tournament_id, interaction.user.id)
    await tell(interaction, await done(interaction, "tournaments-done-computer", tournament_id, name=name))


async def pick(interaction: discord.Interaction, tournament_id: int | None, *, over_too: bool = False) -> int:
    """The tournament a command means: the one named, else the newest live one of this
    channel (or of the channel a tournament thread belongs to); with `over_too`, the
    newest one there whatever its state (standings stay readable once it is over)."""
    core = core_of(interaction)
    if interaction.guild is None:
        raise Refusal(Said("tournaments-refuse-no-server"))
    if tournament_id is not None:
        return (await core.tournaments.get(tournament_id, interaction.guild.id)).id
    channel = interaction.channel
    here = {interaction.channel_id}
    if isinstance(channel, discord.Thread) and channel.parent_id:
        here.add(channel.parent_id)
    statuses = ALL_STATUSES if over_too else LIVE
    found = await core.store.tournaments.in_guild(interaction.guild.id, statuses)
    mine = [t for t in found if t.channel_id in here]
    if not mine:
        raise Refusal(Said("tournaments-refuse-none-here"))
    return mine[-1].id
