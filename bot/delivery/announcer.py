"""What each kind of outbox item becomes in Discord, built when it is delivered.

Kinds (payload keys):
  change    before, after (encoded states), seat, move, kind: a stored change. A change
            that starts a new turn, ends the game, or is not a plain move posts the table;
            an action within a turn (a Connections draw, offer, answer) posts at most one
            short line. Then the notification hooks run (turn DMs, hands, offers).
  start     state: the first table of a game, then the start hooks (first hands).
  line      content, users: one plain line; only `users` may be pinged.
  lobby     -: the lobby message shown as the lobby now stands (posted once, then edited).
  proposal  proposal_id, content, users: a proposal with its Accept / Decline buttons.

`change`, `start` and `line` are built here; a feature registers the builder of its own
kinds (`Announcer.register`: the lobby feature builds `lobby`, proposals `proposal`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.delivery.compose import compose
from bot.delivery.names import mention, pingable, plain_names, users_only
from bot.delivery.notifier import Notifier
from bot.delivery.outbox import Permanent
from bot.delivery.posting import Poster
from bot.delivery.table_post import table_post
from bot.services.clock import new_turn
from bot.services.core import Core
from bot.services.sessions import Change
from bot.services.wording import public_move, substitute
from bot.storage.outbox import OutboxItem
from bot.storage.rows import GameRow
from rules import get_game

log = logging.getLogger(__name__)

LATEST_POST = "post:{game}"  # -> the message id of a game's latest table post (for /games)


def sentence(text: str, names: list[str]) -> str:
    """An engine's words as a sentence: names in place of `seat N` (a name keeps its own
    case), otherwise a capital first letter, and a full stop."""
    if not text.startswith("seat "):
        text = text[:1].upper() + text[1:]
    return substitute(text, names).rstrip(".") + "."


def headline(change: Change) -> str:
    """What happened, in words with names (the mover is not pinged: they know)."""
    row, game = change.row, change.game
    names = plain_names(row)
    who = names[change.seat] if change.seat is not None else ""
    if change.kind == "move":
        action = game.view(change.after, None).get("last_action")
        if isinstance(action, str) and action:
            # Games with hidden information word their own public line.
            return sentence(action, names)
        # The move in words, from the position it was played in (its notation in brackets).
        try:
            label = substitute(game.move_label(change.before, change.seat or 0, change.move), names)
        except (KeyError, ValueError, IndexError):  # a label bug must not cost the post
            log.exception("game %s: no label for %r", row.id, change.move)
            label = f"`{public_move(row.game_key, change.move)}`"
        return f"{who} played: {label[:1].lower()}{label[1:]}."
    if change.kind == "resign":
        if game.is_over(change.after) or len(row.seats) == 2:
            return f"{who} resigned."
        return f"{who} resigned and drops out of the game."
    if change.kind == "timeout":
        if game.is_over(change.after):
            return f"{who} ran out of time."
        return f"{who} ran out of time and drops out of the game."
    if change.kind == "end":
        return "All players agreed to end the game now."
    if change.kind == "undo":
        return f"{who}'s move `{public_move(row.game_key, change.move)}` was taken back."
    return ""


def shows_table(change: Change) -> bool:
    if change.kind != "move" or change.game.is_over(change.after):
        return True
    return new_turn(change.game, change.before, change.after, change.seat)


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
        self._builders: dict[str, Builder] = {"change": self.change, "start": self.start, "line": self.line}

    def register(self, kind: str, builder: Builder) -> None:
        """A feature's own kind of announcement (e.g. the lobby message)."""
        self._builders[kind] = builder

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
        change = Change(
            row, game, game.decode(p["before"]), game.decode(p["after"]), p["seat"], p["move"], p["kind"]
        )
        channel = await self.channel(item.channel_id)
        if shows_table(change):
            post = await compose(
                row,
                change.after,
                headline(change),
                now=self.core.now(),
                finish_reason="timeout" if change.kind == "timeout" else None,
                quiet=await self.quiet(row),
            )
            message = await self.poster.send(item.id, channel, **table_post(post))
            await self.core.store.meta.set(LATEST_POST.format(game=row.id), str(message.id))
        else:
            await self.within_turn_line(item, channel, change)
        await self.notifier.after_change(change)

    async def within_turn_line(
        self, item: OutboxItem, channel: discord.abc.Messageable, change: Change
    ) -> None:
        """An action inside a turn: one short line, pinging only whoever must now answer;
        nothing for an action that concerns its player alone (drawing a card)."""
        note = change.game.public_note(change.before, change.after, change.seat, change.move)
        if not note:
            return
        row, game = change.row, change.game
        names = plain_names(row)
        before = set(game.to_move(change.before))
        newly = [s for s in game.to_move(change.after) if s not in before]
        text = sentence(note, names)
        quiet = await self.quiet(row)
        if newly:
            who = " ".join(mention(row, s, names, quiet) for s in newly)
            text += f" {who}: it is up to you to answer."
        await self.poster.send(
            item.id, channel, text[:2000], allowed_mentions=users_only(pingable(row, newly, quiet))
        )

    async def start(self, item: OutboxItem) -> None:
        row = await self.row(item)
        game = get_game(row.game_key)
        state = game.decode(item.payload["state"])
        names = plain_names(row)
        order = ", then ".join(names)
        post = await compose(
            row,
            state,
            f"{game.title} game #{row.id} begins. Order of play: {order}.",
            now=self.core.now(),
            quiet=await self.quiet(row),
        )
        channel = await self.channel(item.channel_id)
        message = await self.poster.send(item.id, channel, **table_post(post))
        await self.core.store.meta.set(LATEST_POST.format(game=row.id), str(message.id))
        await self.notifier.after_start(row, state)

    async def line(self, item: OutboxItem) -> None:
        channel = await self.channel(item.channel_id)
        users = [int(u) for u in item.payload.get("users", [])]
        await self.poster.send(
            item.id, channel, str(item.payload["content"])[:2000], allowed_mentions=users_only(users)
        )


__all__ = ["LATEST_POST", "Announcer", "headline", "shows_table"]
