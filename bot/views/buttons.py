"""The lobby's Join / Leave / Start / Cancel and the proposals' Accept / Decline."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.ids import safe_id
from bot.replies import acknowledge, apologise, guard

if TYPE_CHECKING:
    from bot.app import PyramidBot

LOBBY_STYLES = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
    "computer": ("Add computer", discord.ButtonStyle.secondary),
}
COMPUTER_LEVELS = {
    "easy": "Easy: plays loosely, good for learning",
    "medium": "Medium: a fair fight",
    "hard": "Hard: the strongest it can play",
}
PROPOSAL_STYLES = {
    "accept": ("Accept", discord.ButtonStyle.success),
    "decline": ("Decline", discord.ButtonStyle.danger),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"lobby:(?P<action>join|leave|start|cancel|computer):(?P<gid>[0-9]+)",
):
    def __init__(self, action: str, game_id: int) -> None:
        label, style = LOBBY_STYLES[action]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"lobby:{action}:{game_id}"))
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(match["action"], safe_id(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import lobby

        bot = cast("PyramidBot", interaction.client)
        try:
            async with guard(interaction):
                await acknowledge(interaction)
                await lobby.button(bot, interaction, self.action, self.game_id)
        except Exception as exc:
            await apologise(interaction, exc)


class ProposalButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"proposal:(?P<action>accept|decline):(?P<pid>[0-9]+)",
):
    def __init__(self, action: str, proposal_id: int) -> None:
        label, style = PROPOSAL_STYLES[action]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"proposal:{action}:{proposal_id}")
        )
        self.action = action
        self.proposal_id = proposal_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ProposalButton:
        return cls(match["action"], safe_id(match["pid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import proposals

        bot = cast("PyramidBot", interaction.client)
        try:
            async with guard(interaction):
                await acknowledge(interaction)
                await proposals.answer(bot, interaction, self.action == "accept", self.proposal_id)
        except Exception as exc:
            await apologise(interaction, exc)


class ComputerLevelSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"lobbyai:(?P<gid>[0-9]+)",
):
    """The level of the computer player to seat (sent privately to the lobby's creator)."""

    def __init__(self, game_id: int) -> None:
        options = [discord.SelectOption(label=level.capitalize(), value=level, description=text)
                   for level, text in COMPUTER_LEVELS.items()]
        super().__init__(
            discord.ui.Select(custom_id=f"lobbyai:{game_id}", placeholder="Choose its level", options=options)
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ComputerLevelSelect:
        return cls(safe_id(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import lobby

        bot = cast("PyramidBot", interaction.client)
        values = self.item.values
        try:
            async with guard(interaction):
                await acknowledge(interaction)
                level = str(values[0]) if values else ""
                await lobby.add_computer(bot, interaction, self.game_id, level)
        except Exception as exc:
            await apologise(interaction, exc)


def computer_level_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ComputerLevelSelect(game_id))
    return view


def lobby_view(game_id: int, *, can_start: bool) -> discord.ui.View:
    """Join, Leave, Start (only where the creator must press it: a lobby that may start
    before it is full, once it has enough players), Cancel, and the game's Rules."""
    from bot.table.buttons import TableButton

    view = discord.ui.View(timeout=None)
    for action in LOBBY_STYLES:
        if action != "start" or can_start:
            view.add_item(LobbyButton(action, game_id))
    view.add_item(TableButton("rules", game_id))
    return view


def proposal_view(proposal_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in PROPOSAL_STYLES:
        view.add_item(ProposalButton(action, proposal_id))
    return view
