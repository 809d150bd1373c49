"""Proposals answered with buttons: a proposal's message (the outbox's `proposal`
announcement) with Accept / Decline, for /game end and /undo."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord

import i18n
from bot.delivery.announcer import Announcer
from bot.delivery.custom_ids import PROPOSAL
from bot.delivery.names import users_only
from bot.storage.outbox import OutboxItem
from bot.ui.base import PersistentButton, TableBot, core_of, id_in
from bot.ui.reader import private_language, public_language
from bot.ui.replies import confirm, tell

PROPOSAL_STYLES = {
    "accept": ("lobby-proposal-accept", discord.ButtonStyle.success),
    "decline": ("lobby-proposal-decline", discord.ButtonStyle.danger),
}


class ProposalButton(PersistentButton, template=r"proposal:(?P<action>accept|decline):(?P<pid>[0-9]+)"):
    def __init__(self, action: str, proposal_id: int, lang: str = i18n.ENGLISH) -> None:
        key, style = PROPOSAL_STYLES[action]
        custom_id = PROPOSAL.format(action=action, proposal=proposal_id)
        super().__init__(discord.ui.Button(label=i18n.text(lang, key), style=style, custom_id=custom_id))
        self.action = action
        self.proposal_id = proposal_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ProposalButton:
        return cls(match["action"], id_in(match, "pid"))

    async def press(self, interaction: discord.Interaction) -> None:
        proposals = core_of(interaction).proposals
        answered = await proposals.answer(
            self.proposal_id, interaction.user.id, self.action == "accept", await public_language(interaction)
        )
        if answered.closed and interaction.message is not None:
            # The answered proposal's buttons go (best effort: the proposal is closed anyway).
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(view=None)
        if answered.change is not None:
            await confirm(interaction, answered.change)
        elif answered.text is not None:
            await tell(interaction, i18n.say(await private_language(interaction), answered.text))


def proposal_view(proposal_id: int, lang: str = i18n.ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in PROPOSAL_STYLES:
        view.add_item(ProposalButton(action, proposal_id, lang))
    return view


def proposal_builder(announcer: Announcer) -> Any:
    async def build(item: OutboxItem) -> None:
        channel = await announcer.channel(item.channel_id)
        users = [int(u) for u in item.payload.get("users", [])]
        await announcer.poster.send(
            item.id,
            channel,
            str(item.payload["content"])[:2000],
            view=proposal_view(int(item.payload["proposal_id"]), str(item.payload.get("lang", i18n.ENGLISH))),
            allowed_mentions=users_only(users),
        )

    return build


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(ProposalButton)
    bot.announcer.register("proposal", proposal_builder(bot.announcer))
