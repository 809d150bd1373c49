"""Cardinal Connections: the rulings of games.md, the rule text's example, properties."""

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from said_helpers import english

from rules import IllegalMove, get_game
from rules.cardinal import CARDINAL as G
from rules.cardinal import brute_frontier
from rules.pieces import PIPS

SIZES = ("S", "M", "L")
SETUP = {
    "0,0": ["LU", "LU", "LU", "LU"],
    "0,1": ["MN"], "1,0": ["ME"], "0,-1": ["MS"], "-1,0": ["MW"],
    "0,2": ["SN"], "2,0": ["SE"], "0,-2": ["SS"], "-2,0": ["SW"],
}


def position(board, pool=None, players=2, turn=0, centre=None):
    """A state with a hand-made board (the frontier recomputed from it)."""
    state = G.new(players=players, seed=1)
    state["board"] = {k: list(v) for k, v in board.items()}
    state["frontier"] = brute_frontier(state["board"])
    state["pool"] = dict(pool or {"S": 1, "M": 1, "L": 1})
    state["centre"] = len(board.get("0,0", [])) if centre is None else centre
    state["turn"] = turn
    return state


def refusal(state, seat, text):
    before = G.encode(state)
    with pytest.raises(IllegalMove) as refusal:
        G.apply(state, seat, text)
    assert G.encode(state) == before
    return english(refusal.value.said)


def pieces_total(state):
    return sum(len(s) for s in state["board"].values()) + sum(state["pool"].values())


def brute_legal_moves(state):
    """Legal moves recomputed without the engine's frontier: scan the bounding box."""
    board = state["board"]
    coords = [tuple(map(int, k.split(","))) for k in board]
    xs, ys = [c[0] for c in coords], [c[1] for c in coords]
    out = set()
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            key = f"{x},{y}"
            if key in board:
                continue
            if not any(f"{x + dx},{y + dy}" in board for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))):
                continue
            takes = [
                f"{x + dx},{y + dy}"
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
                if (dx or dy) and board.get(f"{x + dx},{y + dy}", ["xx"])[-1][1] == "U"
            ]
            for size in SIZES:
                if state["pool"][size]:
                    for orient in "UNESW":
                        for take in takes or [None]:
                            out.add(f"{size} {key} {orient}" + (f" take {take}" if take else ""))
    return sorted(out)


# ---- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "dirs"), [(2, ["S", "N"]), (3, ["S", "W", "N"]), (4, ["S", "W", "N", "E"])]
)
def test_setup_position(players, dirs):
    state = G.new(players=players, seed=9)
    assert state["board"] == SETUP
    assert state["pool"] == {"S": 1, "M": 1, "L": 1}
    assert G.to_move(state) == (0,)
    view = G.view(state, None)
    assert view["directions"] == dirs
    assert view["centre_height"] == 4
    assert view["pool"] == {"S": 1, "M": 1, "L": 1}
    assert view["scores"] == [2] * players  # one M and one S point each way
    assert view["extent"] == {"min_x": -2, "max_x": 2, "min_y": -2, "max_y": 2}
    assert view["board"][0] == {"x": 0, "y": -2, "stack": [{"size": "S", "orient": "S"}]}
    centre = next(sq for sq in view["board"] if (sq["x"], sq["y"]) == (0, 0))
    assert centre["stack"] == [{"size": "L", "orient": "U"}] * 4
    assert [(sq["y"], sq["x"]) for sq in view["board"]] == sorted((sq["y"], sq["x"]) for sq in view["board"])
    assert get_game("cardinal") is G and G.all_tied_share_win


def test_setup_frontier_and_moves():
    state = G.new(players=2)
    # 12 empty squares touch the plus shape orthogonally.
    assert sorted(state["frontier"]) == sorted(
        ["1,1", "-1,1", "1,-1", "-1,-1", "0,3", "3,0", "0,-3", "-3,0", "1,2", "-1,2", "2,1", "2,-1",
         "1,-2", "-1,-2", "-2,1", "-2,-1"]
    )
    moves = G.legal_moves(state, 0)
    assert moves == brute_legal_moves(state)
    assert "M 1,1 S take 0,0" in moves and "M 1,1 S" not in moves  # the take is compulsory
    assert "S 0,3 U" in moves  # nothing upright next to 0,3: no take
    assert G.legal_moves(state, 1) == []


# ---- the rule text's example (Figures 2-4) -------------------------------------------------
def test_rule_text_example_first_turns():
    state = G.new(players=2)
    # Turn 1: seat 0 (facing S) plays the M next to the stack pointing at himself,
    # takes a large from the stack, and every adjacent flat piece now points S.
    state = G.apply(state, 0, "M 1,-1 S take 0,0")
    board = state["board"]
    assert board["1,-1"] == ["MS"]
    assert board["0,0"] == ["LU"] * 3 and G.view(state)["centre_height"] == 3
    assert state["pool"] == {"S": 1, "M": 0, "L": 2}  # "two large and one small"
    for key in ("0,-2", "0,-1", "1,0", "2,0"):  # all flat neighbours, S and M alike
        assert board[key][0][1] == "S"
    assert state["last_move"]["changed"] == [[1, 0], [2, 0]]  # the other two already pointed S
    assert state["last_move"]["take"] == [0, 0]
    # Turn 2: seat 1 plays the S upright away from the stack: nothing upright next
    # to it, so nothing is set aside; every adjacent flat piece stands up.
    state = G.apply(state, 1, "S -2,1 U")
    board = state["board"]
    assert state["last_move"]["take"] is None
    assert board["-2,1"] == ["SU"] and board["-2,0"] == ["SU"] and board["-1,0"] == ["MU"]
    assert state["pool"] == {"S": 0, "M": 0, "L": 2}  # the pool shrank by one
    # Turn 3: seat 0 plays a large (the only size left), takes another large from the
    # adjacent stack and turns all adjacent flat pieces towards himself.
    assert G.parse(state, 0, "L 1,1 S") == "L 1,1 S take 0,0"  # the only possible take
    state = G.apply(state, 0, "L 1,1 S")
    board = state["board"]
    assert board["0,0"] == ["LU"] * 2
    assert board["0,1"] == ["MS"] and board["0,2"] == ["SS"]
    assert state["pool"] == {"S": 0, "M": 0, "L": 2}
    assert G.view(state)["scores"] == [8, 0]
    assert not G.is_over(state)


# ---- orientation rules ---------------------------------------------------------------------
@pytest.mark.parametrize("played", SIZES)
@pytest.mark.parametrize("neighbour", SIZES)
@pytest.mark.parametrize("where", ["1,0", "0,0"])  # orthogonal and diagonal neighbour
def test_flat_piece_turns_flat_neighbours_of_same_or_smaller_size(played, neighbour, where):
    # The upright S on 1,2 gives 1,1 a neighbour and is the (forced) take.
    state = position({where: [neighbour + "E"], "1,2": ["SU"]}, pool={"S": 2, "M": 2, "L": 2})
    after = G.apply(state, 0, f"{played} 1,1 N")
    turned = PIPS[neighbour] <= PIPS[played]
    assert after["board"][where] == [neighbour + ("N" if turned else "E")]
    xy = [int(c) for c in where.split(",")]
    assert after["last_move"]["changed"] == ([xy] if turned else [])


@pytest.mark.parametrize("played", SIZES)
@pytest.mark.parametrize("neighbour", SIZES)
@pytest.mark.parametrize("where", ["1,0", "0,0"])
def test_upright_piece_stands_up_flat_neighbours_of_same_or_larger_size(played, neighbour, where):
    state = position({where: [neighbour + "W"], "1,2": ["SU"]}, pool={"S": 2, "M": 2, "L": 2})
    after = G.apply(state, 0, f"{played} 1,1 U")
    stood = PIPS[neighbour] >= PIPS[played]
    assert after["board"][where] == [neighbour + ("U" if stood else "W")]
    xy = [int(c) for c in where.split(",")]
    assert after["last_move"]["changed"] == ([xy] if stood else [])


def test_only_the_eight_squares_around_change_and_uprights_stay_upright():
    board = {"0,0": ["SE"], "0,1": ["SE"], "0,2": ["SE"], "5,5": ["LW"]}
    state = position(board, pool={"L": 2, "S": 0, "M": 0})
    after = G.apply(state, 0, "L 1,0 N")
    assert after["board"]["0,0"] == ["SN"] and after["board"]["0,1"] == ["SN"]
    assert after["board"]["0,2"] == ["SE"]  # two squares away: untouched
    # A flat piece never lays an upright one down: the one not taken stays upright.
    state = position({"0,0": ["SU"], "0,1": ["MU"]}, pool={"L": 2, "S": 0, "M": 0})
    after = G.apply(state, 0, "L 1,0 N take 0,1")
    assert after["board"] == {"0,0": ["SU"], "1,0": ["LN"]}
    assert after["last_move"]["changed"] == []


def test_flat_piece_pointing_the_same_way_is_not_marked_changed():
    state = position({"0,0": ["SN"], "0,1": ["SE"]}, pool={"M": 2, "S": 0, "L": 0})
    after = G.apply(state, 0, "M 1,0 N")
    assert after["last_move"]["changed"] == [[0, 1]]


# ---- stacks --------------------------------------------------------------------------------
def test_pieces_in_a_stack_are_never_changed():
    # Hand-made stacks (play never builds a flat-topped stack, but the rule is general).
    state = position({"0,0": ["LU", "SE"], "0,1": ["MW", "SW"]}, pool={"L": 2, "S": 0, "M": 0})
    after = G.apply(state, 0, "L 1,0 N")
    assert after["board"]["0,0"] == ["LU", "SE"] and after["board"]["0,1"] == ["MW", "SW"]
    state = position({"0,0": ["MW", "LU", "LU"]}, pool={"S": 2, "M": 0, "L": 0})
    after = G.apply(state, 0, "S 1,0 U take 0,0")
    assert after["board"]["0,0"] == ["MW", "LU"]  # still a stack of two: immune


def test_a_stack_reduced_to_one_piece_by_the_take_can_then_be_changed():
    # Removal comes first: the lone piece left under the taken one is then stood up.
    state = position({"0,0": ["MW", "LU"]}, pool={"S": 2, "M": 0, "L": 0})
    after = G.apply(state, 0, "S 1,0 U take 0,0")
    assert after["board"]["0,0"] == ["MU"]
    assert after["pool"] == {"S": 1, "M": 0, "L": 1}
    assert after["last_move"]["changed"] == [[0, 0]]


def test_only_the_top_of_the_centre_stack_is_taken():
    state = G.new(players=2)
    for height in (3, 2, 1, 0):
        seat = G.to_move(state)[0]
        square = {3: "1,1", 2: "-1,1", 1: "-1,-1", 0: "1,-1"}[height]
        size = next(s for s in "SML" if state["pool"][s])
        state = G.apply(state, seat, f"{size} {square} U take 0,0")
        assert G.view(state)["centre_height"] == height
        assert len(state["board"].get("0,0", [])) == height
    # The emptied centre is a square like any other: playable when something touches it.
    assert "0,0" in state["frontier"] and "0,0" not in state["board"]
    assert any(m.split()[1] == "0,0" for m in G.legal_moves(state, G.to_move(state)[0]))


def test_removal_choices_with_several_uprights():
    state = position({"0,0": ["LU", "LU"], "1,1": ["SU"], "2,0": ["MU"], "0,1": ["MS"]})
    moves = [m for m in G.legal_moves(state, 0) if m.startswith("S 1,0 N")]
    assert moves == ["S 1,0 N take 0,0", "S 1,0 N take 1,1", "S 1,0 N take 2,0"]
    after = G.apply(state, 0, "S 1,0 N take 2,0")
    assert "2,0" not in after["board"] and after["board"]["0,0"] == ["LU", "LU"]
    assert after["pool"] == {"S": 0, "M": 2, "L": 1}
    # The taken piece's square is empty again and may be played on later.
    assert "2,0" in after["frontier"]
    msg = refusal(state, 0, "S 1,0 N")
    assert msg == "choose which piece to take: 0,0, 1,1 or 2,0"


def test_take_leaving_a_piece_alone_updates_the_frontier():
    state = position({"0,0": ["SU"], "1,0": ["SN"], "2,0": ["SU"]}, pool={"L": 2, "S": 0, "M": 0})
    after = G.apply(state, 0, "L 1,1 N take 2,0")
    assert after["frontier"] == brute_frontier(after["board"])
    assert "3,0" not in after["frontier"] and "2,0" in after["frontier"]


# ---- the end, scores, players --------------------------------------------------------------
def test_game_ends_when_the_pool_is_empty_at_the_end_of_a_turn():
    state = position({"0,0": ["SN"], "0,1": ["SN"]}, pool={"S": 0, "M": 1, "L": 0})
    after = G.apply(state, 0, "M 1,0 S")
    assert G.is_over(after) and G.to_move(after) == ()
    assert G.result(after) == ((3, 0), (0,))
    assert after["finish"]["reason"] == "play"
    assert G.legal_moves(after, 1) == []
    # With a take the pool keeps a piece: the game goes on.
    state = position({"0,0": ["SU"]}, pool={"S": 0, "M": 1, "L": 0})
    after = G.apply(state, 0, "M 1,0 S")
    assert after["pool"] == {"S": 1, "M": 0, "L": 0} and not G.is_over(after)
    assert G.to_move(after) == (1,)


@pytest.mark.parametrize(
    ("players", "board", "scores", "winners"),
    [
        (2, {"0,0": ["SS"], "0,1": ["SN"], "0,2": ["SE"], "0,3": ["SW"]}, (1, 1), (0, 1)),
        (2, {"0,0": ["SS"], "0,1": ["SS"], "0,2": ["SE"], "0,3": ["SN"]}, (2, 1), (0,)),
        (3, {"0,0": ["SS"], "0,1": ["SW"], "0,2": ["SE"], "0,3": ["SE"]}, (1, 1, 0), (0, 1)),
        (3, {"0,0": ["SS"], "0,1": ["SW"], "0,2": ["SN"], "0,3": ["SU"]}, (1, 1, 1), (0, 1, 2)),
        (4, {"0,0": ["SS"], "0,1": ["SW"], "0,2": ["SN"], "0,3": ["SE"]}, (1, 1, 1, 1), (0, 1, 2, 3)),
        (4, {"0,0": ["SE"], "0,1": ["SE"], "0,2": ["SN"], "0,3": ["LU", "LE"]}, (0, 0, 1, 3), (3,)),
    ],
)
def test_scoring_and_shared_wins(players, board, scores, winners):
    # (The last case counts a flat top of a stack; play never makes one.)
    state = position(board, pool={"S": 1, "M": 0, "L": 0}, players=players)
    assert tuple(G.view(state)["scores"]) == scores
    ended = G.end_now(state)
    assert G.result(ended) == (scores, winners)
    assert ended["finish"]["reason"] == "agreement"


def upright_with_take(state, seat):
    """A move that keeps the pool full and leaves an upright piece to take later."""
    return next(m for m in G.legal_moves(state, seat) if "take" in m and m.split()[2] == "U")


@pytest.mark.parametrize("players", [3, 4])
def test_turn_order_and_resign_with_more_players(players):
    state = G.new(players=players)
    seen = []
    for _ in range(players):
        seat = G.to_move(state)[0]
        seen.append(seat)
        state = G.apply(state, seat, upright_with_take(state, seat))
    assert seen == list(range(players)) and G.to_move(state) == (0,)
    # Seat 1 resigns while seat 0 is on turn: play goes 0 -> 2.
    state = G.resign(state, 1)
    state = G.apply(state, 0, upright_with_take(state, 0))
    assert G.to_move(state) == (2,)
    assert G.legal_moves(state, 1) == []
    assert refusal(state, 1, G.legal_moves(state, 2)[0]) == "you have resigned from this game"
    # The seat on turn resigns: the turn passes to the next active seat.
    state = G.resign(state, 2)
    if players == 3:
        assert G.is_over(state) and G.result(state)[1] == (0,)
        assert state["finish"]["reason"] == "resign"
    else:
        assert G.to_move(state) == (3,)
        state = G.resign(state, 3)
        assert G.result(state)[1] == (0,)


def test_resigned_seats_rank_last_in_a_scored_end():
    state = position({"0,0": ["SW"], "0,1": ["SW"], "0,2": ["SS"]}, players=3)
    state = G.resign(state, 1)
    assert G.result(G.end_now(state)) == ((1, 2, 0), (0,))


# ---- refusals ------------------------------------------------------------------------------
def test_every_refusal_message():
    state = G.new(players=2)
    assert refusal(state, 0, "M 0,0 N") == "0,0 is occupied"
    assert refusal(state, 0, "M 5,5 N") == "play next to a piece (orthogonally)"
    assert refusal(state, 0, "M 1,1 S take -1,1") == "-1,1 holds no upright piece next to your piece"
    assert refusal(state, 0, "M 1,1 S take 0,1") == "0,1 holds no upright piece next to your piece"
    assert refusal(state, 0, "S 0,3 U take 0,0") == "0,0 holds no upright piece next to your piece"
    after = G.apply(state, 0, "M 1,1 S take 0,0")
    assert refusal(after, 1, "M 1,-1 S") == "the pool has no M"
    assert refusal(after, 0, "S 1,-1 S") == "it is seat 1's turn"
    two = position({"0,0": ["LU", "LU"], "1,1": ["SU"]})
    assert refusal(two, 0, "M 1,0 N") == "choose which piece to take: 0,0 or 1,1"
    for junk in ("xyzzy", "M 1,1", "M 1,1 Q", "Q 1,1 N", "M 1;1 N", "M 1,1 N take", "M 1,1 N 0,0"):
        msg = refusal(state, 0, junk)
        assert "e.g. M 1,1 S take 0,0" in msg and "the list under /move shows all" in msg, junk
    assert "for example `" in refusal(state, 0, "   ")


# ---- notation, encoding, purity ------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("m 1,1 s take 0,0", "M 1,1 S take 0,0"),
        ("M 1, 1 S", "M 1,1 S take 0,0"),
        ("L -1,1 u TAKE 0,0", "L -1,1 U take 0,0"),
        ("  s   0 , 3   n ", "S 0,3 N"),
        ("large -1,-1 west take 0, 0", "L -1,-1 W take 0,0"),
        ("S +0,3 up", "S 0,3 U"),
    ],
)
def test_parse_tolerance(text, canonical):
    assert G.parse(G.new(players=2), 0, text) == canonical


def test_encode_decode_and_apply_purity():
    state = G.new(players=3, seed=4)
    for move in ("M 1,-1 S take 0,0", "S -2,1 U", "L 1,1 S take 0,0"):
        seat = G.to_move(state)[0]
        before = G.encode(state)
        after = G.apply(state, seat, move)
        assert G.encode(state) == before
        assert G.decode(G.encode(after)) == after
        json.dumps(G.view(after, seat))
        state = after
    assert G.view(state)["last_move"] == {
        "seat": 2, "move": "L 1,1 S take 0,0", "x": 1, "y": 1, "size": "L", "orient": "S",
        "take": [0, 0], "changed": [[0, 1], [0, 2]],
    }


def test_view_keys_text_and_status():
    state = G.apply(G.new(players=4), 0, "M 1,-1 S take 0,0")
    view = G.view(state, 2)
    assert set(view) >= {"directions", "board", "centre_height", "pool", "scores", "extent"}
    assert view["scores"] == [5, 2, 2, 0]
    assert english(G.status(state)) == (
        "Pool: 1 small, 2 large. Score: seat 0 (South) 5, seat 1 (West) 2, seat 2 (North) 2, seat 3 (East) 0."
    )
    assert english(G.move_label(state, 1, "S 2,-1 W")) == "Small on 2,-1 pointing West (S 2,-1 W)"
    picture = G.text(state, 2)
    for part in ("3LU", "Mv", "<M", "S^", "seat 2 faces N (you)", "seat 1 to move", "-2", "last move"):
        assert part in picture
    over = G.end_now(state)
    assert "won by seat 0" in G.text(over)


# ---- properties over random playouts -------------------------------------------------------
def playout_checks(players, seed, take_bias, max_plies, full=False):
    """Play a seeded game, checking the invariants at every step; returns the plies."""
    chooser = random.Random(seed)
    state = G.new(players=players, seed=seed)
    for ply in range(max_plies):
        assert pieces_total(state) == 15
        assert state["frontier"] == brute_frontier(state["board"])
        seat = G.to_move(state)[0]
        moves = G.legal_moves(state, seat)
        assert moves == brute_legal_moves(state)
        before = G.encode(state)
        for move in chooser.sample(moves, min(len(moves), 40 if full else 4)):
            assert G.parse(state, seat, move) == move
            G.apply(state, seat, move)
        legal = set(moves)
        for _ in range(12):  # sampled look-alike moves: legal ones apply, others refused
            size = chooser.choice("SML")
            x, y = chooser.randint(-4, 4), chooser.randint(-4, 4)
            text = f"{size} {x},{y} {chooser.choice('UNESW')}"
            if chooser.random() < 0.7:
                text += f" take {x + chooser.randint(-1, 1)},{y + chooser.randint(-1, 1)}"
            if text in legal:
                G.apply(state, seat, text)
            else:
                try:
                    canonical = G.parse(state, seat, text)
                except IllegalMove:
                    canonical = None
                # Only a take-less text with exactly one possible take may be completed.
                assert canonical is None or (canonical in legal and canonical.startswith(text + " take "))
        assert G.encode(state) == before
        pool_before = sum(state["pool"].values())
        takers = [m for m in moves if "take" in m and m.split()[2] == "U"]
        move = chooser.choice(takers if takers and chooser.random() < take_bias else moves)
        state = G.apply(state, seat, move)
        # The pool never grows: it shrinks by one exactly when nothing was taken.
        assert sum(state["pool"].values()) == pool_before - ("take" not in move)
        if G.is_over(state):
            assert G.to_move(state) == () and not any(state["pool"].values())
            assert G.result(state)[0] == tuple(G.view(state)["scores"])
            return ply + 1
        assert G.to_move(state) == (G.next_active_seat(state, seat),)
    return None


@given(st.sampled_from([2, 3, 4]), st.integers(0, 10**6))
def test_random_playouts_end_and_keep_the_invariants(players, seed):
    assert playout_checks(players, seed, take_bias=0.0, max_plies=400) is not None


@given(st.sampled_from([2, 3, 4]), st.integers(0, 10**6))
def test_long_playouts_keep_the_invariants(players, seed):
    # Mostly upright plays with a take keep the pool full and the board spreading.
    playout_checks(players, seed, take_bias=0.95, max_plies=80)


def test_one_long_game_checked_in_full():
    playout_checks(4, 2024, take_bias=0.9, max_plies=120, full=True)
