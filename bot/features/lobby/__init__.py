"""Lobbies and rematches: /game new|join|leave|start|cancel|end|rematch|claim, the lobby
message and its buttons, the final post's Rematch."""

from __future__ import annotations

from bot.features.lobby.buttons import LobbyButton, RematchButton
from bot.features.lobby.commands import GameCog
from bot.features.lobby.message import lobby_builder
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(GameCog())
    bot.add_dynamic_items(LobbyButton, RematchButton)
    bot.announcer.register("lobby", lobby_builder(bot.announcer))
