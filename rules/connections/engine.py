"""The Connections game behind the common interface (rules/base.py)."""

from __future__ import annotations

import random
import re
from typing import Any

from rules.base import Game, Option, Step
from rules.connections import effects, moves, rounds, views, words
from rules.connections.actions import action_text, parse_action
from rules.connections.showcase import leaning_move, table
from rules.notation import normalize
from rules.said import Said, Seat, from_data, to_data
from rules.samples import Sample
from rules.state import State
from rules.steps import connections as steps
from rules.words import connections as connections_words


class Connections(Game):
    key = "connections"
    title = "Connections"
    min_players = 3
    max_players = 6
    options = (
        Option("rounds_per_player", int, 1, "rounds each player deals (rounds = players x this)", 1, 3,
               words="each player deals {} rounds"),
    )
    all_tied_share_win = True
    hidden_information = True  # the hot-seat CLI asks before showing another seat's hand
    off_turn_actions = True  # offers, answers and invitations
    supports_undo = False  # a card once seen cannot be unseen
    has_hands = True
    replaces_leavers = True  # a hand dropped mid-deal would unbalance everyone's round
    # Invitations and offers name a seat: `invite 2 ...`, `offer ... to 2`.
    seat_in_move = (
        re.compile(r"^(\s*invite\s+(?:seat\s+)?)(\d+)\b", re.IGNORECASE),
        re.compile(r"(\bto\s+(?:seat\s+)?)(\d+)(?=\s*$)", re.IGNORECASE),
    )
    timing_samples = (Sample(players=6, seed=20, moves=130, label="6p"),)
    bench_players = (3, 6)
    legal_moves_budget_us = 1000

    def showcase(self) -> State:
        return table(self)

    def sample_move(self, state: State, seat: int, legal: list[str], rnd: random.Random) -> str:
        view = self.view(state, seat)
        return leaning_move(view["hand"], view["discard_top"], legal, rnd)

    def _setup(self, state: State) -> None:
        rounds.start_game(self, state)

    def _to_move(self, state: State) -> list[int]:
        answering = sorted({o["to"] for o in state["offers"]} - {state["turn"]})
        return [state["turn"], *answering]

    def _legal_moves(self, state: State, seat: int) -> list[str]:
        return moves.legal(self, state, seat)

    def _parse(self, state: State, seat: int, text: str) -> str:
        return action_text(moves.check(self, state, seat, parse_action(text)))

    def _play(self, state: State, seat: int, move: str) -> None:
        round_before = state["round"]
        words = effects.play(self, state, seat, parse_action(normalize(move)))
        if state["round"] != round_before or state["finish"] is not None:
            # What ended the round, then how it ended. A card it names was public when
            # played (the last discard); the next deal shuffles the whole deck, so the
            # name tells nothing of the new hands.
            ended = from_data(state["last_action"])
            assert isinstance(ended, Said)
            state["last_action"] = to_data(rounds.with_round_end(words, ended))
        else:
            state["last_action"] = to_data(words)

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.game_view(state, seat)

    def board_words(self, state: State) -> list[str | Said]:
        return connections_words.board_words(self.view(state, None))

    def text(self, state: State, seat: int | None = None) -> str:
        return views.text(state, seat)

    def _scores(self, state: State) -> list[int]:
        return list(state["scores"])

    def _end_by_agreement(self, state: State) -> list[int]:
        summary = rounds.score_open_round(state, "agreement")
        state["last_action"] = to_data(Said("connections-did-agree", **dict(summary.args)))
        return list(state["scores"])

    def _after_resign(self, state: State, seat: int) -> None:
        rounds.after_resign(self, state, seat)

    def _public_last_move(self, state: State, seat: int | None) -> dict[str, Any] | None:
        last = state["last_move"]
        # Only who acted and the kind of action: a move's text can name hidden cards.
        return None if last is None else {"seat": last["seat"], "kind": last["move"].split()[0]}

    def public_move(self, move: str) -> str:
        # Trade offers and answers name cards only their two players may know.
        word = move.split(" ", 1)[0]
        if word in ("offer", "accept"):
            target = move.rsplit(" to ", 1)
            to = f" to seat {target[1]}" if word == "offer" and len(target) == 2 else ""
            return f"{word} (cards hidden){to}"
        return move

    def public_note(self, before: State, after: State, seat: int | None, move: str) -> str | Said | None:
        if move.startswith("draw"):
            return None  # the drawer hears of it privately; the turn's post says it all
        action = after.get("last_action")
        return from_data(action) if action else None

    def status(self, state: State) -> Said:
        return words.status(state)

    def move_label(self, state: State, seat: int, move: str) -> Said | str:
        return words.move_label(state, seat, move)

    def move_words(self, state: State, seat: int, move: str) -> Said:
        # The label inside a line, then the notation; trades and answers hide their cards.
        word = move.split(" ", 1)[0]
        if word == "offer":
            return Said("connections-history-offer-hidden", seat=Seat(int(move.rsplit(" to ", 1)[1])))
        if word == "accept":
            return Said("connections-history-accept-hidden")
        return Said("connections-history", words=words.move_label(state, seat, move, inside=True), move=move)

    def refuse_new(self, state: State, seat: int, move: str) -> Said | None:
        return moves.repeated_invitation(state, seat, parse_action(normalize(move)))

    def confirm_words(self, state: State, seat: int, move: str) -> Said | None:
        return words.confirm_words(state, seat, move)

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        return steps.move_steps(self, state, seat, moves)

    def pending_words(self, state: State, seat: int) -> list[str | Said]:
        return words.pending_words(state, seat)

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
        return steps.prompt(self, state, seat, chosen)

    def needs_preview(self, state: State, seat: int, move: str) -> bool:
        return steps.needs_preview(move)

    def picker_moves(self, state: State, seat: int) -> list[str]:
        if self.is_over(state) or not self._is_active(state, seat):
            return []
        return sorted({*self.legal_moves(state, seat), *steps.trade_offers(self, state, seat)})

    def turn_mark(self, state: State) -> object:
        # A completed turn counts in turns_taken; a new round deals afresh.
        return (state["round"], sum(state["turns_taken"]))

    def end_reason(self, state: State) -> Said | None:
        return words.end_reason(state)
