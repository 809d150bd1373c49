"""The Connections computer player: sees only its own view, plays down what scores,
trades and invites in its own interest, and beats random players."""

from __future__ import annotations

import pytest

import ai
from ai import connections as player
from ai.arena import run_match
from rules import get_game
from rules.connections.positions import position

GAME = get_game("connections")


def choose(state: dict, seat: int, level: str = "hard", seed: int = 0) -> str:
    move = ai.choose_move("connections", state, seat, level=level, seed=seed, budget_s=0.1)
    assert move in GAME.legal_moves(state, seat)
    return move


def twin_states() -> tuple[dict, dict]:
    """Two positions seat 0 cannot tell apart: same hand and table, but the other
    hands and the deck order differ."""
    mine = ["New York", "Boston", "Paris", "Rome", "Lagos", "Tehran", "Lima", "Chicago"]
    a = position(3, [mine, ["Toronto", "Madrid", "Athens", "Tunis", "Kyiv", "Seoul", "Lahore", "Cairo"],
                     ["Atlanta", "London", "Nairobi", "Dubai", "Havana", "Sydney", "Tokyo", "Miami"]],
                 discard=["Moscow"])
    b = position(3, [mine, ["Atlanta", "London", "Nairobi", "Dubai", "Havana", "Sydney", "Tokyo", "Miami"],
                     ["Montreal", "Amsterdam", "Athens", "Tunis", "Kyiv", "Seoul", "Lahore", "Cairo"]],
                 discard=["Moscow"])
    b["deck"] = list(reversed(b["deck"]))
    return a, b


@pytest.mark.parametrize("level", ai.LEVELS)
def test_same_view_same_decision(level: str) -> None:
    a, b = twin_states()
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert a["hands"][1] != b["hands"][1] and a["deck"] != b["deck"]
    for seed in range(8):
        state_a, state_b = a, b
        # Along a whole turn: the draw, then the discard (the drawn card differs).
        first = choose(state_a, 0, level, seed)
        assert first == choose(state_b, 0, level, seed)
        if first == "draw discard":
            state_a, state_b = GAME.apply(a, 0, first), GAME.apply(b, 0, first)
            assert choose(state_a, 0, level, seed) == choose(state_b, 0, level, seed)


def test_melds_three_of_a_region() -> None:
    state = position(3, [["New York", "Boston", "Toronto", "Paris", "Rome", "Lagos", "Tehran", "Lima"],
                         ["Madrid"], ["Kyiv"]])
    assert choose(state, 0) == "meld New York Boston Toronto"


def test_links_onto_its_row_and_lays_into_it() -> None:
    state = position(3, [["Montreal", "Los Angeles", "Paris", "Chicago"], ["Madrid"], ["Kyiv"]],
                     rows=[(0, ["New York", "Boston", "Toronto"])])
    # The link (a set of 4, 8 points, opening Pacific North America) beats a lay (4 -> 8).
    move = choose(state, 0)
    assert move == "link Chicago Atlantic North America"
    state = GAME.apply(state, 0, move)
    state = GAME.apply(state, 0, choose(state, 0))  # the draw that ends the turn
    state = position(3, [["Montreal", "Los Angeles", "Paris"], ["Madrid"], ["Kyiv"]],
                     rows=[(0, ["New York", "Boston", "Toronto"])],
                     links=[{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America"}])
    assert choose(state, 0) in ("lay Montreal", "lay Los Angeles")


def test_discards_the_card_it_needs_least() -> None:
    # After drawing: Paris is a lone card; Seattle lays on the row, Chicago links it.
    state = position(3, [["Seattle", "Paris", "Chicago"], ["Madrid"], ["Kyiv"]],
                     rows=[(0, ["Los Angeles", "San Francisco", "Vancouver"])], phase="discard")
    assert choose(state, 0) == "discard Paris"


def test_breaks_a_pair_that_cannot_become_a_meld() -> None:
    # Rome and Athens would cost 20 at the round's end and Tunis is already on the table.
    state = position(3, [["Seattle", "Rome", "Athens", "Lima"], ["Madrid"], ["Kyiv"]],
                     rows=[(0, ["Los Angeles", "San Francisco", "Vancouver"]), (1, ["Tunis"])],
                     links=[{"card": "Cairo", "owner": 1, "anchor": "Mediterranea"}], phase="discard")
    assert choose(state, 0) in ("discard Rome", "discard Athens")


def offer_to(seat: int, give: str, want: str, hands: list[list[str]]) -> dict:
    state = position(3, hands, turn=2)
    giver = 1 - seat
    return GAME.apply(state, giver, f"offer {give} for {want} to {seat}")


def test_accepts_a_trade_that_completes_a_meld_and_declines_a_bad_one() -> None:
    good = offer_to(0, "Toronto", "Eastern Europe",
                    [["New York", "Boston", "Kyiv", "Paris"], ["Toronto", "Lima"], ["Sydney"]])
    assert choose(good, 0) == "accept 1 Kyiv"
    # Giving up the third of a meld for a lone card: no.
    bad = offer_to(0, "Lima", "Atlantic North America",
                   [["New York", "Boston", "Toronto", "Paris"], ["Lima", "Tokyo"], ["Sydney"]])
    assert choose(bad, 0) == "decline 1"
    assert choose(bad, 0, level="easy") == "decline 1"


def test_invites_the_seat_whose_rows_join_its_link() -> None:
    state = position(3, [["Paris", "Rome"], ["Madrid"], ["Kyiv"]],
                     rows=[(0, ["New York", "Boston", "Toronto"]),
                           (2, ["Seattle", "Vancouver", "Anchorage"])],
                     links=[{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America"}])
    move = choose(state, 0)
    assert move == "invite 2 Chicago"
    state = GAME.apply(state, 0, move)
    assert not choose(state, 0).startswith("invite")  # one invitation, then the turn


def test_joins_a_partnership_it_is_invited_to() -> None:
    state = position(3, [["Paris", "Los Angeles", "Lima"], ["Madrid"], ["Kyiv"]],
                     rows=[(1, ["New York", "Boston", "Toronto", "Montreal"])],
                     links=[{"card": "Chicago", "owner": 1, "anchor": "Atlantic North America",
                             "invited": 0}])
    assert choose(state, 0) == "lay Los Angeles"


def test_offers_off_turn_once_and_the_offer_is_legal() -> None:
    state = position(3, [["Atlanta"], ["New York", "Boston", "Paris", "Madrid", "Lima"], ["Kyiv", "Lagos"]],
                     turn=0)
    move = player.initiative(state, 1, level="hard", seed=0)
    assert move is not None and move.startswith("offer ") and move.endswith(" to 2")
    after = GAME.apply(state, 1, move)
    # One offer pending: no second one until it is answered.
    assert player.initiative(after, 1, level="hard", seed=0) is None
    declined = GAME.apply(after, 2, "decline 1")
    assert player.initiative(declined, 1, level="hard", seed=0) is None
    assert player.initiative(state, 1, level="easy", seed=0) is None
    assert player.initiative(state, 0, level="hard", seed=0) is None  # on turn: no trading


@pytest.mark.parametrize("players", [3, 5])
def test_hard_wins_at_least_twice_its_share_against_random(players: int) -> None:
    result = run_match("connections", "hard", "random", games=2 * players, players=players, seed=11)
    assert result.score >= 2 / players
