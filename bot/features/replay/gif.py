"""The "Replay GIF" answer: the whole game as an animated GIF, drawn in the drawing pool
(never on the event loop), privately to whoever pressed the button."""

from __future__ import annotations

import io
import re
from typing import Any, cast

import discord

import i18n
from bot.features.replay.frames import load_replay
from bot.services import drawing
from bot.services.wording import seat_names
from bot.storage.rows import GameRow
from bot.ui.base import PersistentButton, core_of, id_in
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language
from bot.ui.replies import acknowledge
from render.replay import replay_gif

DISCORD_LIMIT = 8 * 1024 * 1024
MARGIN = 64 * 1024  # the message around the file


def size_limit(interaction: discord.Interaction) -> int:
    """The file size this interaction may answer with, never above 8 MB."""
    allowed = getattr(interaction, "filesize_limit", None) or DISCORD_LIMIT
    return min(int(allowed), DISCORD_LIMIT) - MARGIN


class GifButton(PersistentButton, template=r"table:gif:(?P<gid>[0-9]+)"):
    """The final post's Replay GIF."""

    acknowledge_first = False  # send_gif acknowledges once it knows the game

    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"table:gif:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> GifButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await send_gif(interaction, self.game_id)


async def send_gif(interaction: discord.Interaction, game_id: int) -> None:
    row = await game_of_button(interaction, game_id)
    await acknowledge(interaction)  # a whole game takes a second or two to draw
    replay = await load_replay(core_of(interaction), row)
    views = [replay.view(i) for i in range(replay.last + 1)]
    # The shared two-thread pool every picture is drawn in.
    lang = await private_language(interaction)
    made = await drawing.draw_in_pool(
        _gif_bytes, row.game_key, views, seat_names(row), size_limit(interaction), lang
    )
    data, kept = cast("tuple[bytes, int]", made)
    lang = await private_language(interaction)
    title = replay.game.title
    note = "" if kept == len(views) else i18n.text(lang, "replay-gif-note", kept=kept, total=len(views))
    await interaction.followup.send(
        i18n.text(lang, "replay-gif", game=title, id=str(row.id), note=note),
        file=discord.File(
            io.BytesIO(data),
            filename=i18n.text(lang, "replay-gif-file", id=str(row.id)),
            description=gif_alt(title, row, kept, lang),
        ),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def gif_alt(title: str, row: GameRow, frames: int, lang: str = i18n.ENGLISH) -> str:
    """The animation in words: which game, who played, how many positions it shows."""
    names = i18n.joined(lang, seat_names(row))
    return i18n.text(lang, "replay-gif-alt", game=title, id=str(row.id), names=names, frames=frames)[:1024]


def _gif_bytes(
    game_key: str, views: list[dict[str, Any]], names: list[str], limit: int, lang: str
) -> tuple[bytes, int]:
    return replay_gif(game_key, views, names, max_bytes=limit, lang=lang)
