"""Connections at the Discord table: hands by DM (/hand, My hand), trades (/trade),
partnerships (/partner), offer controls in DMs, round and game summaries."""

from __future__ import annotations

from bot.features.connections.closing import KIND as CLOSE_DM
from bot.features.connections.commands import PartnerCog, TradeCog
from bot.features.connections.controls import OfferAccept, OfferConfirm, OfferDecline
from bot.features.connections.delivery import Delivery
from bot.features.connections.hand import HandButton, HandCog
from bot.features.connections.wording import hand_text
from bot.services.sessions import Change
from bot.ui.base import TableBot


def drawn_card_note(change: Change, lang: str) -> str | None:
    """After an action within a turn in a game with hands: what was drawn, and the hand."""
    game = change.game
    if not game.has_hands or change.seat is None:
        return None
    view = game.view(change.after, change.seat)
    drawn = view.get("drawn")
    head = f"Done: you drew **{drawn}**." if drawn else "Done: stored."
    return f"{head}\n{hand_text(change.row.id, view)}"


async def setup(bot: TableBot) -> None:
    delivery = Delivery(bot)
    await bot.add_cog(TradeCog())
    await bot.add_cog(PartnerCog())
    await bot.add_cog(HandCog(delivery))
    # Offer DMs outlive the process: their controls are matched by custom_id.
    bot.add_dynamic_items(OfferAccept, OfferConfirm, OfferDecline, HandButton)
    bot.notifier.add_hook(delivery.on_change)
    bot.notifier.add_start_hook(delivery.on_start)
    # A round's summary is part of the post of the turn that ended it; an invitation gets a
    # line of its own, which names the invitee (and an offer's receiver) without a ping:
    # their DM is the notice.
    bot.announcer.add_extra(delivery.turn_extra)
    bot.announcer.add_addressed(delivery.invited)
    bot.announcer.add_told_by_dm(delivery.told_by_dm)
    # Closed offer and invitation DMs are edited by outbox items of their own.
    bot.announcer.register(CLOSE_DM, delivery.closing.deliver)
    await delivery.closing.adopt_old_notes()
    bot.private_notes.append(drawn_card_note)
