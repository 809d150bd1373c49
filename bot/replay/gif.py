"""The "Replay GIF" answer: the whole game as an animated GIF, drawn in the drawing pool
(never on the event loop), privately to whoever pressed the button."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any, cast

import discord

from bot import drawing
from bot.messages import seat_names
from bot.replay.frames import load_replay
from render.replay import replay_gif

if TYPE_CHECKING:
    from bot.app import PyramidBot

DISCORD_LIMIT = 8 * 1024 * 1024
MARGIN = 64 * 1024  # the message around the file


def size_limit(interaction: discord.Interaction) -> int:
    """The file size this interaction may answer with, never above 8 MB."""
    allowed = getattr(interaction, "filesize_limit", None) or DISCORD_LIMIT
    return min(int(allowed), DISCORD_LIMIT) - MARGIN


async def send_gif(interaction: discord.Interaction, game_id: int) -> None:
    from bot.replies import acknowledge
    from bot.table.actions import game_of_button

    row = await game_of_button(interaction, game_id)
    await acknowledge(interaction)  # a whole game takes a second or two to draw
    replay = await load_replay(cast("PyramidBot", interaction.client), row)
    views = [replay.view(i) for i in range(replay.last + 1)]
    # drawing._draw is the shared two-thread pool every picture is drawn in.
    made = await drawing._draw(_gif_bytes, row.game_key, views, seat_names(row), size_limit(interaction))
    data, kept = cast("tuple[bytes, int]", made)
    note = "" if kept == len(views) else f" (every few moves: {kept} of {len(views)} positions, to fit)"
    await interaction.followup.send(
        f"{replay.game.title} game #{row.id}, move by move{note}.",
        file=discord.File(io.BytesIO(data), filename=f"game-{row.id}.gif"),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def _gif_bytes(game_key: str, views: list[dict[str, Any]], names: list[str], limit: int) -> tuple[bytes, int]:
    return replay_gif(game_key, views, names, max_bytes=limit)
