"""Computer seats in lobbies: the lobby's Add computer button (its creator picks the level
privately) and the level select that seats the computer."""

from __future__ import annotations

import re
from typing import Any

import discord

import i18n
from bot.ui.base import PersistentButton, PersistentSelect, TableBot, core_of, id_in
from bot.ui.reader import private_language
from bot.ui.replies import reply_language, respond, tell
from rules import get_game

# The levels offered, each named and described in the catalogue (computers-<level>, -about).
COMPUTER_LEVELS = ("easy", "medium", "hard")


class AddComputerButton(PersistentButton, template=r"lobby:computer:(?P<gid>[0-9]+)"):
    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"lobby:computer:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> AddComputerButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await core_of(interaction).lobbies.check_can_add_computer(self.game_id, interaction.user.id)
        lang = await private_language(interaction)
        await respond(
            interaction,
            i18n.text(lang, "computers-which-level"),
            view=computer_level_view(self.game_id, lang),
            ephemeral=True,
        )


class ComputerLevelSelect(PersistentSelect, template=r"lobbyai:(?P<gid>[0-9]+)"):
    """The level of the computer player to seat (sent privately to the lobby's creator)."""

    def __init__(self, game_id: int, lang: str = i18n.ENGLISH) -> None:
        options = [
            discord.SelectOption(
                label=i18n.text(lang, f"computers-{level}"),
                value=level,
                description=i18n.text(lang, f"computers-{level}-about"),
            )
            for level in COMPUTER_LEVELS
        ]
        placeholder = i18n.text(lang, "computers-choose-level")
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"lobbyai:{game_id}", placeholder=placeholder, options=options
        )
        super().__init__(select)
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ComputerLevelSelect:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        level = str(values[0]) if values else ""
        joined = await core_of(interaction).lobbies.add_computer(self.game_id, interaction.user.id, level)
        lang = await reply_language(interaction)
        number = str(joined.row.id)
        if joined.started:
            title = get_game(joined.row.game_key).title
            words = i18n.text(lang, "computers-joined-start", name=joined.name, game=title, id=number)
        else:
            words = i18n.text(lang, "computers-joined", name=joined.name, id=number)
        await tell(interaction, words)


def computer_level_view(game_id: int, lang: str = i18n.ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ComputerLevelSelect(game_id, lang))
    return view


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(AddComputerButton, ComputerLevelSelect)
