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
    lobby_message = result.response
    for player in players[1:]:
        await player.click(lobby_message, label="Join")
    game = get_game(key)
    if len(players) < game.max_players:
        await creator.slash(channel, "game start")
    row = await table.bot.repo.open_in_channel(channel.id)
    assert row is not None and row.status == "active", row
    return row


async def game_row(table: Any, channel: simcord.ChannelHandle | None = None) -> GameRow:
    channel_id = (channel or table.channel).id
    row = await table.bot.repo.open_in_channel(channel_id) or await table.bot.repo.latest_in_channel(
        channel_id
    )
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


async def play_to_end(table: Any, *, pick: int = 0, limit: int = 400) -> tuple[GameRow, dict[str, Any]]:
    """Whoever is on turn plays its `pick`-th legal move through /move until the game
    ends; every move must be answered publicly."""
    for _ in range(limit):
        row, state = await state_of(table)
        game = get_game(row.game_key)
        if game.is_over(state):
            return row, state
        seat = game.to_move(state)[0]
        move = game.legal_moves(state, seat)[pick]
        result = await actor_for(table, row, seat).slash(table.channel, "move", move=move)
        assert result.response is not None and not result.ephemeral, (move, result)
    raise AssertionError(f"game did not end within {limit} moves")


def public_messages(channel: simcord.ChannelHandle) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]
