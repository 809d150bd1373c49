"""Synapse-Ice: pyramids lying flat on a 6x5 board, each pointing where the next must go.

State keys (besides the common header):
  board    square -> "<seat><size><dir>", e.g. "0MN" (seat 0's medium pointing N);
           a short string keeps the state small, since apply clones it
  forced   the square the next piece must go on (None before the first move)
  stashes  per seat {"S": n, "M": n, "L": n}, pieces left
  turn     the seat to move
"""

from __future__ import annotations

from typing import Any

from rules.base import Game, Step
from rules.errors import IllegalMove
from rules.grid import COLUMNS, DIRECTIONS, ROWS, SQUARES, is_square, step
from rules.notation import seat_label
from rules.pieces import PIPS, SIZES, full_stash, parse_size
from rules.said import Said, Seat
from rules.samples import Sample
from rules.state import State
from rules.steps import synapse as steps
from rules.words import counts
from rules.words import picture as picture_words
from rules.words import synapse as synapse_words

_DIRECTION_WORDS = {
    "n": "N", "e": "E", "s": "S", "w": "W",
    "north": "N", "east": "E", "south": "S", "west": "W",
    "up": "N", "right": "E", "down": "S", "left": "W",
}
ARROWS = {"N": "^", "E": ">", "S": "v", "W": "<"}

# TARGET[(square, size, dir)] = the square pointed at, or None off the board.
TARGET: dict[tuple[str, str, str], str | None] = {
    (sq, size, d): step(sq, d, PIPS[size]) for sq in SQUARES for size in SIZES for d in DIRECTIONS
}
# MOVES_FROM[square] = ((size, canonical move, target), ...) for targets on the board:
# legal_moves only filters this table.
MOVES_FROM: dict[str, tuple[tuple[str, str, str], ...]] = {
    sq: tuple(
        (size, f"{sq} {size} {d}", target)
        for size in SIZES
        for d in DIRECTIONS
        if (target := TARGET[sq, size, d]) is not None
    )
    for sq in SQUARES
}


def _moves(state: State, seat: int) -> list[str]:
    board = state["board"]
    stash = state["stashes"][seat]
    forced = state["forced"]
    squares = SQUARES if forced is None else (forced,)
    moves = []
    for sq in squares:
        # The forced square is always empty (it had to be empty when pointed at, and
        # nothing can be placed anywhere else since); checked anyway.
        if sq in board:
            continue
        for size, move, target in MOVES_FROM[sq]:
            if stash[size] and target not in board:
                moves.append(move)
    return moves


def _has_move(state: State, seat: int) -> bool:
    board = state["board"]
    stash = state["stashes"][seat]
    sq = state["forced"]
    if sq is None or sq in board:
        return sq is None
    return any(stash[size] and target not in board for size, _, target in MOVES_FROM[sq])


class SynapseIce(Game):
    key = "synapse"
    title = "Synapse-Ice"
    min_players = 2
    max_players = 2
    showcase_sample = Sample(players=2, seed=5, moves=11)
    legal_moves_budget_us = 50

    def _setup(self, state: State) -> None:
        state["board"] = {}
        state["forced"] = None
        state["stashes"] = [full_stash(), full_stash()]
        state["turn"] = 0

    def _to_move(self, state: State) -> list[int]:
        return [state["turn"]]

    def _legal_moves(self, state: State, seat: int) -> list[str]:
        if seat != state["turn"]:
            return []
        return _moves(state, seat)

    def _parse(self, state: State, seat: int, text: str) -> str:
        self.require_turn(state, seat)
        forced = state["forced"]
        tokens = text.split()
        if len(tokens) == 2 and forced is not None:
            tokens.insert(0, forced)
        if len(tokens) == 2 and forced is None and parse_size(tokens[0]) and tokens[1] in _DIRECTION_WORDS:
            raise IllegalMove(Said("synapse-refuse-first-square"))
        size = direction = None
        if len(tokens) == 3:
            size, direction = parse_size(tokens[1]), _DIRECTION_WORDS.get(tokens[2])
        if size is None or direction is None:
            key = "synapse-refuse-shape-forced" if forced else "synapse-refuse-shape"
            raise IllegalMove(Said(key, text=text, hint=self.examples_hint(state, seat)))
        square = tokens[0]
        if not is_square(square):
            raise IllegalMove(Said("synapse-refuse-square", square=square))
        if forced is not None and square != forced:
            raise IllegalMove(Said("synapse-refuse-forced",
                                   square=forced, hint=self.examples_hint(state, seat)))
        board = state["board"]
        if square in board:
            raise IllegalMove(Said("synapse-refuse-occupied", square=square))
        if not state["stashes"][seat][size]:
            raise IllegalMove(Said("synapse-refuse-none-left",
                                   size=size, hint=self.examples_hint(state, seat)))
        move = f"{square} {size} {direction}"
        target = TARGET[square, size, direction]
        if target is None:
            raise IllegalMove(Said("synapse-refuse-off-board",
                                   move=move, hint=self.examples_hint(state, seat)))
        if target in board:
            raise IllegalMove(Said("synapse-refuse-target-occupied", move=move, target=target,
                                   hint=self.examples_hint(state, seat)))
        return move

    def _play(self, state: State, seat: int, move: str) -> None:
        square, size, direction = move.split()
        target = TARGET[square, size, direction]
        state["board"][square] = f"{seat}{size}{direction}"
        state["stashes"][seat][size] -= 1
        state["forced"] = target
        state["last_move"].update(square=square, size=size, dir=direction, target=target)
        other = 1 - seat
        state["turn"] = other
        if not _has_move(state, other):
            self.finish_with_winners(state, [seat])

    def move_label(self, state: State, seat: int, move: str) -> Said:
        """In words, then the notation: the short form `M N` where the square is forced."""
        return self._move_said("synapse-label", state, move, short=True)

    def move_phrase(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("synapse-move", state, move, short=True)

    def move_words(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("synapse-move", state, move, short=False)

    def _move_said(self, key: str, state: State, move: str, short: bool) -> Said:
        square, size, direction = move.split()
        target = TARGET[square, size, direction]
        if short and state.get("forced") == square:
            move = f"{size} {direction}"
        return Said(key, size=size, square=square, direction=direction, target=target or "", move=move)

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        return steps.move_steps(self, state, seat, moves)

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
        return steps.prompt(self, state, seat, chosen)

    def end_reason(self, state: State) -> Said | None:
        finish = state["finish"]
        if finish is None or finish["reason"] != "play":
            return None
        return Said("words-end-no-move", seat=Seat(state["turn"]))

    # ---- pictures ----------------------------------------------------------------------
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "board": {sq: {"seat": int(p[0]), "size": p[1], "dir": p[2]} for sq, p in state["board"].items()},
            "forced": None if state["finish"] is not None else state["forced"],
            "stashes": [dict(s) for s in state["stashes"]],
        }

    def status(self, state: State) -> Said:
        first, second = state["stashes"]
        return Said("synapse-status", first=Seat(0), first_left=counts(first), second=Seat(1),
                    second_left=counts(second))

    def board_words(self, state: State) -> list[str | Said]:
        return synapse_words.board_words(self.view(state, None))

    def picture(self, state: State, seat: int | None = None) -> list[str | Said]:
        over = state["finish"] is not None
        forced = None if over else state["forced"]
        where = (Said("terminal-synapse-forced", square=forced) if forced
                 else Said("terminal-synapse-first"))
        lines: list[str | Said] = [picture_words.headline(self.title, state, extra=where)]
        lines += self._grid(state, forced)
        lines.append(Said("terminal-synapse-legend", seat=Seat(0)))
        for s, stash in enumerate(state["stashes"]):
            left = " ".join(f"{size}{stash[size]}" for size in SIZES)
            lines.append(Said("terminal-has-left", seat=picture_words.who(s, seat), left=left))
        return lines

    @staticmethod
    def _grid(state: State, forced: str | None) -> list[str | Said]:
        board = state["board"]
        lines: list[str | Said] = ["     " + "".join(f"{c:^5}" for c in COLUMNS)]
        for row in range(ROWS, 0, -1):
            cells = []
            for col in COLUMNS:
                sq = f"{col}{row}"
                piece = board.get(sq)
                if piece:
                    # Players counted from 1 where a person reads them (the state's digit is 0-based).
                    cells.append(f"{int(piece[0]) + 1}{piece[1]}{ARROWS[piece[2]]}".center(5))
                else:
                    cells.append(("*" if sq == forced else ".").center(5))
            lines.append(f"  {row}  " + "".join(cells))
        return lines

    def text(self, state: State, seat: int | None = None) -> str:
        over = state["finish"] is not None
        forced = None if over else state["forced"]
        if over:
            winners = state["finish"]["winners"]
            head = ("game over: a draw" if not winners
                    else f"game over: {' and '.join(seat_label(w) for w in winners)} won")
        else:
            head = f"{seat_label(state['turn'])} to move"
            head += f"; the next piece must go on {forced}" if forced else "; the first piece may go anywhere"
        lines = [f"Synapse-Ice, {head}", *(str(line) for line in self._grid(state, forced))]
        lines.append("1M^ = seat 0's medium pointing N (^ N, > E, v S, < W); * = where the next piece goes")
        for s, stash in enumerate(state["stashes"]):
            you = " (you)" if s == seat else ""
            lines.append(f"seat {s}{you} has left: " + " ".join(f"{size}{stash[size]}" for size in SIZES))
        return "\n".join(lines)


SYNAPSE = SynapseIce()
