"""Card-table actions through the sessions (lock, load, apply, store with version check),
and publishing a stored change in the game's channel when it came from a DM."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.messages import seat_names, substitute
from bot.sessions import Change, Refusal
from bot.storage import GameRow
from rules import IllegalMove, get_game

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)

# What to do next, by the first word of the refused action.
NEXT_STEP = {
    "offer": "Check your cards with `/hand` and your offers with `/trade list`.",
    "accept": "See the offers you can answer with `/trade list`.",
    "decline": "See the offers you can answer with `/trade list`.",
    "cancel": "See your own offers with `/trade list`.",
    "invite": "Only a link you own without a partner can take an invitation; see `/board`.",
}


def refusal_for(error: IllegalMove, text: str, names: list[str]) -> Refusal:
    """The engine's reason in names, plus what to do: one or two sentences."""
    reason = substitute(str(error), names).rstrip(".")
    reason = reason[:1].upper() + reason[1:]
    step = NEXT_STEP.get(text.split(" ", 1)[0], "")
    return Refusal(f"{reason}. {step}".strip())


async def precheck(bot: PyramidBot, row: GameRow, user_id: int, text: str) -> tuple[int, dict[str, Any]]:
    """Refuse early, in the engine's words, what the engine would refuse (the sessions
    check again under the lock); returns the caller's seat and the state read."""
    seat = bot.sessions.seat_for(row, user_id)
    state = await bot.sessions.state_of(row)
    game = get_game(row.game_key)
    if game.is_over(state):
        raise Refusal("This game is over. Start a new one with `/game new`.")
    if seat in state.get("resigned", []):
        raise Refusal("You resigned from this game, so you cannot trade or invite in it any more.")
    try:
        game.parse(state, seat, text)
    except IllegalMove as exc:
        raise refusal_for(exc, text, seat_names(row)) from None
    return seat, state


async def act(
    bot: PyramidBot, row: GameRow, user_id: int, text: str, display_name: str | None = None
) -> Change:
    """Apply one action of `user_id` in game `row` and store it; a Refusal says why not."""
    await precheck(bot, row, user_id, text)
    return await bot.sessions.play(row.id, user_id, text, display_name)


async def game_channel(bot: PyramidBot, row: GameRow) -> discord.abc.Messageable:
    channel = bot.get_channel(row.channel_id)
    if channel is None:
        channel = await bot.fetch_channel(row.channel_id)
    assert isinstance(channel, discord.abc.Messageable)
    return channel
