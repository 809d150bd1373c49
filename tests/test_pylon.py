"""Pylon engine: placement, the phase switch and who starts stacking, stacking rules,
scoring, every refusal, plus property tests over random playouts."""

import contextlib
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from said_helpers import english, refused

from rules import GAMES, IllegalMove
from rules.grid import SQUARES, square_xy
from rules.pylon import PYLON

G = PYLON


def stacking(board, turn=0):
    """A constructed stacking-phase position (stashes as if all were placed)."""
    state = G.new(2)
    state["board"] = {sq: list(stack) for sq, stack in board.items()}
    state["stashes"] = [{"S": 0, "M": 0, "L": 0}, {"S": 0, "M": 0, "L": 0}]
    state["placements"] = 30
    state["turn"] = turn
    return state


def fill(seed=0):
    """Play the placement phase with seeded random choices."""
    rng = random.Random(seed)
    state = G.new(2)
    while state["placements"] < 30:
        seat = G.to_move(state)[0]
        state = G.apply(state, seat, rng.choice(G.legal_moves(state, seat)))
    return state


def reference_stacking_moves(view):
    """Stacking moves worked out from the view alone, the slow obvious way."""
    board = view["board"]
    pips = {"S": 1, "M": 2, "L": 3}
    out = []
    for a, stack in board.items():
        for b, target in board.items():
            (ax, ay), (bx, by) = square_xy(a), square_xy(b)
            if abs(ax - bx) + abs(ay - by) == 1 and pips[stack[0]["size"]] <= pips[target[-1]["size"]]:
                out.append(f"{a}-{b}")
    return sorted(out)


def test_registered_and_setup():
    assert GAMES["pylon"] is G
    view = G.view(G.new(2), None)
    assert view["phase"] == "placement" and view["board"] == {} and view["placements"] == 0
    assert view["stashes"] == [{"S": 5, "M": 5, "L": 5}] * 2
    assert view["scores"] == [0, 0]
    assert len(G.legal_moves(G.new(2), 0)) == 90
    assert G.legal_moves(G.new(2), 1) == []


def test_placement_alternates_and_seat_1_starts_stacking():
    rng = random.Random(4)
    state = G.new(2)
    for n in range(30):
        assert G.to_move(state) == (n % 2,)
        assert G.view(state, None)["phase"] == "placement"
        state = G.apply(state, n % 2, rng.choice(G.legal_moves(state, n % 2)))
    assert state["last_move"]["seat"] == 1  # seat 1 placed last ...
    assert G.to_move(state) == (1,)  # ... and moves first in the stacking phase
    view = G.view(state, None)
    assert view["phase"] == "stacking" and view["placements"] == 30 and len(view["board"]) == 30
    assert view["stashes"] == [{"S": 0, "M": 0, "L": 0}] * 2
    assert sum(view["scores"]) == 30
    assert G.legal_moves(state, 0) == []
    moves = G.legal_moves(state, 1)
    assert moves and all("-" in m for m in moves)
    after = G.apply(state, 1, moves[0])
    assert G.to_move(after) == (0,)


def test_last_move_marks():
    state = G.apply(G.new(2), 0, "d2 L")
    assert G.view(state, None)["last_move"] == {"seat": 0, "move": "d2 L", "square": "d2", "size": "L"}
    state = stacking({"c3": ["0S"], "c4": ["1M", "0L"]})
    view = G.view(G.apply(state, 0, "c3-c4"), None)
    assert view["last_move"] == {"seat": 0, "move": "c3-c4", "from": "c3", "to": "c4", "height": 3}
    assert view["board"] == {"c4": [{"seat": 1, "size": "M"}, {"seat": 0, "size": "L"},
                                    {"seat": 0, "size": "S"}]}


def test_scoring_case():
    # a2 (M under seat 0's S) may go onto a1 (L); a1 may not go onto a2 (L on S);
    # c1 and e5 have no occupied neighbour. After a2-a1 nothing can move.
    state = stacking({"a1": ["0L"], "a2": ["1M", "0S"], "c1": ["1L", "1M"], "e5": ["0S"]})
    assert G.legal_moves(state, 0) == ["a2-a1"]
    assert G.view(state, None)["scores"] == [4, 2]  # the score is live
    end = G.apply(state, 0, "a2-a1")
    # a1 = L, M, S with seat 0's S on top: 3; e5: 1; c1 (seat 1's M on top): 2.
    assert G.result(end) == ((4, 2), (0,))
    view = G.view(end, None)
    assert view["phase"] == "over" and view["to_move"] == [] and view["scores"] == [4, 2]
    assert "a2" not in view["board"]


def test_equal_scores_are_a_draw_and_a_top_stack_can_swing_it():
    state = stacking({"a1": ["1M"], "a2": ["0S"], "f5": ["0L"], "f4": ["1L"]}, turn=1)
    assert G.legal_moves(state, 1) == ["a2-a1", "f4-f5", "f5-f4"]
    end = G.apply(G.apply(state, 1, "f4-f5"), 0, "a2-a1")
    assert G.result(end) == ((2, 2), ())


def test_stacks_never_split_and_vacated_squares_stay_empty():
    state = stacking({"b2": ["0S", "1S"], "b3": ["1L"], "b1": ["0M"]})
    assert G.legal_moves(state, 0) == ["b2-b1", "b2-b3"]
    after = G.apply(state, 0, "b2-b3")
    assert after["board"]["b3"] == ["1L", "0S", "1S"]
    assert "b2" not in after["board"]
    assert G.result(after) == ((1, 3), (1,))  # b1 has no occupied neighbour left
    with refused(match="the game is over"):
        G.apply(after, 1, "b1-b2")


def test_parse_tolerates_case_and_spacing():
    state = G.new(2)
    for text in ("d2 L", "D2 l", "  d2   large ", "L d2", "d2 3"):
        assert G.parse(state, 0, text) == "d2 L"
    state = stacking({"c3": ["0S"], "c4": ["1M"]})
    for text in ("c3-c4", "C3 - c4", "c3 c4", "c3 -c4", "c3 to c4", " C3-C4 "):
        assert G.parse(state, 0, text) == "c3-c4"


def test_placement_refusals():
    state = G.apply(G.new(2), 0, "c4 M")
    with refused(match="it is seat 1's turn"):
        G.apply(state, 0, "a1 S")
    with refused(match="c4 is occupied"):
        G.apply(state, 1, "c4 S")
    with refused(match=r"`xyz` is not a move; in the placement phase moves look like "
                                          r"`d2 L`.*for example `a1 L`; "
                                          r"the list under /move shows all 87 legal moves"):
        G.apply(state, 1, "xyz")
    with refused(match="is not a move"):
        G.apply(state, 1, "g1 S")
    with refused(match="stacking starts when the board is full"):
        G.apply(state, 1, "c4-c3")
    state["stashes"][1]["L"] = 0
    with refused(match="you have no L left"):
        G.apply(state, 1, "a1 L")


def test_stacking_refusals():
    state = stacking({"c3": ["0L"], "c4": ["1M"], "d3": ["1S", "0L"], "a1": ["0S"]}, turn=1)
    with refused(match="it is seat 1's turn"):
        G.apply(state, 0, "c4-c3")
    with refused(match=r"b3 is empty \(a vacated square stays empty\)"):
        G.apply(state, 1, "b3-c3")
    with refused(match="c5 is empty; a stack may only move onto an occupied square"):
        G.apply(state, 1, "c4-c5")
    with refused(match="a1 is not orthogonally next to c3"):
        G.apply(state, 1, "c3-a1")
    with refused(match="d4 is not orthogonally next to c3"):
        G.apply(state, 1, "c3-d4")
    with refused(match=r"the bottom pyramid on c3 \(L\) is larger than the top "
                                          r"pyramid on c4 \(M\)"):
        G.apply(state, 1, "c3-c4")
    with refused(match="stacking phase is on"):
        G.apply(state, 1, "a2 S")
    with refused(match="`c3-` is not a move; moves look like `c3-c4`"):
        G.apply(state, 1, "c3-")
    # The bottom decides: d3 (S under L) may go onto c3's L, and c3's L onto d3's top L.
    assert G.legal_moves(state, 1) == ["c3-d3", "c4-c3", "d3-c3"]


def test_end_now_scores_as_it_stands_and_resign():
    state = G.new(2)
    for move in ("a1 L", "a2 S", "a3 M"):
        state = G.apply(state, G.to_move(state)[0], move)
    ended = G.end_now(state)
    assert G.result(ended) == ((2, 1), (0,))
    assert G.view(ended, None)["result"] == {"reason": "agreement", "scores": [2, 1], "winners": [0]}
    assert G.result(G.end_now(G.apply(state, 1, "b1 S"))) == ((2, 2), ())
    resigned = G.resign(state, 0)
    assert G.result(resigned) == ((2, 1), (1,))
    assert G.view(resigned, None)["result"]["reason"] == "resign"


def test_status_and_text():
    state = G.apply(G.new(2), 0, "d2 L")
    assert english(G.status(state)) == "Placing pieces: 1 of 30 squares filled. Score: seat 0 1, seat 1 0."
    assert english(G.move_label(state, 1, "a1 S")) == "Small on a1 (a1 S)"
    picture = G.text(state, 1)
    assert "placement phase, seat 1 to move" in picture
    assert "1L" in picture and "0L" not in picture and "seat 1 (you): score 0, stash S5 M5 L5" in picture
    full = fill(2)
    assert english(G.status(full)).startswith("Stacking. Score: seat 0 ")
    over = G.apply(stacking({"a1": ["0L"], "a2": ["1S"]}), 0, "a2-a1")
    assert english(G.status(over)) == "Final. Score: seat 0 0, seat 1 2."
    assert "game over: seat 1 won" in G.text(over, None)
    assert "2Sx2L" in G.text(over, None)  # players counted from 1 in the grid



def near_misses(state, moves):
    out = set()
    if state["placements"] < 30:
        for sq in SQUARES[::4]:
            for size in "SML":
                out.add(f"{sq} {size}")
    else:
        for sq in SQUARES[::3]:
            for other in SQUARES[::5]:
                out.add(f"{sq}-{other}")
        out.update(f"{m[3:]}-{m[:2]}" for m in moves[:5])
    return sorted(out - set(moves))


@given(seed=st.integers(0, 10**9), junk=st.lists(st.text(max_size=8), max_size=3))
def test_random_playouts(seed, junk):
    rng = random.Random(seed)
    state = G.new(2)
    plies = 0
    while not G.is_over(state):
        seat = G.to_move(state)[0]
        assert G.legal_moves(state, 1 - seat) == []
        moves = G.legal_moves(state, seat)
        assert moves and moves == sorted(set(moves))  # never stuck mid-game
        if state["placements"] == 30:
            assert moves == reference_stacking_moves(G.view(state, None))
        encoded = G.encode(state)
        for move in rng.sample(moves, min(len(moves), 12)):
            assert G.parse(state, seat, move.upper()) == move
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
        # Conservation: 30 pyramids, on the board or in a stash.
        assert sum(map(len, state["board"].values())) + sum(
            sum(s.values()) for s in state["stashes"]) == 30
        # 30 placements, then each stacking move empties one square for good.
        assert plies <= 59
    view = G.view(state, None)
    assert reference_stacking_moves(view) == []
    scores, winners = G.result(state)
    assert sum(scores) == 30 and list(scores) == view["scores"]
    assert winners == (() if scores[0] == scores[1] else (scores.index(max(scores)),))
