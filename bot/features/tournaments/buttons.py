"""The sign-up message's Join, Leave, Start and Add computer."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.features.tournaments import actions
from bot.ui.base import PersistentButton, id_in


class TournamentButton(
    PersistentButton, template=r"tour:(?P<action>join|leave|start|computer):(?P<tid>[0-9]+)"
):
    def __init__(self, action: str, tournament_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"tour:{action}:{tournament_id}"))
        self.action = action
        self.tournament_id = tournament_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> TournamentButton:
        return cls(match["action"], id_in(match, "tid"))

    async def press(self, interaction: discord.Interaction) -> None:
        handler = {
            "join": actions.join,
            "leave": actions.leave,
            "start": actions.start,
            "computer": actions.add_computer,
        }[self.action]
        await handler(interaction, self.tournament_id)
