"""The custom ids of persistent controls: the one place their formats are written.

A control posted by one feature may be handled by another (the turn post carries History,
Rules, My hand, Rematch...): the poster builds a `PostedButton` with the id, and the
feature that owns the action registers a dynamic item whose template matches it.

Why a dynamic item and not a plain button: discord.py keeps every sent view that holds a
plain button with a custom id (to dispatch to it) for as long as the process runs; a view
of dynamic items only is not kept. A bot that posts a table every turn must not grow.
"""

from __future__ import annotations

import re
from typing import Any

import discord

import i18n

# Buttons under a turn's post (and the lobby's Rules): "table:<action>:<game id>".
TABLE = "table:{action}:{game}"
# Each action's style; its label is the catalogue's `posts-button-<action>`.
TABLE_STYLES: dict[str, discord.ButtonStyle] = {
    "play": discord.ButtonStyle.primary,
    "history": discord.ButtonStyle.secondary,
    "rules": discord.ButtonStyle.secondary,
    "text": discord.ButtonStyle.secondary,
    "hand": discord.ButtonStyle.primary,
    "rematch": discord.ButtonStyle.success,
    "gif": discord.ButtonStyle.secondary,
    # Offered privately with the answer to a move confirmed with Play (bot/ui/plan_offer.py).
    "plan": discord.ButtonStyle.secondary,
}
# A lobby's buttons: "lobby:<action>:<game id>".
LOBBY = "lobby:{action}:{game}"
# A proposal's Accept / Decline: "proposal:<action>:<proposal id>".
PROPOSAL = "proposal:{action}:{proposal}"


class PostedButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"(table|lobby):[a-z]+:[0-9]+"
):
    """A button whose action another feature answers (its own dynamic item matches the same
    id); this one does nothing when pressed."""

    def __init__(self, label: str, style: discord.ButtonStyle, custom_id: str) -> None:
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PostedButton:
        return cls(getattr(item, "label", None) or "", discord.ButtonStyle.secondary, match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        """The owning feature's item answers the same press."""


def table_label(action: str, lang: str = i18n.ENGLISH) -> str:
    return i18n.text(lang, f"posts-button-{action}")


def table_button(action: str, game_id: int, lang: str = i18n.ENGLISH) -> PostedButton:
    """A turn post's button, labelled in `lang` (the post's); the feature owning `action`
    answers it, whatever the label's language."""
    custom_id = TABLE.format(action=action, game=game_id)
    return PostedButton(table_label(action, lang), TABLE_STYLES[action], custom_id)
