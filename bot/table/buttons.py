"""The buttons under a turn's post: History, Rules, Text board, My hand, Rematch.

Dynamic items: the custom id carries the action and the game, so the buttons of every post
ever made keep working after a restart (registered once with `add_dynamic_items`).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ids import safe_id

LABELS = {
    "history": ("History", discord.ButtonStyle.secondary),
    "rules": ("Rules", discord.ButtonStyle.secondary),
    "text": ("Text board", discord.ButtonStyle.secondary),
    "hand": ("My hand", discord.ButtonStyle.primary),
    "rematch": ("Rematch", discord.ButtonStyle.success),
    "gif": ("Replay GIF", discord.ButtonStyle.secondary),
}


class TableButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"table:(?P<action>history|rules|text|hand|rematch|gif):(?P<gid>[0-9]+)",
):
    def __init__(self, action: str, game_id: int) -> None:
        label, style = LABELS[action]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"table:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TableButton:
        return cls(match["action"], safe_id(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.replies import apologise, guard
        from bot.table import actions

        try:
            async with guard(interaction):
                if self.action == "gif":  # the whole game as an animated GIF (bot/replay/gif.py)
                    from bot.replay.gif import send_gif

                    await send_gif(interaction, self.game_id)
                else:
                    await actions.ACTIONS[self.action](interaction, self.game_id)
        except Exception as exc:
            await apologise(interaction, exc)
