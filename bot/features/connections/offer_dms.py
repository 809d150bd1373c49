"""Trade offers by DM: the receiver gets each new offer with its controls; when an offer
stops being pending its DM is closed in place, and the offerer is told privately how it
ended (accepted, with the card they got; declined; lapsed)."""

from __future__ import annotations

from typing import Any

from bot.delivery.notifier import back_link
from bot.features.connections import controls
from bot.features.connections.closing import OFFER_KEY, Closing
from bot.features.connections.notices import Notices
from bot.features.connections.wording import answers, card_label, want_label
from bot.services.sessions import Change
from bot.services.wording import seat_names
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game


def closed_by(change: Change, offer: dict[str, Any]) -> tuple[str, str]:
    """(the verb that closed the offer, "" when it lapsed; the words for the receiver's
    DM, naming players as `seat N`)."""
    words = change.move.split(" ", 2)
    verb = words[0] if len(words) > 1 and words[1] == str(offer["id"]) else ""
    reason = {
        "accept": "you accepted it",
        "decline": "you declined it",
        "cancel": f"seat {offer['from']} cancelled it",
    }.get(verb, "it lapsed")
    if verb == "accept":
        reason += f": you gave {words[2]} for {offer['give']}"
    return verb, reason


def lapse_reason(change: Change, offer: dict[str, Any], names: list[str]) -> str:
    """Why an offer lapsed, as its maker reads it (games.md: a party's turn began, the
    round ended, or the offered card left the hand)."""
    after = change.after
    if change.kind != "move" and change.seat is not None:  # a resignation, a timeout
        return f"{names[change.seat]} left the game"
    if after["round"] != change.before["round"]:
        return "the round ended"
    if offer["give"] not in after["hands"][offer["from"]]:
        return f"your {offer['give']} is no longer in your hand"
    if after["turn"] == offer["from"]:
        return "your turn began"
    return f"{names[after['turn']]}'s turn began"


class OfferDMs:
    def __init__(self, bot: TableBot, notices: Notices, closing: Closing) -> None:
        self.bot = bot
        self.notices = notices
        self.closing = closing

    async def new_offers(self, change: Change) -> None:
        known = {o["id"] for o in change.before["offers"]}
        for offer in change.after["offers"]:
            if offer["id"] not in known:
                await self.send_offer(change.row, change.after, offer)

    async def send_offer(self, row: GameRow, state: dict[str, Any], offer: dict[str, Any]) -> None:
        """DM the receiver the offer with a select of its fitting cards and Decline: the one
        notice of it (the channel's line names them without a ping)."""
        names = seat_names(row)
        hand = get_game(row.game_key).view(state, offer["to"])["hand"]
        fits = answers(hand, offer["want"])
        lines = [
            f"**Trade offer #{offer['id']}** in Connections game #{row.id}: "
            f"{names[offer['from']]} offers you **{card_label(offer['give'])}** "
            f"for {want_label(offer['want'])}.",
        ]
        if fits:
            lines.append(
                "Choose the card to give below (you confirm before anything is traded), or Decline. "
                "It lapses when either of your turns begins or the round ends."
            )
        else:  # no card to choose, so no select: say so rather than point at one
            lines.append(
                f"You hold no card that answers it ({want_label(offer['want'])}), so you can only "
                "Decline. If a trade brings you one before it lapses (when either of your turns "
                "begins or the round ends), accept with `/trade accept` in the game's channel."
            )
        lines.append(back_link(row))
        view = controls.offer_view(row.id, offer["id"], fits)
        if row.seats[offer["to"]] <= 0:
            return  # a computer answers offers by itself (bot/services/computers.py)
        # Sent once: its message id is saved after it, and a retry finds the DM it sent.
        message = await self.bot.notifier.dm(
            row.seats[offer["to"]], "\n".join(lines), view=view, what=f"offer:{offer['id']}"
        )
        if message is None:
            what = f"trade offer #{offer['id']} from {names[offer['from']]}"
            await self.notices.not_delivered(
                row, offer["to"], what, "see it with `/trade list`", slot=f"offer:{offer['id']}"
            )
            return
        await self.closing.remember(OFFER_KEY.format(game=row.id, offer=offer["id"]), message)

    async def close_offers(self, change: Change) -> None:
        """Close the DM of every offer that stopped being pending; tell its maker how it
        ended, except when they ended it themselves (cancel) or the game did."""
        row = change.row
        still = {o["id"] for o in change.after["offers"]}
        names = seat_names(row)
        over = change.game.is_over(change.after)
        for offer in change.before["offers"]:
            if offer["id"] in still:
                continue
            verb, reason = closed_by(change, offer)
            what = f"{offer['give']} for {want_label(offer['want'])}"
            await self.closing.close(
                row,
                OFFER_KEY.format(game=row.id, offer=offer["id"]),
                f"Trade offer #{offer['id']} ({what}) is closed: {reason}.",
            )
            if verb == "cancel" or over or (change.seat == offer["from"] and change.kind != "move"):
                continue  # they ended it, or left the game, or the game is over
            head = f"{names[offer['to']]} " if verb else "Your "
            if verb == "accept":
                got = change.move.split(" ", 2)[2]
                text = (
                    f"{head}accepted your trade offer #{offer['id']} in Connections game #{row.id}: "
                    f"you gave **{offer['give']}** and got **{card_label(got)}**."
                )
            elif verb == "decline":
                text = f"{head}declined your trade offer #{offer['id']} ({what}) in game #{row.id}."
            else:
                text = (
                    f"{head}trade offer #{offer['id']} to {names[offer['to']]} ({what}) in game "
                    f"#{row.id} lapsed: {lapse_reason(change, offer, names)}."
                )
            await self.bot.notifier.dm(
                row.seats[offer["from"]], f"{text}\n{back_link(row)}", what=f"closed:{offer['id']}"
            )
