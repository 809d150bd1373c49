"""Hand-worked Connections round scores (games.md "Scoring a round")."""

import pytest

from rules.connections import CONNECTIONS as G
from rules.connections.positions import position
from rules.connections.scoring import TABLE, score_round, split

EMPTY = [[], [], []]


def totals(state):
    return [p["total"] for p in score_round(state)]


def test_table_and_split():
    assert TABLE[1:] == (0, -20, 4, 8, 15, 30, 60, 125, 250, 500, 1000)
    assert split(15, True) == (8, 7)  # the odd point to the owner
    assert split(30, True) == (15, 15)
    assert split(15, False) == (15, 0)


def test_solo_link_counts_its_rows():
    # Chicago on seat 0's 3-card Atlantic row, plus 2 Pacific cards laid through it: 1 + 3 + 2 = 6 cards.
    state = position(3, EMPTY, rows=[(0, ["New York", "Boston", "Toronto"]), (0, ["Seattle", "Vancouver"])],
                     links=[{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America"}])
    players = score_round(state)
    assert players[0]["links"] == [{
        "regions": ["Atlantic North America", "Pacific North America"], "anchor": "Atlantic North America",
        "role": "owner", "with": None, "cards": 6, "value": 30, "points": 30,
    }]
    assert players[0]["rows"] == []  # covered rows count inside the link, not alone
    assert totals(state) == [30, 0, 0]


def test_partnership_with_odd_total():
    # Dakar: seat 0's Africa row (3) + partner seat 1's South America row (1) + the link = 5 -> 15 -> 8 / 7.
    state = position(3, EMPTY, rows=[(0, ["Lagos", "Nairobi", "Johannesburg"]), (1, ["Lima"])],
                     links=[{"card": "Dakar", "owner": 0, "anchor": "Africa", "partner": 1}])
    players = score_round(state)
    assert [lk["points"] for lk in players[0]["links"]] == [8]
    assert players[1]["links"][0]["role"] == "partner" and players[1]["links"][0]["with"] == 0
    assert players[1]["links"][0]["points"] == 7
    assert totals(state) == [8, 7, 0]


def test_one_row_in_two_links_anton_boris_kathy():
    # Anton (0) Western Asia x3, Boris (1) Eastern Europe x2 partnered on Istanbul;
    # Kathy (2) South East Asia x3 owns Lahore, Anton partners it with the same row.
    # Kathy holds a stray Eastern Europe card: Kathy and Boris share nothing.
    state = position(
        3, [[], ["Sydney"], ["Moscow"]],
        rows=[(0, ["Tehran", "Baghdad", "Dubai"]), (1, ["Warsaw", "Kyiv"]),
              (2, ["Bangkok", "Jakarta", "Manila"])],
        links=[{"card": "Istanbul", "owner": 0, "anchor": "Western Asia", "partner": 1},
               {"card": "Lahore", "owner": 2, "anchor": "South East Asia", "partner": 0}],
    )
    players = score_round(state)
    # Istanbul 1 + 3 + 2 = 6 -> 30 (15 each); Lahore 1 + 3 + 3 = 7 -> 60 (30 each).
    assert sorted((lk["cards"], lk["points"]) for lk in players[0]["links"]) == [(6, 15), (7, 30)]
    assert totals(state) == [45, 15, 30]


def test_three_region_link_counts_every_row_of_its_regions():
    # Gibraltar sits on Western Europe but also counts the owner's Mediterranea and
    # Africa rows and the partner's Africa row: 1 + 4 + 3 + 2 + 1 = 11 -> 1000.
    state = position(
        3, EMPTY,
        rows=[(0, ["London", "Paris", "Amsterdam", "Madrid"]), (0, ["Rome", "Athens", "Tunis"]),
              (0, ["Lagos", "Nairobi"]), (2, ["Johannesburg"])],
        links=[{"card": "Gibraltar", "owner": 0, "anchor": "Western Europe", "partner": 2}],
    )
    assert totals(state) == [500, 0, 500]


def test_rows_alone_and_other_players_links():
    # Seat 1's Africa row is not covered by seat 0's Gibraltar: it scores alone (4 cards -> 8),
    # and Gibraltar does not count it (1 + 3 = 4 -> 8).
    state = position(
        3, EMPTY,
        rows=[(0, ["London", "Paris", "Amsterdam"]), (1, ["Lagos", "Nairobi", "Johannesburg"]),
              (2, ["Tokyo", "Seoul", "Shanghai", "Beijing"]), (2, ["Havana", "Kingston", "San Juan"])],
        links=[{"card": "Gibraltar", "owner": 0, "anchor": "Western Europe"}],
    )
    players = score_round(state)
    assert players[1]["rows"] == [{"region": "Africa", "cards": 3, "points": 4}]
    assert [r["points"] for r in players[2]["rows"]] == [8, 4]
    assert totals(state) == [8, 4, 12]


def test_hand_pairs():
    hand = ["New York", "Boston", "Toronto", "Montreal", "Atlanta",  # 5 -> 2 pairs
            "Lagos", "Nairobi", "Johannesburg",  # 3 -> 1 pair
            "Lima",  # single
            "Chicago", "Miami"]  # linking cards never pair
    state = position(3, [hand, ["Rome", "Athens"], []])
    players = score_round(state)
    assert players[0]["pairs"] == [
        {"region": "Atlantic North America", "cards": 5, "points": -40},
        {"region": "Africa", "cards": 3, "points": -20},
    ]
    assert totals(state) == [-60, -20, 0]


def test_round_end_adds_to_totals_and_keeps_breakdown():
    state = position(3, [["Lagos", "Nairobi", "Johannesburg"], ["Rome", "Athens"], ["Lima"]],
                     deck=["Tokyo"], scores=[10, 0, -5])
    ended = G.end_now(state)
    assert ended["scores"] == [-10, -20, -5]  # three Africa cards in hand are one pair
    breakdown = ended["round_scores"][-1]
    assert breakdown["end"] == "agreement" and breakdown["points"] == [-20, -20, 0]
    assert G.result(ended) == ((-10, -20, -5), (2,))


@pytest.mark.parametrize("partner", [None, 1])
def test_link_value_is_whole_or_split(partner):
    state = position(3, EMPTY, rows=[(0, ["Rome", "Athens", "Tunis"]), (1, ["Lagos"])],
                     links=[{"card": "Cairo", "owner": 0, "anchor": "Mediterranea", "partner": partner}])
    if partner is None:  # seat 1's lone Africa card is a row of 1 (0 points); the link is 1 + 3 = 4 -> 8
        assert totals(state) == [8, 0, 0]
    else:  # 1 + 3 + 1 = 5 -> 15 -> 8 / 7
        assert totals(state) == [8, 7, 0]
