"""Tournaments, Discord-free: the sign-up part (create, join, leave, add a computer, start).
`TournamentService` (bot/services/tournaments.py) builds on it with what a running
tournament does."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import i18n
from bot.services.computer_names import computer_name
from bot.services.computers import LEVELS
from bot.services.lobbies import option_refusal
from bot.services.pairing_knockout import seed_order
from bot.services.pairing_swiss import swiss_rounds_default
from bot.services.pairing_tables import round_robin_most
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.services.standings import KNOCKOUT, ROUND_ROBIN, SWISS
from bot.services.tournament_rounds import first_tables
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from bot.storage.tournaments import AlreadyEntered, TournamentRow
from rules import get_game
from rules.said import Said

FORMATS = (ROUND_ROBIN, SWISS, KNOCKOUT)


class TournamentSignup:
    def __init__(
        self,
        store: Storage,
        sessions: Sessions,
        now: Callable[[], float],
        new_seed: Callable[[], int],
        on_start: Callable[[GameRow], None],
    ) -> None:
        self.store = store
        self.repo = store.tournaments
        self.sessions = sessions
        self.now = now
        self.new_seed = new_seed
        self.on_start = on_start  # a computer may move first

    # ---- sign-up --------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        game_key: str,
        fmt: str,
        rounds: int | None,
        table_size: int | None,
        time_limit_hours: int | None,
        signup_hours: float | None,
        max_players: int | None,
        rated: bool,
        options: dict[str, Any],
    ) -> int:
        game = get_game(game_key)
        if fmt not in FORMATS:
            raise Refusal(Said("tournaments-refuse-format", formats=", ".join(FORMATS)))
        size = table_size or max(2, game.min_players)
        if not game.min_players <= size <= game.max_players:
            raise Refusal(
                Said(
                    "tournaments-refuse-table-size",
                    title=game.title,
                    least=game.min_players,
                    most=game.max_players,
                )
            )
        if fmt != ROUND_ROBIN and size != 2:
            raise Refusal(Said("tournaments-refuse-pairs-only"))
        if rounds is not None and fmt != SWISS:
            raise Refusal(Said("tournaments-refuse-rounds-swiss-only"))
        if max_players is not None and max_players < size:
            raise Refusal(Said("tournaments-refuse-max-below-table", size=size))
        most = round_robin_most(size) if fmt == ROUND_ROBIN else None
        if most is not None:
            if max_players is not None and max_players > most:
                raise Refusal(
                    Said("tournaments-refuse-max-for-tables", reason=_too_many_for_tables(size, most))
                )
            max_players = most
        if rounds is not None and max_players is not None and rounds > max_players - 1:
            raise Refusal(Said("tournaments-refuse-rounds-too-many", count=max_players, most=max_players - 1))
        wrong = option_refusal(game, options)  # in the catalogue's words, as a lobby says it
        if wrong is not None:
            raise Refusal(wrong)
        try:
            resolved = game.resolve_options(options)
        except ValueError as exc:
            # The engine knows more than option_refusal checks: its own (English) words, then.
            raise Refusal(Said("tournaments-refuse-option", problem=str(exc), game=game_key)) from None
        now = self.now()
        return await self.repo.create(
            guild_id=guild_id,
            channel_id=channel_id,
            organiser_id=organiser_id,
            game_key=game_key,
            fmt=fmt,
            rounds=rounds,
            table_size=size,
            time_limit_hours=time_limit_hours,
            signup_until=None if signup_hours is None else now + signup_hours * 3600.0,
            max_players=max_players,
            rated=rated,
            options=resolved,
            now=now,
        )

    async def get(self, tournament_id: int, guild_id: int | None = None) -> TournamentRow:
        t = await self.repo.get(tournament_id)
        if t is None or (guild_id is not None and t.guild_id != guild_id):
            raise Refusal(Said("tournaments-refuse-unknown", tournament=str(tournament_id)))
        return t

    async def _signup(self, tournament_id: int, *, after_close: bool = False) -> TournamentRow:
        """The tournament, in sign-up. Past its closing time (`signup_hours`) the field is
        settled: nobody joins or leaves, though the organiser may still press Start
        (`after_close`) before the sweep starts it."""
        t = await self.get(tournament_id)
        past = t.signup_until is not None and t.signup_until <= self.now() and not after_close
        if t.status != "signup" or past:
            raise Refusal(Said("tournaments-refuse-closed-open-ones", tournament=str(t.id)))
        return t

    async def join(self, tournament_id: int, user_id: int, name: str, computer: str | None = None) -> None:
        t = await self._signup(tournament_id)
        try:
            added = await self.repo.enter(t.id, user_id, name, computer, self.now(), t.max_players)
        except AlreadyEntered:
            raise Refusal(Said("tournaments-refuse-already-in", tournament=str(t.id))) from None
        if not added:
            fresh = await self.get(t.id)
            closes = fresh.signup_until
            if fresh.status != "signup" or (closes is not None and closes <= self.now()):
                raise Refusal(Said("tournaments-refuse-closed", tournament=str(t.id)))
            raise Refusal(Said("tournaments-refuse-full", tournament=str(t.id), most=t.max_players or 0))

    async def leave(self, tournament_id: int, user_id: int) -> None:
        t = await self._signup(tournament_id)
        if not await self.repo.leave(t.id, user_id, self.now()):
            raise Refusal(Said("tournaments-refuse-not-in", tournament=str(t.id)))

    async def add_computer(self, tournament_id: int, user_id: int, level: str = "medium") -> str:
        t = await self._signup(tournament_id)
        if user_id != t.organiser_id:
            raise Refusal(
                Said(
                    "tournaments-refuse-computer-organiser",
                    organiser=f"<@{t.organiser_id}>",
                    tournament=str(t.id),
                )
            )
        if level not in LEVELS:
            raise Refusal(Said("tournaments-refuse-level", levels=", ".join(LEVELS)))
        entrants = await self.repo.entrants(t.id)
        uid = min([0, *(e.user_id for e in entrants)]) - 1
        same = sum(1 for e in entrants if e.computer == level)
        chosen = await self.store.prefs.guild_language(t.guild_id)  # the server's, as its posts
        name = computer_name(level, same + 1, chosen if chosen and i18n.is_language(chosen) else i18n.ENGLISH)
        try:
            added = await self.repo.enter(t.id, uid, name, level, self.now(), t.max_players)
        except AlreadyEntered:
            raise Refusal(Said("tournaments-refuse-computer-race")) from None
        if not added:
            raise Refusal(Said("tournaments-refuse-full", tournament=str(t.id), most=t.max_players or 0))
        return name

    async def start(self, tournament_id: int, user_id: int) -> None:
        """Start now: the organiser's (Manage Server may cancel a tournament, not start it)."""
        t = await self._signup(tournament_id, after_close=True)
        if user_id != t.organiser_id:
            raise Refusal(
                Said(
                    "tournaments-refuse-start-organiser",
                    organiser=f"<@{t.organiser_id}>",
                    tournament=str(t.id),
                )
            )
        await self._begin(t, refuse=True)

    async def _begin(self, t: TournamentRow, *, refuse: bool) -> bool:
        """Start: pair round 1. When the field cannot start, Start is refused; sign-up
        that closed by itself cancels the tournament with a note saying why."""
        entrants = await self.repo.entrants(t.id)
        n = len(entrants)
        need = max(2, t.table_size)
        most = round_robin_most(t.table_size) if t.format == ROUND_ROBIN else None
        if n < need:
            if refuse:
                raise Refusal(Said("tournaments-refuse-too-few", tournament=str(t.id), need=need, count=n))
            note = Said("tournaments-note-too-few", count=n, need=need)
            return await self.repo.close(t.id, "cancelled", self.now(), note)
        if most is not None and n > most:
            if refuse:
                raise Refusal(
                    Said(
                        "tournaments-refuse-too-many",
                        reason=_too_many_for_tables(t.table_size, most),
                        tournament=str(t.id),
                        count=n,
                    )
                )
            too_many = Said(
                "tournaments-note-too-many", count=n, reason=_too_many_for_tables(t.table_size, most)
            )
            return await self.repo.close(t.id, "cancelled", self.now(), too_many)
        seeded = seed_order(
            [(e.user_id, await self._rating(t, e.user_id), i) for i, e in enumerate(entrants)]
        )
        # A round robin in tables is a search of up to a second: off the event loop.
        tables = await asyncio.to_thread(first_tables, t, entrants, seeded)
        rounds: int | None = None
        fewer: Said | None = None
        if t.format == SWISS:
            rounds = min(t.rounds or swiss_rounds_default(n), n - 1)
            if t.rounds is not None and t.rounds > rounds:
                fewer = Said(
                    "tournaments-note-fewer-rounds", rounds=rounds, asked=t.rounds, count=n, most=n - 1
                )
        paired = await self.repo.pair_round(t.id, 0, tables, self.now(), rounds=rounds, note=fewer)
        if not paired and refuse:
            raise Refusal(Said("tournaments-refuse-started", tournament=str(t.id)))
        return paired

    async def _rating(self, t: TournamentRow, user_id: int) -> float | None:
        if user_id <= 0:
            return None
        for r in await self.store.ratings.ratings_of(t.guild_id, user_id):
            if r.game_key == t.game_key and r.games:
                return float(r.shown)
        return None


def fewest_players(t: TournamentRow) -> int:
    """The fewest players a game of this tournament can start with."""
    return max(2, get_game(t.game_key).min_players)


def _too_many_for_tables(size: int, most: int) -> Said:
    return Said("tournaments-too-many-for-tables", size=size, most=most)
