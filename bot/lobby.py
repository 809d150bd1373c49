"""Lobbies: open, join, leave, start, cancel (shared by the buttons and /game ...)."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Any

import discord

from bot.clock import limit_text
from bot.computer import LEVELS, computer_name, next_computer_id
from bot.messages import join_names, seat_names
from bot.replies import respond, tell
from bot.sessions import Refusal, mark_stored
from bot.storage import GameRow
from bot.storage.games import ChannelBusy
from bot.storage.outbox import Announcement
from bot.views import computer_level_view, lobby_view
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)


def players_needed(game_key: str) -> str:
    game = get_game(game_key)
    if game.min_players == game.max_players:
        return f"{game.min_players} players"
    return f"{game.min_players} to {game.max_players} players"


def can_start(row: GameRow) -> bool:
    """Whether the creator may start the lobby now (it would not start by itself)."""
    game = get_game(row.game_key)
    return game.min_players < game.max_players and game.min_players <= len(row.seats) < game.max_players


def lobby_embed(row: GameRow, closed: str | None = None) -> discord.Embed:
    from bot.commands.info import rules_summary

    game = get_game(row.game_key)
    names = [discord.utils.escape_markdown(n) for n in seat_names(row)]
    joined = discord.utils.escape_mentions(join_names(names))
    lines = [
        rules_summary(row.game_key),
        "",
        f"**Players** ({len(row.seats)}, needs {players_needed(row.game_key)}): {joined}",
    ]
    if row.opponent_id:
        lines.append(f"A challenge: only <@{row.opponent_id}> may join.")
    lines.append(
        "**Seat order:** random."
        if row.order_mode == "random"
        else f"**Seat order:** as joined ({names[0]} moves first)."
    )
    if row.options:
        lines.append("**Options:** " + ", ".join(f"{k} = {v}" for k, v in row.options.items()))
    if row.time_limit_hours is not None:
        limit = limit_text(row.time_limit_hours)
        lines.append(f"**Time limit:** {limit}; then another player may claim.")
    if closed:
        lines.append(closed)
    elif game.max_players == 2:
        lines.append("Press **Join** to play: the game starts as soon as a second player joins.")
    elif can_start(row):
        lines.append(
            f"Press **Join** to play. It starts when {game.max_players} have joined, "
            f"or when {names[0]} presses **Start**."
        )
    else:
        missing = game.min_players - len(row.seats)
        lines.append(
            f"Press **Join** to play. Waiting for {missing} more player{'s' if missing != 1 else ''}."
        )
    return discord.Embed(title=f"{game.title} lobby · game #{row.id}", description="\n".join(lines))


def lobby_message(row: GameRow, note: str | None = None) -> dict[str, Any]:
    """The lobby message as the lobby stands now (what the outbox posts or edits)."""
    closed = note
    if closed is None and row.status in ("active", "finished"):
        closed = "The game has started."
    elif closed is None and row.status in ("cancelled", "abandoned"):
        closed = "Cancelled."
    view = lobby_view(row.id, can_start=can_start(row)) if closed is None else None
    return {"embed": lobby_embed(row, closed), "view": view}


async def create(
    bot: PyramidBot,
    interaction: discord.Interaction,
    *,
    game_key: str,
    opponent: discord.abc.User | None,
    order: str,
    thread: bool | None,
    options: dict[str, Any],
    time_limit_hours: int | None = None,
    computer: str | None = None,
) -> None:
    game = get_game(game_key)
    if computer is not None and opponent is not None:
        raise Refusal("Choose either `opponent` (a person) or `computer`, not both.")
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
    if thread is None:
        # The server's choice; inside a thread (or a channel without threads) the game stays here.
        thread = isinstance(channel, discord.TextChannel) and await bot.repo.threads_default(
            interaction.guild.id
        )
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
        try:
            target = await channel.create_thread(
                name=f"{game.title} · {interaction.user.display_name}"[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except discord.Forbidden:
            raise Refusal(
                "I may not create threads here; ask a moderator for the Create Public Threads permission, "
                "or run `/game new thread:false` to play in this channel."
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
    bot.outbox.kick()
    mark_stored()
    where = f" in {target.mention}" if thread else ""  # type: ignore[attr-defined]
    if computer is not None:
        await _start_against_computer(bot, row, computer)
        against = f"against the computer ({computer})"
        await tell(interaction, f"{game.title} game #{row.id} {against} begins{where}.")
        return
    await tell(
        interaction,
        f"Opened a {game.title} lobby (game #{row.id}){where}. Players join with its Join button.",
    )


async def _start_against_computer(bot: PyramidBot, row: GameRow, level: str) -> None:
    """`/game new computer:<level>`: computers fill the seats the game needs, and it starts."""
    game = get_game(row.game_key)
    async with bot.sessions.lock(row.id):
        seats, names, computers = list(row.seats), dict(row.names), dict(row.computers)
        while len(seats) < game.min_players:
            seats, names, computers = _with_computer(row, seats, names, computers, level)
        await _start_locked(bot, row, seats, names, computers)


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
        if len(seats) >= game.max_players:
            # The last seat taken: the game starts in the same transaction as the join.
            await _start_locked(bot, row, seats, names)
            await _done(bot, interaction, f"You joined; {game.title} game #{row.id} begins.")
            return
        if not await bot.repo.update_lobby(row, seats, names, bot.now()):
            raise Refusal("The lobby changed a moment ago; please try again.")
    await _done(bot, interaction, f"You joined the {game.title} lobby (game #{row.id}).")


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
    await _done(bot, interaction, f"You left the lobby of game #{row.id}.")


async def start(bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool) -> None:
    async with bot.sessions.lock(game_id):
        row = await _lobby_row(bot, game_id)
        if interaction.user.id != row.creator_id:
            raise Refusal(f"Only the lobby's creator ({row.name_of(row.creator_id)}) can start the game.")
        await _start_locked(bot, row, list(row.seats), row.names)
    await _done(bot, interaction, f"{get_game(row.game_key).title} game #{row.id} begins.")


async def _start_locked(
    bot: PyramidBot,
    row: GameRow,
    seats: list[int],
    names: dict[str, str],
    computers: dict[int, str] | None = None,
) -> tuple[GameRow, dict[str, Any]]:
    """Start the game: seats, state, the closed lobby message and the first table, all in
    one transaction (the outbox posts them)."""
    game = get_game(row.game_key)
    if not game.min_players <= len(seats) <= game.max_players:
        raise Refusal(
            f"{game.player_count_message()}; this lobby has {len(seats)}. Wait for more players to join."
        )
    seats = list(seats)
    if row.order_mode == "random":
        # Seeded by the game's seed, so the seating can be checked later.
        random.Random(row.seed).shuffle(seats)
    state = game.new(len(seats), row.seed, row.options)
    announce = [
        Announcement("lobby", row.channel_id),
        Announcement("start", row.channel_id, {"state": game.encode(state)}),
    ]
    if not await bot.repo.start(
        row, seats, names, game.encode(state), bot.now(), announce=announce, computers=computers
    ):
        raise Refusal("The lobby changed a moment ago; please try again.")
    mark_stored()
    bot.outbox.kick()
    fresh = await bot.repo.get(row.id)
    assert fresh is not None
    bot.sessions.remember(fresh, state)
    if fresh.computers:
        bot.computers.kick(fresh.id)  # a computer may move first
    return fresh, state


async def _done(bot: PyramidBot, interaction: discord.Interaction, text: str) -> None:
    """After a stored lobby change: wake the outbox (it updates the lobby message and
    posts the table) and tell the presser privately."""
    mark_stored()
    bot.outbox.kick()
    await tell(interaction, text)


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
        title = get_game(row.game_key).title
        who = discord.utils.escape_mentions(discord.utils.escape_markdown(user.display_name))
        if row.status == "lobby":
            text = f"{who} cancelled the {title} lobby (game #{row.id})."
        else:
            text = f"{who} abandoned {title} game #{row.id}; it will not be finished."
        announce = [Announcement("line", row.channel_id, {"content": text, "users": []})]
        if row.status == "lobby":
            announce.insert(0, Announcement("lobby", row.channel_id))
        if not await bot.repo.cancel(row, bot.now(), announce=announce):
            raise Refusal("The game changed a moment ago; please try again.")
        bot.sessions.forget(row.id)
    await _done(bot, interaction, f"Done. {text}")


async def button(bot: PyramidBot, interaction: discord.Interaction, action: str, game_id: int) -> None:
    handler = {
        "join": join,
        "leave": leave,
        "start": start,
        "cancel": cancel,
        "computer": offer_computer_levels,
    }[action]
    await handler(bot, interaction, game_id, True)


async def offer_computer_levels(
    bot: PyramidBot, interaction: discord.Interaction, game_id: int, via_button: bool
) -> None:
    """The Add computer button: the creator chooses the level privately."""
    row = await _lobby_row(bot, game_id)
    _check_can_add_computer(row, interaction.user.id)
    await respond(
        interaction,
        "Which level should the computer play at?",
        view=computer_level_view(game_id),
        ephemeral=True,
    )


def _check_can_add_computer(row: GameRow, user_id: int) -> None:
    game = get_game(row.game_key)
    if user_id != row.creator_id:
        raise Refusal(f"Only the lobby's creator ({row.name_of(row.creator_id)}) can add computer players.")
    if row.opponent_id is not None:
        raise Refusal("This lobby is a challenge to one person, so it has no room for a computer.")
    if len(row.seats) >= game.max_players:
        raise Refusal(f"This lobby is full ({game.max_players} players).")


def _with_computer(row: GameRow, seats: list[int], names: dict[str, str], computers: dict[int, str],
                   level: str) -> tuple[list[int], dict[str, str], dict[int, str]]:
    uid = next_computer_id(seats)
    same = sum(1 for v in computers.values() if v == level)
    names = {**names, str(uid): computer_name(level, same + 1)}
    return [*seats, uid], names, {**computers, uid: level}


async def add_computer(bot: PyramidBot, interaction: discord.Interaction, game_id: int, level: str) -> None:
    """Seat a computer player; a lobby it fills starts at once."""
    if level not in LEVELS:
        raise Refusal(f"Choose a level: {', '.join(LEVELS)}.")
    async with bot.sessions.lock(game_id):
        row = await _lobby_row(bot, game_id)
        _check_can_add_computer(row, interaction.user.id)
        game = get_game(row.game_key)
        seats, names, computers = _with_computer(row, row.seats, row.names, row.computers, level)
        name = names[str(seats[-1])]
        if len(seats) >= game.max_players:
            await _start_locked(bot, row, seats, names, computers)
            await _done(bot, interaction, f"{name} joined; {game.title} game #{row.id} begins.")
            return
        if not await bot.repo.update_lobby(row, seats, names, bot.now(), computers=computers):
            raise Refusal("The lobby changed a moment ago; please try again.")
    await _done(bot, interaction, f"{name} joined the lobby of game #{row.id}.")


async def rematch(bot: PyramidBot, interaction: discord.Interaction, finished: GameRow) -> None:
    """The Rematch button of a finished game: the same game, options and players, started
    at once in the same channel with the seats rotated (two players swap), so whoever
    moved first now moves last."""
    if finished.status != "finished":
        raise Refusal("A rematch can be started once this game is over.")
    if interaction.user.id not in finished.seats:
        raise Refusal("Only the players of this game can start its rematch.")
    busy = await bot.repo.open_in_channel(finished.channel_id)
    if busy is not None:
        raise Refusal(
            f"This channel already has an unfinished {get_game(busy.game_key).title} game (#{busy.id}); "
            "finish it first, or open a new game in a thread with `/game new thread:true`."
        )
    seats = [*finished.seats[1:], finished.seats[0]]
    try:
        row = await bot.repo.create_lobby(
            game_key=finished.game_key,
            guild_id=finished.guild_id,
            channel_id=finished.channel_id,
            creator_id=interaction.user.id,
            creator_name=interaction.user.display_name,
            seed=bot.new_seed(),
            options=finished.options,
            order_mode="joined",
            opponent_id=None,
            now=bot.now(),
            time_limit_hours=finished.time_limit_hours,
            announce_lobby=False,
        )
    except ChannelBusy:
        raise Refusal("Another game was opened here a moment ago; the rematch was not started.") from None
    async with bot.sessions.lock(row.id):
        await _start_locked(bot, row, seats, dict(finished.names))
    await _done(bot, interaction, f"Rematch started: {get_game(row.game_key).title} game #{row.id}.")
