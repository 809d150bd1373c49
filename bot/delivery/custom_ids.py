"""The custom ids of persistent controls: the one place their formats are written.

A control posted by one feature may be handled by another (the turn post carries History,
Rules, My hand, Rematch...): the poster builds a plain button with the id, and the
feature that owns the action registers a dynamic item whose template matches it.
"""

from __future__ import annotations

from typing import Any

import discord

# Buttons under a turn's post (and the lobby's Rules): "table:<action>:<game id>".
TABLE = "table:{action}:{game}"
TABLE_LABELS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "play": ("Play", discord.ButtonStyle.primary),
    "history": ("History", discord.ButtonStyle.secondary),
    "rules": ("Rules", discord.ButtonStyle.secondary),
    "text": ("Text board", discord.ButtonStyle.secondary),
    "hand": ("My hand", discord.ButtonStyle.primary),
    "rematch": ("Rematch", discord.ButtonStyle.success),
    "gif": ("Replay GIF", discord.ButtonStyle.secondary),
}
# A lobby's buttons: "lobby:<action>:<game id>".
LOBBY = "lobby:{action}:{game}"
# A proposal's Accept / Decline: "proposal:<action>:<proposal id>".
PROPOSAL = "proposal:{action}:{proposal}"


def table_button(action: str, game_id: int) -> discord.ui.Button[Any]:
    """A turn post's button; the feature owning `action` answers it."""
    label, style = TABLE_LABELS[action]
    return discord.ui.Button(label=label, style=style, custom_id=TABLE.format(action=action, game=game_id))
