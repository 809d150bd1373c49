"""What each kind of outbox item becomes in Discord, built when it is delivered.

Kinds (payload keys):
  change    before, after (encoded states), seat, move, kind: a stored change. A change
            that starts a new turn, ends the game, or is not a plain move posts the table,
            one post per completed turn: the turn's earlier actions (a Connections meld)
            are told in it, with what features add (a round's summary). An action within
            a turn that calls on someone (an offer, an answer, an invitation) posts one
            short line pinging them; any other is told in the turn's post.
            Then the notification hooks run (turn DMs, hands, offers).
  start     state: the first table of a game, then the start hooks (first hands).
  line      said, users: one plain line, worded at delivery in the server's language
            (bot.storage.outbox.line); only `users` may be pinged. An item stored
            before lines had a language holds `content`, its English, posted as it is.
  lobby     -: the lobby message shown as the lobby now stands (posted once, then edited).
  proposal  proposal_id, content, users: a proposal with its Accept / Decline buttons.
  unbutton  message_id, game_id: an older turn post of the game loses its buttons (only
            the latest post carries them); enqueued without a game, so a failing edit
            never holds back the game's next post.
  close_dm  message_id, words: a closed trade offer's or invitation's DM says so in place
            (the card table builds it; it runs in its DM's own lane, as unbutton does).
  dm        said: a private line to the user `channel_id` names (dropped plans), with
            a link back to the game, in the language of their unasked DMs
            (bot.storage.outbox.direct); an older item's `content` is sent as it is.

Posts are worded in the server's language as it is when they are delivered (one look-up
per post); DMs in each player's (`Notifier.dm_language`).

A change's `planned` (seat, move, between) is a planned reply played with the move: one
post tells both, the reply marked "(planned)" (docs/planned-replies.md).

`change`, `start` and `line` are built here; a feature registers the builder of its own
kinds (`Announcer.register`: the lobby feature builds `lobby`, proposals `proposal`,
the card table `close_dm`).
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import cast

import discord

import i18n
from bot.delivery.compose import compose
from bot.delivery.names import mention, pingable, plain_names, users_only
from bot.delivery.notifier import Notifier, back_link
from bot.delivery.outbox import Permanent
from bot.delivery.posting import Poster, delivering
from bot.delivery.table_post import table_post, without_buttons
from bot.delivery.words import sentence
from bot.services.clock import clocked_seats, new_turn
from bot.services.core import Core
from bot.services.sessions import Change, Planned
from bot.services.wording import public_move, say, seat_names
from bot.storage.kinds import AnnouncementKind
from bot.storage.outbox import OutboxItem, said_of
from bot.storage.rows import GameRow
from bot.storage.turn_posts import LATEST_POST, PAGE, earlier_changes, replace_latest
from rules import get_game
from rules.said import from_data

log = logging.getLogger(__name__)

# Seats a within-turn action calls on beyond those it puts on the move (an invitation's
# invitee): a feature's knowledge of its own game.
Addressed = Callable[[Change], list[int]]
# Further lines of a turn's post (a round's summary), from the change it announces, in the
# post's language. On the post that ends a game they are the final standings: its result
# then names the winner without listing the scores again (bot/delivery/compose.py).
Extra = Callable[[Change, str], list[str]]
# An Extra from before posts had a language: English lines.
EnglishExtra = Callable[[Change], list[str]]


def headline(change: Change, lang: str = i18n.ENGLISH) -> str:
    """What happened, in words with names (the mover is not pinged: they know)."""
    if change.planned is not None:
        # The move, then the reply the planner had planned for it, in one post.
        reply = headline(change.last(), lang).removesuffix(".")
        return i18n.text(lang, "posts-planned", move=headline(change.first(), lang), reply=reply)
    row, game = change.row, change.game
    names = plain_names(row)
    who = names[change.seat] if change.seat is not None else ""
    if change.kind == "move":
        action = game.view(change.after, None).get("last_action")
        if action:
            # Games with hidden information word their own public line (kept as a Said's data).
            return sentence(lang, from_data(action), names)
        # The move in words, from the position it was played in (its notation in brackets).
        try:
            label = say(lang, game.move_phrase(change.before, change.seat or 0, change.move), names)
        except (KeyError, ValueError, IndexError):  # a label bug must not cost the post
            log.exception("game %s: no label for %r", row.id, change.move)
            label = f"`{public_move(row.game_key, change.move)}`"
        return i18n.text(lang, "posts-played", who=who, move=label)
    drops_out = not game.is_over(change.after)
    if change.kind == "resign":
        drops_out = drops_out and len(row.seats) > 2
        return i18n.text(lang, "posts-resigned-drops-out" if drops_out else "posts-resigned", who=who)
    if change.kind == "timeout":
        return i18n.text(lang, "posts-timed-out-drops-out" if drops_out else "posts-timed-out", who=who)
    if change.kind == "end":
        return i18n.text(lang, "posts-agreed-end")
    if change.kind == "undo":
        move = f"`{public_move(row.game_key, change.move)}`"
        return i18n.text(lang, "posts-taken-back", who=who, move=move)
    return ""


def shows_table(change: Change) -> bool:
    if change.kind != "move" or change.game.is_over(change.after):
        return True
    return new_turn(change.game, change.before, change.after, change.seat)


def calls_on(change: Change, addressed: list[Addressed]) -> list[int]:
    """The seats an action within a turn calls on: newly on the move, or addressed."""
    game = change.game
    before = set(game.to_move(change.before))
    seats = [s for s in game.to_move(change.after) if s not in before]
    for find in addressed:
        seats.extend(s for s in find(change) if s not in seats)
    return seats


def told_in_turn_post(change: Change, addressed: list[Addressed]) -> bool:
    """An action of the seat on turn that calls on nobody: the turn's post tells it."""
    if shows_table(change) or change.seat not in clocked_seats(change.game, change.before):
        return False
    return not calls_on(change, addressed)


def as_list(lines: list[str]) -> str:
    return lines[0] if len(lines) == 1 else "\n".join(f"- {line}" for line in lines)


# How far back a turn's earlier actions are looked for, in pages: far more than a turn has.
TURN_PAGES = 15


# Builds and sends what one outbox item says (bot.delivery.outbox retries on failure).
Builder = Callable[[OutboxItem], Awaitable[None]]


class Announcer:
    """Delivers outbox items for one bot."""

    def __init__(self, client: discord.Client, core: Core, notifier: Notifier) -> None:
        self.client = client
        self.core = core
        self.notifier = notifier
        # Every post goes through it: at most once per item, whatever fails after it.
        self.poster = Poster(core.store.db, core.now, lambda: client.user.id if client.user else None)
        # The DMs a delivery sends take the same path (bot/delivery/posting.py).
        notifier.poster = self.poster
        notifier.languages = core.languages
        self._builders: dict[AnnouncementKind, Builder] = {
            "change": self.change,
            "start": self.start,
            "line": self.line,
            "unbutton": self.unbutton,
            "dm": self.direct,
        }
        self._addressed: list[Addressed] = []
        self._told_by_dm: list[Addressed] = []
        self._extras: list[Extra] = []

    def register(self, kind: AnnouncementKind, builder: Builder) -> None:
        """A feature's own kind of announcement (e.g. the lobby message)."""
        self._builders[kind] = builder

    def add_addressed(self, find: Addressed) -> None:
        """Seats an action within a turn calls on (they get a line that pings them)."""
        self._addressed.append(find)

    def add_told_by_dm(self, find: Addressed) -> None:
        """Seats a feature tells of this change by a DM of its own (an offer's receiver):
        the channel's line names them without a ping, so each hears of it once."""
        self._told_by_dm.append(find)

    def add_extra(self, extra: Extra | EnglishExtra) -> None:
        """Further lines for a turn's post (e.g. a round's summary; at the game's end, the
        final table, which then holds the final scores): `extra(change, lang)` words them
        in the post's language; an older `extra(change)` gives English lines."""
        if len(inspect.signature(extra).parameters) >= 2:
            self._extras.append(cast(Extra, extra))
        else:
            english = cast(EnglishExtra, extra)
            self._extras.append(lambda change, _lang: english(change))

    async def abandon_channel(self, channel_id: int) -> None:
        # The channel is gone: its games can never be played there again.
        await self.core.store.games.abandon(channel_ids=[channel_id], now=self.core.now())
        self.core.sessions.forget_all()

    async def channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except discord.NotFound:
                await self.abandon_channel(channel_id)
                raise
        if not isinstance(channel, discord.abc.Messageable):
            raise Permanent(f"channel {channel_id} cannot take messages")
        return channel

    async def row(self, item: OutboxItem) -> GameRow:
        row = await self.core.store.games.get(item.game_id or 0)
        if row is None:
            raise Permanent(f"game {item.game_id} is gone")
        return row

    async def deliver(self, item: OutboxItem) -> None:
        builder = self._builders.get(item.kind)
        if builder is None:
            raise Permanent(f"unknown outbox kind {item.kind!r}")
        try:
            with delivering(item.id):  # its DMs and notices are slots of the item
                await builder(item)
        except discord.NotFound as exc:
            if exc.code == 10003:  # Unknown Channel: the game's channel or thread was deleted
                await self.abandon_channel(item.channel_id)
            raise

    async def quiet(self, row: GameRow) -> frozenset[int]:
        return await self.core.store.prefs.not_pinged(row.seats)

    async def change(self, item: OutboxItem) -> None:
        row = await self.row(item)
        game = get_game(row.game_key)
        p = item.payload
        before, after = game.decode(p["before"]), game.decode(p["after"])
        planned = Planned.from_payload(game, p.get("planned"))
        change = Change(row, game, before, after, p["seat"], p["move"], p["kind"], planned)
        channel = await self.channel(item.channel_id)
        if shows_table(change):
            # Worded once per post, in the server's language as it is at delivery.
            lang = await self.notifier.public_language(row.guild_id)
            told = [*await self.turn_notes(item, change, lang), headline(change, lang)]
            post = await compose(
                row,
                change.after,
                as_list(told),
                now=self.core.now(),
                finish_reason="timeout" if change.kind == "timeout" else None,
                quiet=await self.quiet(row),
                extra=tuple(line for extra in self._extras for line in extra(change, lang)),
                lang=lang,
            )
            message = await self.poster.send(item.id, channel, **table_post(post))
            await replace_latest(self.core.store.db, row.id, item.channel_id, message.id, self.core.now())
        elif not told_in_turn_post(change, self._addressed):
            await self.within_turn_line(item, channel, change)
        # After a planned reply, what follows is what follows that move (the turn DM).
        await self.notifier.after_change(change.last())

    async def turn_notes(self, item: OutboxItem, change: Change, lang: str) -> list[str]:
        """The earlier actions of the turn this change completes, in words, oldest first
        (those `told_in_turn_post`: they had no post of their own)."""
        if change.kind != "move":
            return []
        row, game = change.row, change.game
        names = plain_names(row)
        notes: list[str] = []
        cursor = item.id
        for _ in range(TURN_PAGES):
            page = await earlier_changes(self.core.store.db, row.id, cursor)
            for _id, p in page:
                before, after = game.decode(p["before"]), game.decode(p["after"])
                earlier = Change(row, game, before, after, p["seat"], p["move"], p["kind"])
                if shows_table(earlier):
                    return notes[::-1]  # the turn before: this turn began after it
                if told_in_turn_post(earlier, self._addressed):
                    note = game.public_note(before, after, p["seat"], p["move"])
                    if note:
                        notes.append(sentence(lang, note, names))
            if len(page) < PAGE:
                break
            cursor = page[-1][0]  # the next page: older items
        return notes[::-1]

    async def within_turn_line(
        self, item: OutboxItem, channel: discord.abc.Messageable, change: Change
    ) -> None:
        """An action inside a turn: one short line, pinging only whoever must now answer
        and hears of it nowhere else (a seat a feature DMs about it is named, not pinged);
        nothing for an action that concerns its player alone (drawing a card)."""
        note = change.game.public_note(change.before, change.after, change.seat, change.move)
        if not note:
            return
        row, game = change.row, change.game
        names = plain_names(row)
        before = set(game.to_move(change.before))
        newly = [s for s in game.to_move(change.after) if s not in before]
        called = calls_on(change, self._addressed)
        by_dm = {s for find in self._told_by_dm for s in find(change)}
        pinged = [s for s in called if s not in by_dm]
        lang = await self.notifier.public_language(row.guild_id)
        parts = [sentence(lang, note, names)]
        quiet = await self.quiet(row)
        if answering := [s for s in newly if s not in by_dm]:
            who = " ".join(mention(row, s, names, quiet) for s in answering)
            parts.append(i18n.text(lang, "posts-answer-up-to-you", who=who))
        if others := [s for s in pinged if s not in newly]:
            who = " ".join(mention(row, s, names, quiet) for s in others)
            parts.append(i18n.text(lang, "posts-see-your-dms", who=who))
        if told := [s for s in called if s in by_dm]:
            parts.append(i18n.text(lang, "posts-see-your-dms", who=" ".join(names[s] for s in told)))
        text = " ".join(parts)
        await self.poster.send(
            item.id, channel, text[:2000], allowed_mentions=users_only(pingable(row, pinged, quiet))
        )

    async def start(self, item: OutboxItem) -> None:
        row = await self.row(item)
        game = get_game(row.game_key)
        state = game.decode(item.payload["state"])
        names = plain_names(row)
        lang = await self.notifier.public_language(row.guild_id)
        order = i18n.text(lang, "posts-order-then").join(names)
        post = await compose(
            row,
            state,
            i18n.text(lang, "posts-begins", title=game.title, game=str(row.id), order=order),
            now=self.core.now(),
            quiet=await self.quiet(row),
            lang=lang,
        )
        channel = await self.channel(item.channel_id)
        message = await self.poster.send(item.id, channel, **table_post(post))
        await replace_latest(self.core.store.db, row.id, item.channel_id, message.id, self.core.now())
        await self.notifier.after_start(row, state)

    async def line(self, item: OutboxItem) -> None:
        """One line in the channel, worded now in the server's language (a line stored
        before lines were worded at delivery is posted as it was stored)."""
        channel = await self.channel(item.channel_id)
        users = [int(u) for u in item.payload.get("users", [])]
        row = await self.core.store.games.get(item.game_id) if item.game_id is not None else None
        guild_id = row.guild_id if row is not None else getattr(getattr(channel, "guild", None), "id", None)
        said = said_of(item.payload)
        if isinstance(said, str):
            words = said
        else:
            lang = await self.notifier.public_language(guild_id)
            words = say(lang, said, plain_names(row) if row is not None else None)
        await self.poster.send(item.id, channel, words[:2000], allowed_mentions=users_only(users))

    async def direct(self, item: OutboxItem) -> None:
        """A private line to one user, in the language of their unasked DMs; at most once
        (a slot of the item). Closed DMs lose it: what it says is private, so nothing goes
        to the channel instead."""
        row = await self.core.store.games.get(item.game_id or 0)
        said = said_of(item.payload)
        if isinstance(said, str):
            # Stored in English before the upgrade: as it was, with the English link.
            lang, words = i18n.ENGLISH, said
        else:
            guild_id = row.guild_id if row is not None else None
            lang = await self.notifier.dm_language(item.channel_id, guild_id)
            words = say(lang, said, seat_names(row) if row is not None else None)
        link = f" {back_link(row, lang)}" if row is not None else ""
        await self.notifier.dm(item.channel_id, f"{words}{link}"[:2000], what="dm")

    async def unbutton(self, item: OutboxItem) -> None:
        """Take the buttons off an older turn post, keeping its picture and words. Discord
        failing is retried by the outbox; a message that is gone (or was never ours) is
        given up at once (Permanent / NotFound)."""
        channel = await self.channel(item.channel_id)
        if not isinstance(channel, discord.abc.Messageable) or not hasattr(channel, "fetch_message"):
            raise Permanent(f"channel {item.channel_id} has no messages to edit")
        message = await channel.fetch_message(int(item.payload["message_id"]))
        view = without_buttons(message)
        if view is not None:
            await message.edit(view=view)


__all__ = ["LATEST_POST", "Announcer", "headline", "shows_table"]
