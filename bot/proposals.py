"""Proposals answered with buttons: ending by agreement (/game end) and take-backs (/undo)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.messages import join_names, public_move, result_text, seat_names
from bot.replies import post_change
from bot.sessions import Refusal
from bot.storage import GameRow
from bot.views import proposal_view
from rules import get_game

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
        voters = [s for s in active if s != seat]
        proposal = await bot.repo.create_proposal(row.id, "end", seat, voters, row.version, bot.now())
        outcome = result_text(game, game.end_now(state), seat_names(row)).replace("Game over: ", "")
    who = " ".join(f"<@{row.seats[s]}>" for s in voters)
    await interaction.response.send_message(
        f"{interaction.user.mention} proposes to end {game.title} game #{row.id} now. "
        f"If everyone agrees: {outcome}\n{who}: please Accept or Decline.",
        view=proposal_view(proposal.id),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(row.seats[s]) for s in voters]),
    )


async def propose_undo(bot: PyramidBot, interaction: discord.Interaction, row: GameRow) -> None:
    async with bot.sessions.lock(row.id):
        row = await _active(bot, row.id)
        game = get_game(row.game_key)
        if row.game_key == "connections":
            raise Refusal("Connections has no take-backs: cards once seen cannot be unseen.")
        state = await bot.sessions.state_of(row)
        seat = bot.sessions.seat_for(row, interaction.user.id)
        last = await bot.sessions.last_move_entry(row)
        if last is None or last.kind != "move":
            raise Refusal("There is no move to take back yet.")
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
        proposal = await bot.repo.create_proposal(row.id, "undo", seat, [approver], row.version, bot.now())
    await interaction.response.send_message(
        f"{interaction.user.mention} asks to take back `{public_move(row.game_key, last.move)}`. "
        f"<@{row.seats[approver]}>, do you agree?",
        view=proposal_view(proposal.id),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(row.seats[approver])]),
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
    if not accept:
        if not await bot.repo.update_proposal(proposal, proposal.accepted, "declined"):
            raise Refusal(f"This {what} was closed a moment ago.")
        await interaction.response.edit_message(view=None)
        await interaction.followup.send(
            f"{interaction.user.display_name} declined the {what}; the game goes on.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        return
    accepted = sorted({*proposal.accepted, seat})
    if set(accepted) != set(proposal.voters):
        if not await bot.repo.update_proposal(proposal, accepted, "open"):
            raise Refusal(f"This {what} was closed a moment ago.")
        waiting = join_names([row.name_of(row.seats[s]) for s in proposal.voters if s not in accepted])
        await interaction.response.send_message(
            f"{interaction.user.display_name} accepts; waiting for {waiting}.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
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
    await interaction.response.edit_message(view=None)
    await post_change(bot, interaction, change)
