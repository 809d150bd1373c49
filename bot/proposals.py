"""Proposals answered with buttons: ending by agreement (/game end) and take-backs (/undo)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot.messages import join_names, public_move, result_text
from bot.replies import confirm, tell
from bot.sessions import Refusal, mark_stored
from bot.storage import GameRow
from bot.storage.outbox import Announcement
from bot.table.compose import plain_names
from rules import Game, get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot


async def propose_end(bot: PyramidBot, interaction: discord.Interaction, row: GameRow) -> None:
    async with bot.sessions.lock(row.id):
        row = await _active(bot, row.id)
        game = get_game(row.game_key)
        state = await bot.sessions.state_of(row)
        seat = bot.sessions.seat_for(row, interaction.user.id)
        active = game.active_seats(state)
        if seat not in active:
            raise Refusal("You have resigned from this game, so you cannot propose ending it.")
        if await bot.repo.open_proposal(row.id, "end") is not None:
            raise Refusal("An end proposal is already waiting for answers; see its Accept / Decline buttons.")
        names = plain_names(row)
        # Computer seats answer at once: yes only when ending does not cost them the game.
        for s in active:
            if s != seat and row.is_computer(row.seats[s]) and not await bot.computers.accepts_end(
                row, state, s
            ):
                raise Refusal(
                    f"{names[s]} does not agree to end the game now: playing on is worth more to it. "
                    "Play on, or `/resign`."
                )
        voters = [s for s in active if s != seat and not row.is_computer(row.seats[s])]
        if voters:
            await _post_end_proposal(bot, row, game, state, seat, voters, names)
    if not voters:
        # Only computers had to agree, and they did.
        change = await bot.sessions.end_now(row.id)
        await confirm(interaction, change, "Done: the computer agreed, and the game is over.")
        return
    mark_stored()
    bot.outbox.kick()
    await tell(interaction, "Done: your proposal is posted in the channel.")


async def _post_end_proposal(
    bot: PyramidBot,
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
    users = [row.seats[s] for s in voters]
    await bot.repo.create_proposal(
        row.id,
        "end",
        seat,
        voters,
        row.version,
        bot.now(),
        announce=lambda pid: [
            Announcement("proposal", row.channel_id, {"proposal_id": pid, "content": content, "users": users})
        ],
    )


async def propose_undo(bot: PyramidBot, interaction: discord.Interaction, row: GameRow) -> None:
    async with bot.sessions.lock(row.id):
        row = await _active(bot, row.id)
        game = get_game(row.game_key)
        if not game.supports_undo:
            raise Refusal(f"{game.title} has no take-backs: cards once seen cannot be unseen.")
        state = await bot.sessions.state_of(row)
        seat = bot.sessions.seat_for(row, interaction.user.id)
        last = await bot.sessions.last_move_entry(row)
        if last is None or last.kind != "move":
            raise Refusal("There is no move to take back yet.")
        if last.seat != seat and row.is_computer(row.seats[int(last.seat or 0)]):
            raise Refusal(
                "The computer has already answered your move, so it can no longer be taken back. "
                "Against the computer, ask right after your move."
            )
        if last.seat != seat:
            raise Refusal(
                f"Only the player who moved last ({row.name_of(row.seats[int(last.seat or 0)])}) "
                "can ask to take it back."
            )
        on_turn = [s for s in game.to_move(state) if s != seat]
        if not on_turn:
            raise Refusal("Nobody else is to move, so there is nobody to approve a take-back.")
        if await bot.repo.open_proposal(row.id, "undo") is not None:
            raise Refusal("A take-back is already waiting for an answer.")
        approver = on_turn[0]
        computer_agrees = row.is_computer(row.seats[approver])
        if not computer_agrees:
            await _post_undo_request(bot, row, seat, approver, last.move)
    if computer_agrees:
        # A computer always accepts a take-back.
        change = await bot.sessions.undo(row.id, row.version)
        await confirm(interaction, change, "Done: the computer agreed, and your move is taken back.")
        return
    mark_stored()
    bot.outbox.kick()
    await tell(interaction, "Done: your request is posted in the channel.")


async def _post_undo_request(bot: PyramidBot, row: GameRow, seat: int, approver: int, move: str) -> None:
    names = plain_names(row)
    content = (
        f"{names[seat]} asks to take back `{public_move(row.game_key, move)}`. "
        f"<@{row.seats[approver]}>, do you agree?"
    )
    users = [row.seats[approver]]
    await bot.repo.create_proposal(
        row.id,
        "undo",
        seat,
        [approver],
        row.version,
        bot.now(),
        announce=lambda pid: [
            Announcement("proposal", row.channel_id, {"proposal_id": pid, "content": content, "users": users})
        ],
    )


async def _active(bot: PyramidBot, game_id: int) -> GameRow:
    row = await bot.repo.get(game_id)
    if row is None or row.status != "active":
        raise Refusal("This game is not in progress any more.")
    return row


async def answer(bot: PyramidBot, interaction: discord.Interaction, accept: bool, proposal_id: int) -> None:
    # Answers to one proposal are serialised so that two accepts at once both count.
    # (A negative key cannot collide with a game's lock.)
    async with bot.sessions.lock(-proposal_id):
        await _answer(bot, interaction, accept, proposal_id)


async def _answer(bot: PyramidBot, interaction: discord.Interaction, accept: bool, proposal_id: int) -> None:
    proposal = await bot.repo.get_proposal(proposal_id)
    if proposal is None:
        raise Refusal("I do not know this proposal any more.")
    row = await bot.repo.get(proposal.game_id)
    if row is None:
        raise Refusal("I do not know this game any more.")
    what = "end proposal" if proposal.kind == "end" else "take-back request"
    if proposal.status != "open":
        raise Refusal(f"This {what} is already closed ({proposal.status}).")
    seat = row.seat_of(interaction.user.id)
    if seat is None or seat not in proposal.voters:
        who = join_names([row.name_of(row.seats[s]) for s in proposal.voters])
        raise Refusal(f"Only {who} can answer this {what}.")
    if seat in proposal.accepted:
        raise Refusal("You have already accepted; waiting for the others.")
    names = plain_names(row)
    line = lambda text: [Announcement("line", row.channel_id, {"content": text, "users": []})]  # noqa: E731
    if not accept:
        if not await bot.repo.update_proposal(
            proposal,
            proposal.accepted,
            "declined",
            line(f"{names[seat]} declined the {what}; the game goes on."),
            bot.now(),
        ):
            raise Refusal(f"This {what} was closed a moment ago.")
        await _closed(bot, interaction, "Done: you declined.")
        return
    if row.version != proposal.game_version:
        await bot.repo.update_proposal(proposal, proposal.accepted, "void")
        raise Refusal(
            f"The game has moved on since this {what} was made, so it no longer applies. "
            "Ask again if you still want it."
        )
    accepted = sorted({*proposal.accepted, seat})
    if set(accepted) != set(proposal.voters):
        waiting = join_names([names[s] for s in proposal.voters if s not in accepted])
        if not await bot.repo.update_proposal(
            proposal, accepted, "open", line(f"{names[seat]} accepts; waiting for {waiting}."), bot.now()
        ):
            raise Refusal(f"This {what} was closed a moment ago.")
        mark_stored()
        bot.outbox.kick()
        await tell(interaction, "Done: you accepted. Waiting for the others.")
        return
    try:
        if proposal.kind == "end":
            change = await bot.sessions.end_now(row.id)
        else:
            change = await bot.sessions.undo(row.id, proposal.game_version)
    except Refusal:
        await bot.repo.update_proposal(proposal, accepted, "void")
        raise
    await bot.repo.update_proposal(proposal, accepted, "accepted")
    await _remove_buttons(interaction)
    await confirm(interaction, change)


async def _closed(bot: PyramidBot, interaction: discord.Interaction, text: str) -> None:
    mark_stored()
    bot.outbox.kick()
    await _remove_buttons(interaction)
    await tell(interaction, text)


async def _remove_buttons(interaction: discord.Interaction) -> None:
    """The answered proposal's buttons go (best effort: the proposal is closed anyway)."""
    if interaction.message is None:
        return
    with contextlib.suppress(discord.HTTPException):
        await interaction.message.edit(view=None)
