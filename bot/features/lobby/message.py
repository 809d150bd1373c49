"""The lobby message: who has joined, the options, and its buttons; posted once by the
outbox (the `lobby` announcement) and edited as the lobby changes."""

from __future__ import annotations

from typing import Any, NamedTuple

import discord

import i18n
from bot.delivery.announcer import Announcer
from bot.delivery.custom_ids import LOBBY, PostedButton, table_button
from bot.delivery.names import users_only
from bot.services import rematches
from bot.services.lobbies import can_start, options_in_words, players_count
from bot.services.wording import seat_names
from bot.storage.outbox import OutboxItem
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import get_game
from rules.pages import rules_page
from rules.said import Said

LOBBY_STYLES = {
    "join": ("lobby-button-join", discord.ButtonStyle.success),
    "leave": ("lobby-button-leave", discord.ButtonStyle.secondary),
    "start": ("lobby-button-start", discord.ButtonStyle.primary),
    "cancel": ("lobby-button-cancel", discord.ButtonStyle.danger),
    "computer": ("lobby-button-computer", discord.ButtonStyle.secondary),
}


class Rematch(NamedTuple):
    """A rematch lobby's seat order (the last game's, turned round) and the names of its
    players, those still to join included (from the last game)."""

    order: list[int]
    names: dict[str, str]


def first_mover(row: GameRow, rematch: Rematch | None) -> str | None:
    """Who moves first as the lobby stands, asked of the game's own start (shared code
    names no game), with the seats in the order the game will start with: a rematch's,
    else as joined. None when it is not known yet (the game's first seat is one still
    to join)."""
    game = get_game(row.game_key)
    seats = list(rematch.order) if rematch is not None and row.status == "lobby" else list(row.seats)
    players = min(max(len(seats), game.min_players), game.max_players)
    on_move = game.to_move(game.new(players, row.seed, row.options))
    if not on_move or on_move[0] >= len(seats):
        return None
    user = seats[on_move[0]]
    name = row.names.get(str(user)) or (rematch.names.get(str(user)) if rematch is not None else None)
    return discord.utils.escape_markdown(name) if name else f"<@{user}>"


def turn_order(lang: str, row: GameRow, rematch: Rematch | None) -> str:
    """The lobby's line on who moves first."""
    if row.order_mode == "random":
        return i18n.text(lang, "lobby-order-random")
    how = "lobby-order-rematch" if rematch is not None else "lobby-order-joined"
    first = first_mover(row, rematch)
    return i18n.text(lang, f"{how}-first", first=first) if first else i18n.text(lang, how)


def summary(key: str, lang: str) -> str:
    """What the game is, in one line: the first paragraph of its rules page in `lang`."""
    text = rules_page(key, lang) or ""
    paragraphs = [p for p in text.split("\n\n") if p.strip() and not p.startswith("#")]
    if not paragraphs:
        return get_game(key).title
    return " ".join(line.strip() for line in paragraphs[0].splitlines())


async def rematch_of(store: Storage, row: GameRow) -> Rematch | None:
    """A rematch lobby's order and names; None for any other lobby. While the lobby is
    open its channel holds no other game, so the channel's latest game is the last one."""
    order = await rematches.order_of(store, row.id)
    if order is None:
        return None
    last = await store.games.latest_in_channel(row.channel_id) if row.status == "lobby" else None
    return Rematch(order, dict(last.names) if last is not None else {})


def lobby_embed(
    row: GameRow, closed: str | None = None, rematch: Rematch | None = None, lang: str = i18n.ENGLISH
) -> discord.Embed:
    game = get_game(row.game_key)
    names = [discord.utils.escape_markdown(n) for n in seat_names(row)]
    joined = discord.utils.escape_mentions(i18n.joined(lang, names))
    count = i18n.say(lang, players_count(row.game_key, len(row.seats)))
    lines = [summary(row.game_key, lang), "", i18n.text(lang, "lobby-players", names=joined, count=count)]
    if row.opponent_id:
        lines.append(i18n.text(lang, "lobby-challenge", opponent=f"<@{row.opponent_id}>"))
    lines.append(turn_order(lang, row, rematch))
    if chosen := options_in_words(lang, game, row.options):
        lines.append(i18n.text(lang, "lobby-options", options="; ".join(chosen)))
    if row.time_limit_hours is not None:
        lines.append(i18n.text(lang, "lobby-time-limit", hours=row.time_limit_hours))
    if closed:
        lines.append(closed)
    elif game.max_players == 2:
        lines.append(i18n.text(lang, "lobby-press-join-two"))
    elif can_start(row):
        lines.append(i18n.text(lang, "lobby-press-join-or-start", players=game.max_players, creator=names[0]))
    else:
        missing = game.min_players - len(row.seats)
        lines.append(i18n.text(lang, "lobby-press-join-waiting", missing=missing))
    title = i18n.text(lang, "lobby-title", game=game.title, id=str(row.id))
    return discord.Embed(title=title, description="\n".join(lines))


def lobby_view(game_id: int, *, can_start: bool, lang: str = i18n.ENGLISH) -> discord.ui.View:
    """Join, Leave, Start (only where the creator must press it: a lobby that may start
    before it is full, once it has enough players), Cancel, Add computer and the game's
    Rules (each answered by the feature that owns it, by custom id)."""
    view = discord.ui.View(timeout=None)
    for action, (label, style) in LOBBY_STYLES.items():
        if action != "start" or can_start:
            view.add_item(
                PostedButton(i18n.text(lang, label), style, LOBBY.format(action=action, game=game_id))
            )
    view.add_item(table_button("rules", game_id, lang))
    return view


def closing_note(lang: str, payload: dict[str, Any]) -> str | None:
    """Why the lobby closed, when its announcement says (an expiry); an older item's
    note was stored in English."""
    if "expired_days" in payload:
        return i18n.text(lang, "lobby-closed-expired", days=int(payload["expired_days"]))
    note = payload.get("note")
    return None if note is None else str(note)


def lobby_message(
    row: GameRow, note: str | None = None, rematch: Rematch | None = None, lang: str = i18n.ENGLISH
) -> dict[str, Any]:
    """The lobby message as the lobby stands now (what the outbox posts or edits)."""
    closed = note
    if closed is None and row.status in ("active", "finished"):
        closed = i18n.text(lang, "lobby-closed-started")
    elif closed is None and row.status in ("cancelled", "abandoned"):
        closed = i18n.text(lang, "lobby-closed-cancelled")
    view = lobby_view(row.id, can_start=can_start(row), lang=lang) if closed is None else None
    return {"embed": lobby_embed(row, closed, rematch, lang), "view": view}


def invitation(
    row: GameRow, payload: dict[str, Any], lang: str = i18n.ENGLISH
) -> tuple[str | None, list[int]]:
    """The line above a new lobby that pings whoever is asked to join: a challenge's
    opponent, or the other players of a rematch (who accept by joining)."""
    if row.status != "lobby":
        return None, []
    creator = discord.utils.escape_mentions(row.name_of(row.creator_id))
    if "rematch_of" in payload:
        asked = [int(u) for u in payload.get("invite", [])]
        who = " ".join(f"<@{u}>" for u in asked)
        key = "lobby-invite-rematch" if len(asked) == 1 else "lobby-invite-rematch-all"
        said = Said(key, players=who, creator=creator, id=str(payload["rematch_of"]))
        return i18n.say(lang, said), asked
    if row.opponent_id:
        return i18n.text(lang, "lobby-invite-challenge", opponent=f"<@{row.opponent_id}>", creator=creator), [
            row.opponent_id
        ]
    return None, []


async def server_language(announcer: Announcer, guild_id: int | None) -> str:
    """The language of the server's posts: its /settings choice, else its own in Discord."""
    guild = announcer.client.get_guild(guild_id) if guild_id is not None else None
    preferred = str(guild.preferred_locale) if guild is not None and guild.preferred_locale else None
    return await announcer.core.languages.public(guild_id, preferred)


def lobby_builder(announcer: Announcer) -> Any:
    """The outbox's `lobby` announcement: post the lobby message once, then edit it."""

    async def build(item: OutboxItem) -> None:
        row = await announcer.row(item)
        rematch = await rematch_of(announcer.core.store, row)
        lang = await server_language(announcer, row.guild_id)
        kwargs = lobby_message(row, closing_note(lang, item.payload), rematch, lang)
        if row.lobby_message_id:
            message = announcer.client.get_partial_messageable(row.channel_id).get_partial_message(
                row.lobby_message_id
            )
            try:
                await message.edit(**kwargs)
                return
            except discord.NotFound:
                if row.status != "lobby":
                    return  # the lobby message was deleted after the lobby closed: nothing to fix
        channel = await announcer.channel(item.channel_id)
        content, pinged = invitation(row, item.payload, lang)
        message = await announcer.poster.send(
            item.id, channel, content, allowed_mentions=users_only(pinged), **kwargs
        )
        await announcer.core.store.lobbies.set_lobby_message(row.id, message.id)

    return build
