"""Lobbies: open, join, leave, start, cancel (shared by the buttons and /game ...)."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Any

import discord

from bot.clock import limit_text
from bot.messages import join_names, seat_names
from bot.replies import board_message, respond
from bot.sessions import Refusal
from bot.storage import GameRow
from bot.storage.games import ChannelBusy
from bot.views import lobby_view
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)


def lobby_embed(row: GameRow, closed: str | None = None) -> discord.Embed:
    game = get_game(row.game_key)
    count = (
        f"{game.min_players}"
        if game.min_players == game.max_players
        else f"{game.min_players}-{game.max_players}"
    )
    lines = [f"Players ({len(row.seats)}, needs {count}): {join_names(seat_names(row))}"]
    if row.opponent_id:
        lines.append(f"A challenge: only <@{row.opponent_id}> may join.")
    lines.append(
        "Seat order: random."
        if row.order_mode == "random"
        else f"Seat order: as joined ({row.name_of(row.creator_id)} moves first)."
    )
    if row.options:
        lines.append("Options: " + ", ".join(f"{k} = {v}" for k, v in row.options.items()))
    if row.time_limit_hours is not None:
        lines.append(f"Time limit: {limit_text(row.time_limit_hours)}; then another player may claim.")
    if closed:
        lines.append(closed)
    elif game.max_players == 2:
        lines.append("The game starts when a second player joins.")
    else:
        lines.append("The game starts when the lobby is full, or when its creator presses Start.")
    return discord.Embed(title=f"{game.title} lobby · game #{row.id}", description="\n".join(lines))


async def create(
    bot: PyramidBot,
    interaction: discord.Interaction,
    *,
    game_key: str,
    opponent: discord.abc.User | None,
    order: str,
    thread: bool,
    options: dict[str, Any],
    time_limit_hours: int | None = None,
) -> None:
    game = get_game(game_key)
    try:
        resolved = game.resolve_options(options)
    except ValueError as exc:
        raise Refusal(f"{exc}. Leave that option out, or see `/rules game:{game_key}`.") from None
    if opponent is not None and (opponent.id == interaction.user.id or opponent.bot):
        raise Refusal("Challenge another person: `opponent` cannot be yourself or a bot.")
    channel = interaction.channel
    if channel is None or interaction.guild is None:
        raise Refusal("Games are played in server channels: run `/game new` in a channel.")
    busy = await bot.repo.open_in_channel(channel.id)
    if thread:
        if isinstance(channel, discord.Thread) or not isinstance(channel, discord.TextChannel):
            raise Refusal("I can only open threads from a text channel: run this in the channel itself.")
    elif busy is not None:
        what = "lobby" if busy.status == "lobby" else "game"
        raise Refusal(
            f"This channel already has an unfinished {get_game(busy.game_key).title} {what} (#{busy.id}). "
            "Add `thread:true` to open yours in a new thread, or finish that one first."
        )
    target: discord.abc.Messageable = channel  # type: ignore[assignment]
    if thread:
        assert isinstance(channel, discord.TextChannel)
        # Creating a thread and posting in it are two API calls: acknowledge first
        # (privately, so that a refusal below stays private too).
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            target = await channel.create_thread(
                name=f"{game.title} · {interaction.user.display_name}"[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.Forbidden:
            raise Refusal(
                "I may not create threads here; ask a moderator for the Create Public Threads permission, "
                "or run `/game new` without `thread`."
            ) from None
    try:
        row = await bot.repo.create_lobby(
            game_key=game.key,
            guild_id=interaction.guild.id,
            channel_id=target.id,  # type: ignore[attr-defined]
            creator_id=interaction.user.id,
            creator_name=interaction.user.display_name,
            seed=bot.new_seed(),
            options=resolved,
            order_mode=order,
            opponent_id=opponent.id if opponent else None,
            now=bot.now(),
            time_limit_hours=time_limit_hours,
        )
    except ChannelBusy:
        raise Refusal(
            "Another game was opened here a moment ago; add `thread:true` to open yours in a thread."
        ) from None
    content = f"<@{opponent.id}>, {interaction.user.mention} challenges you!" if opponent else None
    mentions = discord.AllowedMentions(users=[opponent] if opponent else False)
    if thread:
        message = await target.send(
            content, embed=lobby_embed(row), view=lobby_view(row.id), allowed_mentions=mentions
        )
        await bot.repo.set_lobby_message(row.id, message.id)
        await interaction.followup.send(
            f"Opened a {game.title} lobby in {target.mention}.",  # type: ignore[attr-defined]
            ephemeral=True,
        )
        return
    callback = await interaction.response.send_message(
        content, embed=lobby_embed(row), view=lobby_view(row.id), allowed_mentions=mentions
    )
    message_id = getattr(callback, "message_id", None)
    if message_id:
        await bot.repo.set_lobby_message(row.id, message_id)


async def _lobby_row(bot: PyramidBot, game_id: int) -> GameRow:
    row = await bot.repo.get(game_id)
    if row is None or row.status == "cancelled":
        raise Refusal("This lobby was cancelled. Open a new one with `/game new`.")
    if row.status != "lobby":
        raise Refusal("This game has already started; use `/board` to see it.")
    return row


async def join(bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool) -> None:
    user = interaction.user
    async with bot.sessions.lock(game_id):
        row = await _lobby_row(bot, game_id)
        game = get_game(row.game_key)
        if user.id in row.seats:
            raise Refusal("You are already in this lobby; wait for the others, or press Leave.")
        if row.opponent_id is not None and user.id != row.opponent_id:
            raise Refusal(
                f"This is a challenge for <@{row.opponent_id}>: only they may join. "
                "Open your own lobby with `/game new`."
            )
        if len(row.seats) >= game.max_players:
            raise Refusal(f"This lobby is full ({game.max_players} players).")
        seats = [*row.seats, user.id]
        names = {**row.names, str(user.id): user.display_name}
        if not await bot.repo.update_lobby(row, seats, names, bot.now()):
            raise Refusal("The lobby changed a moment ago; please try again.")
        row = await _lobby_row(bot, game_id)
        if len(row.seats) >= game.max_players:
            row, state = await _start_locked(bot, row)
            await _announce_start(bot, interaction, row, state, via_button)
            return
    await _show_lobby(bot, interaction, row, via_button, f"{user.display_name} joined.")


async def leave(bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool) -> None:
    user = interaction.user
    async with bot.sessions.lock(game_id):
        row = await _lobby_row(bot, game_id)
        if user.id not in row.seats:
            raise Refusal("You are not in this lobby, so there is nothing to leave.")
        if user.id == row.creator_id:
            raise Refusal("You opened this lobby: use Cancel (or `/game cancel`) to close it.")
        seats = [u for u in row.seats if u != user.id]
        if not await bot.repo.update_lobby(row, seats, row.names, bot.now()):
            raise Refusal("The lobby changed a moment ago; please try again.")
        row = await _lobby_row(bot, game_id)
    await _show_lobby(bot, interaction, row, via_button, f"{user.display_name} left.")


async def start(bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool) -> None:
    async with bot.sessions.lock(game_id):
        row = await _lobby_row(bot, game_id)
        if interaction.user.id != row.creator_id:
            raise Refusal(f"Only the lobby's creator ({row.name_of(row.creator_id)}) can start the game.")
        row, state = await _start_locked(bot, row)
    await _announce_start(bot, interaction, row, state, via_button)


async def _start_locked(bot: PyramidBot, row: GameRow) -> tuple[GameRow, dict[str, Any]]:
    game = get_game(row.game_key)
    if not game.min_players <= len(row.seats) <= game.max_players:
        raise Refusal(
            f"{game.player_count_message()}; this lobby has {len(row.seats)}. Wait for more players to join."
        )
    seats = list(row.seats)
    if row.order_mode == "random":
        # Seeded by the game's seed, so the seating can be checked later.
        random.Random(row.seed).shuffle(seats)
    state = game.new(len(seats), row.seed, row.options)
    if not await bot.repo.start(row, seats, row.names, game.encode(state), bot.now()):
        raise Refusal("The lobby changed a moment ago; please try again.")
    fresh = await bot.repo.get(row.id)
    assert fresh is not None
    bot.sessions._remember(fresh, state)
    return fresh, state


async def _announce_start(
    bot: PyramidBot, interaction: discord.Interaction, row: GameRow, state: dict[str, Any], via_button: bool
) -> None:
    game = get_game(row.game_key)
    closed = lobby_embed(row, closed="The game has started.")
    if via_button:
        await interaction.response.edit_message(embed=closed, view=None)
    else:
        await interaction.response.defer(thinking=True)
        await _edit_lobby_message(bot, row, closed)
    order = ", ".join(f"{n} (seat {i})" for i, n in enumerate(seat_names(row)))
    headline = f"{game.title} game #{row.id} begins: {order}."
    try:
        await interaction.followup.send(**await board_message(row, state, headline, ping=True))
    except discord.HTTPException as exc:
        log.warning("game %s started but the board could not be posted: %s", row.id, exc)
    await bot.notifier.after_start(row, state)


async def _show_lobby(
    bot: PyramidBot, interaction: discord.Interaction, row: GameRow, via_button: bool, note: str
) -> None:
    if via_button:
        await interaction.response.edit_message(embed=lobby_embed(row), view=lobby_view(row.id))
        return
    await respond(interaction, note, allowed_mentions=discord.AllowedMentions.none())
    await _edit_lobby_message(bot, row, lobby_embed(row), keep_buttons=True)


async def _edit_lobby_message(
    bot: PyramidBot, row: GameRow, embed: discord.Embed, keep_buttons: bool = False
) -> None:
    """Keep the lobby message current after a /game command (best effort)."""
    if not row.lobby_message_id:
        return
    message = bot.get_partial_messageable(row.channel_id).get_partial_message(row.lobby_message_id)
    try:
        await message.edit(embed=embed, view=lobby_view(row.id) if keep_buttons else None)
    except discord.HTTPException as exc:
        log.info("could not update the lobby message of game %s: %s", row.id, exc)


async def cancel(bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool) -> None:
    user = interaction.user
    async with bot.sessions.lock(game_id):
        row = await bot.repo.get(game_id)
        if row is None or row.status not in ("lobby", "active"):
            raise Refusal("There is nothing to cancel: this game is already over or cancelled.")
        moderator = bool(interaction.permissions.manage_messages)
        if user.id != row.creator_id and not moderator:
            raise Refusal(
                f"Only the creator ({row.name_of(row.creator_id)}) or a member with Manage Messages "
                "can cancel this game."
            )
        if not await bot.repo.cancel(row, bot.now()):
            raise Refusal("The game changed a moment ago; please try again.")
        bot.sessions.forget(row.id)
    title = get_game(row.game_key).title
    if row.status == "lobby":
        text = f"{user.display_name} cancelled the {title} lobby (game #{row.id})."
    else:
        text = f"{user.display_name} abandoned {title} game #{row.id}; it will not be finished."
    closed = lobby_embed(row, closed="Cancelled.")
    if via_button and row.status == "lobby":
        await interaction.response.edit_message(embed=closed, view=None)
        await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
        return
    await respond(interaction, text, allowed_mentions=discord.AllowedMentions.none())
    if row.status == "lobby":
        await _edit_lobby_message(bot, row, closed)


async def button(bot: PyramidBot, interaction: discord.Interaction, action: str, game_id: int) -> None:
    handler = {"join": join, "leave": leave, "start": start, "cancel": cancel}[action]
    await handler(bot, interaction, game_id, True)
