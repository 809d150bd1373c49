"""Computer player for Synapse-Ice: an opening book for the first moves, exact search
after that (ai.synapse_book, ai.synapse_solver). Levels (docs/ai-solved-games.md):
  hard    the book's move where it has one (the book also fixes the first player's moves
          in the lost positions of its first moves), else the exact search within the budget:
          a won position is converted; from a lost one it plays the move leaving the
          opponent the most replies (the most room to go wrong); if the search does not
          finish, it prefers a move it has proven, then the fewest replies for the opponent
  medium  half the time the hard move; otherwise looks two plies ahead (takes a win,
          avoids handing the opponent one), at random
  easy    a random move, except that it takes an immediate win

The search's node allowance comes from the budget at a conservative rate and a clock
guard stops it early on a slow machine; each move searches with a fresh table, so a move
is the same for the same seed and budget unless the guard fires. (`exact_value` keeps
its table between calls: its answers are exact either way.)
"""

from __future__ import annotations

import random
import time
from typing import Any

from ai.synapse_book import BOOK_PIECES, load, move_text
from ai.synapse_position import FREE, SIZES, Pos, from_state, moves, play
from ai.synapse_solver import Solver
from rules import get_game

GAME = get_game("synapse")
RATE = 150_000  # search nodes per second budgeted (measured ~250,000 on a shared core)
SAFETY = 0.8  # share of the budget the search may use
MEDIUM_PERFECT = 0.5
VALUE_NODES = 200_000  # exact_value's search allowance where the book does not answer

SOLVER = Solver()


def _play_text(pos: Pos, cell: int, target: int, text: str) -> Pos:
    return play(pos, cell, SIZES.index(text.split()[1]), target)


def _replies(pos: Pos) -> int:
    return len(moves(pos))


def exact_value(state: dict[str, Any], *, max_nodes: int = VALUE_NODES) -> int | None:
    """+1 if the seat to move wins with perfect play, -1 if it loses (there are no draws);
    None where neither the book nor a search of `max_nodes` (about 250,000 a second)
    knows. For a finished game, the result for the seat that would move next (the one
    left without a move: -1)."""
    if state["finish"] is not None:
        winners = state["finish"]["winners"]
        return 0 if not winners else (1 if state["turn"] in winners else -1)
    return position_value(from_state(state), max_nodes)


def position_value(pos: Pos, max_nodes: int) -> int | None:
    """The value of `pos` for its side to move (see exact_value)."""
    book = load()
    if _is_root(pos):
        return book.root_value
    if book.move_for(pos) is not None:
        return 1
    if book.lost_move_for(pos) is not None:
        return -1
    options = moves(pos)
    if not options:
        return -1
    # In the book's proofs, every move of the losing side leads to a book position.
    if bin(pos[0]).count("1") < BOOK_PIECES and all(
        book.move_for(_play_text(pos, c, t, m)) is not None for c, t, m in options
    ):
        return -1
    won = SOLVER.wins(pos, max_nodes)
    return None if won is None else (1 if won else -1)


def _is_root(pos: Pos) -> bool:
    return pos[0] == 0 and pos[1] == FREE


def hard_move(pos: Pos, budget_s: float) -> str:
    """The book's move, else the exact search's (see the module's description)."""
    book = load()
    if _is_root(pos):
        return move_text(*book.opening)
    book_move = book.move_for(pos) or book.lost_move_for(pos)
    if book_move is not None:
        return book_move
    options = moves(pos)
    deadline = time.perf_counter() + budget_s * SAFETY
    nodes = max(int(budget_s * SAFETY * RATE), 1000)
    # A fresh table for each move: whether the search finishes within its allowance must
    # not depend on earlier searches, so that a seed gives the same move every time.
    solver = Solver()
    found = solver.winning_move(pos, nodes, deadline)
    if found:
        cell, size, target = found
        return next(m for c, t, m in options if c == cell and t == target and m.split()[1] == SIZES[size])
    children = {m: _play_text(pos, c, t, m) for c, t, m in options}
    if found == ():  # lost: leave the opponent the most room to go wrong
        return max(options, key=lambda o: (_replies(children[o[2]]), o[2]))[2]
    # Unfinished: a child proven lost for the opponent wins; avoid children proven won for
    # them; otherwise the fewest replies.
    proven_bad = set()
    share = max(nodes // (2 * len(options)), 500)
    for _, _, m in sorted(options, key=lambda o: (_replies(children[o[2]]), o[2])):
        if time.perf_counter() > deadline:
            break
        won = solver.wins(children[m], share, deadline)
        if won is False:
            return m
        if won:
            proven_bad.add(m)
    candidates = [o for o in options if o[2] not in proven_bad] or options
    return min(candidates, key=lambda o: (_replies(children[o[2]]), o[2]))[2]


def _shallow_move(pos: Pos, rng: random.Random, careful: bool) -> str:
    """Take an immediate win; if `careful`, avoid a move that hands over one; else random."""
    options = moves(pos)
    safe = []
    for c, t, m in options:
        child = _play_text(pos, c, t, m)
        replies = moves(child)
        if not replies:
            return m
        if careful and any(not moves(_play_text(child, c2, t2, m2)) for c2, t2, m2 in replies):
            continue
        safe.append(m)
    return rng.choice(safe or [m for _, _, m in options])


def choose(state: dict[str, Any], seat: int, *, level: str, seed: int, budget_s: float) -> str:
    """A legal move for `seat`, which must be the seat to move."""
    if state["finish"] is not None or state["turn"] != seat:
        raise ValueError(f"seat {seat} cannot move now")
    pos = from_state(state)
    options = moves(pos)
    if len(options) == 1:
        return options[0][2]
    rng = random.Random(f"synapse|{seed}|{level}|{state['ply']}|{pos}")
    if level == "hard" or (level == "medium" and rng.random() < MEDIUM_PERFECT):
        return hard_move(pos, budget_s)
    return _shallow_move(pos, rng, careful=level == "medium")
