"""The controls on an offer's DM: a select of the receiver's fitting cards (accept) and
Decline. Dynamic items carry the game and offer ids in their custom_id, so they keep
working after a restart and stop once the offer is no longer pending."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord

from bot.features.connections.wording import card_label
from bot.services.refusal import Refusal
from bot.ui.base import PersistentButton, PersistentSelect, core_of, id_in
from bot.ui.replies import confirm, respond
from rules.connections.deck import CARD_INDEX, CARDS

CLOSED = "Trade offer #{offer} is closed: it was answered, cancelled or it lapsed."


class OfferAccept(PersistentSelect, template=r"cards:accept:(?P<gid>[0-9]+):(?P<oid>[0-9]+)"):
    acknowledge_first = False  # choosing a card only asks for a Confirm

    def __init__(self, game_id: int, offer_id: int, cards: list[str]) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"cards:accept:{game_id}:{offer_id}",
            placeholder="Accept: choose the card you give",
            options=[discord.SelectOption(label=c, value=c) for c in cards[:25]],
        )
        super().__init__(select)
        self.game_id = game_id
        self.offer_id = offer_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> OfferAccept:
        options = getattr(item, "options", [])
        return cls(id_in(match, "gid"), id_in(match, "oid"), [o.value for o in options])

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        if not values or values[0] not in CARD_INDEX:
            await respond(interaction, "Choose one of the cards in the list.", ephemeral=True)
            return
        await ask_to_confirm(interaction, self.game_id, self.offer_id, values[0])


class OfferConfirm(
    PersistentButton, template=r"cards:confirm:(?P<gid>[0-9]+):(?P<oid>[0-9]+):(?P<card>[0-9]+)"
):
    """The second step of accepting from the DM: the card is chosen, this trades it."""

    def __init__(self, game_id: int, offer_id: int, card_index: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm the trade",
                style=discord.ButtonStyle.success,
                custom_id=f"cards:confirm:{game_id}:{offer_id}:{card_index}",
            )
        )
        self.game_id = game_id
        self.offer_id = offer_id
        self.card_index = card_index

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> OfferConfirm:
        return cls(id_in(match, "gid"), id_in(match, "oid"), id_in(match, "card"))

    async def press(self, interaction: discord.Interaction) -> None:
        if not 0 <= self.card_index < len(CARDS):
            raise Refusal("That button does not name a card; choose again from the offer.")
        await answer(interaction, self.game_id, self.offer_id, CARDS[self.card_index])


async def ask_to_confirm(interaction: discord.Interaction, game_id: int, offer_id: int, card: str) -> None:
    """Choosing a card asks first: a trade cannot be taken back."""
    offer = await core_of(interaction).trades.open_offer(game_id, offer_id)
    if offer is None:  # a stale control: answered, and its message closed, as a trade would be
        await answer(interaction, game_id, offer_id, card)
        return
    view = discord.ui.View(timeout=None)
    view.add_item(OfferConfirm(game_id, offer_id, CARD_INDEX[card]))
    await respond(
        interaction,
        f"Give your **{card_label(card)}** for **{card_label(offer['give'])}**? A trade cannot be "
        "taken back. Press Confirm, or choose another card above.",
        ephemeral=True,
        view=view,
    )


class OfferDecline(PersistentButton, template=r"cards:decline:(?P<gid>[0-9]+):(?P<oid>[0-9]+)"):
    def __init__(self, game_id: int, offer_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Decline",
                style=discord.ButtonStyle.danger,
                custom_id=f"cards:decline:{game_id}:{offer_id}",
            )
        )
        self.game_id = game_id
        self.offer_id = offer_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> OfferDecline:
        return cls(id_in(match, "gid"), id_in(match, "oid"))

    async def press(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.game_id, self.offer_id, None)


def offer_view(game_id: int, offer_id: int, cards: list[str]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if cards:  # a select needs at least one option
        view.add_item(OfferAccept(game_id, offer_id, cards))
    view.add_item(OfferDecline(game_id, offer_id))
    return view


async def answer(interaction: discord.Interaction, game_id: int, offer_id: int, card: str | None) -> None:
    """Accept with `card`, or decline (card None), through the same path as /trade."""
    core = core_of(interaction)
    row = await core.store.games.get(game_id)
    offer = await core.trades.open_offer(game_id, offer_id)
    if offer is None:
        # Stale control: say so, and mark the message closed for good.
        if interaction.message is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(content=CLOSED.format(offer=offer_id), view=None)
        await respond(
            interaction,
            f"Offer #{offer_id} is no longer open, so nothing was traded. See `/trade list` in the "
            "game's channel for the offers you can answer.",
            ephemeral=True,
        )
        return
    assert row is not None
    if core.sessions.seat_for(row, interaction.user.id) != offer["to"]:
        raise Refusal(f"Offer #{offer_id} is not for you: only its receiver can answer it.")
    text = f"accept {offer_id} {card}" if card else f"decline {offer_id}"
    change = await core.trades.act(row, interaction.user.id, text)
    done = f"You traded your {card} for {offer['give']}." if card else f"You declined offer #{offer_id}."
    await confirm(interaction, change, done)
