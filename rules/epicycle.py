"""Epicycle: a ring of ten spaces, two players swapping pyramids with it.

State keys (besides the common header):
  ring         list of 10: "S"/"M"/"L" or None for the gap (clockwise = increasing index)
  gap          index of the gap
  inventories  per seat the three sizes held, sorted S, M, L
  turn         the seat to move
  seen         position key -> how many times that position has occurred
                (the house rule: the third occurrence is a draw)
"""

from __future__ import annotations

from typing import Any

from rules.base import Game, Option, Step
from rules.errors import IllegalMove
from rules.notation import seat_label
from rules.pieces import PIPS, SIZES, parse_size
from rules.said import Said, Seat
from rules.samples import Sample
from rules.seeding import shuffled
from rules.state import State
from rules.steps import epicycle as steps
from rules.words import epicycle as epicycle_words
from rules.words import picture as picture_words

RING = 10
GAP = 9  # the gap of the starting position
SETUP: tuple[str, ...] = SIZES * 3  # S M L S M L S M L on spaces 0..8
ORDER = {size: i for i, size in enumerate(SIZES)}
STEPS: dict[str, int] = {"cw": 1, "ccw": -1}

# Input words for the two directions (input is already lower case). No "left"/"right":
# on a ring which way is right depends on where the player sits.
_DIRECTION_WORDS = {
    "cw": "cw", "clockwise": "cw",
    "ccw": "ccw", "acw": "ccw", "counterclockwise": "ccw", "counter-clockwise": "ccw",
    "anticlockwise": "ccw", "anti-clockwise": "ccw",
}

# TARGETS[gap][size] = ((move, direction, target index), ...): precomputed so that
# legal_moves does no arithmetic or string building. A target is never the gap itself:
# pips 1..3 on a ring of 10 never wrap back to the start.
TARGETS: tuple[dict[str, tuple[tuple[str, str, int], ...]], ...] = tuple(
    {
        size: tuple((f"{size} {d}", d, (gap + step * PIPS[size]) % RING) for d, step in STEPS.items())
        for size in SIZES
    }
    for gap in range(RING)
)
assert all(t != g for g in range(RING) for s in SIZES for _, _, t in TARGETS[g][s])


def position_key(state: State) -> str:
    """The position for the repetition rule: ring space by space, both inventories,
    the player to move. E.g. 'SMLSMLSML.|SML|SML|0'."""
    ring = "".join(p or "." for p in state["ring"])
    inv = state["inventories"]
    return f"{ring}|{''.join(inv[0])}|{''.join(inv[1])}|{state['turn']}"


def _has_move(ring: list[str | None], gap: int, inventory: list[str]) -> bool:
    targets = TARGETS[gap]
    return any(ring[t] != size for size in inventory for _, _, t in targets[size])


class Epicycle(Game):
    key = "epicycle"
    title = "Epicycle"
    min_players = 2
    max_players = 2
    options = (
        Option("random_setup", bool, False,
               "shuffle the nine ring pieces at the start (the gap stays at space 9)",
               said="epicycle-option-random-setup"),
    )
    showcase_sample = Sample(players=2, seed=3, moves=3)
    legal_moves_budget_us = 50

    # ---- setup and turn ------------------------------------------------------------
    def _setup(self, state: State) -> None:
        pieces = list(SETUP)
        if state["options"]["random_setup"]:
            pieces = shuffled(pieces, state["seed"], "random_setup")
        state["ring"] = [*pieces, None]
        state["gap"] = GAP
        state["inventories"] = [list(SIZES), list(SIZES)]
        state["turn"] = 0
        state["seen"] = {position_key(state): 1}
        # A shuffled ring can leave seat 0 without a legal first move; the rule
        # "a player with no legal move loses" then ends the game before it starts.
        if not _has_move(state["ring"], GAP, state["inventories"][0]):
            self.finish_with_winners(state, [1])

    def _to_move(self, state: State) -> list[int]:
        return [state["turn"]]

    # ---- moves -------------------------------------------------------------------------
    def _legal_moves(self, state: State, seat: int) -> list[str]:
        if seat != state["turn"]:
            return []
        ring = state["ring"]
        targets = TARGETS[state["gap"]]
        moves = []
        for size in set(state["inventories"][seat]):
            for move, _, t in targets[size]:
                if ring[t] != size:
                    moves.append(move)
        return moves

    def _parse(self, state: State, seat: int, text: str) -> str:
        self.require_turn(state, seat)
        tokens = text.split()
        size = direction = None
        if len(tokens) == 2:
            first, second = tokens
            if first in _DIRECTION_WORDS:  # tolerate `ccw m`
                first, second = second, first
            size, direction = parse_size(first), _DIRECTION_WORDS.get(second)
        if size is None or direction is None:
            raise IllegalMove(Said("epicycle-refuse-shape", text=text, hint=self.examples_hint(state, seat)))
        inventory = state["inventories"][seat]
        if size not in inventory:
            raise IllegalMove(Said("epicycle-refuse-not-held", size=size, held=" ".join(inventory),
                                   hint=self.examples_hint(state, seat)))
        gap = state["gap"]
        t = (gap + STEPS[direction] * PIPS[size]) % RING
        taken = state["ring"][t]
        if taken is None:  # cannot happen on a ring of 10 (see TARGETS); refuse rather than corrupt
            raise IllegalMove(Said("epicycle-refuse-empty", space=t))
        if taken == size:
            raise IllegalMove(Said("epicycle-refuse-same-size", size=size, steps=PIPS[size],
                                   direction=direction,
                                   space=t, taken=taken, hint=self.examples_hint(state, seat)))
        return f"{size} {direction}"

    def _play(self, state: State, seat: int, move: str) -> None:
        size, direction = move.split()
        ring, gap = state["ring"], state["gap"]
        t = (gap + STEPS[direction] * PIPS[size]) % RING
        taken = ring[t]
        inventory = state["inventories"][seat]
        inventory.remove(size)
        ring[gap] = size
        ring[t] = None
        inventory.append(taken)
        inventory.sort(key=ORDER.__getitem__)
        state["gap"] = t
        state["last_move"].update(placed=gap, size=size, direction=direction, taken=t, taken_size=taken)
        other = 1 - seat
        state["turn"] = other
        key = position_key(state)
        state["seen"][key] = count = state["seen"].get(key, 0) + 1
        # The order matters (games.md): three of a kind, then no move, then repetition.
        if inventory[0] == inventory[2]:
            self.finish_with_winners(state, [other])
        elif not _has_move(ring, t, state["inventories"][other]):
            self.finish_with_winners(state, [seat])
        elif count >= 3:
            self.finish_with_winners(state, [])

    # ---- pictures ----------------------------------------------------------------------
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "ring": list(state["ring"]),
            "gap": state["gap"],
            "inventories": [list(inv) for inv in state["inventories"]],
            "repetition": state["seen"].get(position_key(state), 1),
            "random_setup": state["options"]["random_setup"],
        }

    def status(self, state: State) -> Said:
        held = [epicycle_words.held(inv) for inv in state["inventories"]]
        return Said("epicycle-status", first=Seat(0), first_held=held[0], second=Seat(1), second_held=held[1])

    def move_label(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("epicycle-label", state, move)

    def move_phrase(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("epicycle-move", state, move)

    def move_words(self, state: State, seat: int, move: str) -> Said:
        return self._move_said("epicycle-move", state, move)

    def _move_said(self, key: str, state: State, move: str) -> Said:
        size, direction = move.split()
        t = (state["gap"] + STEPS[direction] * PIPS[size]) % RING
        return Said(key, size=size, taken=state["ring"][t], steps=PIPS[size], direction=direction, move=move)

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        return steps.move_steps(self, state, seat, moves)

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> Said:
        return steps.prompt(self, state, seat, chosen)

    def end_reason(self, state: State) -> Said | None:
        return self._end(state, start=True)

    def end_phrase(self, state: State) -> Said | None:
        return self._end(state, start=False)

    def _end(self, state: State, start: bool) -> Said | None:
        finish = state["finish"]
        if finish is None or finish["reason"] != "play":
            return None
        last = state["last_move"]
        if last is None:
            return Said("epicycle-end-no-first-move", seat=Seat(0))
        mover = last["seat"]
        inventory = state["inventories"][mover]
        if inventory[0] == inventory[2]:
            return Said("epicycle-end-three", seat=Seat(mover), size=inventory[0])
        if not finish["winners"]:
            return Said("epicycle-end-repetition" if start else "epicycle-end-repetition-inside")
        return Said("words-end-no-move", seat=Seat(1 - mover))

    def board_words(self, state: State) -> list[str | Said]:
        return epicycle_words.board_words(self.view(state, None))

    def picture(self, state: State, seat: int | None = None) -> list[str | Said]:
        over = state["finish"] is not None
        lines: list[str | Said] = [
            picture_words.headline(self.title, state),
            Said("terminal-epicycle-spaces", row=" ".join(f"{i:>2}" for i in range(RING))),
            Said("terminal-epicycle-pieces", row=" ".join(f"{p or '__':>2}" for p in state["ring"])),
            Said("terminal-epicycle-gap", space=state["gap"]),
        ]
        for s, inv in enumerate(state["inventories"]):
            holds: Said = Said("terminal-epicycle-holds", seat=picture_words.who(s, seat), held=" ".join(inv))
            lines.append(Said("terminal-on-turn", line=holds) if not over and s == state["turn"] else holds)
        lines.append(Said("terminal-epicycle-seen", count=state["seen"].get(position_key(state), 1)))
        last = state["last_move"]
        if last is not None:
            lines.append(Said("terminal-epicycle-last", seat=Seat(last["seat"]), move=last["move"],
                              placed=last["placed"], size=last["taken_size"], taken=last["taken"]))
        return lines

    def text(self, state: State, seat: int | None = None) -> str:
        ring = state["ring"]
        over = state["finish"] is not None
        lines = [f"Epicycle, {_headline(state, over)}"]
        lines.append("space: " + " ".join(f"{i:>2}" for i in range(RING)))
        lines.append("piece: " + " ".join(f"{p or '__':>2}" for p in ring))
        lines.append(f"the gap is space {state['gap']}; clockwise (cw) = increasing space number, "
                     "9 wraps to 0")
        for s, inv in enumerate(state["inventories"]):
            mark = "  <- to move" if not over and s == state["turn"] else ""
            you = " (you)" if s == seat else ""
            lines.append(f"seat {s}{you} holds: {' '.join(inv)}{mark}")
        count = state["seen"].get(position_key(state), 1)
        lines.append(f"this position has occurred {count} time{'s' if count != 1 else ''} "
                     "(house rule: the third time is a draw)")
        last = state["last_move"]
        if last is not None:
            lines.append(f"last move: seat {last['seat']} played {last['move']} "
                         f"(placed on space {last['placed']}, took the {last['taken_size']} "
                         f"from space {last['taken']})")
        return "\n".join(lines)


def _headline(state: State, over: bool) -> str:
    if not over:
        return f"{seat_label(state['turn'])} to move"
    winners = state["finish"]["winners"]
    if not winners:
        return "game over: a draw"
    return f"game over: {' and '.join(seat_label(w) for w in winners)} won"


EPICYCLE = Epicycle()
