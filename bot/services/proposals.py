"""Proposals answered by the other players: ending by agreement (/game end) and
take-backs (/undo). Discord-free: the proposal's message and its answers are announced
through the outbox; computer seats answer at once."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import i18n
from bot.services.languages import Languages
from bot.services.refusal import Refusal, Unconfirmed
from bot.services.sessions import Change, Sessions
from bot.services.wording import public_move, seat_names
from bot.storage.db import DatabaseUnavailable
from bot.storage.kinds import ProposalKind
from bot.storage.outbox import Announcement
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import Game, get_game
from rules.said import Said

log = logging.getLogger(__name__)

# Whether a computer seat agrees to end the game now (it thinks in the computer pool).
AcceptsEnd = Callable[[GameRow, dict[str, Any], int], Awaitable[bool]]
# The players' names as the channel may show them (the Discord layer escapes markdown and
# mentions); a proposal's line is posted as built here.
Names = Callable[[GameRow], list[str]]


def ended_by_agreement(lang: str, game: Game, state: dict[str, Any], names: list[str]) -> str:
    """How a game ended by agreement now would stand: who wins (or a draw), and the scores."""
    result = game.result(state)
    if result is None:
        return ""
    scores, winners = result
    if not winners:
        line = i18n.text(lang, "lobby-proposal-result-draw")
    elif len(winners) == 1:
        line = i18n.text(lang, "lobby-proposal-result-win", winner=names[winners[0]])
    else:
        together = i18n.joined(lang, [names[s] for s in winners])
        line = i18n.text(lang, "lobby-proposal-result-share", winners=together)
    if scores is not None:
        each = ", ".join(f"{names[s]} {scores[s]}" for s in range(len(scores)))
        line += i18n.text(lang, "lobby-proposal-scores", scores=each)
    return line


@dataclass(frozen=True)
class Answered:
    """What an answer did: `change` when the proposal was carried out (the game ended or
    the move was taken back), else `text` for the one who answered."""

    change: Change | None = None
    text: Said | None = None
    closed: bool = False  # the proposal is closed: its buttons can go


class ProposalService:
    def __init__(
        self,
        store: Storage,
        sessions: Sessions,
        now: Callable[[], float],
        accepts_end: AcceptsEnd,
        names: Names = seat_names,
        *,
        languages: Languages,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now
        self.accepts_end = accepts_end
        self.names = names
        self.languages = languages

    async def _public(self, row: GameRow, lang: str | None) -> str:
        """The language of the channel's lines: the caller's (it knows the server's locale
        in Discord), else the server's chosen one."""
        return lang if lang is not None else await self.languages.public(row.guild_id)

    async def _active(self, game_id: int) -> GameRow:
        row = await self.store.games.get(game_id)
        if row is None or row.status != "active":
            raise Refusal(Said("lobby-refuse-not-running"))
        return row

    async def propose_end(self, game_id: int, user_id: int, lang: str | None = None) -> Change | None:
        """Post an end proposal (in `lang`, the channel's language, else the server's);
        None when it is posted, the Change when only computers had to agree and they did."""
        async with self.sessions.lock(game_id):
            row = await self._active(game_id)
            game = get_game(row.game_key)
            state = await self.sessions.state_of(row)
            seat = self.sessions.seat_for(row, user_id)
            active = game.active_seats(state)
            if seat not in active:
                raise Refusal(Said("lobby-refuse-end-resigned"))
            if await self.store.proposals.open_proposal(row.id, "end") is not None:
                raise Refusal(Said("lobby-refuse-end-waiting"))
            names = self.names(row)
            # Computer seats answer at once: yes only when ending does not cost them the game.
            for s in active:
                if s != seat and row.is_computer(row.seats[s]) and not await self.accepts_end(row, state, s):
                    raise Refusal(Said("lobby-refuse-end-computer", computer=names[s]))
            voters = [s for s in active if s != seat and not row.is_computer(row.seats[s])]
            if voters:
                public = await self._public(row, lang)
                await self._post_end_proposal(row, game, state, seat, voters, names, public)
                return None
        return await self.sessions.end_now(row.id)

    async def _post_end_proposal(
        self,
        row: GameRow,
        game: Game,
        state: dict[str, Any],
        seat: int,
        voters: list[int],
        names: list[str],
        lang: str,
    ) -> None:
        # A game with hidden cards previews nothing: final scores count cards in hands.
        outcome = ""
        if not game.hidden_information:
            result = ended_by_agreement(lang, game, game.end_now(state), names)
            outcome = i18n.text(lang, "lobby-proposal-outcome", result=result)
        who = " ".join(f"<@{row.seats[s]}>" for s in voters)
        content = i18n.text(
            lang, "lobby-proposal-end", who=names[seat], game=game.title, id=str(row.id), outcome=outcome,
            voters=who,
        )
        await self._create(row, "end", seat, voters, content, lang)

    async def _create(
        self, row: GameRow, kind: ProposalKind, seat: int, voters: list[int], content: str, lang: str
    ) -> None:
        users = [row.seats[s] for s in voters]
        await self.store.proposals.create_proposal(
            row.id,
            kind,
            seat,
            voters,
            row.version,
            self.now(),
            announce=lambda pid: [
                Announcement(
                    "proposal",
                    row.channel_id,
                    # The language of its buttons, worded when it is posted.
                    {"proposal_id": pid, "content": content, "users": users, "lang": lang},
                )
            ],
        )

    async def propose_undo(self, game_id: int, user_id: int, lang: str | None = None) -> Change | None:
        """Ask the next player to approve a take-back (in `lang`, the channel's language,
        else the server's); None when posted, the Change when a computer approved it at
        once (a computer always accepts)."""
        async with self.sessions.lock(game_id):
            row = await self._active(game_id)
            game = get_game(row.game_key)
            if not game.supports_undo:
                raise Refusal(Said("lobby-refuse-undo-none", game=game.title))
            state = await self.sessions.state_of(row)
            seat = self.sessions.seat_for(row, user_id)
            last = await self.sessions.last_move_entry(row)
            if last is None or last.kind != "move":
                raise Refusal(Said("lobby-refuse-undo-nothing"))
            mover = row.seats[int(last.seat or 0)]
            if last.seat != seat and row.is_computer(mover):
                raise Refusal(Said("lobby-refuse-undo-computer"))
            if last.seat != seat:
                raise Refusal(Said("lobby-refuse-undo-not-last", mover=row.name_of(mover)))
            on_turn = [s for s in game.to_move(state) if s != seat]
            if not on_turn:
                raise Refusal(Said("lobby-refuse-undo-nobody"))
            if await self.store.proposals.open_proposal(row.id, "undo") is not None:
                raise Refusal(Said("lobby-refuse-undo-waiting"))
            approver = on_turn[0]
            if not row.is_computer(row.seats[approver]):
                names = self.names(row)
                public = await self._public(row, lang)
                content = i18n.text(
                    public,
                    "lobby-proposal-undo",
                    who=names[seat],
                    move=public_move(row.game_key, last.move),
                    approver=f"<@{row.seats[approver]}>",
                )
                await self._create(row, "undo", seat, [approver], content, public)
                return None
        return await self.sessions.undo(row.id, row.version)

    async def answer(self, proposal_id: int, user_id: int, accept: bool, lang: str | None = None) -> Answered:
        """An answer; the channel's lines in `lang` (the channel's language, else the
        server's)."""
        # Answers to one proposal are serialised so that two accepts at once both count.
        # (A negative key cannot collide with a game's lock.)
        async with self.sessions.lock(-proposal_id):
            return await self._answer(proposal_id, user_id, accept, lang)

    async def _answer(self, proposal_id: int, user_id: int, accept: bool, lang: str | None) -> Answered:
        proposals = self.store.proposals
        proposal = await proposals.get_proposal(proposal_id)
        if proposal is None:
            raise Refusal(Said("lobby-refuse-proposal-unknown"))
        row = await self.store.games.get(proposal.game_id)
        if row is None:
            raise Refusal(Said("lobby-refuse-proposal-game"))
        kind = proposal.kind
        if proposal.status != "open":
            raise Refusal(Said("lobby-refuse-proposal-closed", kind=kind, status=proposal.status))
        seat = row.seat_of(user_id)
        if seat is None or seat not in proposal.voters:
            who = tuple(row.name_of(row.seats[s]) for s in proposal.voters)
            raise Refusal(Said("lobby-refuse-proposal-who", kind=kind, voters=who))
        if seat in proposal.accepted:
            raise Refusal(Said("lobby-refuse-proposal-again"))
        names = self.names(row)
        public = await self._public(row, lang)

        def line(said: Said) -> list[Announcement]:
            text = i18n.say(public, said)
            return [Announcement("line", row.channel_id, {"content": text, "users": []})]

        if not accept:
            declined = line(Said("lobby-proposal-declined", kind=kind, who=names[seat]))
            if not await proposals.update_proposal(
                proposal, proposal.accepted, "declined", declined, self.now()
            ):
                raise Refusal(Said("lobby-refuse-proposal-just-closed", kind=kind))
            return Answered(text=Said("lobby-proposal-you-declined"), closed=True)
        if row.version != proposal.game_version:
            await proposals.update_proposal(proposal, proposal.accepted, "void")
            raise Refusal(Said("lobby-refuse-proposal-moved-on", kind=kind))
        accepted = sorted({*proposal.accepted, seat})
        if set(accepted) != set(proposal.voters):
            waiting = tuple(names[s] for s in proposal.voters if s not in accepted)
            accepts = line(Said("lobby-proposal-accepts", who=names[seat], waiting=waiting))
            if not await proposals.update_proposal(proposal, accepted, "open", accepts, self.now()):
                raise Refusal(Said("lobby-refuse-proposal-just-closed", kind=kind))
            return Answered(text=Said("lobby-proposal-you-accepted"))
        try:
            if proposal.kind == "end":
                change = await self.sessions.end_now(row.id)
            else:
                change = await self.sessions.undo(row.id, proposal.game_version)
        except Unconfirmed:
            # The change may be stored (then its own transaction closed the proposal) or
            # not (then the proposal stays open, to be accepted again): never voided here.
            raise
        except Refusal:
            await proposals.update_proposal(proposal, accepted, "void")
            raise
        try:
            await proposals.update_proposal(proposal, accepted, "accepted")
        except DatabaseUnavailable as exc:
            # The change is stored, and its own transaction closed the game's open
            # proposals (GameRepo.record): nothing is lost. The answer is the change's.
            log.warning("proposal %s: carried out; marking it accepted failed: %s", proposal.id, exc)
        return Answered(change=change, closed=True)
