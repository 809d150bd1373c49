"""A finished tournament game's places (bot/services/tournament_rounds.py), pure: a
computer that took a leaver's seat is not an entrant, so it takes no place and the table
is scored over its entrants."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

import bot.services.tournament_rounds as rounds
from bot.services.standings import table_points
from bot.storage.rows import GameRow
from bot.storage.tournament_rows import Pairing


class Finished:
    """A game that ended with these scores and winners, and these seats resigned."""

    def __init__(self, points: list[int], winners: list[int], resigned: list[int] = ()) -> None:
        self.points, self.winners, self.resigned = points, winners, list(resigned)

    def decode(self, text: str) -> dict[str, Any]:
        return {"resigned": self.resigned}

    def result(self, state: dict[str, Any]) -> tuple[list[int], list[int]]:
        return self.points, self.winners


def row_of(seats: list[int], replaced: dict[int, int]) -> GameRow:
    return GameRow(
        id=1, game_key="cardinal", guild_id=1, channel_id=1, creator_id=seats[0], seats=seats,
        names={}, status="finished", seed=0, options={}, order_mode="joined", opponent_id=None,
        state="{}", version=1, lobby_message_id=None, turn_since=None, last_reminder_at=None,
        created_at=0.0, updated_at=0.0, replaced=replaced,
        computers={s: "medium" for s in seats if s < 0},
    )  # fmt: skip


def pairing_of(seats: tuple[int, ...]) -> Pairing:
    return Pairing(1, 1, 0, 0, seats, None, 1, None)


def test_a_substitute_takes_no_place_and_the_leaver_is_last(monkeypatch: pytest.MonkeyPatch) -> None:
    # Entrants 11, 12, 13; 13 left and computer -1 took seat 2, which came second.
    monkeypatch.setattr(rounds, "get_game", lambda key: Finished([30, 20, 25], [0]))
    places = rounds.places_of(row_of([11, 12, -1], {2: 13}), pairing_of((11, 12, 13)))
    assert places == {11: 0, 12: 1, 13: 2}
    assert table_points(places) == {11: 1, 12: Fraction(1, 2), 13: 0}  # a table of three


def test_leavers_are_placed_the_first_to_leave_last(monkeypatch: pytest.MonkeyPatch) -> None:
    # 13 left first (computer -1), then 11 (computer -2); the computers won. 12 stayed.
    monkeypatch.setattr(rounds, "get_game", lambda key: Finished([40, 10, 30], [0]))
    places = rounds.places_of(row_of([-2, 12, -1], {2: 13, 0: 11}), pairing_of((11, 12, 13)))
    assert places == {12: 0, 11: 1, 13: 2}


def test_an_entrant_computer_keeps_its_place(monkeypatch: pytest.MonkeyPatch) -> None:
    # -1 is a computer entrant; 13 left and substitute -2 took seat 2.
    monkeypatch.setattr(rounds, "get_game", lambda key: Finished([10, 30, 50], [2]))
    places = rounds.places_of(row_of([11, -1, -2], {2: 13}), pairing_of((11, -1, 13)))
    assert places == {-1: 0, 11: 1, 13: 2}
