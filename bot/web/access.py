"""Who is asking: a token read into the game and the viewer, or one answer for anything
bad. Every request of the web table starts here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.services.core import Core
from bot.services.refusal import Refusal
from bot.services.web_links import Link, may_hold
from bot.storage.rows import GameRow
from rules import Game, get_game

State = dict[str, Any]
# Statuses whose pages open: a running game, or one that ended (its replay).
SHOWN = ("active", "finished", "abandoned")


class NotFound(Exception):
    """Any bad address: unknown, forged, expired, another game's, a player no longer in it.
    It is answered the same way every time (routes.not_found)."""


@dataclass(frozen=True)
class Viewer:
    link: Link
    row: GameRow
    game: Game
    state: State
    seat: int | None  # the link holder's seat; None for a watch link

    @property
    def user_id(self) -> int | None:
        return None if self.link.watch else self.link.user_id

    @property
    def running(self) -> bool:
        return self.row.status == "active" and not self.game.is_over(self.state)


async def viewer_of(core: Core, token: str) -> Viewer:
    link = await core.links.read(token)
    if link is None:
        raise NotFound()
    row = await core.store.games.get(link.game_id)
    if row is None or row.status not in SHOWN or row.state is None:
        raise NotFound()
    try:
        state = await core.sessions.state_of(row)
    except Refusal:
        raise NotFound() from None  # a damaged game: nothing to show
    seat = None
    if not link.watch:
        if not may_hold(row, link.user_id, state):
            raise NotFound()
        seat = row.seat_of(link.user_id)
    return Viewer(link, row, get_game(row.game_key), state, seat)
