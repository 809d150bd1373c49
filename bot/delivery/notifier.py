"""DM notifications: the hook point every change passes through after it is stored and
posted. A feature adds its own with `add_hook` (the card table's hands and offers).

Exactly once, as posts are: a DM sent while an outbox item is delivered is a slot of that
item (`dm(..., what=...)`, bot/delivery/posting.py): its intent is stored before it is
sent, and a retry looks for it in the DM channel before sending again. A hook that fails
(its database read, a Discord error) fails the delivery, which the outbox tries again:
nothing is swallowed, and what was sent is not sent twice."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

import i18n
from bot.delivery.posting import DELIVERING, Poster
from bot.services.clock import clocked_seats, new_turn
from bot.services.digest_time import in_quiet_hours
from bot.services.languages import Languages
from bot.services.sessions import Change
from bot.storage.delivery import user_slot
from bot.storage.preferences import PreferenceRepo
from bot.storage.rows import GameRow
from rules import get_game

log = logging.getLogger(__name__)

Hook = Callable[[Change], Awaitable[None]]
StartHook = Callable[[GameRow, dict[str, Any]], Awaitable[None]]


class Notifier:
    def __init__(self, client: discord.Client, prefs: PreferenceRepo) -> None:
        self.client = client
        self.prefs = prefs
        # Set by the Announcer: DMs sent during a delivery go through it.
        self.poster: Poster | None = None
        # Set by the Announcer too (the services' one, whose memory of each player's last
        # locale the unasked DMs follow); without it, everything reads English.
        self.languages: Languages | None = None
        self._hooks: list[Hook] = [self.turn_dms, self.end_dms]
        self._start_hooks: list[StartHook] = [self.first_turn_dms]

    def add_hook(self, hook: Hook) -> None:
        """Run `hook(change)` after every stored change (moves, resigns, ends, undos)."""
        self._hooks.append(hook)

    def add_start_hook(self, hook: StartHook) -> None:
        """Run `hook(row, state)` when a game starts (e.g. Connections' first deal by DM)."""
        self._start_hooks.append(hook)

    async def after_start(self, row: GameRow, state: dict[str, Any]) -> None:
        # A failure propagates: the delivery is tried again (what was sent is not resent).
        for hook in self._start_hooks:
            await hook(row, state)

    def _preferred_locale(self, guild_id: int | None) -> str | None:
        guild = self.client.get_guild(guild_id) if guild_id else None
        return str(guild.preferred_locale) if guild is not None and guild.preferred_locale else None

    async def public_language(self, guild_id: int | None) -> str:
        """The language of a post in a server's channels: its /settings choice, else its
        preferred locale in Discord."""
        if self.languages is None:
            return i18n.ENGLISH
        return await self.languages.public(guild_id, self._preferred_locale(guild_id))

    async def dm_language(self, user_id: int, guild_id: int | None) -> str:
        """The language of a DM the player did not ask for (a game of server `guild_id`)."""
        if self.languages is None:
            return i18n.ENGLISH
        return await self.languages.unasked_dm(user_id, guild_id, self._preferred_locale(guild_id))

    async def game_dm(self, row: GameRow, user_id: int, key: str, *, what: str) -> None:
        """One of the game's DMs (`key` of the catalogue: title, game, link) in the
        player's language."""
        lang = await self.dm_language(user_id, row.guild_id)
        words = i18n.text(
            lang, key, title=get_game(row.game_key).title, game=str(row.id), link=back_link(row, lang)
        )
        await self.dm(user_id, words, what=what)

    async def first_turn_dms(self, row: GameRow, state: dict[str, Any]) -> None:
        game = get_game(row.game_key)
        due = [row.seats[s] for s in game.to_move(state)]
        for user_id in await self.wanted_now(due):
            await self.game_dm(row, user_id, "dms-first-turn", what="turn")

    async def wanted_now(self, user_ids: list[int]) -> set[int]:
        """Who wants a DM about their games (/notify dm or both) and is not in their quiet
        hours (/notify quiet): those hours' DMs are not sent; /next and /games still tell."""
        wanted = await self.prefs.notify_wanted(user_ids)
        now = discord.utils.utcnow().timestamp()
        return {u for u in wanted if not in_quiet_hours(await self.prefs.schedule(u), now)}

    async def after_change(self, change: Change) -> None:
        # A failure propagates: the change is stored whatever happens here, and its
        # delivery is tried again (what was sent is not resent); never swallowed.
        for hook in self._hooks:
            await hook(change)

    async def dm(
        self, user_id: int, content: str, *, what: str = "note", **kwargs: Any
    ) -> discord.Message | None:
        """Send a DM; None when the user's DMs are closed (the caller may post a notice).
        Computer seats (ids below zero) get none. During an outbox item's delivery the DM
        is the item's slot `what` for this user, sent at most once whatever is retried;
        a Discord error then fails the delivery (to be tried again) rather than the DM."""
        if user_id <= 0:
            return None
        current = DELIVERING.get()
        # Named before anything can fail, so each attempt names its DMs the same way.
        slot = current.slot(user_slot(current.item_id, user_id, what)) if current is not None else None
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            if current is None or slot is None or self.poster is None:
                return await user.send(content, **kwargs)
            channel = user.dm_channel or await user.create_dm()
            return await self.poster.send(current.item_id, channel, content, slot=slot, **kwargs)
        except (discord.Forbidden, discord.NotFound):
            return None
        except discord.HTTPException as exc:
            if current is not None:
                raise
            log.warning("DM to %s failed: %s", user_id, exc)
            return None

    async def turn_dms(self, change: Change) -> None:
        """A DM for players who opted in with /notify when it becomes their turn (the seats
        on the clock: an offer to answer comes with its own DM); also when the same seat
        starts a turn again (a Connections round it ends and starts)."""
        game, row = change.game, change.row
        before, after = set(clocked_seats(game, change.before)), clocked_seats(game, change.after)
        again = change.kind == "undo" or (
            game.off_turn_actions and new_turn(game, change.before, change.after, change.seat)
        )
        # A player on a break (/away) is not pinged by DM either: /next tells them on return.
        now = discord.utils.utcnow().timestamp()
        due = [row.seats[s] for s in after if s not in before or again]
        newly_due = [user for user in due if row.away_until(user, now) is None]
        if not newly_due:
            return
        wanted = await self.wanted_now(newly_due)
        for user_id in newly_due:
            if user_id in wanted:
                await self.game_dm(row, user_id, "dms-your-turn", what="turn")

    async def end_dms(self, change: Change) -> None:
        """A DM at the end of a game for players who hear about their turns by DM."""
        game, row = change.game, change.row
        if not game.is_over(change.after) or game.is_over(change.before):
            return
        for user_id in await self.wanted_now([u for u in row.seats if u > 0]):
            await self.game_dm(row, user_id, "dms-game-over", what="end")


def back_link(row: object, lang: str = i18n.ENGLISH) -> str:
    """The line that leads from a DM back to the game's channel, in the DM's language."""
    return i18n.text(lang, "dms-back-link", url=jump_link(row))


def jump_link(row: object, message_id: int | None = None) -> str:
    """A link to a game's channel, or to one of its messages."""
    guild = getattr(row, "guild_id", None) or "@me"
    link = f"https://discord.com/channels/{guild}/{getattr(row, 'channel_id', 0)}"
    return f"{link}/{message_id}" if message_id else link
