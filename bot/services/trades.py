"""The card table's actions (offers, answers, invitations, lays) through the sessions:
refused early in the engine's words, then stored like any move. Discord-free."""

from __future__ import annotations

import re
from typing import Any

import i18n
from bot.services.refusal import Refusal, Worded
from bot.services.sessions import Change, Sessions
from bot.services.wording import say, seat_names
from bot.storage.games import GameRepo
from bot.storage.rows import GameRow
from rules import IllegalMove, get_game
from rules.said import Said

# What to do next (a message key), by the first word of the refused action.
NEXT_STEP = {
    "offer": "cards-step-offer",
    "accept": "cards-step-answer",
    "decline": "cards-step-answer",
    "cancel": "cards-step-cancel",
    "invite": "cards-step-invite",
}


def rules_refusal(reason: str | Said, step: str | None, names: list[str]) -> Refusal:
    """The engine's reason, in the reader's language with the players' names, plus what to
    do: one or two sentences."""

    def words(lang: str) -> str:
        said = say(lang, reason, names).rstrip(".")
        # The engine's sentence begins a sentence here; a name keeps its player's own case.
        if not any(re.match(re.escape(name) + r"(?!\w)", said) for name in names if name):
            said = said[:1].upper() + said[1:]
        if step is None:
            return i18n.text(lang, "cards-refuse-reason", reason=said)
        return i18n.text(lang, "cards-refuse-because", reason=said, step=i18n.text(lang, step))

    return Worded(words)


def refusal_for(error: IllegalMove, text: str, names: list[str]) -> Refusal:
    return rules_refusal(error.said, NEXT_STEP.get(text.split(" ", 1)[0]), names)


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
            raise Refusal(Said("cards-refuse-over"))
        if seat in state.get("resigned", []):
            raise Refusal(Said("cards-refuse-resigned"))
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
                raise Refusal(Said("cards-refuse-repeated", offer=str(offer["id"])))

    async def open_offer(self, game_id: int, offer_id: int) -> dict[str, Any] | None:
        """The offer if it is still pending (a stale DM control finds None)."""
        row = await self.games.get(game_id)
        if row is None or row.status != "active" or not get_game(row.game_key).has_hands:
            return None
        state = await self.sessions.state_of(row)
        return next((o for o in state["offers"] if o["id"] == offer_id), None)
