"""Helpers shared by the bot tests (tests/bot is on sys.path under pytest's default
import mode, so test modules import this by name)."""

from __future__ import annotations

from typing import Any

import simcord

from bot.storage import GameRow
from rules import get_game


async def open_game(
    table: Any,
    key: str,
    players: list[simcord.MemberActor],
    *,
    order: str = "joined",
    channel: simcord.ChannelHandle | None = None,
    **options: Any,
) -> GameRow:
    """Open a lobby with the first player and let the others join by button; start it
    with /game start when it is not full. Returns the stored row."""
    channel = channel or table.channel
    creator = players[0]
    result = await creator.slash(channel, "game new", game=key, order=order, **options)
    assert result.response is not None, result
    lobby_message = lobby_post(channel)
    join = next(i for i in custom_ids(lobby_message) if i.startswith("lobby:join:"))
    for player in players[1:]:
        await player.click(lobby_message, custom_id=join)
    game = get_game(key)
    if len(players) < game.max_players:
        await creator.slash(channel, "game start")
    row = await table.bot.core.store.games.open_in_channel(channel.id)
    assert row is not None and row.status == "active", row
    return row


async def game_row(table: Any, channel: simcord.ChannelHandle | None = None) -> GameRow:
    channel_id = (channel or table.channel).id
    row = await table.bot.core.store.games.open_in_channel(
        channel_id
    ) or await table.bot.core.store.games.latest_in_channel(channel_id)
    assert row is not None
    return row


async def state_of(
    table: Any, channel: simcord.ChannelHandle | None = None
) -> tuple[GameRow, dict[str, Any]]:
    row = await game_row(table, channel)
    assert row.state is not None
    return row, get_game(row.game_key).decode(row.state)


def actor_for(table: Any, row: GameRow, seat: int) -> simcord.MemberActor:
    by_id = {m.id: m for m in [*table.players(), table.mod]}
    return by_id[row.seats[seat]]


async def play(table: Any, move: str, channel: simcord.ChannelHandle | None = None) -> Any:
    """The seat on turn plays `move` through /move."""
    row, state = await state_of(table, channel)
    seat = get_game(row.game_key).to_move(state)[0]
    return await actor_for(table, row, seat).slash(channel or table.channel, "move", move=move)


async def play_to_end(
    table: Any, *, pick: int = 0, limit: int = 400, done: str = "Done"
) -> tuple[GameRow, dict[str, Any]]:
    """Whoever is on turn plays its `pick`-th legal move through /move until the game
    ends; every move must be answered publicly, and privately with `done` first (the
    mover's language: "Erledigt" for a German player)."""
    for _ in range(limit):
        row, state = await state_of(table)
        game = get_game(row.game_key)
        if game.is_over(state):
            return row, state
        seat = game.to_move(state)[0]
        move = game.legal_moves(state, seat)[pick]
        posts = len(public_messages(table.channel))
        result = await actor_for(table, row, seat).slash(table.channel, "move", move=move)
        assert result.response is not None and result.ephemeral, (move, result)
        assert str(result.response.content).startswith(done), (move, result.response.content)
        assert len(public_messages(table.channel)) > posts, move
    raise AssertionError(f"game did not end within {limit} moves")


def public_messages(channel: simcord.ChannelHandle) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def lobby_post(channel: simcord.ChannelHandle) -> Any:
    """The newest lobby message in the channel (the outbox posts it), found by its
    buttons' ids (its words are in the server's language), or once closed (no buttons) by
    its English title."""
    for message in reversed(list(channel.history())):
        if not message.embeds:
            continue
        buttons = any(i.startswith("lobby:") for i in custom_ids(message))
        if buttons or "lobby" in str(message.embeds[0].title):
            return message
    raise AssertionError("no lobby message in the channel")


def custom_ids(message: Any) -> list[str]:
    """Every control's custom id, in a message's rows (dicts) or layout (objects)."""
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            def get(name: str, c: Any = c) -> Any:
                return c.get(name) if isinstance(c, dict) else getattr(c, name, None)

            if get("custom_id"):
                found.append(str(get("custom_id")))
            walk(get("children") or get("components") or [])
            if get("accessory") is not None:
                walk([get("accessory")])

    walk(message.components or [])
    return found


def texts_of(message: Any) -> str:
    """All the words of a message: its content, embeds and Components V2 text displays."""
    parts = [str(message.content or "")]
    for embed in message.embeds:
        parts.extend([str(embed.title or ""), str(embed.description or "")])
    parts.extend(component_texts(getattr(message, "components", []) or []))
    return "\n".join(p for p in parts if p)


def component_texts(components: Any) -> list[str]:
    out: list[str] = []
    for component in components:
        content = getattr(component, "content", None)
        if isinstance(content, str):
            out.append(content)
        children = getattr(component, "children", None) or getattr(component, "components", None) or []
        out.extend(component_texts(children))
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            out.extend(component_texts([accessory]))
    return out


def last_post(channel: simcord.ChannelHandle) -> Any:
    messages = public_messages(channel)
    assert messages, "nothing was posted"
    return messages[-1]


async def run_sql(db: Any, sql: str, params: tuple[Any, ...] = ()) -> None:
    """Change stored rows behind the bot's back (damage, ageing), on either backend."""
    async with db.transaction() as tx:
        await tx.execute(sql, params)


async def outbox_catches_up(table: Any, *, most: int = 0, limit: int = 200) -> None:
    """Let the test clock run to each next retry of the outbox until at most `most`
    announcements are pending, as players wait for a table that lags behind.

    One long advance_time after many moves under faults delivers everything queued behind
    a retry in one go, within one SimCord deadline (5 s of real time), which a busy machine
    can outlast; each step here covers only what came due at that moment."""
    for _ in range(limit):
        pending = await table.bot.outbox.repo.pending()
        if len(pending) <= most:
            return
        now = table.bot.now()
        waiting = [item.next_at - now for item in pending if item.next_at > now]
        # Nothing waits for a retry: what is due is held behind the database or a kick;
        # the outbox looks again within a second.
        await table.env.advance_time(min(waiting) + 0.01 if waiting else 1.0)
    raise AssertionError(f"the outbox still has more than {most} pending after {limit} retries")
