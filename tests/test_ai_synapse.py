"""Synapse-Ice computer player: the compact position against the engine, the solver
against a plain minimax, symmetries, the opening book, perfect play, levels, budget."""

import random
from pathlib import Path

import pytest
from search_time import cpu_seconds

from ai import synapse as A
from ai.synapse_book import BOOK_FILE, BOOK_PIECES, PySolver, canonical_with_symmetry, load, move_text
from ai.synapse_position import FREE, SIZES, SYM_CELL, from_state, moves, play, sym_mask
from ai.synapse_solver import Solver
from rules import get_game

G = get_game("synapse")


def playout_states(n_games, seed, first=0):
    """Every position (from ply `first` on) of `n_games` random games."""
    out = []
    for g in range(n_games):
        rng = random.Random(seed * 1000 + g)
        state = G.new(2, seed=g)
        while not G.is_over(state):
            if state["ply"] >= first:
                out.append(state)
            seat = state["turn"]
            state = G.apply(state, seat, rng.choice(G.legal_moves(state, seat)))
    return out


def child(pos, move_text_):
    for c, t, m in moves(pos):
        if m == move_text_:
            return play(pos, c, SIZES.index(m.split()[1]), t)
    raise AssertionError(move_text_)


def minimax_wins(state):
    """Plain negamax on the engine: does the side to move win?"""
    seat = state["turn"]
    for move in G.legal_moves(state, seat):
        after = G.apply(state, seat, move)
        if G.is_over(after) or not minimax_wins(after):
            return True
    return False


def test_moves_and_positions_match_the_engine():
    for state in playout_states(40, seed=1):
        seat = state["turn"]
        pos = from_state(state)
        options = moves(pos)
        assert sorted(m for _, _, m in options) == sorted(G.legal_moves(state, seat))
        for _, _, m in options:
            after = G.apply(state, seat, m)
            nxt = child(pos, m)
            if G.is_over(after):
                assert moves(nxt) == [] and G.result(after)[1] == (seat,)
            else:
                assert moves(nxt) and from_state(after) == nxt


def test_solver_agrees_with_plain_minimax():
    positions = [s for s in playout_states(60, seed=2, first=15) if len(s["board"]) in (15, 16, 17)]
    checked = {True: 0, False: 0}
    for state in positions[::3][:45]:
        expected = minimax_wins(state)
        assert Solver().wins(from_state(state)) == expected
        checked[expected] += 1
    assert checked[True] >= 5 and checked[False] >= 5


def test_symmetries_keep_moves_and_values():
    solver = Solver()
    for state in playout_states(12, seed=3, first=10)[::4]:
        pos = from_state(state)
        value = solver.wins(pos)
        for k in (1, 2, 3):
            image = (sym_mask(pos[0], k), SYM_CELL[k][pos[1]], pos[2], pos[3])
            mapped = sorted((SYM_CELL[k][c], SYM_CELL[k][t], m.split()[1]) for c, t, m in moves(pos))
            assert sorted((c, t, m.split()[1]) for c, t, m in moves(image)) == mapped
            assert Solver().wins(image) == value


def test_book_values_and_moves():
    book = load()
    assert book.root_value == -1  # docs/ai-solved-games.md: the second player wins
    assert (Path(A.__file__).parent / "data" / BOOK_FILE).stat().st_size < 5_000_000
    root = from_state(G.new(2))
    assert move_text(*book.opening) in G.legal_moves(G.new(2), 0)
    rng = random.Random(4)
    deep = []
    for key in rng.sample(sorted(book.moves), 300):
        pos = tuple(map(int, key.split(",")))
        assert canonical_with_symmetry(pos)[0] == pos
        move = book.move_for(pos)
        assert move in [m for _, _, m in moves(pos)]
        if bin(pos[0]).count("1") == BOOK_PIECES:
            deep.append((pos, move))
    assert len(deep) >= 4
    for pos, move in deep[:4]:  # the deepest entries: the Python solver finds the same move
        won, _, found = PySolver().solve(pos)
        assert won and move_text(*found) == move
        assert Solver().wins(child(pos, move)) is False
    assert root[1] == FREE and book.move_for(root) is None  # the root answers by `opening`


def test_book_proofs_are_closed():
    """After a book move, every reply leads to a position the book answers (or ends the
    game), up to the book's depth: the winning side never leaves the book early."""
    book = load()
    shallow = [k for k in sorted(book.moves) if bin(int(k.split(",")[0])).count("1") <= BOOK_PIECES - 2]
    for key in random.Random(8).sample(shallow, 40):
        pos = tuple(map(int, key.split(",")))
        after = child(pos, book.move_for(pos))
        for _, _, reply in moves(after):
            again = child(after, reply)
            assert not moves(again) or book.move_for(again) is not None
    for key in random.Random(9).sample(sorted(book.lost_moves), 20):
        pos = tuple(map(int, key.split(",")))
        assert book.lost_move_for(pos) in [m for _, _, m in moves(pos)]
        assert book.move_for(pos) is None


def test_hard_second_player_answers_every_opening_with_a_win():
    game = G.new(2)
    book = load()
    for first in G.legal_moves(game, 0)[::7]:
        state = G.apply(game, 0, first)
        assert A.exact_value(state) == 1
        reply = A.choose(state, 1, level="hard", seed=0, budget_s=2.0)
        after = G.apply(state, 1, reply)
        pos = from_state(after)
        assert book.move_for(pos) is None  # the first player's position: lost,
        assert all(book.move_for(child(pos, m)) for _, _, m in moves(pos))  # every move answered
        assert A.exact_value(after) == -1


def test_hard_keeps_a_won_position_won():
    solver = Solver()
    checked = 0
    for state in playout_states(20, seed=5, first=9)[::5]:
        pos = from_state(state)
        if not solver.wins(pos):
            continue
        move = A.choose(state, state["turn"], level="hard", seed=0, budget_s=2.0)
        after = G.apply(state, state["turn"], move)
        assert G.is_over(after) or solver.wins(from_state(after)) is False
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("hard_seat", [0, 1])
def test_hard_never_loses_to_random_play(hard_seat):
    for g in range(24):
        rng = random.Random(100 + g)
        state = G.new(2, seed=g)
        while not G.is_over(state):
            seat = state["turn"]
            if seat == hard_seat:
                move = A.choose(state, seat, level="hard", seed=g, budget_s=1.0)
            else:
                move = rng.choice(G.legal_moves(state, seat))
            state = G.apply(state, seat, move)
        assert G.result(state)[1] == (hard_seat,), g


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_move_is_legal_and_seeded(level):
    for state in playout_states(6, seed=6)[::4]:
        seat = state["turn"]
        move = A.choose(state, seat, level=level, seed=9, budget_s=0.5)
        assert move in G.legal_moves(state, seat)
        assert move == A.choose(state, seat, level=level, seed=9, budget_s=0.5)


def test_easy_takes_an_immediate_win_and_loses_to_hard():
    for state in playout_states(30, seed=7, first=8):
        pos = from_state(state)
        if any(not moves(child(pos, m)) for _, _, m in moves(pos)):
            move = A.choose(state, state["turn"], level="easy", seed=1, budget_s=0.5)
            assert G.is_over(G.apply(state, state["turn"], move))
    for g in range(4):
        state = G.new(2, seed=g)
        while not G.is_over(state):
            seat = state["turn"]
            level = "hard" if seat == g % 2 else "easy"
            state = G.apply(state, seat, A.choose(state, seat, level=level, seed=g, budget_s=1.0))
        assert G.result(state)[1] == (g % 2,)


def test_budget_is_respected_from_a_cold_start():
    load.cache_clear()
    A.SOLVER.table.clear()
    _, spent = cpu_seconds(lambda: A.choose(G.new(2), 0, level="hard", seed=0, budget_s=0.5))
    assert spent < 0.55
    for state in playout_states(6, seed=8, first=8)[::6][:8]:
        A.SOLVER.table.clear()
        _, spent = cpu_seconds(A.choose, state, state["turn"], level="hard", seed=0, budget_s=0.3)
        assert spent < 0.33
