"""Computer seats in lobbies: the lobby's Add computer button (its creator picks the level
privately) and the level select that seats the computer."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.base import PersistentButton, PersistentSelect, TableBot, core_of, id_in
from bot.ui.replies import respond, tell
from rules import get_game

COMPUTER_LEVELS = {
    "easy": "Easy: plays loosely, good for learning",
    "medium": "Medium: a fair fight",
    "hard": "Hard: the strongest it can play",
}


class AddComputerButton(PersistentButton, template=r"lobby:computer:(?P<gid>[0-9]+)"):
    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"lobby:computer:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> AddComputerButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await core_of(interaction).lobbies.check_can_add_computer(self.game_id, interaction.user.id)
        await respond(
            interaction,
            "Which level should the computer play at?",
            view=computer_level_view(self.game_id),
            ephemeral=True,
        )


class ComputerLevelSelect(PersistentSelect, template=r"lobbyai:(?P<gid>[0-9]+)"):
    """The level of the computer player to seat (sent privately to the lobby's creator)."""

    def __init__(self, game_id: int) -> None:
        options = [
            discord.SelectOption(label=level.capitalize(), value=level, description=text)
            for level, text in COMPUTER_LEVELS.items()
        ]
        super().__init__(
            discord.ui.Select(custom_id=f"lobbyai:{game_id}", placeholder="Choose its level", options=options)
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ComputerLevelSelect:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        level = str(values[0]) if values else ""
        joined = await core_of(interaction).lobbies.add_computer(self.game_id, interaction.user.id, level)
        if joined.started:
            title = get_game(joined.row.game_key).title
            await tell(interaction, f"{joined.name} joined; {title} game #{joined.row.id} begins.")
        else:
            await tell(interaction, f"{joined.name} joined the lobby of game #{joined.row.id}.")


def computer_level_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ComputerLevelSelect(game_id))
    return view


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(AddComputerButton, ComputerLevelSelect)
