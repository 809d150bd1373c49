"""Tournaments, Discord-free: sign-up, start, withdraw, cancel, and the step that moves a
running tournament on (count finished games, pair the next round, finish).

Every game of a tournament is a normal game (its own thread, created by the feature) that
`start_pairing` stores in the same transaction that links it to its pairing. Moving on
(`settle`) is safe to run any number of times, from any process: each of its writes is
checked in storage, so a round is paired once and a result counted once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.services.computers import LEVELS, computer_name
from bot.services.pairing import round_robin_most, seed_order, swiss_rounds_default
from bot.services.refusal import Refusal, Unconfirmed
from bot.services.sessions import Sessions
from bot.services.standings import KNOCKOUT, ROUND_ROBIN, SWISS, Row
from bot.services.tournament_rounds import (
    first_tables,
    forfeit_places,
    is_draw,
    latest_legs,
    next_tables,
    places_of,
    slot_winner,
    table_of,
)
from bot.storage.db import CommitUnknown, DatabaseUnavailable
from bot.storage.kinds import CancelNote
from bot.storage.outbox import Announcement
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from bot.storage.tournaments import (
    AlreadyEntered,
    Entrant,
    NewGame,
    Pairing,
    TournamentRow,
    start_game_once,
)
from rules import get_game

FORMATS = (ROUND_ROBIN, SWISS, KNOCKOUT)


@dataclass
class Withdrawal:
    """What a withdrawal did to the player's games being played: resigned; perhaps
    resigned (the database did not confirm); not resigned (the database was away)."""

    resigned: int = 0
    unconfirmed: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Snapshot:
    """A tournament as its messages show it."""

    t: TournamentRow
    entrants: list[Entrant]
    pairings: list[Pairing]
    rows: list[Row]

    def name(self, user_id: int) -> str:
        return next((e.name for e in self.entrants if e.user_id == user_id), str(user_id))

    @property
    def winners(self) -> list[int]:
        return [r.player for r in self.rows if r.place == 1]


class TournamentService:
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
            raise Refusal(f"Choose a format: {', '.join(FORMATS)}.")
        size = table_size or max(2, game.min_players)
        if not game.min_players <= size <= game.max_players:
            raise Refusal(
                f"{game.title} is played by {game.min_players} to {game.max_players}; "
                f"choose a table_size in that range."
            )
        if fmt != ROUND_ROBIN and size != 2:
            raise Refusal(
                "Swiss and knockout pair two players a game: use round-robin for tables of 3 or more."
            )
        if rounds is not None and fmt != SWISS:
            raise Refusal("Only a Swiss tournament takes `rounds`; leave it out for this format.")
        if max_players is not None and max_players < size:
            raise Refusal(f"max_players must be at least the table size ({size}).")
        most = round_robin_most(size) if fmt == ROUND_ROBIN else None
        if most is not None:
            if max_players is not None and max_players > most:
                raise Refusal(_too_many_for_tables(size, most) + " Choose max_players up to that.")
            max_players = most
        if rounds is not None and max_players is not None and rounds > max_players - 1:
            raise Refusal(
                f"{max_players} players can meet in at most {max_players - 1} rounds without a repeat: "
                f"choose rounds up to {max_players - 1}, or a larger max_players."
            )
        try:
            resolved = game.resolve_options(options)
        except ValueError as exc:
            raise Refusal(f"{exc}. Leave that option out, or see `/rules game:{game_key}`.") from None
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
            raise Refusal(f"There is no tournament #{tournament_id} here; `/tournament list` shows them.")
        return t

    async def _signup(self, tournament_id: int, *, after_close: bool = False) -> TournamentRow:
        """The tournament, in sign-up. Past its closing time (`signup_hours`) the field is
        settled: nobody joins or leaves, though the organiser may still press Start
        (`after_close`) before the sweep starts it."""
        t = await self.get(tournament_id)
        past = t.signup_until is not None and t.signup_until <= self.now() and not after_close
        if t.status != "signup" or past:
            raise Refusal(f"Sign-up for tournament #{t.id} has closed; `/tournament list` shows open ones.")
        return t

    async def join(self, tournament_id: int, user_id: int, name: str, computer: str | None = None) -> None:
        t = await self._signup(tournament_id)
        try:
            added = await self.repo.enter(t.id, user_id, name, computer, self.now(), t.max_players)
        except AlreadyEntered:
            raise Refusal(
                f"You are already signed up for tournament #{t.id}; press Leave to drop out."
            ) from None
        if not added:
            fresh = await self.get(t.id)
            closes = fresh.signup_until
            if fresh.status != "signup" or (closes is not None and closes <= self.now()):
                raise Refusal(f"Sign-up for tournament #{t.id} has closed.")
            raise Refusal(f"Tournament #{t.id} is full ({t.max_players} players).")

    async def leave(self, tournament_id: int, user_id: int) -> None:
        t = await self._signup(tournament_id)
        if not await self.repo.leave(t.id, user_id, self.now()):
            raise Refusal(f"You are not signed up for tournament #{t.id}, so there is nothing to leave.")

    async def add_computer(self, tournament_id: int, user_id: int, level: str = "medium") -> str:
        t = await self._signup(tournament_id)
        if user_id != t.organiser_id:
            raise Refusal(
                f"Only the organiser (<@{t.organiser_id}>) can add a computer to tournament #{t.id}."
            )
        if level not in LEVELS:
            raise Refusal(f"Choose a level: {', '.join(LEVELS)}.")
        entrants = await self.repo.entrants(t.id)
        uid = min([0, *(e.user_id for e in entrants)]) - 1
        same = sum(1 for e in entrants if e.computer == level)
        name = computer_name(level, same + 1)
        try:
            added = await self.repo.enter(t.id, uid, name, level, self.now(), t.max_players)
        except AlreadyEntered:
            raise Refusal("Another computer was added a moment ago; press Add computer again.") from None
        if not added:
            raise Refusal(f"Tournament #{t.id} is full ({t.max_players} players).")
        return name

    async def start(self, tournament_id: int, user_id: int) -> None:
        """Start now: the organiser's (Manage Server may cancel a tournament, not start it)."""
        t = await self._signup(tournament_id, after_close=True)
        if user_id != t.organiser_id:
            raise Refusal(f"Only the organiser (<@{t.organiser_id}>) can start tournament #{t.id}.")
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
                raise Refusal(
                    f"Tournament #{t.id} needs at least {need} players; "
                    f"it has {n}. Wait for more, or press Add computer."
                )
            note = f"Sign-up closed with {n} player(s), fewer than the {need} it needs, so it is cancelled."
            return await self.repo.close(t.id, "cancelled", self.now(), note)
        if most is not None and n > most:
            if refuse:
                raise Refusal(f"{_too_many_for_tables(t.table_size, most)} Tournament #{t.id} has {n}.")
            too_many = _too_many_for_tables(t.table_size, most)
            note = f"Sign-up closed with {n} players. {too_many} It is cancelled."
            return await self.repo.close(t.id, "cancelled", self.now(), note)
        seeded = seed_order(
            [(e.user_id, await self._rating(t, e.user_id), i) for i, e in enumerate(entrants)]
        )
        # A round robin in tables is a search of up to a second: off the event loop.
        tables = await asyncio.to_thread(first_tables, t, entrants, seeded)
        rounds: int | None = None
        fewer: str | None = None
        if t.format == SWISS:
            rounds = min(t.rounds or swiss_rounds_default(n), n - 1)
            if t.rounds is not None and t.rounds > rounds:
                fewer = (
                    f"It has {rounds} round(s), not the {t.rounds} asked: {n} players can meet in at "
                    f"most {n - 1} rounds without a repeat."
                )
        paired = await self.repo.pair_round(t.id, 0, tables, self.now(), rounds=rounds, note=fewer)
        if not paired and refuse:
            raise Refusal(f"Tournament #{t.id} has already started.")
        return paired

    async def _rating(self, t: TournamentRow, user_id: int) -> float | None:
        if user_id <= 0:
            return None
        for r in await self.store.ratings.ratings_of(t.guild_id, user_id):
            if r.game_key == t.game_key and r.games:
                return float(r.shown)
        return None

    async def withdraw(self, tournament_id: int, user_id: int) -> Withdrawal:
        """Leave a running tournament: the games being played are resigned (lost) and no
        further pairings come. Asked again after a game could not be resigned (the
        database was away), it resigns what is left."""
        t = await self.get(tournament_id)
        if t.status == "signup":
            raise Refusal("The tournament has not started: press Leave (or `/tournament leave`) instead.")
        if t.status != "running":
            raise Refusal(f"Tournament #{t.id} is over, so there is nothing to withdraw from.")
        entrants = {e.user_id: e for e in await self.repo.entrants(t.id)}
        if user_id not in entrants:
            raise Refusal(f"You are not a player in tournament #{t.id}.")
        first = await self.repo.withdraw(t.id, user_id, self.now())
        done = Withdrawal()
        for p in await self.repo.pairings(t.id):
            if p.game_id is None or p.places is not None or user_id not in p.seats:
                continue
            row = await self.store.games.get(p.game_id)
            if row is None or row.status != "active":
                continue
            try:
                await self.sessions.resign(row.id, user_id)
                done.resigned += 1
            except (Unconfirmed, CommitUnknown):
                done.unconfirmed.append(row.id)  # may be stored: never "not resigned"
            except Refusal:
                pass  # already out of that game
            except DatabaseUnavailable:
                done.failed.append(row.id)  # not stored: a second withdraw resigns it
        if not first and not (done.resigned or done.unconfirmed or done.failed):
            raise Refusal(f"You have already withdrawn from tournament #{t.id}.")
        return done

    async def cancel(self, tournament_id: int, user_id: int, *, moderator: bool) -> None:
        t = await self.get(tournament_id)
        if user_id != t.organiser_id and not moderator:
            raise Refusal(
                f"Only the organiser (<@{t.organiser_id}>) or a member with Manage Server can cancel "
                f"tournament #{t.id}."
            )
        # Stored (the tournament's note, its announcement): words that name nobody.
        note: CancelNote = (
            "The organiser cancelled the tournament."
            if user_id == t.organiser_id
            else "A member with Manage Server cancelled the tournament."
        )
        if not await self.repo.close(t.id, "cancelled", self.now(), note):
            raise Refusal(f"Tournament #{t.id} is already over.")
        for p in await self.repo.pairings(t.id):
            row = await self.store.games.get(p.game_id) if p.game_id else None
            if row is not None and row.status == "active":
                line = f"Tournament #{t.id} was cancelled, so this game ends unfinished."
                announce = [Announcement("line", row.channel_id, {"content": line, "users": []})]
                await self.store.lobbies.cancel(row, self.now(), announce=announce)
                self.sessions.forget(row.id)

    # ---- what the messages show ----------------------------------------------------

    async def snapshot(self, tournament_id: int) -> Snapshot:
        t = await self.get(tournament_id)
        entrants = await self.repo.entrants(t.id)
        pairings = await self.repo.pairings(t.id)
        return Snapshot(t, entrants, pairings, table_of(t, entrants, pairings))

    # ---- moving on ------------------------------------------------------------------

    async def settle(self, tournament_id: int) -> bool:
        """One step: count what finished (a player out of time loses by itself), start the
        tournament when sign-up closed, pair the next round when the last game of this one
        ended, or finish. True when something changed (call again)."""
        t = await self.repo.get(tournament_id)
        if t is None:
            return False
        now = self.now()
        if t.status == "signup":
            return t.signup_until is not None and t.signup_until <= now and await self._begin(t, refuse=False)
        if t.status != "running":
            return False
        entrants = await self.repo.entrants(t.id)
        withdrawn = {e.user_id for e in entrants if e.withdrawn}
        pairings = await self.repo.pairings(t.id)
        changed = False
        for p in pairings:
            if p.places is None:
                changed |= await self._count(p, withdrawn, now, _fewest(t))
        if changed:
            return True
        current = latest_legs(pairings, t.round)
        if t.format == KNOCKOUT:
            for p in current:
                if is_draw(p):
                    changed |= await self.repo.replay(p)
            if changed:
                return True
        if any(p.places is None for p in current):
            return False
        if self._last_round(t, current, entrants):
            return await self.repo.close(t.id, "finished", now)
        try:
            # A Swiss round's search takes up to a second or so: off the event loop.
            tables = await asyncio.to_thread(next_tables, t, entrants, pairings)
        except ValueError:  # Swiss: the players left have all met (withdrawals)
            note = (
                f"Round {t.round + 1} cannot be paired without a repeat (the players left have met "
                f"each other), so the tournament ends after round {t.round}."
            )
            return await self.repo.close(t.id, "finished", now, note)
        return await self.repo.pair_round(t.id, t.round, tables, now)

    def _last_round(self, t: TournamentRow, current: list[Pairing], entrants: list[Entrant]) -> bool:
        if t.format == ROUND_ROBIN:
            return True
        if t.format == KNOCKOUT:
            return len(current) == 1 and slot_winner(current[0]) is not None
        active = sum(1 for e in entrants if not e.withdrawn)
        return t.round >= (t.rounds or 1) or active < 2

    async def _count(self, p: Pairing, withdrawn: set[int], now: float, fewest: int) -> bool:
        if p.game_id is None:
            # Withdrawals before the game started left fewer than the game is played by
            # (one player; two of a Connections table): it is not played, the withdrawn
            # lose it and the others share first.
            playing = [s for s in p.seats if s not in withdrawn]
            if len(playing) < len(p.seats) and len(playing) < fewest:
                return await self.repo.count(p, forfeit_places(p, withdrawn), now)
            return False
        row = await self.store.games.get(p.game_id)
        if row is None:
            return False
        if row.status == "active" and row.deadline is not None and row.deadline <= now:
            try:
                await self.sessions.timeout(row.id)
            except Refusal:
                return False
            row = await self.store.games.get(p.game_id)
            assert row is not None
        if row.status == "active" or row.status == "lobby":
            return False
        return await self.repo.count(p, places_of(row, p), now)

    async def unstarted(self, tournament_id: int) -> list[Pairing]:
        """Pairings of a running tournament that still need their game (and thread)."""
        t = await self.repo.get(tournament_id)
        if t is None or t.status != "running":
            return []
        withdrawn = {e.user_id for e in await self.repo.entrants(t.id) if e.withdrawn}
        fewest = _fewest(t)
        return [
            p
            for p in await self.repo.pairings(t.id)
            if p.game_id is None and p.places is None and sum(s not in withdrawn for s in p.seats) >= fewest
        ]

    async def start_pairing(self, p: Pairing, thread_id: int) -> GameRow | None:
        """Store the pairing's game in its thread (once); None when it already has one."""
        t = await self.get(p.tournament_id)
        entrants = {e.user_id: e for e in await self.repo.entrants(t.id)}
        seats = [s for s in p.seats if not entrants[s].withdrawn]
        game = get_game(t.game_key)
        seed = self.new_seed()
        state = game.new(len(seats), seed, t.options)
        new = NewGame(
            game_key=t.game_key,
            guild_id=t.guild_id,
            channel_id=thread_id,
            creator_id=t.organiser_id,
            seats=seats,
            names={str(s): entrants[s].name for s in seats},
            seed=seed,
            options=t.options,
            state=game.encode(state),
            time_limit_hours=t.time_limit_hours,
            computers={s: entrants[s].computer or "medium" for s in seats if s < 0},
        )
        game_id = await start_game_once(self.repo, p, new, self.now())
        if game_id is None:
            return None
        row = await self.store.games.get(game_id)
        assert row is not None
        self.sessions.remember(row, state)
        self.on_start(row)
        return row

    async def computer_games(self, tournament_id: int) -> list[int]:
        """Active games of the tournament with a computer seat. Two computers may meet,
        and the computer players stop after a run of actions in a row (a safety net), so
        the runner wakes them again at every step."""
        out = []
        for p in await self.repo.pairings(tournament_id):
            if p.game_id is not None and p.places is None and any(s < 0 for s in p.seats):
                row = await self.store.games.get(p.game_id)
                if row is not None and row.status == "active":
                    out.append(row.id)
        return out

    async def tournament_of(self, game_id: int) -> int | None:
        p = await self.repo.pairing_of_game(game_id)
        return p.tournament_id if p else None


def _fewest(t: TournamentRow) -> int:
    """The fewest players a game of this tournament can start with."""
    return max(2, get_game(t.game_key).min_players)


def _too_many_for_tables(size: int, most: int) -> str:
    return (
        f"A round robin in tables of {size} takes at most {most} players: with more, the tables "
        "cannot be chosen so that every two players meet about as often."
    )


def thread_name(t: TournamentRow, p: Pairing, names: dict[int, str]) -> str:
    who = " v ".join(names.get(s, "?") for s in p.seats)
    leg = f" replay {p.leg}" if p.leg else ""
    return f"T{t.id} R{p.round}{leg}: {who}"[:95]
