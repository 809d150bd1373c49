"""The games waiting for a player: what `/next` picks from and what the daily digest lists."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.services.clock import clocked_seats
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.storage.games import GameRepo
from bot.storage.rows import GameRow
from rules import get_game


@dataclass(frozen=True)
class Waiting:
    row: GameRow
    state: dict[str, Any]
    since: float  # when the player's turn began


async def waiting_for(repo: GameRepo, sessions: Sessions, user_id: int) -> list[Waiting]:
    """The player's active games where it is their turn (they are on the clock), the one
    that has waited longest first. A damaged game is left out: it cannot be played."""
    found: list[Waiting] = []
    for row in await repo.open_for_user(user_id):
        if row.status != "active":
            continue
        try:
            state = await sessions.state_of(row)
        except Refusal:
            continue
        game = get_game(row.game_key)
        if game.is_over(state):
            continue
        seat = row.seat_of(user_id)
        if seat is not None and seat in clocked_seats(game, state):
            found.append(Waiting(row, state, row.turn_since or row.updated_at))
    found.sort(key=lambda w: (w.since, w.row.id))
    return found
