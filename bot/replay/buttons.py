"""The replay's controls (the final post's "Replay GIF" is a TableButton: bot/replay/gif.py).

Dynamic items: the custom id carries the game and the position to show, so a replay
opened before a restart still steps after it (registered with `add_dynamic_items`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.ids import safe_id

if TYPE_CHECKING:
    from bot.app import PyramidBot

STEP_LABELS = {"first": "⏮ First", "back": "◀ Back", "next": "Forward ▶", "last": "Last ⏭"}


def _bot(interaction: discord.Interaction) -> PyramidBot:
    return cast("PyramidBot", interaction.client)


async def show_position(interaction: discord.Interaction, game_id: int, index: int) -> None:
    """Edit the replay message in place to show position `index` (only its viewer sees it)."""
    from bot.replay.frames import load_replay
    from bot.replay.message import replay_message
    from bot.table.actions import game_of_button

    row = await game_of_button(interaction, game_id)
    await interaction.response.defer()  # drawing may take a moment; the edit follows
    message = await replay_message(await load_replay(_bot(interaction), row), index)
    file = message.pop("file")
    await interaction.edit_original_response(attachments=[file], **message)


class ReplayStep(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"replay:(?P<tag>first|back|next|last):(?P<gid>[0-9]+):(?P<to>[0-9]+)",
):
    def __init__(self, tag: str, game_id: int, target: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=STEP_LABELS[tag],
                style=discord.ButtonStyle.secondary,
                custom_id=f"replay:{tag}:{game_id}:{target}",
            )
        )
        self.game_id = game_id
        self.target = target

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayStep:
        return cls(match["tag"], safe_id(match["gid"]), safe_id(match["to"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.replies import apologise, guard

        try:
            async with guard(interaction):
                await show_position(interaction, self.game_id, self.target)
        except Exception as exc:
            await apologise(interaction, exc)


class ReplayJump(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"replay:jump:(?P<gid>[0-9]+)",
):
    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"replay:jump:{game_id}",
                placeholder="Jump to a move…",
                options=options or [discord.SelectOption(label="Start", value="0")],
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayJump:
        return cls(safe_id(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.replies import apologise, guard

        values = self.item.values or ["0"]
        try:
            async with guard(interaction):
                await show_position(interaction, self.game_id, safe_id(str(values[0])))
        except Exception as exc:
            await apologise(interaction, exc)


DYNAMIC_ITEMS = (ReplayStep, ReplayJump)
