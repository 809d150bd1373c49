"""Partnership invitations by DM: the invitee gets each new invitation (the one notice
of it: the channel's line names them without a ping); when it stops being pending, its
DM is closed in place, saying why."""

from __future__ import annotations

from typing import Any

import i18n
from bot.features.connections.closing import INVITE_KEY, Closing
from bot.features.connections.notices import Notices
from bot.features.connections.readers import back_line, channel_language, dm_language
from bot.services.sessions import Change
from bot.services.wording import seat_names
from bot.ui.base import TableBot
from rules.connections.deck import LINK_REGIONS
from rules.said import Said, Seat


def new_invitations(change: Change) -> list[dict[str, Any]]:
    """The links whose invitation this change made (to a seat not invited before)."""
    old = {lk["card"]: lk["invited"] for lk in change.before["links"]}
    links = change.after["links"]
    return [lk for lk in links if lk["invited"] is not None and old.get(lk["card"]) != lk["invited"]]


def closed_reason(change: Change, link: dict[str, Any], later: dict[str, Any] | None) -> Said:
    """Why `link`'s invitation (pending before the change) is no longer pending."""
    seat = link["invited"]
    if change.game.is_over(change.after):
        return Said("cards-invite-closed-over")
    if later is None or change.after["round"] != change.before["round"]:
        return Said("cards-invite-closed-round")
    if later["partner"] == seat:
        return Said("cards-invite-closed-taken")
    if later["invited"] is not None:
        return Said("cards-invite-closed-replaced", player=Seat(link["owner"]), other=Seat(later["invited"]))
    return Said("cards-invite-closed-withdrawn")


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
            closed = Said(
                "cards-invite-closed",
                player=Seat(link["owner"]),
                link=link["card"],
                game=str(row.id),
                reason=closed_reason(change, link, later),
            )
            key = INVITE_KEY.format(game=row.id, card=link["card"], seat=seat)
            await self.closing.close(row, key, closed, row.seats[seat])

    async def invitations(self, change: Change) -> None:
        row = change.row
        names = seat_names(row)
        for link in new_invitations(change):
            seat = link["invited"]
            regions = list(LINK_REGIONS[link["card"]])
            lang = await dm_language(self.bot, row, row.seats[seat])
            text = i18n.text(
                lang,
                "cards-invite-dm",
                user=str(row.seats[seat]),
                player=names[link["owner"]],
                link=link["card"],
                regions=", ".join(regions),
                game=str(row.id),
            )
            text += "\n" + back_line(lang, row)
            message = await self.bot.notifier.dm(row.seats[seat], text, what=f"invite:{link['card']}")
            if message is None:
                public = await channel_language(self.bot, row)
                what = i18n.text(
                    public, "cards-undelivered-invite", player=names[link["owner"]], link=link["card"]
                )
                either = i18n.joined(public, regions, style="or")
                join = i18n.text(public, "cards-undelivered-invite-where", regions=either)
                await self.notices.not_delivered(row, seat, what, join, slot=f"invite:{link['card']}")
                continue
            # Kept until the invitation closes (replaced, taken up, lapsed): then closed so.
            await self.closing.remember(INVITE_KEY.format(game=row.id, card=link["card"], seat=seat), message)
