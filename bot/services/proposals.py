"""Proposals answered by the other players: ending by agreement (/game end) and
take-backs (/undo). Discord-free: the proposal's message and its answers are announced
through the outbox; computer seats answer at once."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.services.refusal import Refusal, Unconfirmed
from bot.services.sessions import Change, Sessions
from bot.services.wording import join_names, public_move, result_text, seat_names
from bot.storage.db import DatabaseUnavailable
from bot.storage.kinds import ProposalKind
from bot.storage.outbox import Announcement
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import Game, get_game

log = logging.getLogger(__name__)

# Whether a computer seat agrees to end the game now (it thinks in the computer pool).
AcceptsEnd = Callable[[GameRow, dict[str, Any], int], Awaitable[bool]]
# The players' names as the channel may show them (the Discord layer escapes markdown and
# mentions); a proposal's line is posted as built here.
Names = Callable[[GameRow], list[str]]


@dataclass(frozen=True)
class Answered:
    """What an answer did: `change` when the proposal was carried out (the game ended or
    the move was taken back), else `text` for the one who answered."""

    change: Change | None = None
    text: str = ""
    closed: bool = False  # the proposal is closed: its buttons can go


class ProposalService:
    def __init__(
        self,
        store: Storage,
        sessions: Sessions,
        now: Callable[[], float],
        accepts_end: AcceptsEnd,
        names: Names = seat_names,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now
        self.accepts_end = accepts_end
        self.names = names

    async def _active(self, game_id: int) -> GameRow:
        row = await self.store.games.get(game_id)
        if row is None or row.status != "active":
            raise Refusal("This game is not in progress any more.")
        return row

    async def propose_end(self, game_id: int, user_id: int) -> Change | None:
        """Post an end proposal; None when it is posted, the Change when only computers
        had to agree and they did."""
        async with self.sessions.lock(game_id):
            row = await self._active(game_id)
            game = get_game(row.game_key)
            state = await self.sessions.state_of(row)
            seat = self.sessions.seat_for(row, user_id)
            active = game.active_seats(state)
            if seat not in active:
                raise Refusal("You have resigned from this game, so you cannot propose ending it.")
            if await self.store.proposals.open_proposal(row.id, "end") is not None:
                raise Refusal(
                    "An end proposal is already waiting for answers; see its Accept / Decline buttons."
                )
            names = self.names(row)
            # Computer seats answer at once: yes only when ending does not cost them the game.
            for s in active:
                if s != seat and row.is_computer(row.seats[s]) and not await self.accepts_end(row, state, s):
                    raise Refusal(
                        f"{names[s]} does not agree to end the game now: playing on is worth more to it. "
                        "Play on, or `/resign`."
                    )
            voters = [s for s in active if s != seat and not row.is_computer(row.seats[s])]
            if voters:
                await self._post_end_proposal(row, game, state, seat, voters, names)
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
    ) -> None:
        # A game with hidden cards previews nothing: final scores count cards in hands.
        outcome = (
            ""
            if game.hidden_information
            else (
                " If everyone agrees: "
                + result_text(game, game.end_now(state), names).replace("Game over: ", "").replace("**", "")
            )
        )
        who = " ".join(f"<@{row.seats[s]}>" for s in voters)
        content = (
            f"{names[seat]} proposes to end {game.title} game #{row.id} now.{outcome}\n"
            f"{who}: please Accept or Decline. Any move before then cancels the proposal."
        )
        await self._create(row, "end", seat, voters, content)

    async def _create(
        self, row: GameRow, kind: ProposalKind, seat: int, voters: list[int], content: str
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
                    "proposal", row.channel_id, {"proposal_id": pid, "content": content, "users": users}
                )
            ],
        )

    async def propose_undo(self, game_id: int, user_id: int) -> Change | None:
        """Ask the next player to approve a take-back; None when posted, the Change when a
        computer approved it at once (a computer always accepts)."""
        async with self.sessions.lock(game_id):
            row = await self._active(game_id)
            game = get_game(row.game_key)
            if not game.supports_undo:
                raise Refusal(f"{game.title} has no take-backs: cards once seen cannot be unseen.")
            state = await self.sessions.state_of(row)
            seat = self.sessions.seat_for(row, user_id)
            last = await self.sessions.last_move_entry(row)
            if last is None or last.kind != "move":
                raise Refusal("There is no move to take back yet.")
            mover = row.seats[int(last.seat or 0)]
            if last.seat != seat and row.is_computer(mover):
                raise Refusal(
                    "The computer has already answered your move, so it can no longer be taken back. "
                    "Against the computer, ask right after your move."
                )
            if last.seat != seat:
                raise Refusal(
                    f"Only the player who moved last ({row.name_of(mover)}) can ask to take it back."
                )
            on_turn = [s for s in game.to_move(state) if s != seat]
            if not on_turn:
                raise Refusal("Nobody else is to move, so there is nobody to approve a take-back.")
            if await self.store.proposals.open_proposal(row.id, "undo") is not None:
                raise Refusal("A take-back is already waiting for an answer.")
            approver = on_turn[0]
            if not row.is_computer(row.seats[approver]):
                names = self.names(row)
                content = (
                    f"{names[seat]} asks to take back `{public_move(row.game_key, last.move)}`. "
                    f"<@{row.seats[approver]}>, do you agree?"
                )
                await self._create(row, "undo", seat, [approver], content)
                return None
        return await self.sessions.undo(row.id, row.version)

    async def answer(self, proposal_id: int, user_id: int, accept: bool) -> Answered:
        # Answers to one proposal are serialised so that two accepts at once both count.
        # (A negative key cannot collide with a game's lock.)
        async with self.sessions.lock(-proposal_id):
            return await self._answer(proposal_id, user_id, accept)

    async def _answer(self, proposal_id: int, user_id: int, accept: bool) -> Answered:
        proposals = self.store.proposals
        proposal = await proposals.get_proposal(proposal_id)
        if proposal is None:
            raise Refusal("I do not know this proposal any more.")
        row = await self.store.games.get(proposal.game_id)
        if row is None:
            raise Refusal("I do not know this game any more.")
        what = "end proposal" if proposal.kind == "end" else "take-back request"
        if proposal.status != "open":
            raise Refusal(f"This {what} is already closed ({proposal.status}).")
        seat = row.seat_of(user_id)
        if seat is None or seat not in proposal.voters:
            who = join_names([row.name_of(row.seats[s]) for s in proposal.voters])
            raise Refusal(f"Only {who} can answer this {what}.")
        if seat in proposal.accepted:
            raise Refusal("You have already accepted; waiting for the others.")
        names = self.names(row)

        def line(text: str) -> list[Announcement]:
            return [Announcement("line", row.channel_id, {"content": text, "users": []})]

        if not accept:
            declined = line(f"{names[seat]} declined the {what}; the game goes on.")
            if not await proposals.update_proposal(
                proposal, proposal.accepted, "declined", declined, self.now()
            ):
                raise Refusal(f"This {what} was closed a moment ago.")
            return Answered(text="Done: you declined.", closed=True)
        if row.version != proposal.game_version:
            await proposals.update_proposal(proposal, proposal.accepted, "void")
            raise Refusal(
                f"The game has moved on since this {what} was made, so it no longer applies. "
                "Ask again if you still want it."
            )
        accepted = sorted({*proposal.accepted, seat})
        if set(accepted) != set(proposal.voters):
            waiting = join_names([names[s] for s in proposal.voters if s not in accepted])
            accepts = line(f"{names[seat]} accepts; waiting for {waiting}.")
            if not await proposals.update_proposal(proposal, accepted, "open", accepts, self.now()):
                raise Refusal(f"This {what} was closed a moment ago.")
            return Answered(text="Done: you accepted. Waiting for the others.")
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
