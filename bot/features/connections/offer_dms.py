"""Trade offers by DM: the receiver gets each new offer with its controls; when an offer
stops being pending its DM is closed in place, and the offerer is told privately how it
ended (accepted, with the card they got; declined; lapsed)."""

from __future__ import annotations

from typing import Any

import i18n
from bot.features.connections import controls
from bot.features.connections.closing import OFFER_KEY, Closing
from bot.features.connections.notices import Notices
from bot.features.connections.readers import back_line, channel_language, dm_language
from bot.features.connections.wording import answers, card_label, want_label
from bot.services.sessions import Change
from bot.services.wording import say, seat_names
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game
from rules.connections.deck import REGION_INDEX
from rules.said import Said, Seat


def wanted(want: str) -> Said | str:
    """What an offer asks for, to be worded in its reader's language."""
    return Said("cards-want-region", region=want) if want in REGION_INDEX else want


def closed_by(change: Change, offer: dict[str, Any]) -> tuple[str, Said]:
    """(the verb that closed the offer, "" when it lapsed; why, for the receiver's DM)."""
    words = change.move.split(" ", 2)
    verb = words[0] if len(words) > 1 and words[1] == str(offer["id"]) else ""
    if verb == "accept":
        return verb, Said("cards-closed-accepted", card=words[2], give=offer["give"])
    if verb == "decline":
        return verb, Said("cards-closed-declined")
    if verb == "cancel":
        return verb, Said("cards-closed-cancelled", player=Seat(offer["from"]))
    return verb, Said("cards-closed-lapsed")


def lapse_reason(change: Change, offer: dict[str, Any]) -> Said:
    """Why an offer lapsed, as its maker reads it (games.md: a party's turn began, the
    round ended, or the offered card left the hand)."""
    after = change.after
    if change.kind != "move" and change.seat is not None:  # a resignation, a timeout
        return Said("cards-lapsed-left", player=Seat(change.seat))
    if after["round"] != change.before["round"]:
        return Said("cards-lapsed-round")
    if offer["give"] not in after["hands"][offer["from"]]:
        return Said("cards-lapsed-card-gone", card=offer["give"])
    if after["turn"] == offer["from"]:
        return Said("cards-lapsed-your-turn")
    return Said("cards-lapsed-their-turn", player=Seat(after["turn"]))


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
        if row.seats[offer["to"]] <= 0:
            return  # a computer answers offers by itself (bot/services/computers.py)
        lang = await dm_language(self.bot, row, row.seats[offer["to"]])
        want = want_label(lang, offer["want"])
        lines = [
            i18n.text(
                lang,
                "cards-offer-dm",
                offer=str(offer["id"]),
                game=str(row.id),
                player=names[offer["from"]],
                give=card_label(lang, offer["give"]),
                want=want,
            )
        ]
        if fits:
            lines.append(i18n.text(lang, "cards-offer-dm-choose"))
        else:  # no card to choose, so no select: say so rather than point at one
            lines.append(i18n.text(lang, "cards-offer-dm-no-card", want=want))
        lines.append(back_line(lang, row))
        view = controls.offer_view(lang, row.id, offer["id"], fits)
        # Sent once: its message id is saved after it, and a retry finds the DM it sent.
        message = await self.bot.notifier.dm(
            row.seats[offer["to"]], "\n".join(lines), view=view, what=f"offer:{offer['id']}"
        )
        if message is None:
            public = await channel_language(self.bot, row)
            what = i18n.text(
                public, "cards-undelivered-offer", offer=str(offer["id"]), player=names[offer["from"]]
            )
            where = i18n.text(public, "cards-undelivered-offer-where")
            await self.notices.not_delivered(row, offer["to"], what, where, slot=f"offer:{offer['id']}")
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
            closed = Said(
                "cards-offer-closed",
                offer=str(offer["id"]),
                give=offer["give"],
                want=wanted(offer["want"]),
                reason=reason,
            )
            key = OFFER_KEY.format(game=row.id, offer=offer["id"])
            await self.closing.close(row, key, closed, row.seats[offer["to"]])
            if verb == "cancel" or over or (change.seat == offer["from"] and change.kind != "move"):
                continue  # they ended it, or left the game, or the game is over
            maker = row.seats[offer["from"]]
            if maker <= 0:
                continue  # a computer reads no DMs
            lang = await dm_language(self.bot, row, maker)
            common = {"offer": str(offer["id"]), "game": str(row.id), "give": offer["give"]}
            if verb == "accept":
                got = card_label(lang, change.move.split(" ", 2)[2])
                text = i18n.text(lang, "cards-maker-accepted", player=names[offer["to"]], got=got, **common)
            elif verb == "decline":
                want = want_label(lang, offer["want"])
                text = i18n.text(lang, "cards-maker-declined", player=names[offer["to"]], want=want, **common)
            else:
                reason_text = say(lang, lapse_reason(change, offer), names)
                want = want_label(lang, offer["want"])
                text = i18n.text(
                    lang,
                    "cards-maker-lapsed",
                    player=names[offer["to"]],
                    want=want,
                    reason=reason_text,
                    **common,
                )
            await self.bot.notifier.dm(maker, f"{text}\n{back_line(lang, row)}", what=f"closed:{offer['id']}")
