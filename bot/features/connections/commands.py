"""/trade offer|accept|decline|cancel|list and /partner invite for Connections."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.connections.wording import answers, card_label, matching, offer_line, want_label
from bot.services.refusal import Refusal
from bot.services.wording import seat_names
from bot.storage.rows import GameRow
from bot.ui.base import core_of
from bot.ui.lookup import channel_game
from bot.ui.reader import private_language
from bot.ui.replies import acknowledge, confirm, guard
from rules import get_game
from rules.connections.deck import CARDS, REGION_NAMES
from rules.said import Said

Choices = list[app_commands.Choice[str]]
IntChoices = list[app_commands.Choice[int]]


async def connections_game(interaction: discord.Interaction) -> GameRow:
    row = await channel_game(interaction)
    if not get_game(row.game_key).has_hands:
        raise Refusal(Said("cards-refuse-not-connections", game=get_game(row.game_key).title))
    return row


def seat_of_player(row: GameRow, member: discord.abc.User) -> int:
    seat = row.seat_of(member.id)
    if seat is None:
        raise Refusal(
            Said("cards-refuse-not-player", name=member.display_name, players=tuple(seat_names(row)))
        )
    return seat


async def my_view(interaction: discord.Interaction) -> tuple[GameRow, int, dict[str, Any]] | None:
    """For autocomplete (read only): the caller's game, seat and private view, or None
    when they cannot act (no game, not a player, game over): then nothing is offered."""
    core = core_of(interaction)
    row = await core.store.games.open_in_channel(interaction.channel_id or 0)
    if row is None or row.status != "active" or not get_game(row.game_key).has_hands:
        return None
    seat = row.seat_of(interaction.user.id)
    if seat is None:
        return None
    try:
        state = await core.sessions.state_of(row)
    except Refusal:
        return None
    game = get_game(row.game_key)
    if game.is_over(state) or seat in state["resigned"]:
        return None
    return row, seat, game.view(state, seat)


def offer_choices(
    lang: str, view: dict[str, Any], seat: int, names: list[str], role: str, typed: str
) -> IntChoices:
    offers = [o for o in view["offers"] if o[role] == seat]
    labels = {offer_line(lang, o, seat, names)[:100]: o["id"] for o in offers}
    return [app_commands.Choice(name=label, value=labels[label]) for label in matching(list(labels), typed)]


class TradeCog(commands.GroupCog, group_name="trade", group_description="Connections: trade cards"):
    @app_commands.command(
        name="offer", description="Offer one of your cards to another player for a region or card"
    )
    @app_commands.describe(player="who gets the offer", give="your card", want="a region or a card you want")
    @app_commands.guild_only()
    async def offer(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        give: app_commands.Range[str, 1, 100],
        want: app_commands.Range[str, 1, 100],
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await connections_game(interaction)
            to = seat_of_player(row, player)
            await core_of(interaction).trades.refuse_repeated_offer(row, interaction.user.id, to, give, want)
            change = await core_of(interaction).trades.act(
                row,
                interaction.user.id,
                f"offer {give} for {want} to {to}",
                interaction.user.display_name,
            )
            made = max(
                (
                    o
                    for o in change.after["offers"]
                    if o["id"] not in {p["id"] for p in change.before["offers"]}
                ),
                key=lambda o: o["id"],
            )
            # Private: the cards. The public line (no cards) comes from the outbox.
            lang = await private_language(interaction)
            sent = i18n.text(
                lang,
                "cards-offer-sent",
                offer=str(made["id"]),
                give=made["give"],
                want=want_label(lang, made["want"]),
            )
            await confirm(interaction, change, sent)

    @offer.autocomplete("give")
    async def give_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        mine = await my_view(interaction)
        if mine is None:
            return []
        hand = mine[2]["hand"]
        lang = await private_language(interaction)
        return [app_commands.Choice(name=card_label(lang, c), value=c) for c in matching(hand, current)]

    @offer.autocomplete("want")
    async def want_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        mine = await my_view(interaction)
        if mine is None:
            return []
        hand = set(mine[2]["hand"])
        # An asked card must not be in the asker's own hand (games.md, Offers).
        items = [*REGION_NAMES, *(c for c in CARDS if c not in hand)]
        lang = await private_language(interaction)
        return [
            app_commands.Choice(
                name=(want_label(lang, i) if i in REGION_NAMES else card_label(lang, i))[:100], value=i
            )
            for i in matching(items, current)
        ]

    @app_commands.command(
        name="accept", description="Accept a trade offer made to you, giving one of your cards"
    )
    @app_commands.describe(offer="the offer's number", card="the card you give")
    @app_commands.guild_only()
    async def accept(
        self,
        interaction: discord.Interaction,
        offer: app_commands.Range[int, 1, 1_000_000],
        card: app_commands.Range[str, 1, 100],
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await connections_game(interaction)
            change = await core_of(interaction).trades.act(
                row, interaction.user.id, f"accept {offer} {card}", interaction.user.display_name
            )
            # Public: that a trade happened (the engine's wording names no card), by the outbox.
            lang = await private_language(interaction)
            await confirm(
                interaction, change, i18n.text(lang, "cards-accept-done", card=card, offer=str(offer))
            )

    @accept.autocomplete("offer")
    async def accept_offer_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        return await my_offer_choices(interaction, "to", current)

    @accept.autocomplete("card")
    async def accept_card_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        mine = await my_view(interaction)
        if mine is None:
            return []
        _, seat, view = mine
        wanted = getattr(interaction.namespace, "offer", None)
        offer = next((o for o in view["offers"] if o["id"] == wanted and o["to"] == seat), None)
        if offer is None:
            return []
        fits = answers(view["hand"], offer["want"])
        lang = await private_language(interaction)
        return [app_commands.Choice(name=card_label(lang, c), value=c) for c in matching(fits, current)]

    @app_commands.command(name="decline", description="Decline a trade offer made to you")
    @app_commands.describe(offer="the offer's number")
    @app_commands.guild_only()
    async def decline(self, interaction: discord.Interaction, offer: int) -> None:
        await close_offer(interaction, "decline", offer, "cards-decline-done")

    @decline.autocomplete("offer")
    async def decline_offer_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        return await my_offer_choices(interaction, "to", current)

    @app_commands.command(name="cancel", description="Cancel a trade offer you made")
    @app_commands.describe(offer="the offer's number")
    @app_commands.guild_only()
    async def cancel(self, interaction: discord.Interaction, offer: int) -> None:
        await close_offer(interaction, "cancel", offer, "cards-cancel-done")

    @cancel.autocomplete("offer")
    async def cancel_offer_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        return await my_offer_choices(interaction, "from", current)

    @app_commands.command(name="list", description="Your pending trade offers, given and received (only you)")
    @app_commands.guild_only()
    async def list_offers(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            row = await connections_game(interaction)
            core = core_of(interaction)
            seat = core.sessions.seat_for(row, interaction.user.id)
            state = await core.sessions.state_of(row)
            view = get_game(row.game_key).view(state, seat)
            names = seat_names(row)
            lang = await private_language(interaction)
            given = [offer_line(lang, o, seat, names) for o in view["offers"] if o["from"] == seat]
            received = [offer_line(lang, o, seat, names) for o in view["offers"] if o["to"] == seat]
            none = i18n.text(lang, "cards-list-none")
            lines = [
                i18n.text(lang, "cards-list-made"),
                *(given or [none]),
                i18n.text(lang, "cards-list-to-you"),
                *(received or [none]),
            ]
            if received:
                lines.append(i18n.text(lang, "cards-list-answer"))
            await interaction.response.send_message("\n".join(lines), ephemeral=True)


async def close_offer(interaction: discord.Interaction, word: str, offer: int, done: str) -> None:
    # `done`: the key of the private answer once it is closed.
    """`/trade decline` and `/trade cancel`: answered privately; the offer's DM is closed
    by the change hooks."""
    async with guard(interaction):
        await acknowledge(interaction)
        row = await connections_game(interaction)
        change = await core_of(interaction).trades.act(
            row, interaction.user.id, f"{word} {offer}", interaction.user.display_name
        )
        lang = await private_language(interaction)
        await confirm(interaction, change, i18n.text(lang, done, offer=str(offer)))


async def my_offer_choices(interaction: discord.Interaction, side: str, current: str) -> IntChoices:
    """Offer numbers the caller can answer (side "to") or cancel (side "from")."""
    mine = await my_view(interaction)
    if mine is None:
        return []
    row, seat, view = mine
    return offer_choices(await private_language(interaction), view, seat, seat_names(row), side, current)


class PartnerCog(commands.GroupCog, group_name="partner", group_description="Connections: partnerships"):
    @app_commands.command(name="invite", description="Invite a player to partner one of your links")
    @app_commands.describe(player="who you invite", link="your link on the table (a linking card)")
    @app_commands.guild_only()
    async def invite(
        self, interaction: discord.Interaction, player: discord.Member, link: app_commands.Range[str, 1, 100]
    ) -> None:
        async with guard(interaction):
            await acknowledge(interaction)
            row = await connections_game(interaction)
            seat = seat_of_player(row, player)
            change = await core_of(interaction).trades.act(
                row, interaction.user.id, f"invite {seat} {link}", interaction.user.display_name
            )
            lang = await private_language(interaction)
            await confirm(interaction, change, i18n.text(lang, "cards-invite-done", link=link))

    @invite.autocomplete("link")
    async def link_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        mine = await my_view(interaction)
        if mine is None:
            return []
        _, seat, view = mine
        links = [lk["card"] for lk in view["links"] if lk["owner"] == seat and lk["partner"] is None]
        lang = await private_language(interaction)
        return [app_commands.Choice(name=card_label(lang, c), value=c) for c in matching(links, current)]
