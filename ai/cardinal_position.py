"""A compact Cardinal Connections position for search, kept in step with rules/cardinal.py.

A square x,y is the int (x + OFF) * WIDTH + (y + OFF), so neighbours are additions.
A piece is `pips * 8 + orient` with orient 0 = upright, 1..4 = N, E, S, W. Only the
centre ever holds a stack, and it is all upright large pieces, which nothing turns;
so the board keeps one piece per square and the centre's height separately.
A move is a tuple (pips, square, orient, taken square or -1).
"""

from __future__ import annotations

import random
from typing import Any

from ai.mcts import share
from rules.cardinal import SEAT_DIRECTIONS
from rules.grid import parse_point
from rules.pieces import PIPS, SIZES

OFF = 512
WIDTH = 1024
CENTRE = OFF * WIDTH + OFF
ORIENTS = ("U", "N", "E", "S", "W")
ORIENT_INDEX = {o: i for i, o in enumerate(ORIENTS)}
SIZE_OF_PIPS = {PIPS[s]: s for s in SIZES}
ORTHOGONAL = (1, WIDTH, -1, -WIDTH)  # N, E, S, W
AROUND = tuple(dx * WIDTH + dy for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
ROLLOUT_CAP = 60  # plies; a playout this long is scored as it stands

Move = tuple[int, int, int, int]


def key_of(text: str) -> int:
    x, y = parse_point(text)
    return (x + OFF) * WIDTH + (y + OFF)


def text_of(key: int) -> str:
    x, y = divmod(key, WIDTH)
    return f"{x - OFF},{y - OFF}"


class Pos:
    """Mutable; `play` returns a changed copy."""

    __slots__ = ("active", "board", "centre", "directions", "over", "players", "pool", "turn")

    def __init__(
        self,
        board: dict[int, int],
        pool: list[int],
        centre: int,
        turn: int,
        players: int,
        active: tuple[int, ...],
        over: bool,
    ) -> None:
        self.board = board
        self.pool = pool  # index = pips - 1
        self.centre = centre
        self.turn = turn
        self.players = players
        self.active = active
        self.over = over
        # Orient index each seat faces.
        self.directions = tuple(ORIENT_INDEX[d] for d in SEAT_DIRECTIONS[players])

    def copy(self) -> Pos:
        return Pos(dict(self.board), list(self.pool), self.centre, self.turn, self.players, self.active,
                   self.over)

    def key(self) -> tuple[Any, ...]:
        return (tuple(sorted(self.board.items())), tuple(self.pool), self.centre, self.turn, self.over)


def from_state(state: dict[str, Any]) -> Pos:
    board = {
        key_of(k): PIPS[stack[-1][0]] * 8 + ORIENT_INDEX[stack[-1][1]] for k, stack in state["board"].items()
    }
    pool = [state["pool"][s] for s in SIZES]
    players = state["players"]
    active = tuple(s for s in range(players) if s not in state["resigned"])
    return Pos(board, pool, state["centre"], state["turn"], players, active, state["finish"] is not None)


def move_text(move: Move) -> str:
    pips, key, orient, take = move
    text = f"{SIZE_OF_PIPS[pips]} {text_of(key)} {ORIENTS[orient]}"
    return text if take < 0 else f"{text} take {text_of(take)}"


def frontier(board: dict[int, int]) -> list[int]:
    """Empty squares orthogonally next to a piece, in a fixed order."""
    seen: dict[int, None] = {}
    for key in board:
        for d in ORTHOGONAL:
            k = key + d
            if k not in board:
                seen[k] = None
    return sorted(seen)


def takes_around(board: dict[int, int], key: int) -> list[int]:
    return [key + d for d in AROUND if board.get(key + d, 1) & 7 == 0]


def moves(pos: Pos) -> list[Move]:
    if pos.over:
        return []
    board = pos.board
    sizes = [p for p in (1, 2, 3) if pos.pool[p - 1]]
    out: list[Move] = []
    for key in frontier(board):
        takes = takes_around(board, key) or [-1]
        for pips in sizes:
            for orient in range(5):
                for take in takes:
                    out.append((pips, key, orient, take))
    return out


def play_in_place(pos: Pos, move: Move) -> None:
    pips, key, orient, take = move
    board, pool = pos.board, pos.pool
    pool[pips - 1] -= 1
    board[key] = pips * 8 + orient
    if take >= 0:
        # Step 1: the top of that square goes to the pool.
        pool[(board[take] >> 3) - 1] += 1
        if take == CENTRE and pos.centre > 0:
            pos.centre -= 1
            if pos.centre == 0:
                del board[take]
        else:
            del board[take]
    # Step 2: turn or stand up the single pieces around.
    for d in AROUND:
        other = board.get(key + d)
        if other is None or other & 7 == 0:
            continue  # empty or upright (the centre stack is upright too)
        if orient == 0:
            if other >> 3 >= pips:
                board[key + d] = other & ~7
        elif other >> 3 <= pips:
            board[key + d] = (other & ~7) | orient
    n = pos.players
    turn = pos.turn
    for step in range(1, n + 1):
        candidate = (turn + step) % n
        if candidate in pos.active:
            pos.turn = candidate
            break
    if not (pool[0] or pool[1] or pool[2]):
        pos.over = True


def play(pos: Pos, move: Move) -> Pos:
    new = pos.copy()
    play_in_place(new, move)
    return new


def scores(pos: Pos) -> list[int]:
    out = [0] * pos.players
    dirs = pos.directions
    for piece in pos.board.values():
        orient = piece & 7
        if orient:
            for seat, facing in enumerate(dirs):
                if facing == orient:
                    out[seat] += 1
    return out


def shares(pos: Pos) -> list[float]:
    return share(scores(pos), pos.active, pos.players)


def random_move(pos: Pos, rng: random.Random) -> Move:
    """A random legal move, cheaper than listing them all (not exactly uniform)."""
    board = pos.board
    squares = frontier(board)
    key = squares[rng.randrange(len(squares))]
    sizes = [p for p in (1, 2, 3) if pos.pool[p - 1]]
    takes = takes_around(board, key)
    take = takes[rng.randrange(len(takes))] if takes else -1
    return (sizes[rng.randrange(len(sizes))], key, rng.randrange(5), take)


def _owners(pos: Pos) -> list[int]:
    """orient -> the seat a flat piece so oriented points at (-1: nobody)."""
    owner = [-1] * 5
    for s, d in enumerate(pos.directions):
        owner[d] = s
    return owner


def _near_upright(board: dict[int, int]) -> set[int]:
    """Squares with an upright piece among their 8 around: a piece played there must take."""
    out: set[int] = set()
    for key, piece in board.items():
        if piece & 7 == 0:
            out.update(key + d for d in AROUND)
    return out


def best_own_ending(pos: Pos) -> tuple[Move, int] | None:
    """With one piece left in the pool: the ending move (no take) that lays it pointing
    at the mover with the best lead for the mover (its score minus the best other
    active seat's) after it, and that lead; None when no square ends the game."""
    pips = 1 + next(i for i in range(3) if pos.pool[i])
    seat = pos.turn
    facing = pos.directions[seat]
    owner = _owners(pos)
    base = scores(pos)
    board = pos.board
    rivals = [s for s in pos.active if s != seat]
    blocked = _near_upright(board)
    best: tuple[Move, int] | None = None
    for key in frontier(board):
        if key in blocked:
            continue  # a take would put a piece back: not an ending
        gain = [0] * pos.players
        gain[seat] += 1
        for d in AROUND:
            other = board.get(key + d)
            if other is None or other & 7 == 0 or other >> 3 > pips or other & 7 == facing:
                continue
            gain[seat] += 1
            if owner[other & 7] >= 0:
                gain[owner[other & 7]] -= 1
        lead = base[seat] + gain[seat] - max((base[s] + gain[s] for s in rivals), default=0)
        if best is None or lead > best[1]:
            best = ((pips, key, facing, -1), lead)
    return best


def quick_values(pos: Pos, options: list[Move]) -> list[float]:
    """How each move looks at once for the mover, computed from the 8 squares around
    it without playing it: a move that ends the game by its result (100 for a sole
    win, -100 for a loss, shares between), any other by the mover's lead over the best
    other active seat right after it. A take changes no score (only upright pieces
    are taken), so only the placed piece and the pieces it turns count, and moves
    differing only in their take share one value."""
    seat = pos.turn
    owner = _owners(pos)
    base = scores(pos)
    board = pos.board
    rivals = [s for s in pos.active if s != seat]
    last_piece = sum(pos.pool) == 1
    flats: dict[int, list[int]] = {}  # square -> the flat pieces around it
    cache: dict[tuple[int, int, int, bool], float] = {}
    out: list[float] = []
    for pips, key, orient, take in options:
        ends = last_piece and take < 0
        known = cache.get((key, pips, orient, ends))
        if known is not None:
            out.append(known)
            continue
        around = flats.get(key)
        if around is None:
            around = flats[key] = [p for d in AROUND if (p := board.get(key + d)) is not None and p & 7]
        points = list(base)
        mine = owner[orient] if orient else -1
        if mine >= 0:
            points[mine] += 1
        for other in around:
            was = owner[other & 7]
            if orient == 0:
                if other >> 3 >= pips and was >= 0:
                    points[was] -= 1
            elif other >> 3 <= pips and other & 7 != orient:
                if was >= 0:
                    points[was] -= 1
                if mine >= 0:
                    points[mine] += 1
        best_other = max((points[s] for s in rivals), default=0)
        if ends:
            top = max(points[seat], best_other)
            winners = [s for s in pos.active if points[s] == top]
            value = 100.0 * (2.0 * (1.0 / len(winners) if seat in winners else 0.0) - 1.0)
        else:
            value = float(points[seat] - best_other)
        cache[(key, pips, orient, ends)] = value
        out.append(value)
    return out


def random_take(pos: Pos, rng: random.Random) -> Move | None:
    """A random move that takes a piece back (so the game goes on), None when none does."""
    board = pos.board
    blocked = _near_upright(board)
    squares = [k for k in frontier(board) if k in blocked]
    if not squares:
        return None
    key = squares[rng.randrange(len(squares))]
    takes = takes_around(board, key)
    sizes = [p for p in (1, 2, 3) if pos.pool[p - 1]]
    return (sizes[rng.randrange(len(sizes))], key, rng.randrange(5), takes[rng.randrange(len(takes))])


def random_rollout(pos: Pos, rng: random.Random) -> list[float]:
    """Plain random play to the end (the flat Monte Carlo yardstick's playout)."""
    pos = pos.copy()
    for _ in range(ROLLOUT_CAP):
        if pos.over:
            break
        play_in_place(pos, random_move(pos, rng))
    return shares(pos)


def rollout(pos: Pos, rng: random.Random) -> list[float]:
    """Random play to the end, except with the last piece in the pool: then the mover
    ends the game pointing it at itself where that makes it the sole winner, and
    otherwise keeps the game going with a take if it can (the mover holds that choice
    in a real game; leaving it to chance made playouts end games nobody would end)."""
    pos = pos.copy()
    for _ in range(ROLLOUT_CAP):
        if pos.over:
            break
        if sum(pos.pool) == 1:
            ending = best_own_ending(pos)
            if ending is not None and ending[1] > 0:
                play_in_place(pos, ending[0])
                continue
            move = random_take(pos, rng)
            if move is None:
                move = ending[0] if ending is not None else random_move(pos, rng)
            play_in_place(pos, move)
            continue
        play_in_place(pos, random_move(pos, rng))
    return shares(pos)


class CardinalAdapter:
    """The search's view of Cardinal Connections (see ai.mcts.Adapter)."""

    def moves(self, pos: Pos) -> list[Move]:
        return moves(pos)

    def play(self, pos: Pos, move: Move) -> Pos:
        return play(pos, move)

    def mover(self, pos: Pos) -> int:
        return pos.turn

    def rewards(self, pos: Pos) -> list[float] | None:
        return shares(pos) if pos.over else None

    def rollout(self, pos: Pos, rng: random.Random) -> list[float]:
        return rollout(pos, rng)


ADAPTER = CardinalAdapter()
