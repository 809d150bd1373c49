"""Persistent buttons (DynamicItems): the custom_id carries the game or proposal id, so
they keep working after a restart without any in-memory view."""

from bot.views.buttons import (
    ComputerLevelSelect,
    LobbyButton,
    ProposalButton,
    computer_level_view,
    lobby_view,
    proposal_view,
)

__all__ = [
    "ComputerLevelSelect",
    "LobbyButton",
    "ProposalButton",
    "computer_level_view",
    "lobby_view",
    "proposal_view",
]
