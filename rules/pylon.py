"""Pylon: fill the 6x5 board, then stack towards the tallest stacks with your top.

State keys (besides the common header):
  board       square -> list of "<seat><size>" bottom to top, e.g. ["0S", "1L"];
              vacated squares are absent (they stay empty forever)
  stashes     per seat {"S": n, "M": n, "L": n}
  placements  pyramids placed so far (0..30); 30 means the stacking phase
  turn        the seat to move
"""

from __future__ import annotations

import re
from typing import Any

from rules.base import Game, Step
from rules.errors import IllegalMove
from rules.grid import COLUMNS, ROWS, SQUARES, is_square, neighbours
from rules.notation import seat_label
from rules.pieces import PIPS, SIZES, full_stash, parse_size
from rules.said import Said, Seat
from rules.samples import Sample
from rules.state import State
from rules.steps import pylon as steps
from rules.words import picture as picture_words
from rules.words import pylon as pylon_words

CELLS = len(SQUARES)  # 30 placements fill the board
NEIGHBOURS: dict[str, tuple[str, ...]] = {sq: tuple(neighbours(sq)) for sq in SQUARES}
# Precomputed move strings, so legal_moves builds none.
PLACE: dict[str, dict[str, str]] = {sq: {size: f"{sq} {size}" for size in SIZES} for sq in SQUARES}
STEP: dict[str, tuple[tuple[str, str], ...]] = {
    sq: tuple((nb, f"{sq}-{nb}") for nb in NEIGHBOURS[sq]) for sq in SQUARES
}
# A piece token is "<seat><size>"; its pips by token, to skip a lookup per character.
TOKEN_PIPS: dict[str, int] = {f"{seat}{size}": PIPS[size] for seat in (0, 1) for size in SIZES}
_DASH = re.compile(r"\s*-\s*")


def _stacking_moves(board: dict[str, list[str]]) -> list[str]:
    moves = []
    for sq, stack in board.items():
        bottom = TOKEN_PIPS[stack[0]]
        for nb, move in STEP[sq]:
            target = board.get(nb)
            if target is not None and bottom <= TOKEN_PIPS[target[-1]]:
                moves.append(move)
    return moves


def _any_stacking_move(board: dict[str, list[str]]) -> bool:
    for sq, stack in board.items():
        bottom = TOKEN_PIPS[stack[0]]
        for nb in NEIGHBOURS[sq]:
            target = board.get(nb)
            if target is not None and bottom <= TOKEN_PIPS[target[-1]]:
                return True
    return False


def scores(state: State) -> list[int]:
    """Pyramids in the stacks whose top pyramid is each seat's (a lone pyramid counts 1)."""
    out = [0, 0]
    for stack in state["board"].values():
        out[int(stack[-1][0])] += len(stack)
    return out


class Pylon(Game):
    key = "pylon"
    title = "Pylon"
    min_players = 2
    max_players = 2
    showcase_sample = Sample(players=2, seed=2, moves=38)
    timing_samples = (Sample(players=2, seed=3, moves=200, label="end"),)
    legal_moves_budget_us = 300

    def _setup(self, state: State) -> None:
        state["board"] = {}
        state["stashes"] = [full_stash(), full_stash()]
        state["placements"] = 0
        state["turn"] = 0

    def _to_move(self, state: State) -> list[int]:
        return [state["turn"]]

    def _scores(self, state: State) -> list[int] | None:
        return scores(state)

    # ---- moves -------------------------------------------------------------------------
    def _legal_moves(self, state: State, seat: int) -> list[str]:
        if seat != state["turn"]:
            return []
        board = state["board"]
        if state["placements"] < CELLS:
            stash = state["stashes"][seat]
            sizes = [size for size in SIZES if stash[size]]
            return [PLACE[sq][size] for sq in SQUARES if sq not in board for size in sizes]
        return _stacking_moves(board)

    def _parse(self, state: State, seat: int, text: str) -> str:
        self.require_turn(state, seat)
        if state["placements"] < CELLS:
            return self._parse_placement(state, seat, text)
        return self._parse_stacking(state, seat, text)

    def _parse_placement(self, state: State, seat: int, text: str) -> str:
        tokens = text.split()
        if len(tokens) == 2 and parse_size(tokens[0]) and is_square(tokens[1]):
            tokens.reverse()  # tolerate `L d2`
        if len(tokens) != 2 or not is_square(tokens[0]) or parse_size(tokens[1]) is None:
            pair = _DASH.sub(" ", text).split()
            if len(pair) == 2 and all(map(is_square, pair)):
                raise IllegalMove(Said("pylon-refuse-not-stacking", placed=state["placements"], total=CELLS,
                                       hint=self.examples_hint(state, seat)))
            raise IllegalMove(Said("pylon-refuse-place-shape",
                                   text=text, hint=self.examples_hint(state, seat)))
        square, size = tokens[0], parse_size(tokens[1])
        assert size is not None
        if square in state["board"]:
            raise IllegalMove(Said("pylon-refuse-occupied", square=square))
        if not state["stashes"][seat][size]:
            raise IllegalMove(Said("pylon-refuse-none-left", size=size, hint=self.examples_hint(state, seat)))
        return PLACE[square][size]

    def _parse_stacking(self, state: State, seat: int, text: str) -> str:
        tokens = [t for t in _DASH.sub(" ", text).split() if t != "to"]  # `c3-c4`, `c3 - c4`, `c3 to c4`
        if len(tokens) != 2 or not all(map(is_square, tokens)):
            if len(tokens) == 2 and (parse_size(tokens[0]) or parse_size(tokens[1])):
                raise IllegalMove(Said("pylon-refuse-stacking-on",
                                       hint=self.examples_hint(state, seat)))
            raise IllegalMove(Said("pylon-refuse-stack-shape",
                                   text=text, hint=self.examples_hint(state, seat)))
        source, dest = tokens
        board = state["board"]
        moving = board.get(source)
        if moving is None:
            raise IllegalMove(Said("pylon-refuse-source-empty", square=source,
                                   hint=self.examples_hint(state, seat)))
        if dest not in NEIGHBOURS[source]:
            raise IllegalMove(Said("pylon-refuse-not-next", square=dest, source=source))
        target = board.get(dest)
        if target is None:
            raise IllegalMove(Said("pylon-refuse-dest-empty", square=dest))
        bottom, top = moving[0][1], target[-1][1]
        if PIPS[bottom] > PIPS[top]:
            raise IllegalMove(Said("pylon-refuse-larger", source=source, bottom=bottom, square=dest, top=top))
        return f"{source}-{dest}"

    def _play(self, state: State, seat: int, move: str) -> None:
        board = state["board"]
        if state["placements"] < CELLS:
            square, size = move.split()
            board[square] = [f"{seat}{size}"]
            state["stashes"][seat][size] -= 1
            state["placements"] += 1
            state["last_move"].update(square=square, size=size)
            # The player who placed last (seat 1) also makes the first stacking move.
            state["turn"] = seat if state["placements"] == CELLS else 1 - seat
            if state["placements"] == CELLS and not _any_stacking_move(board):
                self.finish_with_scores(state, scores(state))  # cannot happen on a full board
            return
        source, dest = move.split("-")
        board[dest].extend(board.pop(source))
        state["last_move"].update({"from": source, "to": dest, "height": len(board[dest])})
        state["turn"] = 1 - seat
        # Stacking moves belong to nobody, so "no move for the next player" is the same
        # as "no move at all": the end of the game.
        if not _any_stacking_move(board):
            self.finish_with_scores(state, scores(state))

    # ---- pictures ----------------------------------------------------------------------
    def _phase(self, state: State) -> str:
        if state["finish"] is not None:
            return "over"
        return "placement" if state["placements"] < CELLS else "stacking"

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "phase": self._phase(state),
            "board": {
                sq: [{"seat": int(t[0]), "size": t[1]} for t in stack] for sq, stack in state["board"].items()
            },
            "stashes": [dict(s) for s in state["stashes"]],
            "scores": scores(state),
            "placements": state["placements"],
        }

    def status(self, state: State) -> Said:
        first, second = scores(state)
        return Said(f"pylon-status-{self._phase(state)}", placed=state["placements"], total=CELLS,
                    first=Seat(0), first_score=first, second=Seat(1), second_score=second)

    def move_label(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("pylon-label", state, move)

    def move_phrase(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("pylon-move", state, move)

    def move_words(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("pylon-move", state, move)

    def _move_said(self, key: str, state: State, move: str) -> Said:
        if "-" in move:
            source, dest = move.split("-")
            board = state["board"]
            height = len(board[source]) + len(board[dest])
            return Said(f"{key}-stack", source=source, square=dest, height=height, move=move)
        square, size = move.split()
        return Said(f"{key}-place", size=size, square=square, move=move)

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        return steps.move_steps(self, state, seat, moves)

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
        return steps.prompt(self, state, seat, chosen)

    def end_reason(self, state: State) -> Said | None:
        finish = state["finish"]
        if finish is None or finish["reason"] != "play":
            return None
        return Said("pylon-end-no-stacking")

    def end_phrase(self, state: State) -> Said | None:
        return None if self.end_reason(state) is None else Said("pylon-end-no-stacking-inside")

    def board_words(self, state: State) -> list[str | Said]:
        return pylon_words.board_words(self.view(state, None))

    def picture(self, state: State, seat: int | None = None) -> list[str | Said]:
        phase = Said("terminal-pylon-phase", phase=self._phase(state))
        lines: list[str | Said] = [picture_words.headline(self.title, state, extra=phase)]
        lines += self._grid(state)
        lines.append(Said("terminal-pylon-legend", first=Seat(0), second=Seat(1)))
        score = scores(state)
        for s, stash in enumerate(state["stashes"]):
            left = " ".join(f"{size}{stash[size]}" for size in SIZES)
            lines.append(Said("terminal-pylon-seat", seat=picture_words.who(s, seat), score=score[s],
                              stash=left))
        return lines

    @staticmethod
    def _grid(state: State) -> list[str]:
        board = state["board"]
        lines = ["    " + "".join(f"{c:^7}" for c in COLUMNS)]
        for row in range(ROWS, 0, -1):
            cells = []
            for col in COLUMNS:
                stack = board.get(f"{col}{row}")
                if stack is None:
                    cell = "." if state["placements"] < CELLS else " "
                elif len(stack) == 1:
                    cell = _person(stack[0])
                else:
                    cell = f"{_person(stack[-1])}x{len(stack)}{stack[0][1]}"
                cells.append(f"{cell:^7}")
            lines.append(f" {row}  " + "".join(cells))
        return lines

    def text(self, state: State, seat: int | None = None) -> str:
        phase = self._phase(state)
        if phase == "over":
            winners = state["finish"]["winners"]
            head = ("game over: a draw" if not winners
                    else f"game over: {' and '.join(seat_label(w) for w in winners)} won")
        else:
            head = f"{phase} phase, {seat_label(state['turn'])} to move"
        lines = [f"Pylon, {head}", *self._grid(state)]
        lines.append("2M = seat 1's medium; 1Lx3S = a stack of 3, seat 0's L on top, an S at the bottom")
        for s, stash in enumerate(state["stashes"]):
            you = " (you)" if s == seat else ""
            left = " ".join(f"{size}{stash[size]}" for size in SIZES)
            lines.append(f"seat {s}{you}: score {scores(state)[s]}, stash {left}")
        return "\n".join(lines)


def _person(piece: str) -> str:
    """A piece as a person reads it: its player counted from 1 (the state's digit is 0-based)."""
    return f"{int(piece[0]) + 1}{piece[1]}"


PYLON = Pylon()
