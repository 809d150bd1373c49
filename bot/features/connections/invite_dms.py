"""Partnership invitations by DM: the invitee gets each new invitation (the one notice
of it: the channel's line names them without a ping); when it stops being pending, its
DM is closed in place, saying why."""

from __future__ import annotations

from typing import Any

from bot.delivery.notifier import back_link
from bot.features.connections.closing import INVITE_KEY, Closing
from bot.features.connections.notices import Notices
from bot.services.sessions import Change
from bot.services.wording import seat_names
from bot.ui.base import TableBot
from rules.connections.deck import LINK_REGIONS


def new_invitations(change: Change) -> list[dict[str, Any]]:
    """The links whose invitation this change made (to a seat not invited before)."""
    old = {lk["card"]: lk["invited"] for lk in change.before["links"]}
    links = change.after["links"]
    return [lk for lk in links if lk["invited"] is not None and old.get(lk["card"]) != lk["invited"]]


def closed_reason(change: Change, link: dict[str, Any], later: dict[str, Any] | None) -> str:
    """Why `link`'s invitation (pending before the change) is no longer pending."""
    seat = link["invited"]
    if change.game.is_over(change.after):
        return "the game is over"
    if later is None or change.after["round"] != change.before["round"]:
        return "the round ended"
    if later["partner"] == seat:
        return "you took it up and are now the link's partner"
    if later["invited"] is not None:
        return f"seat {link['owner']} invited seat {later['invited']} instead"
    return "it was withdrawn"


class InviteDMs:
    def __init__(self, bot: TableBot, notices: Notices, closing: Closing) -> None:
        self.bot = bot
        self.notices = notices
        self.closing = closing

    async def close_invitations(self, change: Change) -> None:
        """Close the DM of every invitation that stopped being pending, saying why:
        replaced by another, taken up, withdrawn, the round's or the game's end."""
        row, after = change.row, change.after
        now = {lk["card"]: lk for lk in after["links"]}
        over = change.game.is_over(after)
        for link in change.before["links"]:
            seat = link["invited"]
            later = now.get(link["card"])
            if seat is None or (later is not None and later["invited"] == seat and not over):
                continue
            await self.closing.close(
                row,
                INVITE_KEY.format(game=row.id, card=link["card"], seat=seat),
                f"seat {link['owner']}'s invitation to partner their link **{link['card']}** in "
                f"Connections game #{row.id} is closed: {closed_reason(change, link, later)}.",
            )

    async def invitations(self, change: Change) -> None:
        row = change.row
        names = seat_names(row)
        for link in new_invitations(change):
            seat = link["invited"]
            regions = LINK_REGIONS[link["card"]]
            text = (
                f"<@{row.seats[seat]}>, {names[link['owner']]} invites you to partner "
                f"their link **{link['card']}** "
                f"({', '.join(regions)}) in Connections game #{row.id}. To join, on your turn lay "
                f"a card of one of those regions with `/move lay <card>`: it starts or extends your row "
                "there and makes you the link's partner (the link's points are then split in half).\n"
                + back_link(row)
            )
            message = await self.bot.notifier.dm(row.seats[seat], text, what=f"invite:{link['card']}")
            if message is None:
                what = f"{names[link['owner']]}'s invitation to partner {link['card']}"
                join = f"to join, lay a card of {' or '.join(regions)} on your turn (`/move lay <card>`)"
                await self.notices.not_delivered(row, seat, what, join, slot=f"invite:{link['card']}")
                continue
            # Kept until the invitation closes (replaced, taken up, lapsed): then closed so.
            await self.closing.remember(INVITE_KEY.format(game=row.id, card=link["card"], seat=seat), message)
