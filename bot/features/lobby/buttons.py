"""The lobby's Join / Leave / Start / Cancel, and the final post's Rematch."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.features.lobby.actions import cancel, join, leave, rematch, start
from bot.ui.base import PersistentButton, id_in


class LobbyButton(PersistentButton, template=r"lobby:(?P<action>join|leave|start|cancel):(?P<gid>[0-9]+)"):
    def __init__(self, action: str, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"lobby:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> LobbyButton:
        return cls(match["action"], id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        handler = {"join": join, "leave": leave, "start": start, "cancel": cancel}[self.action]
        await handler(interaction, self.game_id)


class RematchButton(PersistentButton, template=r"table:rematch:(?P<gid>[0-9]+)"):
    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"table:rematch:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> RematchButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await rematch(interaction, self.game_id)
