"""Cardinal Connections (2-4 players, one stash) on an unbounded x,y grid.

State keys of this game (besides the header keys of rules.base):
  board     "x,y" -> stack bottom to top, each piece a 2-letter string: size then
            orientation ("LU" upright large, "MS" medium lying flat pointing south)
  frontier  "x,y" -> how many occupied squares are orthogonally next to that EMPTY
            square; exactly the squares a piece may be played on. Kept up to date
            by _play so legal moves never scan the board.
  pool      {"S": n, "M": n, "L": n}
  centre    pieces left in the original stack at 0,0
  turn      the seat to move
"""

from __future__ import annotations

import random
import re
from typing import Any

from rules.base import Game, Step
from rules.errors import IllegalMove
from rules.grid import AROUND, DIRECTIONS, ORTHOGONAL, parse_point, point
from rules.notation import seat_label, tighten_commas
from rules.pieces import PIPS, SIZES, parse_size
from rules.said import Said, Seat
from rules.samples import Sample
from rules.state import State
from rules.steps import cardinal as steps
from rules.words import cardinal as cardinal_words
from rules.words import comma_list, counts
from rules.words import picture as picture_words

# Seats face directions clockwise from South (games.md).
SEAT_DIRECTIONS: dict[int, tuple[str, ...]] = {
    2: ("S", "N"),
    3: ("S", "W", "N"),
    4: ("S", "W", "N", "E"),
}
ORIENTS: tuple[str, ...] = ("U", "N", "E", "S", "W")
CENTRE = "0,0"
EXAMPLE = "M 1,1 S take 0,0"

_ORIENT_WORDS: dict[str, str] = {
    "u": "U", "up": "U", "upright": "U",
    "n": "N", "north": "N", "e": "E", "east": "E",
    "s": "S", "south": "S", "w": "W", "west": "W",
}
# Matched against normalized text (lower case, single spaces, commas tightened).
_MOVE = re.compile(r"^(\S+) ([+-]?\d+),([+-]?\d+) (\S+)(?: take ([+-]?\d+),([+-]?\d+))?$")


def _or_list(items: list[str]) -> str | Said:
    """Squares as "a, b or c" (the "or" in the reader's language)."""
    return items[0] if len(items) == 1 else Said("words-or", head=", ".join(items[:-1]), last=items[-1])


def takes_around(board: dict[str, list[str]], key: str) -> list[str]:
    """Squares on the 8 around `key` whose top piece is upright, in (y, x) order
    (grid.AROUND is already in that order)."""
    xs, ys = key.split(",")
    x, y = int(xs), int(ys)
    out = []
    for dx, dy in AROUND:
        k = f"{x + dx},{y + dy}"
        stack = board.get(k)
        if stack is not None and stack[-1][1] == "U":
            out.append(k)
    return out


def brute_frontier(board: dict[str, list[str]]) -> dict[str, int]:
    """The frontier recomputed from scratch (for checks; _play keeps it incrementally)."""
    out: dict[str, int] = {}
    for key in board:
        x, y = parse_point(key)
        for dx, dy in ORTHOGONAL:
            k = point(x + dx, y + dy)
            if k not in board:
                out[k] = out.get(k, 0) + 1
    return out


class CardinalConnections(Game):
    key = "cardinal"
    title = "Cardinal Connections"
    min_players = 2
    max_players = 4
    all_tied_share_win = True  # "those players share the win", also when all tie
    replaces_leavers = True  # a shared board: a seat that stops moving stalls the others
    showcase_sample = Sample(players=4, seed=16, moves=10)
    timing_samples = (Sample(players=4, seed=16, moves=40, label="end"),)
    bench_players = (2, 3, 4)
    legal_moves_budget_us = 2000

    def sample_move(self, state: State, seat: int, legal: list[str], rnd: random.Random) -> str:
        # Random play ends in a few turns; taking an upright piece back keeps the pool
        # (and the game) going, so sample games mostly do.
        takes = [m for m in legal if " take " in m]
        return rnd.choice(takes if takes and rnd.random() < 0.85 else legal)

    # ---- setup and turn order ----------------------------------------------------------
    def _setup(self, state: State) -> None:
        board: dict[str, list[str]] = {CENTRE: ["LU"] * 4}
        for direction, (dx, dy) in DIRECTIONS.items():
            board[point(dx, dy)] = ["M" + direction]  # pointing away from the centre
            board[point(2 * dx, 2 * dy)] = ["S" + direction]
        state["board"] = board
        state["frontier"] = brute_frontier(board)
        state["pool"] = {"S": 1, "M": 1, "L": 1}
        state["centre"] = 4
        state["turn"] = 0

    def directions(self, state: State) -> tuple[str, ...]:
        return SEAT_DIRECTIONS[state["players"]]

    def _to_move(self, state: State) -> list[int]:
        return [state["turn"]]

    def _after_resign(self, state: State, seat: int) -> None:
        if state["turn"] == seat:
            state["turn"] = self.next_active_seat(state, seat)

    # ---- moves ---------------------------------------------------------------------------
    def _legal_moves(self, state: State, seat: int) -> list[str]:
        if seat != state["turn"]:
            return []
        board = state["board"]
        pool = state["pool"]
        sizes = [s for s in SIZES if pool[s]]
        out: list[str] = []
        for key in state["frontier"]:
            takes = takes_around(board, key)
            # The take is compulsory when possible, so each move carries one of them.
            suffixes = [" take " + t for t in takes] if takes else [""]
            tails = [o + suffix for o in ORIENTS for suffix in suffixes]
            for size in sizes:
                head = f"{size} {key} "
                out.extend([head + tail for tail in tails])
        return out

    def _format_help(self, state: State, seat: int) -> Said:
        return Said("cardinal-refuse-shape", example=EXAMPLE, hint=self.examples_hint(state, seat))

    def _parse(self, state: State, seat: int, text: str) -> str:
        self.require_turn(state, seat)
        match = _MOVE.match(tighten_commas(text))
        if match is None:
            raise IllegalMove(self._format_help(state, seat))
        size = parse_size(match[1])
        orient = _ORIENT_WORDS.get(match[4])
        if size is None or orient is None:
            raise IllegalMove(self._format_help(state, seat))
        key = point(int(match[2]), int(match[3]))
        board = state["board"]
        if not state["pool"][size]:
            raise IllegalMove(Said("cardinal-refuse-pool", size=size))
        if key in board:
            raise IllegalMove(Said("cardinal-refuse-occupied", square=key))
        if key not in state["frontier"]:
            raise IllegalMove(Said("cardinal-refuse-not-next"))
        takes = takes_around(board, key)
        if match[5] is None:
            if len(takes) > 1:
                # Listed in the order legal_moves shows them (string order).
                raise IllegalMove(Said("cardinal-refuse-choose-take", squares=_or_list(sorted(takes))))
            take = takes[0] if takes else None
        else:
            take = point(int(match[5]), int(match[6]))
            if take not in takes:
                raise IllegalMove(Said("cardinal-refuse-no-upright", square=take))
        return f"{size} {key} {orient}" + (f" take {take}" if take else "")

    def _place(self, state: State, key: str, piece: str) -> None:
        """Put a piece on an empty square and update the frontier around it."""
        board, frontier = state["board"], state["frontier"]
        board[key] = [piece]
        frontier.pop(key, None)
        x, y = parse_point(key)
        for dx, dy in ORTHOGONAL:
            k = point(x + dx, y + dy)
            if k not in board:
                frontier[k] = frontier.get(k, 0) + 1

    def _take_top(self, state: State, key: str) -> str:
        """Lift the top piece of a square; an emptied square joins the frontier (if
        something still touches it) and its neighbours may leave it."""
        board, frontier = state["board"], state["frontier"]
        stack: list[str] = board[key]
        piece = stack.pop()
        if key == CENTRE and state["centre"] > 0:
            state["centre"] -= 1
        if stack:
            return piece
        del board[key]
        x, y = parse_point(key)
        touching = 0
        for dx, dy in ORTHOGONAL:
            k = point(x + dx, y + dy)
            if k in board:
                touching += 1
            elif k in frontier:
                frontier[k] -= 1
                if not frontier[k]:
                    del frontier[k]
        if touching:
            frontier[key] = touching
        return piece

    def _play(self, state: State, seat: int, move: str) -> None:
        parts = move.split(" ")
        size, key, orient = parts[0], parts[1], parts[2]
        take = parts[4] if len(parts) > 3 else None
        board, pool = state["board"], state["pool"]
        pool[size] -= 1
        self._place(state, key, size + orient)
        # Step 1: the taken piece goes to the pool (playable on later turns).
        if take is not None:
            pool[self._take_top(state, take)[0]] += 1
        # Step 2, after the take: a stack just reduced to one piece may be changed.
        x, y = parse_point(key)
        played = PIPS[size]
        changed: list[list[int]] = []
        for dx, dy in AROUND:
            stack = board.get(point(x + dx, y + dy))
            if stack is None or len(stack) != 1:
                continue  # empty, or a stack of two or more: never changed
            other = stack[0]
            if other[1] == "U":
                continue  # nothing lays an upright piece down or turns it
            if orient == "U":
                if PIPS[other[0]] >= played:
                    stack[0] = other[0] + "U"
                    changed.append([x + dx, y + dy])
            elif PIPS[other[0]] <= played and other[1] != orient:
                stack[0] = other[0] + orient
                changed.append([x + dx, y + dy])
        state["last_move"].update(
            {
                "x": x,
                "y": y,
                "size": size,
                "orient": orient,
                "take": None if take is None else list(parse_point(take)),
                "changed": changed,
            }
        )
        state["turn"] = self.next_active_seat(state, seat)
        if not any(pool.values()):
            self.finish_with_scores(state, self._scores(state))

    # ---- scores and pictures -------------------------------------------------------------
    def _scores(self, state: State) -> list[int]:
        """Flat pieces pointing at each seat. Only a square's top piece can point;
        a stack whose top is upright (the centre) points at nobody."""
        dirs = self.directions(state)
        scores = [0] * state["players"]
        for stack in state["board"].values():
            orient = stack[-1][1]
            if orient != "U":
                for seat, facing in enumerate(dirs):
                    if facing == orient:
                        scores[seat] += 1
        return scores

    def _extent(self, state: State) -> dict[str, int]:
        xs, ys = [], []
        for key in state["board"]:
            x, y = parse_point(key)
            xs.append(x)
            ys.append(y)
        return {"min_x": min(xs), "max_x": max(xs), "min_y": min(ys), "max_y": max(ys)}

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        squares = []
        for key, stack in state["board"].items():
            x, y = parse_point(key)
            squares.append(
                {"x": x, "y": y, "stack": [{"size": p[0], "orient": p[1]} for p in stack]}
            )
        squares.sort(key=lambda s: (s["y"], s["x"]))
        return {
            "directions": list(self.directions(state)),
            "board": squares,
            "centre_height": state["centre"],
            "pool": dict(state["pool"]),
            "scores": self._scores(state),
            "extent": self._extent(state),
        }

    def status(self, state: State) -> Said:
        dirs = self.directions(state)
        scores = self._scores(state)
        listed = comma_list([
            Said("cardinal-seat-score", seat=Seat(s), direction=cardinal_words.direction(dirs[s]),
                 score=scores[s])
            for s in range(state["players"])
        ])
        return Said("cardinal-status", pool=counts(state["pool"], "cardinal-pool-empty"), scores=listed)

    def move_label(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("cardinal-label", move)

    def move_phrase(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("cardinal-move", move)

    def move_words(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("cardinal-move", move)

    @staticmethod
    def _move_said(key: str, move: str) -> Said:
        parts = move.split(" ")
        size, square, orient = parts[0], parts[1], parts[2]
        if len(parts) > 3:
            return Said(f"{key}-take", size=size, square=square, orient=orient, take=parts[4], move=move)
        return Said(key, size=size, square=square, orient=orient, move=move)

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        owners = {d: s for s, d in enumerate(self.directions(state))}
        return steps.move_steps(self, state, seat, moves, owners)

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
        return steps.prompt(self, state, seat, chosen)

    def end_reason(self, state: State) -> Said | None:
        finish = state["finish"]
        if finish is None or finish["reason"] != "play":
            return None
        return Said("cardinal-end-pool")

    def end_phrase(self, state: State) -> Said | None:
        return None if self.end_reason(state) is None else Said("cardinal-end-pool-inside")

    @staticmethod
    def _cell(stack: list[str] | None) -> str:
        if stack is None:
            return "."
        top = stack[-1]  # a piece: two letters, size then orientation
        size, orient = top[0], top[1]
        if len(stack) > 1:
            return f"{len(stack)}{size}{orient}"  # the centre stack: height, size, U
        return {"N": size + "^", "E": size + ">", "S": size + "v", "W": "<" + size}.get(orient, size + "U")

    def board_words(self, state: State) -> list[str | Said]:
        return cardinal_words.board_words(self.view(state, None))

    def picture(self, state: State, seat: int | None = None) -> list[str | Said]:
        lines: list[str | Said] = [Said("terminal-cardinal-ply", game=self.title, ply=state["ply"])]
        last = state["last_move"]
        if last is not None:
            lines.append(Said("terminal-cardinal-last", seat=Seat(last["seat"]), move=last["move"]))
        lines += self._grid(state)
        dirs = self.directions(state)
        faces = [Said("terminal-cardinal-faces", seat=picture_words.who(s, seat), direction=dirs[s],
                      resigned="yes" if s in state["resigned"] else "no") for s in range(state["players"])]
        lines.append(Said("terminal-cardinal-seats", seats=comma_list(faces)))
        lines.append(self.status(state))
        lines.append(picture_words.headline(self.title, state))
        return lines

    def _grid(self, state: State) -> list[str]:
        board = state["board"]
        ext = self._extent(state)
        cols = range(ext["min_x"], ext["max_x"] + 1)
        lines = ["     " + "".join(f"{x:>4}" for x in cols)]
        for y in range(ext["max_y"], ext["min_y"] - 1, -1):
            cells = "".join(f"{self._cell(board.get(point(x, y))):>4}" for x in cols)
            lines.append(f"{y:>4} " + cells)
        return lines

    def text(self, state: State, seat: int | None = None) -> str:
        lines = [f"{self.title} - ply {state['ply']}"]
        last = state["last_move"]
        if last is not None:
            lines.append(f"last move: {seat_label(last['seat'])} played {last['move']}")
        lines += self._grid(state)
        dirs = self.directions(state)
        lines.append(
            "seats: "
            + ", ".join(
                f"{seat_label(s)} faces {dirs[s]}"
                + (" (you)" if s == seat else "")
                + (" (resigned)" if s in state["resigned"] else "")
                for s in range(state["players"])
            )
        )
        pool = " ".join(f"{size}{state['pool'][size]}" for size in SIZES)
        scores = ", ".join(f"{seat_label(s)} {score}" for s, score in enumerate(self._scores(state)))
        lines.append(f"pool: {pool}; scores: {scores}")
        result = self.result(state)
        if result is not None:
            winners = ", ".join(seat_label(s) for s in result[1]) or "nobody"
            lines.append(f"game over ({state['finish']['reason']}): won by {winners}")
        else:
            lines.append(f"{seat_label(state['turn'])} to move")
        return "\n".join(lines)


CARDINAL = CardinalConnections()
