"""Tournaments: the event, its entrants and its pairings. Every write is one transaction
with a check, so that two processes (or a retry after a fault) cannot pair a round twice,
start a pairing's game twice or count a result twice."""

from __future__ import annotations

import json
from typing import Any

from bot.storage.away import copy_running
from bot.storage.db import Database, IntegrityError
from bot.storage.kinds import TournamentStatus
from bot.storage.outbox import Announcement, enqueue, line
from bot.storage.rows import computers_json
from bot.storage.tournament_rows import Entrant, NewGame, Pairing, TournamentRow, note_to_store
from rules.said import Said

__all__ = [
    "AlreadyEntered",
    "Entrant",
    "NewGame",
    "Pairing",
    "TournamentRepo",
    "TournamentRow",
    "start_game_once",
]


class AlreadyEntered(Exception):
    pass


class TournamentRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    # ---- reads ----------------------------------------------------------------------

    async def get(self, tournament_id: int) -> TournamentRow | None:
        r = await self.db.fetchone("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        return TournamentRow.from_row(r) if r else None

    async def in_guild(self, guild_id: int, statuses: tuple[str, ...]) -> list[TournamentRow]:
        marks = ", ".join("?" * len(statuses))
        rows = await self.db.fetchall(
            f"SELECT * FROM tournaments WHERE guild_id = ? AND status IN ({marks}) ORDER BY id",
            (guild_id, *statuses),
        )
        return [TournamentRow.from_row(r) for r in rows]

    async def open_signups(self, guild_id: int) -> list[TournamentRow]:
        """Tournaments of this server whose sign-up is open (for /games which:open)."""
        return await self.in_guild(guild_id, ("signup",))

    async def live(self) -> list[TournamentRow]:
        """Every tournament in sign-up or running (the sweep looks at each)."""
        rows = await self.db.fetchall(
            "SELECT * FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id"
        )
        return [TournamentRow.from_row(r) for r in rows]

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        rows = await self.db.fetchall(
            "SELECT user_id, name, computer, joined_at, withdrawn FROM tournament_entrants "
            "WHERE tournament_id = ? ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [
            Entrant(int(r["user_id"]), r["name"], r["computer"], float(r["joined_at"]), bool(r["withdrawn"]))
            for r in rows
        ]

    async def pairings(self, tournament_id: int) -> list[Pairing]:
        rows = await self.db.fetchall(
            "SELECT * FROM tournament_games WHERE tournament_id = ? ORDER BY round, slot, leg",
            (tournament_id,),
        )
        return [Pairing.from_row(r) for r in rows]

    async def pairing_of_game(self, game_id: int) -> Pairing | None:
        r = await self.db.fetchone("SELECT * FROM tournament_games WHERE game_id = ?", (game_id,))
        return Pairing.from_row(r) if r else None

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
        table_size: int,
        time_limit_hours: int | None,
        signup_until: float | None,
        max_players: int | None,
        rated: bool,
        options: dict[str, Any],
        now: float,
    ) -> int:
        async with self.db.transaction() as tx:
            inserted = await tx.fetchone(
                "INSERT INTO tournaments (guild_id, channel_id, organiser_id, game_key, format, rounds, "
                "table_size, time_limit_hours, signup_until, max_players, rated, options, status, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?) "
                "RETURNING id",
                (
                    guild_id,
                    channel_id,
                    organiser_id,
                    game_key,
                    fmt,
                    rounds,
                    table_size,
                    time_limit_hours,
                    signup_until,
                    max_players,
                    int(rated),
                    json.dumps(options),
                    now,
                    now,
                ),
            )
            assert inserted is not None
            tid = int(inserted["id"])
            await enqueue(tx, None, [Announcement("tournament", channel_id, {"tournament": tid})], now)
        return tid

    async def enter(
        self, tournament_id: int, user_id: int, name: str, computer: str | None, now: float, limit: int | None
    ) -> bool:
        """Sign up; False when sign-up has closed (or its closing time has passed) or the
        field is full (checked in the same statement, so two joins cannot overfill it)."""
        full = (
            ""
            if limit is None
            else "AND (SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = ?) < ?"
        )
        params: tuple[Any, ...] = (tournament_id, user_id, name, computer, now, tournament_id, now)
        if limit is not None:
            params = (*params, tournament_id, limit)
        try:
            async with self.db.transaction() as tx:
                added = await tx.execute(
                    "INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, joined_at) "
                    "SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM tournaments WHERE id = ? "
                    f"AND status = 'signup' AND (signup_until IS NULL OR signup_until > ?)) {full}",
                    params,
                )
                if added == 1:
                    await self._announce(tx, tournament_id, now)
        except IntegrityError:
            raise AlreadyEntered from None
        return added == 1

    async def leave(self, tournament_id: int, user_id: int, now: float) -> bool:
        async with self.db.transaction() as tx:
            gone = await tx.execute(
                "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ? AND EXISTS "
                "(SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup')",
                (tournament_id, user_id, tournament_id),
            )
            if gone == 1:
                await self._announce(tx, tournament_id, now)
        return gone == 1

    async def set_message(self, tournament_id: int, column: str, message_id: int) -> None:
        assert column in ("signup_message_id", "standings_message_id")
        async with self.db.transaction() as tx:
            await tx.execute(f"UPDATE tournaments SET {column} = ? WHERE id = ?", (message_id, tournament_id))

    async def _announce(self, tx: Any, tournament_id: int, now: float, note: str | None = None) -> None:
        """`note`: as stored (note_to_store)."""
        r = await tx.fetchone("SELECT channel_id FROM tournaments WHERE id = ?", (tournament_id,))
        payload: dict[str, Any] = {"tournament": tournament_id}
        if note:
            payload["note"] = note
        await enqueue(tx, None, [Announcement("tournament", int(r["channel_id"]), payload)], now)

    # ---- rounds ---------------------------------------------------------------------

    async def pair_round(
        self,
        tournament_id: int,
        round_before: int,
        tables: list[tuple[int, ...]],
        now: float,
        *,
        rounds: int | None = None,
        note: Said | None = None,
    ) -> bool:
        """Store round `round_before + 1`'s pairings (a one-player table is a bye, counted
        at once) and move the tournament on; False when another writer paired it first.
        `note` (at the start) is kept with the tournament and shown on its sign-up message."""
        new_round = round_before + 1
        async with self.db.transaction() as tx:
            moved = await tx.execute(
                "UPDATE tournaments SET round = ?, status = 'running', rounds = COALESCE(?, rounds), "
                "note = COALESCE(?, note), updated_at = ? WHERE id = ? AND round = ? "
                "AND status IN ('signup', 'running')",
                (new_round, rounds, note_to_store(note), now, tournament_id, round_before),
            )
            if moved != 1:
                return False
            await tx.executemany(
                "INSERT INTO tournament_games (tournament_id, round, slot, leg, seats, places) "
                "VALUES (?, ?, ?, 0, ?, ?)",
                [
                    (
                        tournament_id,
                        new_round,
                        slot,
                        json.dumps(list(t)),
                        json.dumps({str(t[0]): 0}) if len(t) == 1 else None,
                    )
                    for slot, t in enumerate(tables)
                ],
            )
            await self._announce(tx, tournament_id, now)
        return True

    async def replay(self, pairing: Pairing) -> bool:
        """Knockout: a drawn game is played again with the seats swapped, as the next leg."""
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "INSERT INTO tournament_games (tournament_id, round, slot, leg, seats) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (
                        pairing.tournament_id,
                        pairing.round,
                        pairing.slot,
                        pairing.leg + 1,
                        json.dumps(list(reversed(pairing.seats))),
                    ),
                )
        except IntegrityError:
            return False
        return True

    async def claim_thread(self, pairing: Pairing, thread_id: int) -> int:
        """Remember the pairing's thread; returns the thread it has (another's, if first)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE tournament_games SET thread_id = ? WHERE tournament_id = ? AND round = ? "
                "AND slot = ? AND leg = ? AND thread_id IS NULL",
                (thread_id, pairing.tournament_id, pairing.round, pairing.slot, pairing.leg),
            )
            r = await tx.fetchone(
                "SELECT thread_id FROM tournament_games WHERE tournament_id = ? AND round = ? AND slot = ? "
                "AND leg = ?",
                (pairing.tournament_id, pairing.round, pairing.slot, pairing.leg),
            )
        assert r is not None
        return int(r["thread_id"])

    async def start_game(self, pairing: Pairing, game: NewGame, now: float) -> int | None:
        """Store the pairing's game, active, with its first table announced, and link it, in
        one transaction; None (and nothing stored) when the pairing already has its game."""
        async with self.db.transaction() as tx:
            inserted = await tx.fetchone(
                "INSERT INTO games (game_key, guild_id, channel_id, creator_id, seats, names, status, seed, "
                "options, order_mode, state, version, turn_since, created_at, updated_at, time_limit_hours, "
                "computers) VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, 'joined', ?, 1, ?, ?, ?, ?, ?) "
                "RETURNING id",
                (
                    game.game_key,
                    game.guild_id,
                    game.channel_id,
                    game.creator_id,
                    json.dumps(game.seats),
                    json.dumps(game.names),
                    game.seed,
                    json.dumps(game.options),
                    game.state,
                    now,
                    now,
                    now,
                    game.time_limit_hours,
                    computers_json(game.computers),
                ),
            )
            assert inserted is not None
            game_id = int(inserted["id"])
            linked = await tx.execute(
                "UPDATE tournament_games SET game_id = ? WHERE tournament_id = ? AND round = ? AND slot = ? "
                "AND leg = ? AND game_id IS NULL AND places IS NULL",
                (game_id, pairing.tournament_id, pairing.round, pairing.slot, pairing.leg),
            )
            if linked != 1:
                raise _Lost
            await tx.executemany(
                "INSERT INTO game_players (game_id, user_id) VALUES (?, ?)",
                [(game_id, u) for u in game.seats],
            )
            await copy_running(tx, game_id, game.seats, now)  # players already away (/away)
            told = [line(game.channel_id, game.greeting, game.greeted)] if game.greeting else []
            start = Announcement("start", game.channel_id, {"state": game.state})
            await enqueue(tx, game_id, [*told, start], now)
        return game_id

    async def count(self, pairing: Pairing, places: dict[int, int], now: float) -> bool:
        """Count a pairing's result, once: False when it was counted already."""
        async with self.db.transaction() as tx:
            counted = await tx.execute(
                "UPDATE tournament_games SET places = ? WHERE tournament_id = ? AND round = ? AND slot = ? "
                "AND leg = ? AND places IS NULL",
                (
                    json.dumps({str(k): v for k, v in places.items()}),
                    pairing.tournament_id,
                    pairing.round,
                    pairing.slot,
                    pairing.leg,
                ),
            )
            if counted == 1:
                await self._announce(tx, pairing.tournament_id, now)
        return counted == 1

    async def withdraw(self, tournament_id: int, user_id: int, now: float) -> bool:
        async with self.db.transaction() as tx:
            done = await tx.execute(
                "UPDATE tournament_entrants SET withdrawn = 1 WHERE tournament_id = ? AND user_id = ? "
                "AND withdrawn = 0",
                (tournament_id, user_id),
            )
            if done == 1:
                await self._announce(tx, tournament_id, now)
        return done == 1

    async def close(
        self, tournament_id: int, status: TournamentStatus, now: float, note: str | Said | None = None
    ) -> bool:
        """Finish or cancel, once; the final post is announced with it. `note`: why, as
        what to say (a plain string is stored as it is: the English cancel notes)."""
        stored = note_to_store(note)
        async with self.db.transaction() as tx:
            done = await tx.execute(
                "UPDATE tournaments SET status = ?, note = ?, updated_at = ? WHERE id = ? "
                "AND status IN ('signup', 'running')",
                (status, stored, now, tournament_id),
            )
            if done == 1:
                await self._announce(tx, tournament_id, now, stored)
                r = await tx.fetchone("SELECT channel_id FROM tournaments WHERE id = ?", (tournament_id,))
                assert r is not None
                await enqueue(
                    tx,
                    None,
                    [
                        Announcement(
                            "tournament", int(r["channel_id"]), {"tournament": tournament_id, "final": 1}
                        )
                    ],
                    now,
                )
        return done == 1


class _Lost(Exception):
    """Raised inside a transaction to roll it back: another writer got there first."""


async def start_game_once(repo: TournamentRepo, pairing: Pairing, game: NewGame, now: float) -> int | None:
    try:
        return await repo.start_game(pairing, game, now)
    except _Lost:
        return None
