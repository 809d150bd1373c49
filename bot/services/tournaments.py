"""Tournaments, Discord-free: sign-up, start, withdraw, cancel, and the step that moves a
running tournament on (count finished games, pair the next round, finish).

Every game of a tournament is a normal game (its own thread, created by the feature) that
`start_pairing` stores in the same transaction that links it to its pairing. Moving on
(`settle`) is safe to run any number of times, from any process: each of its writes is
checked in storage, so a round is paired once and a result counted once."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import i18n
from bot.services.refusal import Refusal, Unconfirmed
from bot.services.standings import KNOCKOUT, ROUND_ROBIN, Row
from bot.services.tournament_rounds import (
    forfeit_places,
    is_draw,
    latest_legs,
    next_tables,
    places_of,
    slot_winner,
    table_of,
)
from bot.services.tournament_signup import FORMATS, TournamentSignup, fewest_players
from bot.storage.db import CommitUnknown, DatabaseUnavailable
from bot.storage.kinds import CancelNote
from bot.storage.outbox import line
from bot.storage.rows import GameRow
from bot.storage.tournaments import Entrant, NewGame, Pairing, TournamentRow, start_game_once
from rules import get_game
from rules.said import Said

__all__ = ["FORMATS", "Snapshot", "TournamentService", "Withdrawal", "pairing_title", "thread_name"]


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


class TournamentService(TournamentSignup):
    """Sign-up (TournamentSignup), then the running tournament: withdraw, cancel, what the
    messages show, and the step that moves it on."""

    async def withdraw(self, tournament_id: int, user_id: int) -> Withdrawal:
        """Leave a running tournament: the games being played are resigned (lost) and no
        further pairings come. Asked again after a game could not be resigned (the
        database was away), it resigns what is left."""
        t = await self.get(tournament_id)
        if t.status == "signup":
            raise Refusal(Said("tournaments-refuse-withdraw-signup"))
        if t.status != "running":
            raise Refusal(Said("tournaments-refuse-withdraw-over", tournament=str(t.id)))
        entrants = {e.user_id: e for e in await self.repo.entrants(t.id)}
        if user_id not in entrants:
            raise Refusal(Said("tournaments-refuse-not-a-player", tournament=str(t.id)))
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
            raise Refusal(Said("tournaments-refuse-withdrawn", tournament=str(t.id)))
        return done

    async def cancel(self, tournament_id: int, user_id: int, *, moderator: bool) -> None:
        t = await self.get(tournament_id)
        if user_id != t.organiser_id and not moderator:
            raise Refusal(
                Said("tournaments-refuse-cancel-who", organiser=f"<@{t.organiser_id}>", tournament=str(t.id))
            )
        # Stored (the tournament's note, its announcement): words that name nobody, kept in
        # English as ever (bot/storage/privacy.py knows them) and worded in each reader's
        # language where they are shown (bot/features/tournaments/notes.py).
        note: CancelNote = (
            "The organiser cancelled the tournament."
            if user_id == t.organiser_id
            else "A member with Manage Server cancelled the tournament."
        )
        if not await self.repo.close(t.id, "cancelled", self.now(), note):
            raise Refusal(Said("tournaments-refuse-over", tournament=str(t.id)))
        for p in await self.repo.pairings(t.id):
            row = await self.store.games.get(p.game_id) if p.game_id else None
            if row is not None and row.status == "active":
                announce = [line(row.channel_id, Said("tournaments-game-cancelled", tournament=str(t.id)))]
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
                changed |= await self._count(p, withdrawn, now, fewest_players(t))
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
            note = Said("tournaments-note-no-repeat-free", next=t.round + 1, round=t.round)
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
        fewest = fewest_players(t)
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
            **await self._greeting(t, p, seats, [seats[i] for i in game.to_move(state)], entrants),
        )
        game_id = await start_game_once(self.repo, p, new, self.now())
        if game_id is None:
            return None
        row = await self.store.games.get(game_id)
        assert row is not None
        self.sessions.remember(row, state)
        self.on_start(row)
        return row

    async def _greeting(
        self, t: TournamentRow, p: Pairing, seats: list[int], first: list[int], entrants: dict[int, Entrant]
    ) -> dict[str, Any]:
        """The line that tells every player of a new pairing that their game exists. It pings
        the players the board post does not (that one pings whoever moves first), except
        those who asked not to be mentioned (/notify)."""

        quiet = await self.store.prefs.not_pinged(seats)
        greeted = tuple(s for s in seats if s > 0 and s not in first and s not in quiet)

        def named(s: int) -> str:  # a mention is a ping: only for whom this line pings
            return f"<@{s}>" if s in greeted else entrants[s].name

        text = Said(
            "tournaments-greeting",
            pairing=pairing_title(t.id, p),
            players=versus([named(s) for s in seats]),
            first=tuple(named(s) for s in first),
            count=len(first),
        )
        return {"greeting": text, "greeted": greeted}

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


# Discord refuses a thread name longer than this.
THREAD_NAME_LIMIT = 100


def pairing_title(tournament_id: int, p: Pairing) -> Said:
    """"Tournament 1, round 2" (", replay 1" for a drawn knockout game played again)."""
    return Said("tournaments-pairing", tournament=str(tournament_id), round=p.round, replay=p.leg)


def versus(names: list[str]) -> Said | str:
    """"bob v carol (v dave)": the players of a pairing, as a phrase worded where it is
    read (one name stays a name)."""
    said: Said | str = names[0] if names else "?"
    for name in names[1:]:
        said = Said("tournaments-versus-pair", first=said, second=name)
    return said


def thread_name(lang: str, t: TournamentRow, p: Pairing, names: dict[int, str]) -> str:
    """"Tournament 1, round 1: bob v carol" in `lang`, within Discord's limit: long names
    are shortened, each alike, so that every player is still named."""
    title = i18n.say(lang, pairing_title(t.id, p))
    head = i18n.text(lang, "tournaments-thread", pairing=title, players="")
    between = i18n.text(lang, "tournaments-versus-pair", first="", second="")
    who = [names.get(s, "?") for s in p.seats]
    room = THREAD_NAME_LIMIT - len(head) - len(between) * (len(who) - 1)
    each = max(1, room // max(1, len(who)))
    if sum(map(len, who)) > room:
        who = [w if len(w) <= each else w[: max(1, each - 1)] + "…" for w in who]
    players = i18n.say(lang, versus(who))
    return i18n.text(lang, "tournaments-thread", pairing=title, players=players)[:THREAD_NAME_LIMIT]
