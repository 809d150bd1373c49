"""`--computer 1:hard,2:easy`: which seats the computer plays in the terminal, and its move."""

from __future__ import annotations

import importlib.util

import i18n
from ai import LEVELS, choose_move
from rules.base import Game
from rules.state import State


def parse_computers(specs: list[str], game: Game, players: int, lang: str = i18n.ENGLISH) -> dict[int, str]:
    """['1:hard,2:easy'] -> {0: 'hard', 1: 'easy'} (seats typed from 1, engine seats from 0;
    a seat without a level plays hard). ValueError with one line (in `lang`) for anything
    else."""
    seats: dict[int, str] = {}
    for spec in specs:
        for item in spec.split(","):
            seat_text, _, level = item.strip().partition(":")
            level = level.strip().lower() or "hard"
            if not seat_text.strip().isdigit() or not 1 <= int(seat_text) <= players:
                raise ValueError(i18n.text(lang, "terminal-error-seats", players=players, text=item.strip()))
            if level not in LEVELS:
                levels = ", ".join(LEVELS)
                raise ValueError(i18n.text(lang, "terminal-error-level", level=level, levels=levels))
            seats[int(seat_text) - 1] = level
    if seats and importlib.util.find_spec(f"ai.{game.key}") is None:
        raise ValueError(i18n.text(lang, "terminal-error-no-computer", game=game.title))
    return seats


def computer_move(game: Game, state: State, seat: int, level: str, seed: int, budget_s: float) -> str:
    """The computer's move for `seat`, from the ai package."""
    # A different seed each ply, fixed by the game's seed: the same game replays alike.
    return choose_move(game.key, state, seat, level=level, seed=seed * 1000 + int(state["ply"]),
                       budget_s=budget_s)
