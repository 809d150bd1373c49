"""The lobby message: who has joined, the options, and its buttons; posted once by the
outbox (the `lobby` announcement) and edited as the lobby changes."""

from __future__ import annotations

from typing import Any, NamedTuple

import discord

from bot.delivery.announcer import Announcer
from bot.delivery.custom_ids import LOBBY, PostedButton, table_button
from bot.delivery.names import users_only
from bot.services import rematches
from bot.services.clock import limit_text
from bot.services.lobbies import can_start, players_count
from bot.services.wording import join_names, rules_summary, seat_names, substitute
from bot.storage.outbox import OutboxItem
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import get_game

LOBBY_STYLES = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
    "computer": ("Add computer", discord.ButtonStyle.secondary),
}


class Rematch(NamedTuple):
    """A rematch lobby's seat order (the last game's, turned round) and the names of its
    players, those still to join included (from the last game)."""

    order: list[int]
    names: dict[str, str]


def first_mover(row: GameRow, rematch: Rematch | None) -> str | None:
    """Who moves first as the lobby stands, asked of the game's own start (shared code
    names no game), with the seats in the order the game will start with: a rematch's,
    else as joined. None when it is not known yet (the game's first seat is one still
    to join)."""
    game = get_game(row.game_key)
    seats = list(rematch.order) if rematch is not None and row.status == "lobby" else list(row.seats)
    players = min(max(len(seats), game.min_players), game.max_players)
    on_move = game.to_move(game.new(players, row.seed, row.options))
    if not on_move or on_move[0] >= len(seats):
        return None
    user = seats[on_move[0]]
    name = row.names.get(str(user)) or (rematch.names.get(str(user)) if rematch is not None else None)
    return discord.utils.escape_markdown(name) if name else f"<@{user}>"


def turn_order(row: GameRow, rematch: Rematch | None) -> str:
    """The lobby's line on who moves first."""
    if row.order_mode == "random":
        return "**Turn order:** random."
    how = "the last game's, turned round" if rematch is not None else "as joined"
    first = first_mover(row, rematch)
    return f"**Turn order:** {how} ({first} moves first)." if first else f"**Turn order:** {how}."


async def rematch_of(store: Storage, row: GameRow) -> Rematch | None:
    """A rematch lobby's order and names; None for any other lobby. While the lobby is
    open its channel holds no other game, so the channel's latest game is the last one."""
    order = await rematches.order_of(store, row.id)
    if order is None:
        return None
    last = await store.games.latest_in_channel(row.channel_id) if row.status == "lobby" else None
    return Rematch(order, dict(last.names) if last is not None else {})


def lobby_embed(row: GameRow, closed: str | None = None, rematch: Rematch | None = None) -> discord.Embed:
    game = get_game(row.game_key)
    names = [discord.utils.escape_markdown(n) for n in seat_names(row)]
    joined = discord.utils.escape_mentions(join_names(names))
    lines = [
        rules_summary(row.game_key),
        "",
        f"**Players:** {joined} ({players_count(row.game_key, len(row.seats))})",
    ]
    if row.opponent_id:
        lines.append(f"A challenge: only <@{row.opponent_id}> may join.")
    lines.append(turn_order(row, rematch))
    if chosen := game.options_in_words(row.options):
        lines.append("**Options:** " + "; ".join(substitute(option, []) for option in chosen) + ".")
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


def lobby_view(game_id: int, *, can_start: bool) -> discord.ui.View:
    """Join, Leave, Start (only where the creator must press it: a lobby that may start
    before it is full, once it has enough players), Cancel, Add computer and the game's
    Rules (each answered by the feature that owns it, by custom id)."""
    view = discord.ui.View(timeout=None)
    for action, (label, style) in LOBBY_STYLES.items():
        if action != "start" or can_start:
            view.add_item(
                PostedButton(label, style, LOBBY.format(action=action, game=game_id))
            )
    view.add_item(table_button("rules", game_id))
    return view


def lobby_message(row: GameRow, note: str | None = None, rematch: Rematch | None = None) -> dict[str, Any]:
    """The lobby message as the lobby stands now (what the outbox posts or edits)."""
    closed = note
    if closed is None and row.status in ("active", "finished"):
        closed = "The game has started."
    elif closed is None and row.status in ("cancelled", "abandoned"):
        closed = "Cancelled."
    view = lobby_view(row.id, can_start=can_start(row)) if closed is None else None
    return {"embed": lobby_embed(row, closed, rematch), "view": view}


def invitation(row: GameRow, payload: dict[str, Any]) -> tuple[str | None, list[int]]:
    """The line above a new lobby that pings whoever is asked to join: a challenge's
    opponent, or the other players of a rematch (who accept by joining)."""
    if row.status != "lobby":
        return None, []
    creator = discord.utils.escape_mentions(row.name_of(row.creator_id))
    if "rematch_of" in payload:
        asked = [int(u) for u in payload.get("invite", [])]
        who = " ".join(f"<@{u}>" for u in asked)
        what = (
            "press **Join** to accept"
            if len(asked) == 1
            else "press **Join** to accept; it starts when all have"
        )
        return f"{who}: {creator} asks for a rematch of game #{payload['rematch_of']}: {what}.", asked
    if row.opponent_id:
        return f"<@{row.opponent_id}>, {creator} challenges you!", [row.opponent_id]
    return None, []


def lobby_builder(announcer: Announcer) -> Any:
    """The outbox's `lobby` announcement: post the lobby message once, then edit it."""

    async def build(item: OutboxItem) -> None:
        row = await announcer.row(item)
        rematch = await rematch_of(announcer.core.store, row)
        kwargs = lobby_message(row, item.payload.get("note"), rematch)
        if row.lobby_message_id:
            message = announcer.client.get_partial_messageable(row.channel_id).get_partial_message(
                row.lobby_message_id
            )
            try:
                await message.edit(**kwargs)
                return
            except discord.NotFound:
                if row.status != "lobby":
                    return  # the lobby message was deleted after the lobby closed: nothing to fix
        channel = await announcer.channel(item.channel_id)
        content, pinged = invitation(row, item.payload)
        message = await announcer.poster.send(
            item.id, channel, content, allowed_mentions=users_only(pinged), **kwargs
        )
        await announcer.core.store.lobbies.set_lobby_message(row.id, message.id)

    return build
