"""Connections at the Discord table: hands by DM, trades, partnerships, round ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app import PyramidBot


async def setup(bot: PyramidBot) -> None:
    """Add the card table's cogs, persistent controls and notification hooks."""
    from bot.cards.commands import PartnerCog, TradeCog
    from bot.cards.controls import OfferAccept, OfferConfirm, OfferDecline
    from bot.cards.delivery import Delivery

    await bot.add_cog(TradeCog())
    await bot.add_cog(PartnerCog())
    # Offer DMs outlive the process: their controls are matched by custom_id.
    bot.add_dynamic_items(OfferAccept, OfferConfirm, OfferDecline)
    delivery = Delivery(bot)
    bot.card_delivery = delivery  # type: ignore[attr-defined]
    bot.notifier.add_hook(delivery.on_change)
    bot.notifier.add_start_hook(delivery.on_start)
