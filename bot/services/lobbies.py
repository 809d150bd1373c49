"""Lobbies: open, join, leave, start, cancel, computer seats and rematches.

Discord-free: every method takes ids and names and returns what happened, or raises a
Refusal; the lobby message and the first table are announced through the outbox
(stored in the same transaction as the change).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.services import rematches
from bot.services.computers import LEVELS, computer_name, next_computer_id
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.storage.kinds import OrderMode
from bot.storage.lobbies import ChannelBusy
from bot.storage.outbox import Announcement
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import get_game


@dataclass(frozen=True)
class Joined:
    row: GameRow
    started: bool
    name: str = ""  # who took the seat (a computer's name when one was added)


def players_count(game_key: str, joined: int) -> str:
    """How many have joined, of how many the game takes: "1 of 2", "3 joined; 2 to 4 play"."""
    game = get_game(game_key)
    if game.min_players == game.max_players:
        return f"{joined} of {game.max_players}"
    return f"{joined} joined; {game.min_players} to {game.max_players} can play"


def when_accepted(players: int) -> str:
    """When a rematch starts: once the `players` still asked have accepted."""
    return "when the other player accepts" if players == 1 else f"when the {players} other players accept"


def can_start(row: GameRow) -> bool:
    """Whether the creator may start the lobby now (it would not start by itself)."""
    game = get_game(row.game_key)
    return game.min_players < game.max_players and game.min_players <= len(row.seats) < game.max_players


class LobbyService:
    def __init__(
        self,
        store: Storage,
        sessions: Sessions,
        now: Callable[[], float],
        new_seed: Callable[[], int],
        on_start: Callable[[GameRow], None],
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now
        self.new_seed = new_seed
        # After a game starts (a computer may move first).
        self.on_start = on_start

    # ---- opening --------------------------------------------------------------------
    def resolve_options(self, game_key: str, options: dict[str, Any]) -> dict[str, Any]:
        try:
            return get_game(game_key).resolve_options(options)
        except ValueError as exc:
            raise Refusal(f"{exc}. Leave that option out, or see `/rules game:{game_key}`.") from None

    async def refuse_busy(self, channel_id: int) -> None:
        """A channel holds one unfinished game or lobby at a time."""
        busy = await self.store.games.open_in_channel(channel_id)
        if busy is not None:
            what = "lobby" if busy.status == "lobby" else "game"
            raise Refusal(
                f"This channel already has an unfinished {get_game(busy.game_key).title} {what} "
                f"(#{busy.id}). "
                "Add `thread:true` to open yours in a new thread, or finish that one first."
            )

    async def open(
        self,
        *,
        game_key: str,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        options: dict[str, Any],
        order: OrderMode,
        opponent_id: int | None,
        time_limit_hours: int | None = None,
        computer: str | None = None,
        replace_leavers: bool | None = None,
    ) -> GameRow:
        """Open a lobby (options already resolved); with `computer`, computers fill the
        seats and the game starts at once. `replace_leavers`: replace:computer|none (None:
        the game's default)."""
        try:
            row = await self.store.lobbies.create_lobby(
                game_key=game_key,
                guild_id=guild_id,
                channel_id=channel_id,
                creator_id=creator_id,
                creator_name=creator_name,
                seed=self.new_seed(),
                options=options,
                order_mode=order,
                opponent_id=opponent_id,
                now=self.now(),
                time_limit_hours=time_limit_hours,
                replace_leavers=replace_leavers,
            )
        except ChannelBusy:
            raise Refusal(
                "Another game was opened here a moment ago; add `thread:true` to open yours in a thread."
            ) from None
        if computer is not None:
            game = get_game(game_key)
            async with self.sessions.lock(row.id):
                seats, names, computers = list(row.seats), dict(row.names), dict(row.computers)
                while len(seats) < game.min_players:
                    seats, names, computers = _with_computer(seats, names, computers, computer)
                row = await self._start_locked(row, seats, names, computers)
        return row

    async def _lobby_row(self, game_id: int) -> GameRow:
        row = await self.store.games.get(game_id)
        if row is None or row.status == "cancelled":
            raise Refusal("This lobby was cancelled. Open a new one with `/game new`.")
        if row.status != "lobby":
            raise Refusal("This game has already started; use `/board` to see it.")
        return row

    # ---- seats ----------------------------------------------------------------------
    async def join(self, game_id: int, user_id: int, display_name: str) -> Joined:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            game = get_game(row.game_key)
            if user_id in row.seats:
                raise Refusal("You are already in this lobby; wait for the others, or press Leave.")
            if row.opponent_id is not None and user_id != row.opponent_id:
                raise Refusal(
                    f"This is a challenge for <@{row.opponent_id}>: only they may join. "
                    "Open your own lobby with `/game new`."
                )
            order = await rematches.order_of(self.store, row.id)
            if order is not None and user_id not in order:
                raise Refusal(
                    "This is a rematch: only the last game's players may join. "
                    "Open your own lobby with `/game new`."
                )
            if len(row.seats) >= game.max_players:
                raise Refusal(f"This lobby is full ({game.max_players} players).")
            seats = [*row.seats, user_id]
            names = {**row.names, str(user_id): display_name}
            if len(seats) >= game.max_players or (order is not None and set(seats) >= set(order)):
                # The last seat taken (or every player of a rematch in): the game starts in
                # the same transaction as the join.
                started = await self._start_locked(row, rematches.in_order(seats, order), names)
                return Joined(started, True, display_name)
            if not await self.store.lobbies.update_lobby(row, seats, names, self.now()):
                raise Refusal("The lobby changed a moment ago; please try again.")
        return Joined(row, False, display_name)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            if user_id not in row.seats:
                raise Refusal("You are not in this lobby, so there is nothing to leave.")
            if user_id == row.creator_id:
                raise Refusal("You opened this lobby: use Cancel (or `/game cancel`) to close it.")
            seats = [u for u in row.seats if u != user_id]
            if not await self.store.lobbies.update_lobby(row, seats, row.names, self.now()):
                raise Refusal("The lobby changed a moment ago; please try again.")
        return row

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            if user_id != row.creator_id:
                raise Refusal(f"Only the lobby's creator ({row.name_of(row.creator_id)}) can start the game.")
            order = await rematches.order_of(self.store, row.id)
            return await self._start_locked(row, rematches.in_order(row.seats, order), row.names)

    async def check_can_add_computer(self, game_id: int, user_id: int) -> GameRow:
        row = await self._lobby_row(game_id)
        _check_can_add_computer(row, user_id)
        return row

    async def add_computer(self, game_id: int, user_id: int, level: str) -> Joined:
        """Seat a computer player; a lobby it fills starts at once."""
        if level not in LEVELS:
            raise Refusal(f"Choose a level: {', '.join(LEVELS)}.")
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            _check_can_add_computer(row, user_id)
            game = get_game(row.game_key)
            seats, names, computers = _with_computer(row.seats, row.names, row.computers, level)
            name = names[str(seats[-1])]
            if len(seats) >= game.max_players:
                return Joined(await self._start_locked(row, seats, names, computers), True, name)
            if not await self.store.lobbies.update_lobby(row, seats, names, self.now(), computers=computers):
                raise Refusal("The lobby changed a moment ago; please try again.")
        return Joined(row, False, name)

    # ---- ending ---------------------------------------------------------------------
    async def cancel(self, game_id: int, user_id: int, display_name: str, *, moderator: bool) -> str:
        """Cancel a lobby or abandon a game; returns the line the channel is told."""
        async with self.sessions.lock(game_id):
            row = await self.store.games.get(game_id)
            if row is None or row.status not in ("lobby", "active"):
                raise Refusal("There is nothing to cancel: this game is already over or cancelled.")
            if user_id != row.creator_id and not moderator:
                raise Refusal(
                    f"Only the creator ({row.name_of(row.creator_id)}) or a member with Manage Messages "
                    "can cancel this game."
                )
            title = get_game(row.game_key).title
            if row.status == "lobby":
                text = f"{display_name} cancelled the {title} lobby (game #{row.id})."
            else:
                text = f"{display_name} abandoned {title} game #{row.id}; it will not be finished."
            announce = [Announcement("line", row.channel_id, {"content": text, "users": []})]
            if row.status == "lobby":
                announce.insert(0, Announcement("lobby", row.channel_id))
            if not await self.store.lobbies.cancel(row, self.now(), announce=announce):
                raise Refusal("The game changed a moment ago; please try again.")
            self.sessions.forget(row.id)
        return text

    async def expire(self, days: int, shards: Any = None) -> int:
        """Close lobbies not started (nor joined or left) for `days` days, with a note in
        their message."""
        expired = 0
        for row in await self.store.lobbies.stale_lobbies(self.now() - days * 86400.0, shards=shards):
            note = f"This lobby expired after {days} days without starting."
            announce = [Announcement("lobby", row.channel_id, {"note": note})]
            if await self.store.lobbies.cancel(row, self.now(), announce=announce):
                expired += 1
        return expired

    async def rematch(self, finished: GameRow, user_id: int, display_name: str) -> GameRow:
        """The same game, options and players in the same channel, seats rotated (two
        players swap), so whoever moved first now moves last. It asks first: a lobby only
        the finished game's players may join, with its computer seats in it at once; it
        starts when all have joined (the creator may start it sooner once enough have).
        Returns the lobby, or the game when only computers had to agree."""
        if finished.status != "finished":
            raise Refusal("A rematch can be started once this game is over.")
        if user_id not in finished.seats:
            raise Refusal("Only the players of this game can start its rematch.")
        busy = await self.store.games.open_in_channel(finished.channel_id)
        if busy is not None and await rematches.is_rematch_of(self.store, busy, finished):
            # Asked for already by another player: this press accepts it.
            if user_id in busy.seats:
                raise Refusal(
                    f"You are in this rematch already (game #{busy.id}); it starts "
                    f"{when_accepted(await rematches.still_to_accept(self.store, busy))}."
                )
            joined = await self.join(busy.id, user_id, display_name)
            return joined.row if joined.started else await self.store.games.get(busy.id) or joined.row
        if busy is not None:
            raise Refusal(
                f"This channel already has an unfinished {get_game(busy.game_key).title} game (#{busy.id}); "
                "finish it first, or open a new game in a thread with `/game new thread:true`."
            )
        order = rematches.rotated(finished)
        others = [u for u in order if u != user_id and not finished.is_computer(u)]
        try:
            row = await self.store.lobbies.create_lobby(
                game_key=finished.game_key,
                guild_id=finished.guild_id,
                channel_id=finished.channel_id,
                creator_id=user_id,
                creator_name=display_name,
                seed=self.new_seed(),
                options=finished.options,
                order_mode="joined",
                opponent_id=others[0] if len(order) == 2 and others else None,
                now=self.now(),
                time_limit_hours=finished.time_limit_hours,
                announce_lobby=False,
                replace_leavers=finished.replace_leavers,
            )
        except ChannelBusy:
            raise Refusal("Another game was opened here a moment ago; the rematch was not started.") from None
        await rematches.remember_order(self.store, row.id, order, finished.id)
        seats = [user_id, *finished.computers]
        names = {**row.names, **{str(u): finished.name_of(u) for u in finished.computers}}
        async with self.sessions.lock(row.id):
            if not others:
                return await self._start_locked(row, order, dict(finished.names), dict(finished.computers))
            asked = {"rematch_of": finished.id, "invite": others}
            if not await self.store.lobbies.update_lobby(
                row,
                seats,
                names,
                self.now(),
                announce=[Announcement("lobby", row.channel_id, asked)],
                computers=dict(finished.computers),
            ):
                raise Refusal("The lobby changed a moment ago; please try again.")
        fresh = await self.store.games.get(row.id)
        assert fresh is not None
        return fresh

    async def _start_locked(
        self,
        row: GameRow,
        seats: list[int],
        names: dict[str, str],
        computers: dict[int, str] | None = None,
    ) -> GameRow:
        """Start the game: seats, state, the closed lobby message and the first table, all in
        one transaction (the outbox posts them)."""
        game = get_game(row.game_key)
        if not game.min_players <= len(seats) <= game.max_players:
            raise Refusal(
                f"{game.player_count_message()}; this lobby has {len(seats)}. Wait for more players to join."
            )
        seats = list(seats)
        if row.order_mode == "random":
            # Seeded by the game's seed, so the seating can be checked later.
            random.Random(row.seed).shuffle(seats)
        state = game.new(len(seats), row.seed, row.options)
        announce = [
            Announcement("lobby", row.channel_id),
            Announcement("start", row.channel_id, {"state": game.encode(state)}),
        ]
        if not await self.store.lobbies.start(
            row, seats, names, game.encode(state), self.now(), announce=announce, computers=computers
        ):
            raise Refusal("The lobby changed a moment ago; please try again.")
        fresh = await self.store.games.get(row.id)
        assert fresh is not None
        self.sessions.remember(fresh, state)
        self.on_start(fresh)
        return fresh


def _check_can_add_computer(row: GameRow, user_id: int) -> None:
    game = get_game(row.game_key)
    if user_id != row.creator_id:
        raise Refusal(f"Only the lobby's creator ({row.name_of(row.creator_id)}) can add computer players.")
    if row.opponent_id is not None:
        raise Refusal("This lobby is a challenge to one person, so it has no room for a computer.")
    if len(row.seats) >= game.max_players:
        raise Refusal(f"This lobby is full ({game.max_players} players).")


def _with_computer(
    seats: list[int], names: dict[str, str], computers: dict[int, str], level: str
) -> tuple[list[int], dict[str, str], dict[int, str]]:
    uid = next_computer_id(seats)
    same = sum(1 for v in computers.values() if v == level)
    names = {**names, str(uid): computer_name(level, same + 1)}
    return [*seats, uid], names, {**computers, uid: level}
