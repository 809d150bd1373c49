"""Answering interactions: refusals (ephemeral), board messages (new public messages),
and the apology for the unexpected."""

from __future__ import annotations

import io
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import TYPE_CHECKING, Any

import discord

from bot import drawing
from bot.clock import clocked_seats, limit_text
from bot.messages import (
    join_names,
    public_move,
    result_text,
    seat_mentions,
    seat_names,
    substitute,
    turn_text,
)
from bot.sessions import Change, Refusal
from bot.storage import GameRow
from rules import get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)

APOLOGY = "Sorry, something went wrong on my side and nothing was changed. Please try again in a moment."
NO_PINGS = discord.AllowedMentions.none()


async def respond(interaction: discord.Interaction, content: str | None = None, **kwargs: Any) -> None:
    """Answer an interaction whether or not it was already acknowledged (deferred)."""
    if interaction.response.is_done():
        await interaction.followup.send(content if content is not None else discord.utils.MISSING, **kwargs)
    else:
        await interaction.response.send_message(content, **kwargs)


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """Refusals are ephemeral; a broken game is announced in the channel."""
    try:
        await respond(interaction, refusal.message, ephemeral=not refusal.public, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.warning("could not deliver a refusal to %s: %s", interaction.user, refusal.message)


@asynccontextmanager
async def guard(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Every command body runs inside this: a Refusal becomes a short ephemeral reply;
    anything else goes on to the tree's error handler (log + apology)."""
    try:
        yield
    except Refusal as refusal:
        await refuse(interaction, refusal)


async def apologise(interaction: discord.Interaction, error: BaseException) -> None:
    command = interaction.command.qualified_name if interaction.command else None
    data = interaction.data or {}
    log.error(
        "unexpected error in interaction %s (command=%s, custom_id=%s, user=%s, channel=%s)",
        interaction.id,
        command,
        data.get("custom_id"),
        interaction.user.id,
        interaction.channel_id,
        exc_info=error,
    )
    if interaction.type is discord.InteractionType.autocomplete:
        return
    try:
        await respond(interaction, APOLOGY, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not deliver the apology for interaction %s", interaction.id)


async def render_board(row: GameRow, state: dict[str, Any]) -> bytes:
    game = get_game(row.game_key)
    view = game.view(state, None)
    # Pillow work runs in a thread so the event loop keeps answering others.
    return await drawing.board_png(row.game_key, view, seat_names(row))


def clock_line(row: GameRow, state: dict[str, Any]) -> str:
    """The time limit and when the player(s) on the clock run out, as Discord timestamps
    (shown in each reader's time zone; the relative one counts down by itself)."""
    deadline = row.deadline
    game = get_game(row.game_key)
    seats = clocked_seats(game, state)
    if deadline is None or row.time_limit_hours is None or not seats:
        return ""
    who = join_names([seat_names(row)[s] for s in seats])
    at = int(deadline)
    return (
        f"Time limit {limit_text(row.time_limit_hours)}: {who} must move by <t:{at}:f> (<t:{at}:R>); "
        "after that another player may `/game claim`."
    )


async def board_message(
    row: GameRow, state: dict[str, Any], headline: str, *, ping: bool, finish_reason: str | None = None
) -> dict[str, Any]:
    """The keyword arguments of one board message: image in an embed, what happened,
    scores, and whoever acts next (mentioned when `ping`) or the result."""
    game = get_game(row.game_key)
    names = seat_names(row)
    png = await render_board(row, state)
    lines = [headline] if headline else []
    if game.is_over(state):
        lines.append(result_text(game, state, names, finish_reason))
    else:
        lines.append(turn_text(game, state, row, mention=True))
    description = []
    status = game.status(state)
    if status:
        description.append(substitute(status, names))
    description.append("Players: " + ", ".join(f"{n} (seat {i})" for i, n in enumerate(names)))
    clock = "" if game.is_over(state) else clock_line(row, state)
    if clock:
        description.append(clock)
    embed = discord.Embed(title=f"{game.title} · game #{row.id}", description="\n".join(description))
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=f"move {state.get('ply', 0)} · /move to play · /board · /history")
    pinged = [discord.Object(row.seats[s]) for s in game.to_move(state)] if ping else []
    return {
        "content": "\n".join(line for line in lines if line),
        "embed": embed,
        "file": discord.File(io.BytesIO(png), filename="board.png"),
        "allowed_mentions": discord.AllowedMentions(users=pinged, roles=False, everyone=False),
    }


def headline_for(change: Change) -> str:
    row = change.row
    mover = f"<@{row.seats[change.seat]}>" if change.seat is not None else ""
    if change.kind == "move":
        view = change.game.view(change.after, None)
        action = view.get("last_action")
        if isinstance(action, str) and action:
            # Games with hidden information word their own public line.
            return substitute(action, seat_mentions(row)) + "."
        return f"{mover} played `{public_move(row.game_key, change.move)}`."
    if change.kind == "resign":
        if change.game.is_over(change.after) or len(row.seats) == 2:
            return f"{mover} resigned."
        return f"{mover} resigned and drops out of the game."
    if change.kind == "timeout":
        if change.game.is_over(change.after):
            winners = (change.game.result(change.after) or (None, ()))[1]
            won = join_names([f"<@{row.seats[s]}>" for s in winners])
            verb = "wins" if len(winners) == 1 else "win"
            return f"{mover} ran out of time; {won} {verb}." if won else f"{mover} ran out of time."
        return f"{mover} ran out of time and drops out of the game."
    if change.kind == "end":
        return "All players agreed to end the game now."
    if change.kind == "undo":
        return f"{mover}'s move `{public_move(row.game_key, change.move)}` was taken back."
    return ""


async def post_change(bot: PyramidBot, interaction: discord.Interaction, change: Change) -> None:
    """One NEW public message in the game's channel. The change is already stored, so a
    failure to post loses nothing: /board re-posts it."""
    try:
        if not interaction.response.is_done():
            await interaction.response.defer(thinking=True)
        reason = "timeout" if change.kind == "timeout" else None
        payload = await board_message(
            change.row, change.after, headline_for(change), ping=True, finish_reason=reason
        )
        await interaction.followup.send(**payload)
    except discord.HTTPException as exc:
        log.warning(
            "game %s: stored change %s but could not post the board: %s", change.row.id, change.kind, exc
        )
        with suppress(discord.HTTPException):
            await interaction.followup.send(
                "Your move is saved, but I could not post the board. Use `/board` to show it.", ephemeral=True
            )
    await bot.notifier.after_change(change)
