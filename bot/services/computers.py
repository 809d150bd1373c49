"""Computer seats: their moves and their answers to proposals.

A computer seat sits under a negative user id (`GameRow.computers` maps it to its level).
After every stored change, at a game's start and after a restart, `Computers.kick(game_id)`
lets the computer seats of that game act: the move is chosen in a process pool (never on
the event loop, so the bot keeps answering others while it thinks) and stored through the
same session path as a player's `/move`, so it is announced like any turn.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from bot.computer_pool import choose_in_pool, end_is_acceptable_in_pool
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.shards import ShardSet
from bot.storage.db import DatabaseUnavailable
from bot.storage.games import GameRepo
from bot.storage.rows import GameRow
from rules import get_game

log = logging.getLogger(__name__)

LEVELS = ("easy", "medium", "hard")
# One computer seat never takes more actions in a row than this (Connections lets a seat
# offer, answer and play in one turn); a safety net against a loop, far above real play.
# Computers taking turns (a game of computers only) may go on to the game's end.
MAX_ACTIONS_IN_A_ROW = 40
# How soon a computer whose move met a database that was away tries again.
DATABASE_RETRY_SECONDS = 2.0


def next_computer_id(seats: list[int]) -> int:
    """Computer ids count down from -1 (never a Discord user's id)."""
    return min([0, *seats]) - 1


class Computers:
    def __init__(
        self,
        repo: GameRepo,
        sessions: Sessions,
        pool: Callable[[], Executor],
        budget_s: float,
    ) -> None:
        self.repo = repo
        self.sessions = sessions
        self.pool = pool
        self.budget_s = budget_s
        self._running: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._closed = False

    def kick(self, game_id: int) -> None:
        """Let the computer seats of this game act (once its current thinking ends)."""
        if self._closed:
            return
        task = self._running.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)
            return
        self._running[game_id] = asyncio.get_running_loop().create_task(self._play(game_id))

    async def resume_all(self, shards: ShardSet | None = None) -> None:
        """After a restart (and, when other processes share the database, every few
        seconds): every active game in `shards`' servers whose turn belongs to a computer
        gets its move."""
        for game_id in await self.repo.active_with_computers(shards):
            self.kick(game_id)

    async def close(self) -> None:
        self._closed = True
        tasks = [t for t in self._running.values() if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _play(self, game_id: int) -> None:
        try:
            last_seat, in_a_row = None, 0
            while in_a_row < MAX_ACTIONS_IN_A_ROW:
                self._again.discard(game_id)
                seat = await self._act_once(game_id)
                if seat is None:
                    if game_id in self._again:
                        continue
                    return
                in_a_row = in_a_row + 1 if seat == last_seat else 1
                last_seat = seat
            log.error("game %s: a computer acted %d times in a row", game_id, MAX_ACTIONS_IN_A_ROW)
        except asyncio.CancelledError:
            raise
        except DatabaseUnavailable as exc:
            # Nothing else would wake this game's computer: look again once the database may be back.
            log.warning("game %s: the computer waits for the database: %s", game_id, exc)
            asyncio.get_running_loop().call_later(DATABASE_RETRY_SECONDS, self.kick, game_id)
        except Exception:
            # One game's failure must not stop the computer elsewhere; the next change retries.
            log.exception("game %s: the computer could not move", game_id)
        finally:
            self._running.pop(game_id, None)

    async def _act_once(self, game_id: int) -> int | None:
        """One action of a computer seat: the seat that acted (or tried to); None when no
        computer seat may act now."""
        row = await self.repo.get(game_id)
        if row is None or row.status != "active" or not row.computers:
            return None
        try:
            state = await self.sessions.state_of(row)
        except Refusal:
            return None
        game = get_game(row.game_key)
        seat = acting_computer(row, game, state)
        if seat is None:
            return None
        user_id = row.seats[seat]
        move = await choose_in_pool(
            self.pool(),
            row.game_key,
            game.encode(state),
            seat,
            level=row.computers[user_id],
            seed=(row.seed + row.version) % 2**31,
            budget_s=self.budget_s,
        )
        try:
            await self.sessions.play(game_id, user_id, move, expected_version=row.version)
        except Refusal as exc:
            # Someone else's change came first: think again from the new position.
            log.info("game %s: the computer's move %r was not stored: %s", game_id, move, exc.message)
        return seat

    async def accepts_end(self, row: GameRow, state: dict[str, Any], seat: int) -> bool:
        """Agree to end by agreement only when that does not cost this seat the game."""
        return await end_is_acceptable_in_pool(
            self.pool(), row.game_key, get_game(row.game_key).encode(state), seat, self.budget_s
        )


def acting_computer(row: GameRow, game: Any, state: dict[str, Any]) -> int | None:
    """The first computer seat that may act now. `to_move` also names seats that owe an
    answer (Connections' offers and invitations); a computer makes no off-turn offers."""
    for seat in game.to_move(state):
        if row.seats[seat] in row.computers:
            return int(seat)
    return None
