"""Review a finished (or running) game move by move: how each move changed the
mover's prospects, in the eyes of the computer player.

- Games whose module offers `exact_value(state) -> int | None` (+1 win, 0 draw, -1
  loss for the seat to move, with perfect play): the exact value before and after
  each move for the mover, and `threw_away` when it got worse (win -> draw or loss,
  draw -> loss).
- Games whose module offers `estimate(state, seat, budget_s) -> float` (the hard
  engine's expected win share): that estimate before and after, with a small budget.
- Neither (Connections): the values are None.

Pure: the game is rebuilt from `new(players, seed, options)` and its move log; no I/O.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from rules import get_game

State = dict[str, Any]


@dataclass(frozen=True)
class MoveReview:
    ply: int  # 1 for the first move of the log
    seat: int
    move: str
    before: float | None  # the mover's value before the move
    after: float | None  # the mover's value after it
    threw_away: bool = False  # exact games only: the value got worse


def _module(game_key: str) -> ModuleType | None:
    name = f"ai.{game_key}"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


def _finished_value(state: State, seat: int) -> int:
    """+1 won (alone or shared), 0 a draw, -1 lost, for a finished game."""
    result = get_game(state["game"]).result(state)
    assert result is not None
    winners = result[1]
    if not winners:
        return 0
    return 1 if seat in winners else -1


def _finished_share(state: State, seat: int) -> float:
    """The seat's win share in a finished game, as `estimate` counts it: 1/k for one
    of k winners, a draw shared by every seat still playing."""
    game = get_game(state["game"])
    result = game.result(state)
    assert result is not None
    winners = result[1] or tuple(game.active_seats(state))
    return 1 / len(winners) if seat in winners else 0.0


def _exact_for(exact: Callable[[State], int | None], state: State, seat: int) -> int | None:
    """The exact value for `seat`: the function gives it for the seat to move, so
    it is negated when the other seat moves next (these games have two players)."""
    game = get_game(state["game"])
    if game.is_over(state):
        return _finished_value(state, seat)
    value = exact(state)
    if value is None:
        return None
    return value if seat in game.to_move(state) else -value


def review(
    game_key: str,
    players: int,
    seed: int,
    options: dict[str, Any] | None,
    log: Sequence[tuple[int, str]],
    *,
    budget_s: float = 0.2,
) -> list[MoveReview]:
    """One MoveReview per logged move, in order. Raises the engine's IllegalMove if
    the log does not replay."""
    game = get_game(game_key)
    module = _module(game.key)
    exact = getattr(module, "exact_value", None)
    estimate = getattr(module, "estimate", None)
    state = game.new(players, seed, options)
    reviews: list[MoveReview] = []
    for index, (seat, move) in enumerate(log, start=1):
        after_state = game.apply(state, seat, move)
        before: float | None = None
        after: float | None = None
        threw = False
        if exact is not None:
            b, a = _exact_for(exact, state, seat), _exact_for(exact, after_state, seat)
            before, after = b, a
            threw = b is not None and a is not None and a < b
        elif estimate is not None:
            before = float(estimate(state, seat, budget_s))
            after = (
                _finished_share(after_state, seat)
                if game.is_over(after_state)
                else float(estimate(after_state, seat, budget_s))
            )
        # The move as logged: a caller showing it to others applies game.public_move.
        reviews.append(MoveReview(index, seat, move, before, after, threw))
        state = after_state
    return reviews
