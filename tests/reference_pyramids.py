"""Clean-room reference rules for Epicycle, Synapse-Ice, Pylon and Cardinal Connections.

Written from `shared/spec/games.md` (and `docs/views.md` for reading positions out of
the engines' public views) only, without looking at the engines under `rules/`.
`tests/test_reference_pyramids.py` replays games through the engines and compares them
with these implementations position by position.

Each game is a small class of plain static methods over a plain dict position:

- `initial(...)` / `from_view(view, ...)` build a position,
- `legal(pos)` lists the moves of the seat to move, canonical and sorted,
- `apply(pos, move)` returns the next position (the argument is left alone),
- `pos["to_move"]` is the tuple of seats that may act, `pos["result"]` is `None` or
  `(scores or None, winners)` with `winners == ()` for a draw.

Everything is brute force over the board: obviously correct beats fast here.
"""

from __future__ import annotations

import copy
from typing import ClassVar

PIPS = {"S": 1, "M": 2, "L": 3}
SIZES = ("S", "M", "L")
DIRS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}


def _sorted_sizes(sizes):
    return sorted(sizes, key=SIZES.index)


# --------------------------------------------------------------------------- boards 6x5
COLS = "abcdef"
ROWS = range(1, 6)
SQUARES = [f"{c}{r}" for c in COLS for r in ROWS]


def _xy(square):
    return COLS.index(square[0]), int(square[1:]) - 1


def _name(x, y):
    if 0 <= x < len(COLS) and 0 <= y < len(ROWS):
        return f"{COLS[x]}{y + 1}"
    return None


def _step(square, direction, steps):
    x, y = _xy(square)
    dx, dy = DIRS[direction]
    return _name(x + dx * steps, y + dy * steps)


# --------------------------------------------------------------------------- Epicycle
class Epicycle:
    """Ring of 10; place into the gap, take the piece `pips` away (cw = +1)."""

    RING = 10

    @staticmethod
    def initial(ring):
        """`ring`: the 10 spaces at ply 0 (None for the gap), e.g. from the engine's view."""
        pos = {
            "ring": list(ring),
            "inv": [["S", "M", "L"], ["S", "M", "L"]],
            "mover": 0,
            "counts": {},
            "result": None,
        }
        pos["counts"][Epicycle.key(pos)] = 1  # the starting position is its first occurrence
        if not Epicycle._moves_for(pos["ring"], pos["inv"][0]):
            # games.md only states the no-move loss after a move; a player who cannot move
            # at the very start loses the same way (the only sensible reading).
            pos["result"] = (None, (1,))
        return pos

    @staticmethod
    def key(pos):
        return (tuple(pos["ring"]), tuple(pos["inv"][0]), tuple(pos["inv"][1]), pos["mover"])

    @staticmethod
    def _moves_for(ring, inv):
        gap = ring.index(None)
        out = set()
        for size in set(inv):
            for name, sign in (("cw", 1), ("ccw", -1)):
                target = (gap + sign * PIPS[size]) % Epicycle.RING
                taken = ring[target]
                assert taken is not None
                if taken != size:
                    out.add(f"{size} {name}")
        return sorted(out)

    @staticmethod
    def to_move(pos):
        return () if pos["result"] is not None else (pos["mover"],)

    @staticmethod
    def legal(pos):
        if pos["result"] is not None:
            return []
        return Epicycle._moves_for(pos["ring"], pos["inv"][pos["mover"]])

    @staticmethod
    def apply(pos, move):
        assert move in Epicycle.legal(pos), move
        size, direction = move.split()
        new = {"ring": list(pos["ring"]), "inv": [list(i) for i in pos["inv"]], "mover": pos["mover"],
               "counts": dict(pos["counts"]), "result": None}
        ring, mover = new["ring"], new["mover"]
        gap = ring.index(None)
        target = (gap + (1 if direction == "cw" else -1) * PIPS[size]) % Epicycle.RING
        taken = ring[target]
        ring[gap] = size
        ring[target] = None
        inv = list(new["inv"][mover])
        inv.remove(size)
        inv.append(taken)
        new["inv"][mover] = _sorted_sizes(inv)
        nxt = 1 - mover
        new["mover"] = nxt
        new["last"] = {"placed": gap, "size": size, "direction": direction, "taken": target,
                       "taken_size": taken}
        if len(set(inv)) == 1:
            new["result"] = (None, (nxt,))
            new["end"] = "three"
        elif not Epicycle._moves_for(ring, new["inv"][nxt]):
            new["result"] = (None, (mover,))
            new["end"] = "nomove"
        else:
            k = Epicycle.key(new)
            new["counts"][k] = new["counts"].get(k, 0) + 1
            if new["counts"][k] >= 3:
                new["result"] = (None, ())
                new["end"] = "repetition"
        return new

    @staticmethod
    def repetition(pos):
        return pos["counts"].get(Epicycle.key(pos), 0)

    @staticmethod
    def from_view(view, tracked):
        """The board from the view; whose turn and the repetition counts from `tracked`
        (our own replay), since a view does not carry the history."""
        return {
            "ring": list(view["ring"]),
            "inv": [list(i) for i in view["inventories"]],
            "mover": tracked["mover"],
            "counts": tracked["counts"],
            "result": tracked["result"],
        }

    @staticmethod
    def board(pos):
        """What a view must agree on."""
        ring = pos["ring"]
        return {"ring": list(ring), "gap": ring.index(None), "inventories": [list(i) for i in pos["inv"]]}


# --------------------------------------------------------------------------- Synapse-Ice
class Synapse:
    """Flat pieces on 6x5, each pointing at the empty square the next piece must use."""

    @staticmethod
    def initial():
        return {
            "board": {},
            "stash": [dict.fromkeys(SIZES, 5), dict.fromkeys(SIZES, 5)],
            "forced": None,
            "mover": 0,
            "result": None,
        }

    @staticmethod
    def _moves_for(board, stash, forced):
        squares = [forced] if forced is not None else SQUARES
        out = []
        for sq in squares:
            if sq in board:
                continue
            for size in SIZES:
                if stash[size] <= 0:
                    continue
                for d in DIRS:
                    target = _step(sq, d, PIPS[size])
                    if target is not None and target not in board and target != sq:
                        out.append(f"{sq} {size} {d}")
        return sorted(out)

    @staticmethod
    def to_move(pos):
        return () if pos["result"] is not None else (pos["mover"],)

    @staticmethod
    def legal(pos):
        if pos["result"] is not None:
            return []
        return Synapse._moves_for(pos["board"], pos["stash"][pos["mover"]], pos["forced"])

    @staticmethod
    def apply(pos, move):
        assert move in Synapse.legal(pos), move
        sq, size, d = move.split()
        new = copy.deepcopy(pos)
        mover = new["mover"]
        new["board"][sq] = (mover, size, d)
        new["stash"][mover][size] -= 1
        new["forced"] = _step(sq, d, PIPS[size])
        new["mover"] = 1 - mover
        if not Synapse.legal(new):
            new["result"] = (None, (mover,))
            new["forced"] = None  # views.md: null when over
        return new

    @staticmethod
    def from_view(view, tracked):
        return {
            "board": {sq: (p["seat"], p["size"], p["dir"]) for sq, p in view["board"].items()},
            "stash": [dict(s) for s in view["stashes"]],
            "forced": view["forced"],
            "mover": tracked["mover"],
            "result": tracked["result"],
        }

    @staticmethod
    def board(pos):
        return {
            "board": {sq: {"seat": s, "size": z, "dir": d} for sq, (s, z, d) in pos["board"].items()},
            "forced": pos["forced"],
            "stashes": [dict(s) for s in pos["stash"]],
        }


# --------------------------------------------------------------------------- Pylon
class Pylon:
    """30 placements on 6x5, then stacking onto orthogonal neighbours (bottom <= top)."""

    @staticmethod
    def initial():
        return {
            "board": {},  # square -> list of (seat, size), bottom to top
            "stash": [dict.fromkeys(SIZES, 5), dict.fromkeys(SIZES, 5)],
            "placements": 0,
            "mover": 0,
            "result": None,
        }

    @staticmethod
    def phase(pos):
        if pos["result"] is not None:
            return "over"
        return "placement" if pos["placements"] < 30 else "stacking"

    @staticmethod
    def _stacking_moves(board):
        out = []
        for a, stack in board.items():
            for d in DIRS:
                b = _step(a, d, 1)
                if b is not None and b in board and PIPS[stack[0][1]] <= PIPS[board[b][-1][1]]:
                    out.append(f"{a}-{b}")
        return sorted(out)

    @staticmethod
    def legal(pos):
        phase = Pylon.phase(pos)
        if phase == "over":
            return []
        if phase == "placement":
            stash = pos["stash"][pos["mover"]]
            return sorted(f"{sq} {z}" for sq in SQUARES if sq not in pos["board"] for z in SIZES
                          if stash[z] > 0)
        return Pylon._stacking_moves(pos["board"])

    @staticmethod
    def to_move(pos):
        return () if pos["result"] is not None else (pos["mover"],)

    @staticmethod
    def scores(pos):
        out = [0, 0]
        for stack in pos["board"].values():
            out[stack[-1][0]] += len(stack)
        return out

    @staticmethod
    def apply(pos, move):
        assert move in Pylon.legal(pos), move
        new = copy.deepcopy(pos)
        mover = new["mover"]
        if Pylon.phase(pos) == "placement":
            sq, size = move.split()
            new["board"][sq] = [(mover, size)]
            new["stash"][mover][size] -= 1
            new["placements"] += 1
            # the player who placed the last pyramid (seat 1) starts the stacking phase
            new["mover"] = mover if new["placements"] == 30 else 1 - mover
            if new["placements"] < 30:
                return new
        else:
            a, b = move.split("-")
            new["board"][b] = new["board"][b] + new["board"].pop(a)
            new["mover"] = 1 - mover
        if not Pylon._stacking_moves(new["board"]):
            scores = Pylon.scores(new)
            winners = () if scores[0] == scores[1] else ((0,) if scores[0] > scores[1] else (1,))
            new["result"] = (tuple(scores), winners)
        return new

    @staticmethod
    def from_view(view, tracked):
        return {
            "board": {sq: [(p["seat"], p["size"]) for p in st] for sq, st in view["board"].items()},
            "stash": [dict(s) for s in view["stashes"]],
            "placements": view["placements"],
            "mover": tracked["mover"],
            "result": tracked["result"],
        }

    @staticmethod
    def board(pos):
        return {
            "phase": Pylon.phase(pos),
            "board": {sq: [{"seat": s, "size": z} for s, z in st] for sq, st in pos["board"].items()},
            "stashes": [dict(s) for s in pos["stash"]],
            "placements": pos["placements"],
            "scores": Pylon.scores(pos),
        }


# --------------------------------------------------------------------------- Cardinal Connections
class Cardinal:
    """Unbounded grid; play from the pool, take an adjacent upright, turn/stand neighbours."""

    FACING: ClassVar = {2: ("S", "N"), 3: ("S", "W", "N"), 4: ("S", "W", "N", "E")}
    AROUND: ClassVar = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

    @staticmethod
    def initial(players):
        board = {(0, 0): [("L", "U")] * 4}
        for d, (dx, dy) in DIRS.items():
            board[(dx, dy)] = [("M", d)]
            board[(2 * dx, 2 * dy)] = [("S", d)]
        return {
            "players": players,
            "board": board,  # (x, y) -> list of (size, orient), bottom to top
            "pool": dict.fromkeys(SIZES, 1),
            "centre": 4,
            "mover": 0,
            "result": None,
        }

    @staticmethod
    def to_move(pos):
        return () if pos["result"] is not None else (pos["mover"],)

    @staticmethod
    def _fmt(x, y):
        return f"{x},{y}"

    @staticmethod
    def legal(pos):
        if pos["result"] is not None:
            return []
        board = pos["board"]
        empties = set()
        for (x, y) in board:
            for dx, dy in DIRS.values():
                if (x + dx, y + dy) not in board:
                    empties.add((x + dx, y + dy))
        out = []
        for (x, y) in empties:
            takes = [(x + dx, y + dy) for dx, dy in Cardinal.AROUND
                     if (x + dx, y + dy) in board and board[(x + dx, y + dy)][-1][1] == "U"]
            for size in SIZES:
                if pos["pool"][size] <= 0:
                    continue
                for orient in ("U", "N", "E", "S", "W"):
                    base = f"{size} {x},{y} {orient}"
                    if takes:
                        out.extend(f"{base} take {tx},{ty}" for tx, ty in takes)
                    else:
                        out.append(base)
        return sorted(out)

    @staticmethod
    def scores(pos):
        facing = Cardinal.FACING[pos["players"]]
        out = [0] * pos["players"]
        for stack in pos["board"].values():
            for _size, orient in stack:
                if orient != "U" and orient in facing:
                    out[facing.index(orient)] += 1
        return out

    @staticmethod
    def apply(pos, move):
        assert move in Cardinal.legal(pos), move
        parts = move.split()
        size, (x, y), orient = parts[0], map(int, parts[1].split(",")), parts[2]
        take = tuple(map(int, parts[4].split(","))) if len(parts) == 5 else None
        new = copy.deepcopy(pos)
        board = new["board"]
        new["pool"][size] -= 1
        board[(x, y)] = [(size, orient)]
        if take is not None:
            taken_size, taken_orient = board[take].pop()
            assert taken_orient == "U"
            new["pool"][taken_size] += 1
            if take == (0, 0) and new["centre"] > 0:
                new["centre"] -= 1
            if not board[take]:
                del board[take]
        changed = []
        for dx, dy in Cardinal.AROUND:
            sq = (x + dx, y + dy)
            if sq not in board or len(board[sq]) != 1:
                continue  # empty, or a stack of two or more: never changed
            other_size, other_orient = board[sq][0]
            if other_orient == "U":
                continue  # only flat pieces are turned or stood up
            if orient != "U":
                if PIPS[other_size] <= PIPS[size] and other_orient != orient:
                    board[sq] = [(other_size, orient)]
                    changed.append(sq)
            elif PIPS[other_size] >= PIPS[size]:
                board[sq] = [(other_size, "U")]
                changed.append(sq)
        new["changed"] = sorted(changed)
        new["mover"] = (new["mover"] + 1) % new["players"]
        if sum(new["pool"].values()) == 0:
            scores = Cardinal.scores(new)
            top = max(scores)
            new["result"] = (tuple(scores), tuple(i for i, s in enumerate(scores) if s == top))
        return new

    @staticmethod
    def from_view(view, tracked):
        return {
            "players": view["players"],
            "board": {(e["x"], e["y"]): [(p["size"], p["orient"]) for p in e["stack"]]
                      for e in view["board"]},
            "pool": dict(view["pool"]),
            "centre": view["centre_height"],
            "mover": tracked["mover"],
            "result": tracked["result"],
        }

    @staticmethod
    def board(pos):
        b = pos["board"]
        xs = [x for x, _ in b]
        ys = [y for _, y in b]
        return {
            "directions": list(Cardinal.FACING[pos["players"]]),
            "board": [{"x": x, "y": y, "stack": [{"size": z, "orient": o} for z, o in b[(x, y)]]}
                      for (x, y) in sorted(b, key=lambda p: (p[1], p[0]))],
            "centre_height": pos["centre"],
            "pool": dict(pos["pool"]),
            "scores": Cardinal.scores(pos),
            "extent": {"min_x": min(xs), "max_x": max(xs), "min_y": min(ys), "max_y": max(ys)},
        }
