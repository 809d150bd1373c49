"""Rematches ask before they start: a rematch is a lobby only the finished game's players
may join, which starts once they all have (computer seats are in it at once). Its seat
order, the old one rotated so that whoever moved first now moves last, is kept by key."""

from __future__ import annotations

import json

from bot.storage.rows import GameRow
from bot.storage.store import Storage

REMATCH_KEY = "rematch:{game}"  # -> JSON list of user ids: a rematch lobby's seat order
SOURCE_KEY = "rematch-of:{game}"  # -> the id of the finished game a rematch lobby replays


def rotated(finished: GameRow) -> list[int]:
    return [*finished.seats[1:], finished.seats[0]]


async def remember_order(store: Storage, lobby_id: int, order: list[int], source: int) -> None:
    await store.meta.set(REMATCH_KEY.format(game=lobby_id), json.dumps(order))
    await store.meta.set(SOURCE_KEY.format(game=lobby_id), str(source))


async def is_rematch_of(store: Storage, lobby: GameRow, finished: GameRow) -> bool:
    """Whether `lobby` is the open rematch of `finished` (a second press on its Rematch
    then accepts it)."""
    if lobby.status != "lobby":
        return False
    return await store.meta.get(SOURCE_KEY.format(game=lobby.id)) == str(finished.id)


async def still_to_accept(store: Storage, lobby: GameRow) -> int:
    """How many of a rematch lobby's players have not joined yet."""
    order = await order_of(store, lobby.id) or []
    return len([u for u in order if u not in lobby.seats])


async def order_of(store: Storage, lobby_id: int) -> list[int] | None:
    """The seat order of a rematch lobby; None for any other lobby."""
    stored = await store.meta.get(REMATCH_KEY.format(game=lobby_id))
    return [int(u) for u in json.loads(stored)] if stored else None


def in_order(seats: list[int], order: list[int] | None) -> list[int]:
    """`seats` in the rematch's order (a plain lobby keeps its own)."""
    if order is None:
        return list(seats)
    return sorted(seats, key=lambda u: order.index(u) if u in order else len(order))
