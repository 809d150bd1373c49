"""Synapse-Ice engine: the rule text's sample play, every refusal, the short forced
form, plus property tests over random playouts."""

import contextlib
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from said_helpers import english, refused

from rules import GAMES, IllegalMove
from rules.grid import SQUARES
from rules.synapse import SYNAPSE

G = SYNAPSE

# The sample play of seeds/synapse-ice.txt, reconstructed. Green (seat 0) is to
# play on b3 (the star), where Red (seat 1) has just pointed with a small on b2.
# Row 3 holds, left to right: empty, star, a medium pointing down, empty, empty, a
# large pointing left. Green has S S M M M left (no large), Red L M M M S. The other
# pieces sit where the text's listed options require (twenty pieces, ten each).
SAMPLE_BOARD = {
    "b2": "1SN", "c3": "0MS", "f3": "1LW",
    "a2": "0LE", "a4": "0LE", "a5": "0LE", "b1": "0LN", "b4": "0LE", "b5": "0SE",
    "c1": "0SN", "c2": "0SN", "c4": "0MS",
    "c5": "1LS", "d1": "1LN", "d4": "1LS", "e1": "1SW", "f1": "1SN", "f2": "1SN",
    "f4": "1MS", "f5": "1MS",
}


def sample_position(green_large=0):
    state = G.new(2)
    state["board"] = dict(SAMPLE_BOARD)
    state["stashes"] = [{"S": 2, "M": 3, "L": green_large}, {"S": 1, "M": 3, "L": 1}]
    state["forced"] = "b3"
    state["turn"] = 0
    state["ply"] = 20
    return state


def pieces_total(state):
    return len(state["board"]) + sum(sum(s.values()) for s in state["stashes"])


def test_registered():
    assert GAMES["synapse"] is G
    assert G.title == "Synapse-Ice"
    state = G.new(2)
    view = G.view(state, None)
    assert view["board"] == {} and view["forced"] is None
    assert view["stashes"] == [{"S": 5, "M": 5, "L": 5}] * 2
    assert view["to_move"] == [0]


def test_sample_play_from_the_rule_text():
    state = sample_position()
    assert pieces_total(state) == 30
    # "has only two options, a 1-point piece pointing left, or a 2-point piece pointing right"
    assert G.legal_moves(state, 0) == ["b3 M E", "b3 S W"]
    # "He could have played a 3-point piece to the right as well, but he's used all
    # of his 3-pointer already."
    assert G.legal_moves(sample_position(green_large=1), 0) == ["b3 L E", "b3 M E", "b3 S W"]
    # "If he points left, red could play a 2-point piece facing down and win immediately."
    left = G.apply(state, 0, "S W")
    assert "a3 M S" in G.legal_moves(left, 1)
    assert G.result(G.apply(left, 1, "M S")) == (None, (1,))
    # "So he points right."
    state = G.apply(state, 0, "M E")
    assert G.view(state, None)["forced"] == "d3"
    # "Red now has 4 options, 3-left, 2-up, 1-right, and 1-down. She selects 1-right."
    assert G.legal_moves(state, 1) == ["d3 L W", "d3 M N", "d3 S E", "d3 S S"]
    state = G.apply(state, 1, "S E")
    # "Green can choose 2-up, 1-up, or 1-down. He goes for 1 up, a mistake."
    assert G.legal_moves(state, 0) == ["e3 M N", "e3 S N", "e3 S S"]
    state = G.apply(state, 0, "S N")
    # "Red has no choice, she must play 2-down."
    assert G.legal_moves(state, 1) == ["e4 M S"]
    state = G.apply(state, 1, "M S")
    # "And that leaves Green with no choice, gotta play 1-left."
    assert G.legal_moves(state, 0) == ["e2 S W"]
    state = G.apply(state, 0, "S W")
    # "Red then plays 3-up (her only move)"
    assert G.legal_moves(state, 1) == ["d2 L N"]
    state = G.apply(state, 1, "L N")
    # "Green has no legal move, and so Red wins!"
    assert G.result(state) == (None, (1,))
    view = G.view(state, None)
    assert view["over"] and view["forced"] is None and view["to_move"] == []
    assert view["last_move"] == {"seat": 1, "move": "d2 L N", "square": "d2", "size": "L",
                                 "dir": "N", "target": "d5"}
    assert view["board"]["d2"] == {"seat": 1, "size": "L", "dir": "N"}
    assert pieces_total(state) == 30


def test_parse_tolerates_case_spacing_and_the_short_form():
    state = G.new(2)
    for text in ("c3 M N", "C3 m n", "  c3   M   N ", "c3 medium north", "c3 2 up"):
        assert G.parse(state, 0, text) == "c3 M N"
    state = G.apply(state, 0, "c3 M N")
    for text in ("M E", "m e", " c5  m  E", "2 right"):
        assert G.parse(state, 1, text) == "c5 M E"


def test_move_label_shows_the_forced_square_after_the_short_form():
    state = G.new(2)
    assert english(G.move_label(state, 0, "c3 M N")) == "Medium on c3 pointing North at c5 (c3 M N)"
    state = G.apply(state, 0, "c3 M N")
    labels = [english(G.move_label(state, 1, m)) for m in G.legal_moves(state, 1)]
    assert "Medium on c5 pointing East at e5 (M E)" in labels
    assert all(" on c5 " in label and "(c5" not in label for label in labels)


def test_refusals():
    state = G.new(2)
    with refused(match="it is seat 0's turn"):
        G.apply(state, 1, "c3 M N")
    with refused(match="name the square too"):
        G.apply(state, 0, "M N")
    with refused(match=r"`xyz` is not a move; moves look like `c3 M N`.*"
                                          r"the list under /move shows all"):
        G.apply(state, 0, "xyz")
    with refused(match="is not a move"):
        G.apply(state, 0, "c3 M up-ish")
    with refused(match="`g7` is not a square"):
        G.apply(state, 0, "g7 M N")
    with refused(match="c4 M N points off the board"):
        G.apply(state, 0, "c4 M N")
    with refused(match="a1 L W points off the board"):
        G.apply(state, 0, "a1 l w")
    state = G.apply(state, 0, "c3 M N")
    with refused(match="the next piece must go on c5"):
        G.apply(state, 1, "c4 S E")
    with refused(match="moves look like `M N` \\(the square is forced\\)"):
        G.apply(state, 1, "M")
    state = G.apply(G.apply(G.new(2), 0, "c2 S N"), 1, "c3 M S")  # points at c1
    with refused(match=r"c1 M N points at c3, which is occupied"):
        G.apply(state, 0, "M N")
    spent = G.new(2)
    spent["stashes"][0]["L"] = 0
    with refused(match="you have no L left"):
        G.apply(spent, 0, "c3 L E")


def test_refused_move_c5_m_s_points_at_occupied_c3():
    state = G.apply(G.new(2), 0, "c3 M N")
    with refused(match="c5 M S points at c3, which is occupied"):
        G.apply(state, 1, "M S")


def test_occupied_square_is_verified_even_where_the_rules_make_it_impossible():
    # Unreachable states: the forced square taken, or a free choice onto a piece.
    state = G.new(2)
    state["board"] = {"c3": "1SN", "b4": "0SE"}
    state["forced"] = "c3"
    assert G.legal_moves(state, 0) == []
    with refused(match="c3 is occupied"):
        G.apply(state, 0, "S E")
    state["forced"] = None
    with refused(match="b4 is occupied"):
        G.apply(state, 0, "b4 M E")
    assert "b4 M E" not in G.legal_moves(state, 0)


def test_first_move_list():
    state = G.new(2)
    moves = G.legal_moves(state, 0)
    assert len(moves) == len(set(moves)) == 228
    assert "a1 L N" in moves and "a1 L S" not in moves and "f5 S E" not in moves
    assert G.legal_moves(state, 1) == []


def test_stash_running_out_loses():
    # Seat 1 must play on c5 but has only larges left, and every large from c5 points
    # off the board or at a piece: seat 0 wins at once.
    state = G.new(2)
    state["stashes"][1] = {"S": 0, "M": 0, "L": 2}
    state["board"] = {"c2": "1LN", "f5": "1LW"}
    after = G.apply(state, 0, "c3 M N")
    assert G.result(after) == (None, (0,))


def test_resign_end_now_status_text():
    state = G.apply(G.new(2), 0, "c3 M N")
    assert G.result(G.resign(state, 1)) == (None, (0,))
    ended = G.end_now(state)
    assert G.result(ended) == (None, ())
    assert G.view(ended, None)["forced"] is None
    assert english(G.status(state)) == (
        "Pieces left: seat 0 5 small, 4 medium, 5 large; seat 1 5 small, 5 medium, 5 large."
    )
    picture = G.text(state, 1)
    assert "seat 1 to move; the next piece must go on c5" in picture
    assert "1M^" in picture and "0M^" not in picture and "*" in picture  # players from 1
    assert "seat 1 (you) has left: S5 M5 L5" in picture
    assert "a draw" in G.text(ended, None)



def near_misses(state, moves):
    """Moves one token away from a legal one, in canonical spelling."""
    out = set()
    for move in moves[:4]:
        square, _, _ = move.split()
        for size in "SML":
            for d in "NESW":
                out.add(f"{square} {size} {d}")
        out.add(f"{SQUARES[(SQUARES.index(square) + 7) % 30]} {move[3:]}")
    return sorted(out - set(moves))


@given(seed=st.integers(0, 10**9), junk=st.lists(st.text(max_size=10), max_size=3))
def test_random_playouts(seed, junk):
    rng = random.Random(seed)
    state = G.new(2, seed=seed)
    plies = 0
    while not G.is_over(state):
        seat = G.to_move(state)[0]
        assert G.legal_moves(state, 1 - seat) == []
        moves = G.legal_moves(state, seat)
        assert moves and moves == sorted(set(moves))
        encoded = G.encode(state)
        for move in moves if plies else rng.sample(moves, 20):
            assert G.parse(state, seat, move.lower()) == move
            G.apply(state, seat, move)
        for text in near_misses(state, moves):
            with pytest.raises(IllegalMove):
                G.apply(state, seat, text)
        for text in junk:
            with contextlib.suppress(IllegalMove):
                assert G.parse(state, seat, text) in moves
        assert G.encode(state) == encoded
        state = G.apply(state, seat, rng.choice(moves))
        plies += 1
        assert pieces_total(state) == 30
        assert plies <= 30  # thirty squares
    winner = G.result(state)[1]
    # The last mover wins: the player on turn had no move.
    assert winner == (state["last_move"]["seat"],)
