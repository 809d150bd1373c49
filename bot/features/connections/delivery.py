"""What the card table sends after every stored change: hands by DM (one message per
round, edited when the hand changes, saying the result at the end), offers with their
controls by DM, invitations by DM, and the DMs of offers and invitations that closed
marked so in place. Runs as Notifier hooks, after the core has posted the board; a
round's summary is part of that post (`turn_extra`)."""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import discord

import render
from bot.delivery.notifier import back_link
from bot.delivery.posting import DELIVERING
from bot.features.connections import controls
from bot.features.connections.wording import (
    answers,
    card_label,
    final_table,
    hand_text,
    round_summary,
    want_label,
)
from bot.services import drawing
from bot.services.lru import LRU
from bot.services.sessions import Change
from bot.services.wording import result_text, seat_names, substitute
from bot.storage.delivery import user_slot
from bot.storage.rows import GameRow
from bot.ui.base import TableBot
from rules import get_game
from rules.connections.deck import LINK_REGIONS

log = logging.getLogger(__name__)

NO_PINGS = discord.AllowedMentions.none()
ATTACHMENT_ALT_LIMIT = 1024  # Discord's limit for an attachment's description
META_KEY = "cards:offer:{game}:{offer}"  # -> "channel_id:message_id" of the receiver's DM
HAND_KEY = "cards:hand:{game}:{user}"  # -> "channel_id:message_id:round" of this round's hand DM
# -> "channel_id:message_id" of an invitee's DM (by seat too: a delivery tried again
# closes the invitation it replaced, never the one it sent)
INVITE_KEY = "cards:invite:{game}:{card}:{seat}"
# -> JSON list of [channel_id, message_id, words, tries]: closed DMs whose edit Discord
# refused for now, tried again with the game's next deliveries (the words name players
# as `seat N`, so a player who deletes their data leaves no name here).
UNCLOSED_KEY = "cards:unclosed:{game}"
CLOSE_TRIES = 8


def hand_file(png: bytes, alt: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename="hand.png", description=alt)


class Delivery:
    """Hand and offer DMs for Connections games; one per bot."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        # (game id, round, user id) already told in the channel that DMs failed: at most
        # one notice per player per round (memory only: a restart may repeat one).
        self._noticed: LRU[tuple[int, int, int], bool] = LRU(4096)  # bounded: memory stays flat

    # ---- hooks ----------------------------------------------------------------------
    async def on_start(self, row: GameRow, state: dict[str, Any]) -> None:
        if not get_game(row.game_key).has_hands:
            return
        game = get_game(row.game_key)
        for seat in game.active_seats(state):
            await self.send_hand(row, state, seat)

    async def on_change(self, change: Change) -> None:
        row = change.row
        if not change.game.has_hands:
            return
        game, before, after = change.game, change.before, change.after
        public_before, public_after = game.view(before, None), game.view(after, None)
        await self._retry_unclosed(row)
        await self._close_offers(change)
        await self._close_invitations(change)
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
                await self.send_hand(
                    row,
                    after,
                    seat,
                    drawn=new.get("drawn") if seat == change.seat else None,
                    fresh=new_round,
                )
        await self._new_offers(change)
        await self._invitations(change, public_before, public_after)

    async def _say_result(self, change: Change) -> None:
        """At the game's end each player's hand message says how it ended."""
        row, game = change.row, change.game
        result = result_text(game, change.after, seat_names(row)).replace("**", "")
        for seat in range(len(row.seats)):
            await self.send_hand(row, change.after, seat, fresh=False, note=result, over=True)

    # ---- the turn's post ---------------------------------------------------------------
    def turn_extra(self, change: Change) -> list[str]:
        """A round's summary (and at the end the final table) for the post of the turn that
        ended it, from the public view: no card names."""
        if not change.game.has_hands:
            return []
        before, after = change.game.view(change.before, None), change.game.view(change.after, None)
        names = seat_names(change.row)
        ended = after["round_scores"][len(before["round_scores"]) :]
        lines = [round_summary(breakdown, after, names) for breakdown in ended]
        if after["over"] and not before["over"]:
            lines.append(final_table(after, names))
        return lines

    @staticmethod
    def invited(change: Change) -> list[int]:
        """Seats newly invited to partner a link by this change (they get pinged)."""
        if not change.game.has_hands:
            return []
        old = {lk["card"]: lk["invited"] for lk in change.before["links"]}
        return [
            lk["invited"]
            for lk in change.after["links"]
            if lk["invited"] is not None and old.get(lk["card"]) != lk["invited"]
        ]

    # ---- hands ----------------------------------------------------------------------
    async def send_hand(
        self,
        row: GameRow,
        state: dict[str, Any],
        seat: int,
        drawn: str | None = None,
        *,
        fresh: bool = True,
        note: str | None = None,
        over: bool = False,
    ) -> bool:
        """DM `seat` its hand (picture + text); a notice in the channel when DMs fail.
        One message per round: a change within the round edits it in place (`fresh`
        False), so DMs do not pile up; a deal sends a new one."""
        if row.seats[seat] <= 0:
            return True  # a computer seat reads its hand from the game, not from a DM
        view = get_game(row.game_key).view(state, seat)
        names = seat_names(row)
        png = await drawing.hand_png(row.game_key, view, names[seat], names)
        content = (f"{note}\n" if note else "") + hand_text(row.id, view, drawn) + "\n" + back_link(row)
        key = HAND_KEY.format(game=row.id, user=row.seats[seat])
        # No name: a DM's hand is its reader's own ("Your hand: ...").
        alt = render.hand_alt_text(row.game_key, view, limit=ATTACHMENT_ALT_LIMIT)
        if not fresh and await self._edit_hand(key, view["round"], content, hand_file(png, alt)):
            return True
        message = await self.bot.notifier.dm(row.seats[seat], content, file=hand_file(png, alt), what="hand")
        if message is None:
            if not over:  # the game is over: no `/hand` to point to
                await self.dm_failed(row, view["round"], seat)
            return False
        await self.bot.core.store.meta.set(key, f"{message.channel.id}:{message.id}:{view['round']}")
        return True

    async def _edit_hand(self, key: str, round_number: int, content: str, picture: discord.File) -> bool:
        """Edit this round's hand message; False when there is none to edit (send anew)."""
        where = await self.bot.core.store.meta.get(key)
        if not where:
            return False
        channel_id, message_id, shown_round = (int(x) for x in where.split(":"))
        if shown_round != round_number:
            return False
        channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(content=content, attachments=[picture])
        except discord.HTTPException as exc:
            log.info("could not edit a hand message (%s); sending a new one", exc)
            return False
        return True

    async def dm_failed(self, row: GameRow, round_number: int, seat: int) -> None:
        user_id = row.seats[seat]
        if user_id <= 0:
            return  # a computer seat gets no DMs, so none failed
        key = (row.id, round_number, user_id)
        if self._noticed.get(key):
            return
        self._noticed.put(key, True)
        # Names the player only: never a card.
        await self.post(
            row,
            f"I could not DM <@{user_id}> their hand; use `/hand` (and `/trade list` for offers). "
            "Opening DMs from server members lets me send it.",
            mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            about=user_id,
        )

    async def post(
        self,
        row: GameRow,
        content: str,
        mentions: discord.AllowedMentions = NO_PINGS,
        *,
        about: int,
    ) -> None:
        """A notice in the game's channel about player `about`; during a delivery, a slot
        of the item being delivered (posted once, whatever is retried)."""
        current = DELIVERING.get()
        slot = current.slot(user_slot(current.item_id, about, "dm-failed")) if current is not None else None
        try:
            channel = await self.bot.announcer.channel(row.channel_id)
            if current is None or slot is None:
                await channel.send(content[:2000], allowed_mentions=mentions)
            else:
                await self.bot.announcer.poster.send(
                    current.item_id, channel, content[:2000], slot=slot, allowed_mentions=mentions
                )
        except discord.HTTPException as exc:
            log.warning("game %s: could not post in the channel: %s", row.id, exc)

    # ---- offers ---------------------------------------------------------------------
    async def _new_offers(self, change: Change) -> None:
        known = {o["id"] for o in change.before["offers"]}
        for offer in change.after["offers"]:
            if offer["id"] not in known:
                await self.send_offer(change.row, change.after, offer)

    async def send_offer(self, row: GameRow, state: dict[str, Any], offer: dict[str, Any]) -> None:
        """DM the receiver the offer with a select of its fitting cards and Decline."""
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
            await self.dm_failed(row, state["round"], offer["to"])
            return
        await self.bot.core.store.meta.set(
            META_KEY.format(game=row.id, offer=offer["id"]), f"{message.channel.id}:{message.id}"
        )

    async def _close_offers(self, change: Change) -> None:
        """Mark the DM of every offer that stopped being pending as closed; tell the
        offerer when theirs was declined."""
        still = {o["id"] for o in change.after["offers"]}
        names = seat_names(change.row)
        words = change.move.split(" ", 2)
        for offer in change.before["offers"]:
            if offer["id"] in still:
                continue
            verb = words[0] if len(words) > 1 and words[1] == str(offer["id"]) else ""
            reason = {
                "accept": "you accepted it",
                "decline": "you declined it",
                "cancel": f"seat {offer['from']} cancelled it",
            }.get(verb, "it lapsed")
            if verb == "accept":
                reason += f": you gave {words[2]} for {offer['give']}"
            what = f"{offer['give']} for {want_label(offer['want'])}"
            await self.mark_closed(
                change.row,
                META_KEY.format(game=change.row.id, offer=offer["id"]),
                f"Trade offer #{offer['id']} ({what}) is closed: {reason}.",
            )
            if verb == "decline":
                await self.bot.notifier.dm(
                    change.row.seats[offer["from"]],
                    f"{names[offer['to']]} declined your trade offer #{offer['id']} "
                    f"({offer['give']} for {want_label(offer['want'])}) in game #{change.row.id}.",
                    what=f"declined:{offer['id']}",
                )

    # ---- closed DMs -----------------------------------------------------------------
    async def mark_closed(self, row: GameRow, key: str, words: str) -> None:
        """Mark the DM saved under `key` (an offer's, an invitation's) closed in place: its
        text becomes `words` (with `seat N` for names) and its controls go. An edit
        Discord refuses for now never fails the delivery (the turn's other messages go
        on): it is kept, without names, and tried again with the game's next deliveries
        (a few times at most); a DM that is gone is left alone."""
        store = self.bot.core.store.meta
        where = await store.get(key)
        if not where:
            return
        channel_id, message_id = (int(x) for x in where.split(":"))
        if await self._edit_closed(channel_id, message_id, substitute(words, seat_names(row))) is False:
            await self._keep_unclosed(row.id, [channel_id, message_id, words, 1])
        await store.set(key, "")

    async def _edit_closed(self, channel_id: int, message_id: int, text: str) -> bool | None:
        """True: edited; False: Discord failed for now (try again); None: gone for good."""
        channel = self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(content=text, view=None)
        except (discord.NotFound, discord.Forbidden) as exc:
            log.info("a closed DM %s cannot be edited any more: %s", message_id, exc)
            return None
        except discord.HTTPException as exc:
            log.info("could not mark DM %s closed (tried again later): %s", message_id, exc)
            return False
        return True

    async def _keep_unclosed(self, game_id: int, edit: list[Any]) -> None:
        key = UNCLOSED_KEY.format(game=game_id)
        stored = await self.bot.core.store.meta.get(key)
        await self.bot.core.store.meta.set(key, json.dumps([*(json.loads(stored) if stored else []), edit]))

    async def _retry_unclosed(self, row: GameRow) -> None:
        """The closed DMs whose edit failed before, tried again (names as they are now)."""
        key = UNCLOSED_KEY.format(game=row.id)
        stored = await self.bot.core.store.meta.get(key)
        if not stored:
            return
        names = seat_names(row)
        left = []
        for channel_id, message_id, words, tries in json.loads(stored):
            edited = await self._edit_closed(channel_id, message_id, substitute(words, names))
            if edited is False and tries + 1 < CLOSE_TRIES:
                left.append([channel_id, message_id, words, tries + 1])
        await self.bot.core.store.meta.set(key, json.dumps(left) if left else "")

    # ---- invitations ----------------------------------------------------------------
    async def _close_invitations(self, change: Change) -> None:
        """Mark the DM of every invitation that stopped being pending as closed, saying
        why: replaced by another, taken up, withdrawn, the round's or the game's end."""
        row, before, after = change.row, change.before, change.after
        now = {lk["card"]: lk for lk in after["links"]}
        over = change.game.is_over(after)
        for link in before["links"]:
            seat = link["invited"]
            later = now.get(link["card"])
            if seat is None or (later is not None and later["invited"] == seat and not over):
                continue
            if over:
                reason = "the game is over"
            elif later is None or after["round"] != before["round"]:
                reason = "the round ended"
            elif later["partner"] == seat:
                reason = "you took it up and are now the link's partner"
            elif later["invited"] is not None:
                reason = f"seat {link['owner']} invited seat {later['invited']} instead"
            else:
                reason = "it was withdrawn"
            await self.mark_closed(
                row,
                INVITE_KEY.format(game=row.id, card=link["card"], seat=seat),
                f"seat {link['owner']}'s invitation to partner their link **{link['card']}** in "
                f"Connections game #{row.id} is closed: {reason}.",
            )

    async def _invitations(self, change: Change, before: dict[str, Any], after: dict[str, Any]) -> None:
        old = {lk["card"]: lk["invited"] for lk in before["links"]}
        names = seat_names(change.row)
        for link in after["links"]:
            seat = link["invited"]
            if seat is None or old.get(link["card"]) == seat:
                continue
            regions = LINK_REGIONS[link["card"]]
            text = (
                f"<@{change.row.seats[seat]}>, {names[link['owner']]} invites you to partner "
                f"their link **{link['card']}** "
                f"({', '.join(regions)}) in Connections game #{change.row.id}. To join, on your turn lay "
                f"a card of one of those regions with `/move lay <card>`: it starts or extends your row "
                "there and makes you the link's partner (the link's points are then split in half).\n"
                + back_link(change.row)
            )
            message = await self.bot.notifier.dm(change.row.seats[seat], text, what=f"invite:{link['card']}")
            if message is None:
                await self.dm_failed(change.row, after["round"], seat)
                continue
            # Kept until the invitation closes (replaced, taken up, lapsed): then marked so.
            await self.bot.core.store.meta.set(
                INVITE_KEY.format(game=change.row.id, card=link["card"], seat=seat),
                f"{message.channel.id}:{message.id}",
            )
