"""Sessions: the per-game lock, loading (with a replay check) and storing every change.

Data flows one way: the command asks here, this asks `rules`, stores the result in one
transaction with a version check, and hands back a `Change` for the command to post.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from bot.services.change import Change, Planned
from bot.services.clock import clocked_seats, duration_text, new_turn
from bot.services.firing import Firing, decide
from bot.services.lru import LRU
from bot.services.refusal import GameCorrupt, Refusal, Unconfirmed, Worded
from bot.services.substitutes import plan, replaces
from bot.services.wording import capital_first, say, seat_names
from bot.storage.db import CommitUnknown, DatabaseUnavailable
from bot.storage.games import GameRepo
from bot.storage.kinds import ChangeKind
from bot.storage.landed import confirm_landed
from bot.storage.outbox import Announcement
from bot.storage.plans import PlanRepo, PlansChanged, settle
from bot.storage.rows import GameRow, LogEntry
from i18n import ENGLISH, text
from rules import Game, IllegalMove, get_game
from rules.record import apply_entry
from rules.record import effective as effective_entries
from rules.said import Said

log = logging.getLogger(__name__)

State = dict[str, Any]
__all__ = ["Change", "Planned", "Sessions", "replay"]
# How often a change is decided again when the game's plans changed under it.
PLAN_TRIES = 3


def replay(game: Game, row: GameRow, entries: list[LogEntry]) -> State:
    """Rebuild a game from its seed and move log (the engine is deterministic)."""
    state = game.new(len(row.seats), row.seed, row.options)
    for entry in effective_entries(entries):
        state = apply_entry(game, state, entry)
    return state


def engine_phrase(lang: str, said: str | Said, names: list[str]) -> str:
    """An engine's words inside one of our sentences: names in, no final stop (ours ends it)."""
    return say(lang, said, names).rstrip(".")


def engine_sentence(lang: str, said: str | Said, names: list[str]) -> str:
    """An engine's words as a sentence of their own. An older English string is written
    lower case with `seat N` (capitalised before the names go in, which keep their case);
    a catalogue message is a sentence as written."""
    if isinstance(said, str):
        return say(lang, capital_first(said), names).rstrip(".") + "."
    return say(lang, said, names)


def illegal(reason: str | Said, hint: str | Said, names: list[str]) -> Worded:
    """"That move is not legal: <the engine's reason>; <what would be>." The hint is left
    out where the reason already says where the legal moves are."""
    english = say(ENGLISH, reason, names)
    with_hint = "/move shows" not in english and "no legal move" not in english

    def words(lang: str) -> str:
        why = engine_phrase(lang, reason, names)
        if with_hint:
            return text(lang, "play-refuse-illegal-hint", reason=why, hint=engine_phrase(lang, hint, names))
        return text(lang, "play-refuse-illegal", reason=why)

    return Worded(words)


async def _english(guild_id: int | None) -> str:
    return ENGLISH


class Sessions:
    def __init__(
        self,
        repo: GameRepo,
        now: Callable[[], float],
        cache_size: int = 256,
    ) -> None:
        self.repo = repo
        self.now = now
        # Planned replies fire (or are dropped) inside every change's own transaction.
        self.plans = PlanRepo(repo.db)
        # Called with the row after every stored change (lets computer seats answer).
        self.on_change: Callable[[GameRow], None] = lambda row: None
        # The language of a server's posts (the core sets it): a computer that takes a seat
        # is named in it, as every name is shown to all.
        self.public_language: Callable[[int | None], Awaitable[str]] = _english
        # Locks live as long as someone holds or waits on them: no growth with games.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._states: LRU[int, tuple[int, State]] = LRU(cache_size)
        self._verified: LRU[int, int] = LRU(4096)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    # ---- loading --------------------------------------------------------------------
    async def state_of(self, row: GameRow) -> State:
        """The decoded state of a started game, checked against its log once per process."""
        if row.state is None:
            raise Refusal(Said("play-refuse-lobby-state"))
        cached = self._states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        game = get_game(row.game_key)
        state = game.decode(row.state)
        if self._verified.get(row.id) != row.version:
            await self._verify(game, row, state)
        self._states.put(row.id, (row.version, state))
        return state

    async def _verify(self, game: Game, row: GameRow, state: State) -> None:
        entries = await self.repo.log(row.id)
        # The row and its log are two reads: a change stored in between (another process,
        # or an unlocked load here) makes them disagree without any damage. Compare a
        # pair from one version only.
        current = await self.repo.get(row.id)
        if current is not None and current.version != row.version:
            raise Refusal(Said("play-refuse-changed"))
        try:
            rebuilt = replay(game, row, entries)
            same = game.decode(game.encode(rebuilt)) == state
        except (IllegalMove, ValueError, KeyError, IndexError, TypeError, AssertionError) as exc:
            if row.broken_at is None:
                log.error("game %s: replay of its log failed: %r", row.id, exc)
            same = False
        if not same:
            # Logged and marked once; the reminders skip it from then on.
            if await self.repo.mark_broken(row.id, self.now()):
                log.error(
                    "game %s (%s, channel %s): log and state disagree; refusing it",
                    row.id,
                    row.game_key,
                    row.channel_id,
                )
            raise GameCorrupt(row)
        self._verified.put(row.id, row.version)

    def remember(self, row: GameRow, state: State) -> None:
        """Cache the state a commit of ours just produced (no re-read, no re-check)."""
        self._states.put(row.id, (row.version, state))
        self._verified.put(row.id, row.version)

    # ---- changing -------------------------------------------------------------------
    async def _fresh_active(self, game_id: int) -> tuple[GameRow, Game, State]:
        row = await self.repo.get(game_id)
        if row is None or row.status == "cancelled":
            raise Refusal(Said("play-refuse-cancelled"))
        if row.status == "abandoned":
            raise Refusal(Said("play-refuse-abandoned"))
        if row.status == "lobby":
            raise Refusal(Said("play-refuse-lobby"))
        game = get_game(row.game_key)
        state = await self.state_of(row)
        if row.status == "finished" or game.is_over(state):
            raise Refusal(Said("play-refuse-over"))
        return row, game, state

    async def _store(
        self,
        row: GameRow,
        game: Game,
        before: State,
        after: State,
        seat: int | None,
        move: str,
        kind: ChangeKind,
        names: dict[str, str] | None = None,
    ) -> Change:
        """Store the change; the game's planned replies fire or go in the same transaction
        (bot/services/firing.py decides which, from the plans as read)."""
        for _ in range(PLAN_TRIES):
            firing = decide(await self.plans.get(row.id), row, game, before, after, seat, move, kind)
            try:
                return await self._commit(row, game, before, seat, move, kind, names, firing)
            except PlansChanged:
                continue  # the plans were changed meanwhile (another process): decide again
        raise Refusal(Said("play-refuse-plans-changing"))

    async def _commit(
        self, row: GameRow, game: Game, before: State, seat: int | None, move: str, kind: ChangeKind,
        names: dict[str, str] | None, firing: Firing,
    ) -> Change:
        after, planned = firing.after, firing.planned
        turn_changed = new_turn(game, before, after, seat)
        payload = {
            "before": game.encode(before),
            "after": game.encode(after),
            "seat": seat,
            "move": move,
            "kind": kind,
            "planned": planned.payload(game) if planned else None,
        }
        now = self.now()
        try:
            fresh = await self.repo.record(
                row,
                state=game.encode(after),
                finished=game.is_over(after),
                seat=seat,
                move=move,
                kind=kind,
                now=now,
                names=names,
                turn_changed=turn_changed,
                announce=[Announcement("change", row.channel_id, payload)],
                also=firing.also,
                inside=lambda tx: settle(tx, row.id, firing.settlement, row.version + 1, now),
            )
        except CommitUnknown as exc:
            fresh = await self._after_unknown_commit(row, now, kind, move, exc.txid)
        if fresh is None:
            # Another writer stored a change of this version first; ours must not apply.
            raise Refusal(Said("play-refuse-raced"))
        # Cached at the version this commit produced (never a re-read another writer may
        # have moved on since).
        if fresh.version == row.version + 1:
            self.remember(fresh, after)
        else:
            self.forget(row.id)
        self.on_change(fresh)
        return Change(fresh, game, before, after, seat, move, kind, planned)

    async def _after_unknown_commit(
        self, row: GameRow, now: float, kind: ChangeKind, move: str, txid: int | None
    ) -> GameRow:
        """The COMMIT may or may not have happened, and the database did not say in
        time: one more look (the transaction's status, the change's log row) before
        answering. Stored: the row as it is now (the change is marked stored and the outbox
        woken, bot/storage/landed.py). Rolled back: the database is away, nothing changed.
        Unknown: say so, never "nothing was changed"."""
        self.forget(row.id)
        landed = await confirm_landed(self.repo.db, row.id, row.version, now, kind, move, txid)
        if landed is None:
            # If it was stored, its announcement waits in the outbox: the commit path woke
            # the outbox when the COMMIT's outcome became unknown, and wakes it again if
            # the transaction turns out committed later (bot/storage/observed.py).
            raise Unconfirmed()
        if not landed:
            raise DatabaseUnavailable("the connection failed during COMMIT, which did not happen")
        # Marked stored: should this read fail, the player is told the change is saved.
        fresh = await self.repo.get(row.id)
        if fresh is None:
            raise Unconfirmed()
        log.info("game %s: the change was stored although its COMMIT failed to answer", row.id)
        return fresh

    def seat_for(self, row: GameRow, user_id: int) -> int:
        seat = row.seat_of(user_id)
        if seat is None:
            raise Refusal(Said("play-refuse-not-player", players=tuple(seat_names(row))))
        return seat

    async def play(
        self,
        game_id: int,
        user_id: int,
        text: str,
        display_name: str | None = None,
        *,
        expected_version: int | None = None,
    ) -> Change:
        """Apply and store one move. `expected_version`: refuse if the game changed since
        (a computer's move was chosen for that position)."""
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            if expected_version is not None and row.version != expected_version:
                raise Refusal(Said("play-refuse-version"))
            seat = self.seat_for(row, user_id)
            names = seat_names(row)
            if seat in state.get("resigned", []):
                raise Refusal(Said("play-refuse-resigned"))
            on_turn = game.to_move(state)
            if seat not in on_turn and not game.off_turn_actions:
                raise Refusal(Said("play-refuse-not-your-turn", who=tuple(names[s] for s in on_turn)))
            try:
                canonical = game.parse(state, seat, text)
                refused = game.refuse_new(state, seat, canonical)
                if refused is not None:  # a rule on new input only (replays accept the move)
                    raise Worded(lambda lang: engine_sentence(lang, refused, names))
                after = game.apply(state, seat, canonical)
            except IllegalMove as exc:
                raise illegal(exc.said, game.examples_hint(state, seat), names) from None
            new_names = dict(row.names)
            if display_name:
                new_names[str(user_id)] = display_name
            return await self._store(row, game, state, after, seat, canonical, "move", new_names)

    async def resign(self, game_id: int, user_id: int, *, replace: bool = True) -> Change:
        """The player leaves: 2 players, the other wins; 3+, a drop-out, or a computer takes
        the seat where the game replaces leavers (unless `replace` is False)."""
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            seat = self.seat_for(row, user_id)
            if replace and replaces(row, game) and seat in game.active_seats(state):
                return await self._substitute(row, game, state, seat, "resign")
            try:
                after = game.resign(state, seat)
            except IllegalMove as exc:
                said, names = exc.said, seat_names(row)
                raise Worded(
                    lambda lang: text(lang, "play-refuse-resign", reason=engine_phrase(lang, said, names))
                ) from None
            return await self._store(row, game, state, after, seat, "resign", "resign")

    async def claim(self, game_id: int, user_id: int) -> Change:
        """A claim on time: the seat on the clock, once past the deadline, is dropped as by
        resignation (2 players: the claimer wins), logged as `timeout` for that seat."""
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            seat = self.seat_for(row, user_id)
            if row.deadline is None:
                raise Refusal(Said("play-refuse-no-limit"))
            if seat not in game.active_seats(state):
                raise Refusal(Said("play-refuse-claim-gone"))
            clocked = clocked_seats(game, state)
            if not clocked:
                raise Refusal(Said("play-refuse-claim-nobody"))
            if seat in clocked:
                raise Refusal(Said("play-refuse-claim-self"))
            overdue = clocked[0]
            now = self.now()
            back = row.away_until(row.seats[overdue], now)
            if back is not None:
                who = seat_names(row)[overdue]
                raise Refusal(Said("play-refuse-claim-away", who=who, back=str(int(back))))
            deadline = row.deadline_for([row.seats[s] for s in clocked]) or 0.0
            left = deadline - now
            if left > 0:
                late = seat_names(row)[overdue]
                raise Worded(
                    lambda lang: text(
                        lang,
                        "play-refuse-claim-early",
                        who=late,
                        left=duration_text(left, lang),
                        deadline=str(int(deadline)),
                    )
                )
            return await self._time_out(row, game, state, overdue)

    async def _substitute(self, row: GameRow, game: Game, state: State, seat: int, why: ChangeKind) -> Change:
        """A computer takes `seat` (bot/services/substitutes.py); the position is unchanged."""
        sub = plan(row, seat, why, await self.public_language(row.guild_id))
        fresh = await self.repo.substitute(
            row,
            seats=sub.seats,
            names=sub.names,
            computers=sub.computers,
            replaced=sub.replaced,
            leaver=sub.leaver,
            restart_clock=seat in clocked_seats(game, state),
            now=self.now(),
            announce=[sub.announce],
        )
        if fresh is None:
            raise Refusal(Said("play-refuse-raced-change"))
        self.remember(fresh, state)
        self.on_change(fresh)  # the computer may be on turn now
        return Change(fresh, game, state, state, seat, why, why)

    async def timeout(self, game_id: int) -> Change | None:
        """The seat on the clock loses on time by itself (tournaments: no claim needed);
        None when nobody is past the deadline."""
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            clocked = clocked_seats(game, state)
            # Away players' clocks are paused (/away): their deadline moves on by the break.
            deadline = row.deadline_for([row.seats[s] for s in clocked])
            if deadline is None or not clocked or deadline > self.now():
                return None
            overdue = clocked[0]
            return await self._time_out(row, game, state, overdue)

    async def _time_out(self, row: GameRow, game: Game, state: State, overdue: int) -> Change:
        """The seat that let its clock run out leaves: a computer takes it where the game
        replaces leavers (not for a computer's own seat), else it loses on time."""
        if replaces(row, game) and not row.is_computer(row.seats[overdue]):
            return await self._substitute(row, game, state, overdue, "timeout")
        after = game.resign(state, overdue)
        return await self._store(row, game, state, after, overdue, "timeout", "timeout")

    async def end_now(self, game_id: int) -> Change:
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            after = game.end_now(state)
            return await self._store(row, game, state, after, None, "end", "end")

    async def last_move_entry(self, row: GameRow) -> LogEntry | None:
        entries = effective_entries(await self.repo.log(row.id))
        return entries[-1] if entries else None

    async def undo(self, game_id: int, expected_version: int) -> Change:
        """Rebuild from the log minus the last move; logged honestly as an `undo` row."""
        async with self.lock(game_id):
            row, game, state = await self._fresh_active(game_id)
            if row.version != expected_version:
                raise Refusal(Said("play-refuse-undo-moved-on"))
            entries = await self.repo.log(row.id)
            effective = effective_entries(entries)
            if not effective or effective[-1].kind != "move":
                raise Refusal(Said("play-refuse-undo-nothing"))
            last = effective[-1]
            rebuilt = game.new(len(row.seats), row.seed, row.options)
            for entry in effective[:-1]:
                rebuilt = apply_entry(game, rebuilt, entry)
            return await self._store(row, game, state, rebuilt, last.seat, last.move, "undo")

    def forget(self, game_id: int) -> None:
        self._states.pop(game_id)

    def forget_all(self) -> None:
        self._states = LRU(self._states.size)
