"""What the card table sends after every stored change, as Notifier hooks that run after
the core has posted the board: hands by DM (hand_dms.py), offers (offer_dms.py) and
invitations (invite_dms.py) by DM, and the closing edits of those DMs (closing.py, outbox
items of their own). A round's summary is part of the turn's post (`turn_extra`)."""

from __future__ import annotations

from typing import Any

import i18n
from bot.features.connections.closing import Closing
from bot.features.connections.hand_dms import HAND_KEY, HandDMs
from bot.features.connections.invite_dms import InviteDMs, new_invitations
from bot.features.connections.notices import Notices
from bot.features.connections.offer_dms import OfferDMs
from bot.features.connections.wording import final_table, round_summary
from bot.services.sessions import Change
from bot.services.wording import result_text, seat_names
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game

__all__ = ["HAND_KEY", "Delivery"]


class Delivery:
    """Hand, offer and invitation DMs for Connections games; one per bot."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.notices = Notices(bot)
        self.closing = Closing(bot)
        self.hands = HandDMs(bot, self.notices)
        self.offers = OfferDMs(bot, self.notices, self.closing)
        self.invites = InviteDMs(bot, self.notices, self.closing)

    # ---- hooks ----------------------------------------------------------------------
    async def on_start(self, row: GameRow, state: dict[str, Any]) -> None:
        game = get_game(row.game_key)
        if not game.has_hands:
            return
        for seat in game.active_seats(state):
            await self.hands.send_hand(row, state, seat)

    async def on_change(self, change: Change) -> None:
        row = change.row
        if not change.game.has_hands:
            return
        game, before, after = change.game, change.before, change.after
        public_before, public_after = game.view(before, None), game.view(after, None)
        await self.offers.close_offers(change)
        await self.invites.close_invitations(change)
        if public_after["over"]:
            if not public_before["over"]:
                await self._say_result(change)
            return
        new_round = public_after["round"] != public_before["round"]
        for seat in game.active_seats(after):
            old, new = game.view(before, seat), game.view(after, seat)
            if new_round or old["hand"] != new["hand"]:
                # A new DM at a deal; otherwise the round's hand message is edited, and
                # a hand that did not change gets nothing (the turn is told in the channel).
                await self.hands.send_hand(
                    row,
                    after,
                    seat,
                    drawn=new.get("drawn") if seat == change.seat else None,
                    fresh=new_round,
                )
        await self.offers.new_offers(change)
        await self.invites.invitations(change)

    async def _say_result(self, change: Change) -> None:
        """At the game's end each player's hand message says how it ended."""
        row, game = change.row, change.game
        names = seat_names(row)

        def result(lang: str) -> str:
            return result_text(game, change.after, names, lang=lang).replace("**", "")

        for seat in range(len(row.seats)):
            await self.hands.send_hand(row, change.after, seat, fresh=False, note=result, over=True)

    async def send_hand(self, row: GameRow, state: dict[str, Any], seat: int, *, fresh: bool = True) -> bool:
        """`/hand` and My hand: the hand DM again (edited in place within a round)."""
        return await self.hands.send_hand(row, state, seat, fresh=fresh)

    # ---- the turn's post ---------------------------------------------------------------
    def turn_extra(self, change: Change, lang: str = i18n.ENGLISH) -> list[str]:
        """A round's summary (and at the end the final table) for the post of the turn that
        ended it, from the public view: no card names. `lang`: the post's (the server's)."""
        if not change.game.has_hands:
            return []
        before, after = change.game.view(change.before, None), change.game.view(change.after, None)
        names = seat_names(change.row)
        ended = after["round_scores"][len(before["round_scores"]) :]
        lines = [round_summary(lang, breakdown, after, names) for breakdown in ended]
        if after["over"] and not before["over"]:
            lines.append(final_table(lang, after, names))
        return lines

    @staticmethod
    def invited(change: Change) -> list[int]:
        """Seats newly invited to partner a link by this change (the line names them)."""
        if not change.game.has_hands:
            return []
        return [lk["invited"] for lk in new_invitations(change)]

    @staticmethod
    def told_by_dm(change: Change) -> list[int]:
        """Seats whose DM is the notice of this change (a new offer's receiver, a new
        invitee): the channel's line names them without a ping. Computers get no DM."""
        if not change.game.has_hands:
            return []
        known = {o["id"] for o in change.before["offers"]}
        seats = [o["to"] for o in change.after["offers"] if o["id"] not in known]
        seats += Delivery.invited(change)
        return [s for s in seats if change.row.seats[s] > 0]
