"""The web table's buttons on Discord's side (docs/web-table.md): "Open the board", a link
to the presser's own page (a watch page for anyone not playing), and, where the Discord
Activity is set up, "Open in Discord", which launches it. Nothing when WEB_URL is unset."""

from __future__ import annotations

import re
from typing import Any

import discord

import i18n
from bot.services.core import Core
from bot.storage.rows import GameRow
from bot.ui.base import PersistentButton, id_in


def activity_on(core: Core) -> bool:
    settings = core.settings
    return settings.web_url is not None and settings.client_secret is not None


async def web_buttons(
    core: Core,
    row: GameRow,
    user_id: int,
    state: dict[str, Any] | None,
    *,
    activity: bool = False,
    lang: str = i18n.ENGLISH,
) -> list[discord.ui.Item[Any]]:
    """The link (and the Activity's launch, when asked for and set up), labelled in
    `lang`; [] when off."""
    address = await core.web.for_user(row, user_id, state)
    if address is None:
        return []
    label = i18n.text(lang, "play-open-board")
    buttons: list[discord.ui.Item[Any]] = [discord.ui.Button(label=label, url=address)]
    if activity and activity_on(core):
        buttons.append(ActivityButton(row.id, i18n.text(lang, "play-open-in-discord")))
    return buttons


def add_to_layout(view: discord.ui.LayoutView, buttons: list[discord.ui.Item[Any]]) -> None:
    """Below a table post's container, in a row of their own."""
    if buttons:
        view.add_item(discord.ui.ActionRow(*buttons))


class ActivityButton(PersistentButton, template=r"web:activity:(?P<gid>[0-9]+)"):
    """Open in Discord: answers with the launch-activity response (the Activity then
    signs the player in and opens the game of its channel)."""

    acknowledge_first = False  # the launch is the interaction's one response

    def __init__(self, game_id: int, label: str = "Open in Discord") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"web:activity:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ActivityButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await interaction.response.launch_activity()
