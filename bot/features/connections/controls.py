"""The controls on an offer's DM: a select of the receiver's fitting cards (accept) and
Decline. Dynamic items carry the game and offer ids in their custom_id, so they keep
working after a restart and stop once the offer is no longer pending."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord

import i18n
from bot.features.connections.wording import card_label
from bot.services.refusal import Refusal
from bot.ui.base import PersistentButton, PersistentSelect, core_of, id_in
from bot.ui.reader import private_language
from bot.ui.replies import confirm, respond
from rules.connections.deck import CARD_INDEX, CARDS
from rules.said import Said


class OfferAccept(PersistentSelect, template=r"cards:accept:(?P<gid>[0-9]+):(?P<oid>[0-9]+)"):
    acknowledge_first = False  # choosing a card only asks for a Confirm

    def __init__(self, game_id: int, offer_id: int, cards: list[str], lang: str = i18n.ENGLISH) -> None:
        # `lang`: the words of the DM it is sent with; matched again after a restart, the
        # control keeps the words it was sent with (only its ids are read).
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"cards:accept:{game_id}:{offer_id}",
            placeholder=i18n.text(lang, "cards-offer-select"),
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
            lang = await private_language(interaction)
            await respond(interaction, i18n.text(lang, "cards-offer-choose"), ephemeral=True)
            return
        await ask_to_confirm(interaction, self.game_id, self.offer_id, values[0])


class OfferConfirm(
    PersistentButton, template=r"cards:confirm:(?P<gid>[0-9]+):(?P<oid>[0-9]+):(?P<card>[0-9]+)"
):
    """The second step of accepting from the DM: the card is chosen, this trades it."""

    def __init__(self, game_id: int, offer_id: int, card_index: int, lang: str = i18n.ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=i18n.text(lang, "cards-offer-confirm-button"),
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
            raise Refusal(Said("cards-refuse-bad-card"))
        await answer(interaction, self.game_id, self.offer_id, CARDS[self.card_index])


async def ask_to_confirm(interaction: discord.Interaction, game_id: int, offer_id: int, card: str) -> None:
    """Choosing a card asks first: a trade cannot be taken back."""
    offer = await core_of(interaction).trades.open_offer(game_id, offer_id)
    if offer is None:  # a stale control: answered, and its message closed, as a trade would be
        await answer(interaction, game_id, offer_id, card)
        return
    lang = await private_language(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(OfferConfirm(game_id, offer_id, CARD_INDEX[card], lang))
    await respond(
        interaction,
        i18n.text(
            lang,
            "cards-offer-confirm-ask",
            mine=card_label(lang, card),
            theirs=card_label(lang, offer["give"]),
        ),
        ephemeral=True,
        view=view,
    )


class OfferDecline(PersistentButton, template=r"cards:decline:(?P<gid>[0-9]+):(?P<oid>[0-9]+)"):
    def __init__(self, game_id: int, offer_id: int, lang: str = i18n.ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=i18n.text(lang, "cards-offer-decline-button"),
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


def offer_view(lang: str, game_id: int, offer_id: int, cards: list[str]) -> discord.ui.View:
    """The controls of an offer's DM, in the DM's language."""
    view = discord.ui.View(timeout=None)
    if cards:  # a select needs at least one option
        view.add_item(OfferAccept(game_id, offer_id, cards, lang))
    view.add_item(OfferDecline(game_id, offer_id, lang))
    return view


async def answer(interaction: discord.Interaction, game_id: int, offer_id: int, card: str | None) -> None:
    """Accept with `card`, or decline (card None), through the same path as /trade."""
    core = core_of(interaction)
    row = await core.store.games.get(game_id)
    offer = await core.trades.open_offer(game_id, offer_id)
    lang = await private_language(interaction)
    if offer is None:
        # Stale control: say so, and mark the message closed for good.
        if interaction.message is not None:
            closed = i18n.text(lang, "cards-offer-closed-stale", offer=str(offer_id))
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(content=closed, view=None)
        await respond(interaction, i18n.text(lang, "cards-offer-gone", offer=str(offer_id)), ephemeral=True)
        return
    assert row is not None
    if core.sessions.seat_for(row, interaction.user.id) != offer["to"]:
        raise Refusal(Said("cards-refuse-not-yours", offer=str(offer_id)))
    text = f"accept {offer_id} {card}" if card else f"decline {offer_id}"
    change = await core.trades.act(row, interaction.user.id, text)
    if card:
        done = i18n.text(lang, "cards-offer-traded", card=card, give=offer["give"])
    else:
        done = i18n.text(lang, "cards-offer-declined", offer=str(offer_id))
    await confirm(interaction, change, done)
