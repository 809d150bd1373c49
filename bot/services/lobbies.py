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

import i18n
from bot.services import rematches
from bot.services.computer_names import computer_name
from bot.services.computers import LEVELS, next_computer_id
from bot.services.languages import Languages
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.storage.kinds import OrderMode
from bot.storage.lobbies import ChannelBusy
from bot.storage.outbox import Announcement
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import Game, get_game
from rules.said import Said


@dataclass(frozen=True)
class Joined:
    row: GameRow
    started: bool
    name: str = ""  # who took the seat (a computer's name when one was added)


def players_count(game_key: str, joined: int) -> Said:
    """How many have joined, of how many the game takes: "1 of 2", "3 joined; 2 to 4 play"."""
    game = get_game(game_key)
    if game.min_players == game.max_players:
        return Said("lobby-count-exact", joined=joined, players=game.max_players)
    return Said("lobby-count-range", joined=joined, min=game.min_players, max=game.max_players)


def when_accepted(players: int) -> Said:
    """When a rematch starts: once the `players` still asked have accepted."""
    return Said("lobby-rematch-when", players=players)


def player_count_refusal(game: Game, count: int) -> Said:
    if game.min_players == game.max_players:
        return Said("lobby-refuse-player-count-exact", game=game.title, players=game.min_players, count=count)
    return Said(
        "lobby-refuse-player-count-range",
        game=game.title,
        min=game.min_players,
        max=game.max_players,
        count=count,
    )


def option_refusal(game: Game, options: dict[str, Any]) -> Said | None:
    """What is wrong with `options` for `game`, said for the player (the engine's
    resolve_options checks the same, in its own words); None when nothing is."""
    known = {o.name: o for o in game.options}
    unknown = sorted(set(options) - set(known))
    if unknown:
        return Said("lobby-refuse-option-unknown", game=game.title, option=", ".join(unknown), code=game.key)
    for name, value in options.items():
        spec = known[name]
        if spec.kind is bool:
            if not isinstance(value, bool):
                return Said("lobby-refuse-option-bool", option=name, code=game.key)
        elif isinstance(value, bool) or not isinstance(value, int):
            return Said("lobby-refuse-option-whole", option=name, code=game.key)
        elif spec.minimum is not None and value < spec.minimum:
            return Said("lobby-refuse-option-min", option=name, limit=spec.minimum, code=game.key)
        elif spec.maximum is not None and value > spec.maximum:
            return Said("lobby-refuse-option-max", option=name, limit=spec.maximum, code=game.key)
    return None


def options_in_words(lang: str, game: Game, options: dict[str, Any]) -> list[str]:
    """The options set away from their defaults, each in words in `lang` (the catalogue's
    `lobby-option-<name>`; the engine's own words for an option the catalogue lacks)."""
    words = []
    for o in game.options:
        if o.name not in options or options[o.name] == o.default:
            continue
        value = options[o.name]
        key = f"lobby-option-{o.name}" + ("-off" if o.kind is bool and not value else "")
        if i18n.lookup(i18n.ENGLISH, key) is None:
            words.append(i18n.say(lang, o.in_words(value)))
        else:
            words.append(i18n.text(lang, key, value=value) if o.kind is not bool else i18n.text(lang, key))
    return words


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
        *,
        languages: Languages,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now
        self.new_seed = new_seed
        # After a game starts (a computer may move first).
        self.on_start = on_start
        self.languages = languages

    async def _public(self, guild_id: int | None, lang: str | None) -> str:
        """The language of a line for the channel: the caller's (it knows the server's
        locale in Discord), else the server's chosen one."""
        return lang if lang is not None else await self.languages.public(guild_id)

    # ---- opening --------------------------------------------------------------------
    def resolve_options(self, game_key: str, options: dict[str, Any]) -> dict[str, Any]:
        game = get_game(game_key)
        wrong = option_refusal(game, options)
        if wrong is not None:
            raise Refusal(wrong)
        try:
            return game.resolve_options(options)
        except ValueError as exc:
            # The engine knows more than option_refusal checks: its own words, then.
            raise Refusal(f"{exc}. Leave that option out, or see `/rules game:{game_key}`.") from None

    async def refuse_busy(self, channel_id: int) -> None:
        """A channel holds one unfinished game or lobby at a time."""
        busy = await self.store.games.open_in_channel(channel_id)
        if busy is not None:
            key = "lobby-refuse-busy-lobby" if busy.status == "lobby" else "lobby-refuse-busy-game"
            raise Refusal(Said(key, game=get_game(busy.game_key).title, id=str(busy.id)))

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
            raise Refusal(Said("lobby-refuse-just-opened")) from None
        if computer is not None:
            game = get_game(game_key)
            lang = await self._public(row.guild_id, None)
            async with self.sessions.lock(row.id):
                seats, names, computers = list(row.seats), dict(row.names), dict(row.computers)
                while len(seats) < game.min_players:
                    seats, names, computers = _with_computer(seats, names, computers, computer, lang)
                row = await self._start_locked(row, seats, names, computers)
        return row

    async def _lobby_row(self, game_id: int) -> GameRow:
        row = await self.store.games.get(game_id)
        if row is None or row.status == "cancelled":
            raise Refusal(Said("lobby-refuse-cancelled"))
        if row.status != "lobby":
            raise Refusal(Said("lobby-refuse-started"))
        return row

    # ---- seats ----------------------------------------------------------------------
    async def join(self, game_id: int, user_id: int, display_name: str) -> Joined:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            game = get_game(row.game_key)
            if user_id in row.seats:
                raise Refusal(Said("lobby-refuse-already-in"))
            if row.opponent_id is not None and user_id != row.opponent_id:
                raise Refusal(Said("lobby-refuse-challenge", opponent=f"<@{row.opponent_id}>"))
            order = await rematches.order_of(self.store, row.id)
            if order is not None and user_id not in order:
                raise Refusal(Said("lobby-refuse-rematch-only"))
            if len(row.seats) >= game.max_players:
                raise Refusal(Said("lobby-refuse-full", players=game.max_players))
            seats = [*row.seats, user_id]
            names = {**row.names, str(user_id): display_name}
            if len(seats) >= game.max_players or (order is not None and set(seats) >= set(order)):
                # The last seat taken (or every player of a rematch in): the game starts in
                # the same transaction as the join.
                started = await self._start_locked(row, rematches.in_order(seats, order), names)
                return Joined(started, True, display_name)
            if not await self.store.lobbies.update_lobby(row, seats, names, self.now()):
                raise Refusal(Said("lobby-refuse-changed"))
        return Joined(row, False, display_name)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            if user_id not in row.seats:
                raise Refusal(Said("lobby-refuse-not-in"))
            if user_id == row.creator_id:
                raise Refusal(Said("lobby-refuse-creator-leaves"))
            seats = [u for u in row.seats if u != user_id]
            if not await self.store.lobbies.update_lobby(row, seats, row.names, self.now()):
                raise Refusal(Said("lobby-refuse-changed"))
        return row

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            if user_id != row.creator_id:
                raise Refusal(Said("lobby-refuse-start-creator", creator=row.name_of(row.creator_id)))
            order = await rematches.order_of(self.store, row.id)
            return await self._start_locked(row, rematches.in_order(row.seats, order), row.names)

    async def check_can_add_computer(self, game_id: int, user_id: int) -> GameRow:
        row = await self._lobby_row(game_id)
        _check_can_add_computer(row, user_id)
        return row

    async def add_computer(self, game_id: int, user_id: int, level: str) -> Joined:
        """Seat a computer player; a lobby it fills starts at once."""
        if level not in LEVELS:
            raise Refusal(Said("lobby-refuse-level", levels=", ".join(LEVELS)))
        async with self.sessions.lock(game_id):
            row = await self._lobby_row(game_id)
            _check_can_add_computer(row, user_id)
            game = get_game(row.game_key)
            lang = await self._public(row.guild_id, None)
            seats, names, computers = _with_computer(row.seats, row.names, row.computers, level, lang)
            name = names[str(seats[-1])]
            if len(seats) >= game.max_players:
                return Joined(await self._start_locked(row, seats, names, computers), True, name)
            if not await self.store.lobbies.update_lobby(row, seats, names, self.now(), computers=computers):
                raise Refusal(Said("lobby-refuse-changed"))
        return Joined(row, False, name)

    # ---- ending ---------------------------------------------------------------------
    async def cancel(
        self, game_id: int, user_id: int, display_name: str, *, moderator: bool, lang: str | None = None
    ) -> Said:
        """Cancel a lobby or abandon a game; returns the line the channel is told (in
        `lang`, the channel's language, else the server's)."""
        async with self.sessions.lock(game_id):
            row = await self.store.games.get(game_id)
            if row is None or row.status not in ("lobby", "active"):
                raise Refusal(Said("lobby-refuse-nothing-to-cancel"))
            if user_id != row.creator_id and not moderator:
                raise Refusal(Said("lobby-refuse-cancel-who", creator=row.name_of(row.creator_id)))
            title = get_game(row.game_key).title
            key = "lobby-cancelled" if row.status == "lobby" else "lobby-abandoned"
            said = Said(key, who=display_name, game=title, id=str(row.id))
            text = i18n.say(await self._public(row.guild_id, lang), said)
            announce = [Announcement("line", row.channel_id, {"content": text, "users": []})]
            if row.status == "lobby":
                announce.insert(0, Announcement("lobby", row.channel_id))
            if not await self.store.lobbies.cancel(row, self.now(), announce=announce):
                raise Refusal(Said("lobby-refuse-game-changed"))
            self.sessions.forget(row.id)
        return said

    async def expire(self, days: int, shards: Any = None) -> int:
        """Close lobbies not started (nor joined or left) for `days` days, with a note in
        their message."""
        expired = 0
        for row in await self.store.lobbies.stale_lobbies(self.now() - days * 86400.0, shards=shards):
            # Worded when the lobby message is edited, in the server's language then.
            announce = [Announcement("lobby", row.channel_id, {"expired_days": days})]
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
            raise Refusal(Said("lobby-refuse-rematch-not-over"))
        if user_id not in finished.seats:
            raise Refusal(Said("lobby-refuse-rematch-players"))
        busy = await self.store.games.open_in_channel(finished.channel_id)
        if busy is not None and await rematches.is_rematch_of(self.store, busy, finished):
            # Asked for already by another player: this press accepts it.
            if user_id in busy.seats:
                waiting = when_accepted(await rematches.still_to_accept(self.store, busy))
                raise Refusal(Said("lobby-refuse-rematch-in", id=str(busy.id), when=waiting))
            joined = await self.join(busy.id, user_id, display_name)
            return joined.row if joined.started else await self.store.games.get(busy.id) or joined.row
        if busy is not None:
            title = get_game(busy.game_key).title
            raise Refusal(Said("lobby-refuse-rematch-busy", game=title, id=str(busy.id)))
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
            raise Refusal(Said("lobby-refuse-rematch-just-opened")) from None
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
                raise Refusal(Said("lobby-refuse-changed"))
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
            raise Refusal(player_count_refusal(game, len(seats)))
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
            raise Refusal(Said("lobby-refuse-changed"))
        fresh = await self.store.games.get(row.id)
        assert fresh is not None
        self.sessions.remember(fresh, state)
        self.on_start(fresh)
        return fresh


def _check_can_add_computer(row: GameRow, user_id: int) -> None:
    game = get_game(row.game_key)
    if user_id != row.creator_id:
        raise Refusal(Said("lobby-refuse-computer-creator", creator=row.name_of(row.creator_id)))
    if row.opponent_id is not None:
        raise Refusal(Said("lobby-refuse-computer-challenge"))
    if len(row.seats) >= game.max_players:
        raise Refusal(Said("lobby-refuse-full", players=game.max_players))


def _with_computer(
    seats: list[int], names: dict[str, str], computers: dict[int, str], level: str, lang: str
) -> tuple[list[int], dict[str, str], dict[int, str]]:
    uid = next_computer_id(seats)
    same = sum(1 for v in computers.values() if v == level)
    names = {**names, str(uid): computer_name(level, same + 1, lang)}
    return [*seats, uid], names, {**computers, uid: level}
