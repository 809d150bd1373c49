"""What the lobby's commands and buttons do on Discord's side: the thread a game may open
in, and the private answers. The lobby itself is the Discord-free LobbyService's."""

from __future__ import annotations

from typing import Any

import discord

import i18n
from bot.services import rematches
from bot.services.lobbies import when_accepted
from bot.services.refusal import Refusal, Unconfirmed
from bot.services.stored import STORED
from bot.storage.db import CommitUnknown
from bot.storage.kinds import OrderMode
from bot.ui.base import core_of
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language, public_language
from bot.ui.replies import tell
from bot.ui.threads import discard_thread
from rules import get_game
from rules.said import Arg, Said


async def say(interaction: discord.Interaction, key: str, **args: Arg) -> None:
    """A private answer from the catalogue, in the player's language."""
    await tell(interaction, i18n.say(await private_language(interaction), Said(key, **args)))


async def create(
    interaction: discord.Interaction,
    *,
    game_key: str,
    opponent: discord.abc.User | None,
    order: OrderMode,
    thread: bool | None,
    options: dict[str, Any],
    time_limit_hours: int | None = None,
    computer: str | None = None,
    replace: str | None = None,
) -> None:
    core = core_of(interaction)
    game = get_game(game_key)
    if computer is not None and opponent is not None:
        raise Refusal(Said("lobby-refuse-opponent-and-computer"))
    resolved = core.lobbies.resolve_options(game_key, options)
    if opponent is not None and (opponent.id == interaction.user.id or opponent.bot):
        raise Refusal(Said("lobby-refuse-opponent-self"))
    channel = interaction.channel
    if channel is None or interaction.guild is None:
        raise Refusal(Said("lobby-refuse-no-channel"))
    if thread is None:
        # The server's choice; inside a thread (or a channel without threads) the game stays here.
        thread = isinstance(channel, discord.TextChannel) and await core.store.prefs.threads_default(
            interaction.guild.id
        )
    if thread and not isinstance(channel, discord.TextChannel):
        raise Refusal(Said("lobby-refuse-thread-here"))
    if not thread:
        await core.lobbies.refuse_busy(channel.id)
    target_id = channel.id
    made: discord.Thread | None = None
    if isinstance(channel, discord.TextChannel) and thread:
        try:
            made = await channel.create_thread(
                name=f"{game.title} · {interaction.user.display_name}"[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.Forbidden:
            raise Refusal(Said("lobby-refuse-no-thread-permission")) from None
        target_id = made.id
    try:
        row = await core.lobbies.open(
            game_key=game.key,
            guild_id=interaction.guild.id,
            channel_id=target_id,
            creator_id=interaction.user.id,
            creator_name=interaction.user.display_name,
            options=resolved,
            order=order,
            opponent_id=opponent.id if opponent else None,
            time_limit_hours=time_limit_hours,
            computer=computer,
            replace_leavers=None if replace is None else replace == "computer",
        )
    except Exception as exc:
        # Nothing was stored: the thread made for it would stay behind empty, one more at
        # every try. Kept when the game may be in it (stored, or not confirmed either way).
        if made is not None and not STORED.get() and not isinstance(exc, CommitUnknown | Unconfirmed):
            await discard_thread(made)
        raise
    thread_args: dict[str, Arg] = {"thread": made.mention} if made is not None else {}
    where = "-thread" if made is not None else ""
    if computer is not None:
        await say(
            interaction,
            f"lobby-opened-computer{where}",
            game=game.title,
            id=str(row.id),
            level=computer,
            **thread_args,
        )
        return
    await say(interaction, f"lobby-opened{where}", game=game.title, id=str(row.id), **thread_args)


async def join(interaction: discord.Interaction, game_id: int) -> None:
    joined = await core_of(interaction).lobbies.join(
        game_id, interaction.user.id, interaction.user.display_name
    )
    title = get_game(joined.row.game_key).title
    key = "lobby-joined-started" if joined.started else "lobby-joined"
    await say(interaction, key, game=title, id=str(joined.row.id))


async def leave(interaction: discord.Interaction, game_id: int) -> None:
    row = await core_of(interaction).lobbies.leave(game_id, interaction.user.id)
    await say(interaction, "lobby-left", id=str(row.id))


async def start(interaction: discord.Interaction, game_id: int) -> None:
    row = await core_of(interaction).lobbies.start(game_id, interaction.user.id)
    await say(interaction, "lobby-started", game=get_game(row.game_key).title, id=str(row.id))


async def cancel(interaction: discord.Interaction, game_id: int) -> None:
    who = discord.utils.escape_mentions(discord.utils.escape_markdown(interaction.user.display_name))
    line = await core_of(interaction).lobbies.cancel(
        game_id,
        interaction.user.id,
        who,
        moderator=bool(interaction.permissions.manage_messages),
        lang=await public_language(interaction),
    )
    await say(interaction, "lobby-cancel-done", line=line)


async def rematch(interaction: discord.Interaction, game_id: int) -> None:
    finished = await game_of_button(interaction, game_id)
    await rematch_of(interaction, finished.id)


async def rematch_of(interaction: discord.Interaction, game_id: int) -> None:
    core = core_of(interaction)
    finished = await core.store.games.get(game_id)
    if finished is None:
        raise Refusal(Said("lobby-refuse-gone"))
    row = await core.lobbies.rematch(finished, interaction.user.id, interaction.user.display_name)
    title = get_game(row.game_key).title
    if row.status == "active":
        await say(interaction, "lobby-rematch-started", game=title, id=str(row.id))
        return
    waiting = when_accepted(await rematches.still_to_accept(core.store, row))
    # A second press on the same Rematch accepts the one asked for.
    key = "lobby-rematch-asked" if row.creator_id == interaction.user.id else "lobby-rematch-accepted"
    await say(interaction, key, game=title, id=str(row.id), when=waiting)
