"""The Synapse-Ice opening book: the solved value of the empty board and the winning move
of every position of the winning side's proof up to BOOK_PIECES pieces on the board.

Deeper positions are solved live by ai.synapse_solver within the move's budget; the
first moves are far too large for that (tens of millions of nodes each), hence the book.

`python -m ai.synapse_book` regenerates ai/data/synapse_book.json. It compiles the C
twin of the solver (ai/synapse_fastsolve.c, same search, some hundred times faster) with
the system C compiler and takes a few minutes of one core; the figures it measured are
stored in the book. docs/ai-solved-games.md has the results.

Book keys are canonical positions (ai.synapse_position.canonical) written "occ,sq,mine,
theirs"; a move is [cell, size, target] in that canonical frame.
"""

from __future__ import annotations

import argparse
import functools
import json
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from ai.synapse_position import (
    FREE,
    FULL_STASH,
    MOVES_FROM,
    SYM_CELL,
    Pos,
    canonical,
    moves,
    play,
    sym_mask,
)
from ai.synapse_solver import Solver

BOOK_PIECES = 9  # the book answers positions with at most this many pieces placed
BOOK_FILE = "synapse_book.json"
ROOT: Pos = (0, FREE, FULL_STASH, FULL_STASH)


def key_text(pos: Pos) -> str:
    return ",".join(map(str, pos))


def canonical_with_symmetry(pos: Pos) -> tuple[Pos, int]:
    """The canonical position and the symmetry (an involution) that maps `pos` onto it."""
    occ, sq, mine, theirs = pos
    best, best_k = pos, 0
    for k in (1, 2, 3):
        cand = (sym_mask(occ, k), sq if sq == FREE else SYM_CELL[k][sq], mine, theirs)
        if cand < best:
            best, best_k = cand, k
    return best, best_k


def move_text(cell: int, size: int, target: int) -> str:
    for s, t, text in MOVES_FROM[cell]:
        if s == size and t == target:
            return text
    raise ValueError(f"no move from cell {cell} of size {size} to {target}")


@dataclass(frozen=True)
class Book:
    root_value: int  # +1: the first player wins from the empty board; -1: the second
    opening: tuple[int, int, int]  # the first player's first move (cell, size, target)
    moves: dict[str, tuple[int, int, int]]  # won positions: the winning move
    lost_moves: dict[str, tuple[int, int, int]]  # the first player's lost positions: its move
    figures: dict[str, Any]

    def move_for(self, pos: Pos) -> str | None:
        """The book's winning move in `pos`, as the engine writes it; None if absent."""
        return self._lookup(self.moves, pos)

    def lost_move_for(self, pos: Pos) -> str | None:
        """The move the book plays in a lost position it lists; None if absent."""
        return self._lookup(self.lost_moves, pos)

    def _lookup(self, table: dict[str, tuple[int, int, int]], pos: Pos) -> str | None:
        if pos[1] == FREE:
            return None
        canon, k = canonical_with_symmetry(pos)
        entry = table.get(key_text(canon))
        if entry is None:
            return None
        cell, size, target = entry
        return move_text(SYM_CELL[k][cell], size, SYM_CELL[k][target])


@functools.cache
def load() -> Book:
    text = resources.files("ai").joinpath("data", BOOK_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    return Book(
        root_value=int(data["root_value"]),
        opening=(data["opening"][0], data["opening"][1], data["opening"][2]),
        moves={k: (v[0], v[1], v[2]) for k, v in data["moves"].items()},
        lost_moves={k: (v[0], v[1], v[2]) for k, v in data["lost_moves"].items()},
        figures=data["figures"],
    )


# ---- building the book ---------------------------------------------------------------

class FastSolver:
    """The compiled C twin of the solver, driven line by line."""

    def __init__(self, workdir: Path) -> None:
        compiler = shutil.which("cc") or shutil.which("gcc")
        if compiler is None:
            raise SystemExit("building the book needs a C compiler (cc or gcc)")
        source = Path(__file__).with_name("synapse_fastsolve.c")
        binary = workdir / "synapse_fastsolve"
        subprocess.run([compiler, "-O2", "-o", str(binary), str(source)], check=True)
        self.proc = subprocess.Popen([str(binary)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.nodes = 0

    def solve(self, pos: Pos) -> tuple[bool, int, tuple[int, int, int] | None]:
        """(side to move wins, nodes searched, a winning move (cell, size, target))."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(" ".join(map(str, pos)) + "\n")
        self.proc.stdin.flush()
        won, nodes, size, target = map(int, self.proc.stdout.readline().split())
        self.nodes += nodes
        return bool(won), nodes, ((pos[1], size, target) if won else None)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


class PySolver:
    """The same interface over the Python solver (ai.synapse_solver): hours, not minutes."""

    def __init__(self) -> None:
        self.solver = Solver()
        self.nodes = 0

    def solve(self, pos: Pos) -> tuple[bool, int, tuple[int, int, int] | None]:
        move = self.solver.winning_move(pos)
        self.nodes += self.solver.nodes
        assert move is not None  # no node limit
        return move != (), self.solver.nodes, (move if move else None)

    def close(self) -> None:
        self.solver.table.clear()


def first_positions() -> dict[Pos, tuple[int, int, int]]:
    """Each canonical position after a first move, with one first move that leads to it."""
    out: dict[Pos, tuple[int, int, int]] = {}
    for cell, target, move in moves(ROOT):
        size = "SML".index(move.split()[1])
        out.setdefault(canonical(play(ROOT, cell, size, target)), (cell, size, target))
    return dict(sorted(out.items()))


def build(log: Any = sys.stderr, python_only: bool = False) -> dict[str, Any]:
    start = time.perf_counter()
    book: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        fast: FastSolver | PySolver = PySolver() if python_only else FastSolver(Path(tmp))

        def prove(pos: Pos) -> None:
            """Record the winner's move in every position of its proof up to BOOK_PIECES."""
            canon = canonical(pos)
            if bin(canon[0]).count("1") > BOOK_PIECES or key_text(canon) in book:
                return
            won, _, move = fast.solve(canon)
            assert won and move is not None, canon
            book[key_text(canon)] = list(move)
            child = play(canon, *move)
            for cell, target, text in moves(child):
                after = play(child, cell, "SML".index(text.split()[1]), target)
                if moves(after):
                    prove(after)

        firsts = first_positions()
        values: dict[Pos, tuple[bool, int]] = {}
        for pos in firsts:
            won, nodes, _ = fast.solve(pos)
            values[pos] = (won, nodes)
            print(f"first move {key_text(pos)}: {'second' if won else 'first'} player wins, "
                  f"{nodes} nodes", file=log, flush=True)
            if won:  # the second player's proof, while the solver's table still holds it
                prove(pos)
            print(f"  book {len(book)} positions, {fast.nodes} nodes, "
                  f"{time.perf_counter() - start:.0f} s", file=log, flush=True)
        winning = [pos for pos, (won, _) in values.items() if not won]
        root_value = 1 if winning else -1
        # The first player's opening: a winning one, else the one that took the most work
        # to refute (the hardest for the second player to answer).
        pick = winning[0] if winning else max(values, key=lambda p: values[p][1])
        opening = firsts[pick]
        # The first player's side: after its opening, every position it can meet up to
        # BOOK_PIECES when it plays the book: a won one is proven, a lost one gets a fixed
        # move (the most replies for the opponent, as the live player does) and every reply.
        lost: dict[str, list[int]] = {}

        def first_player_line(pos: Pos) -> None:
            canon = canonical(pos)
            key = key_text(canon)
            if bin(canon[0]).count("1") > BOOK_PIECES or key in book or key in lost:
                return
            if fast.solve(canon)[0]:
                prove(canon)
                return
            options = [(c, "SML".index(m.split()[1]), t, m) for c, t, m in moves(canon)]
            cell, size, target, _ = max(
                options, key=lambda o: (len(moves(play(canon, o[0], o[1], o[2]))), o[3]))
            lost[key] = [cell, size, target]
            child = play(canon, cell, size, target)
            for c, t, m in moves(child):
                after = play(child, c, "SML".index(m.split()[1]), t)
                if moves(after):
                    first_player_line(after)

        for cell, target, text in moves(pick):
            after = play(pick, cell, "SML".index(text.split()[1]), target)
            if moves(after):
                first_player_line(after)
        print(f"first player's line: book {len(book)} positions, {len(lost)} lost ones, "
              f"{time.perf_counter() - start:.0f} s", file=log, flush=True)
        fast.close()
        elapsed = time.perf_counter() - start
        return {
            "root_value": root_value,
            "opening": list(opening),
            "figures": {
                "first_moves": len(firsts),
                "first_move_nodes": {key_text(p): n for p, (_, n) in values.items()},
                "nodes_to_solve_root": sum(n for _, n in values.values()),
                "total_nodes": fast.nodes,
                "seconds": round(elapsed, 1),
                "book_pieces": BOOK_PIECES,
                "positions": len(book),
                "lost_positions": len(lost),
            },
            "moves": book,
            "lost_moves": lost,
        }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m ai.synapse_book", description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", action="store_true",
                        help="search with the Python solver only (no C compiler needed; hours)")
    data = build(python_only=parser.parse_args().python)
    path = Path(__file__).with_name("data") / BOOK_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    figures = data["figures"]
    print(f"empty board: the {'first' if data['root_value'] == 1 else 'second'} player wins; "
          f"{figures['nodes_to_solve_root']} nodes over {figures['first_moves']} first moves; "
          f"{figures['positions']} book positions, {figures['total_nodes']} nodes in all, "
          f"{figures['seconds']} s; wrote {path}")


if __name__ == "__main__":
    main()
