"""The card table's actions (offers, answers, invitations, lays) through the sessions:
refused early in the engine's words, then stored like any move. Discord-free."""

from __future__ import annotations

from typing import Any

from bot.services.refusal import Refusal
from bot.services.sessions import Change, Sessions
from bot.services.wording import capital_first, seat_names, substitute
from bot.storage.games import GameRepo
from bot.storage.rows import GameRow
from rules import IllegalMove, get_game

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
    reason = substitute(capital_first(error.said), names).rstrip(".")
    step = NEXT_STEP.get(text.split(" ", 1)[0], "")
    return Refusal(f"{reason}. {step}".strip())


class TradeService:
    def __init__(self, games: GameRepo, sessions: Sessions) -> None:
        self.games = games
        self.sessions = sessions

    async def precheck(self, row: GameRow, user_id: int, text: str) -> tuple[int, dict[str, Any]]:
        """Refuse early, in the engine's words, what the engine would refuse (the sessions
        check again under the lock); returns the caller's seat and the state read."""
        seat = self.sessions.seat_for(row, user_id)
        state = await self.sessions.state_of(row)
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

    async def act(self, row: GameRow, user_id: int, text: str, display_name: str | None = None) -> Change:
        """Apply one action of `user_id` in game `row` and store it; a Refusal says why not."""
        await self.precheck(row, user_id, text)
        return await self.sessions.play(row.id, user_id, text, display_name)

    async def refuse_repeated_offer(self, row: GameRow, user_id: int, to: int, give: str, want: str) -> None:
        """A retried offer (e.g. after a lost answer) must not make a second, identical
        offer: the open one is named instead."""
        seat = row.seat_of(user_id)
        if seat is None:
            return
        state = await self.sessions.state_of(row)
        game = get_game(row.game_key)
        try:
            canonical = game.parse(state, seat, f"offer {give} for {want} to {to}")
        except IllegalMove:
            return  # the engine's own refusal comes next, in act()
        for offer in state["offers"]:
            same = f"offer {offer['give']} for {offer['want']} to {offer['to']}" == canonical
            if same and offer["from"] == seat:
                raise Refusal(f"You already made that offer; it is offer #{offer['id']}, still open.")

    async def open_offer(self, game_id: int, offer_id: int) -> dict[str, Any] | None:
        """The offer if it is still pending (a stale DM control finds None)."""
        row = await self.games.get(game_id)
        if row is None or row.status != "active" or not get_game(row.game_key).has_hands:
            return None
        state = await self.sessions.state_of(row)
        return next((o for o in state["offers"] if o["id"] == offer_id), None)
