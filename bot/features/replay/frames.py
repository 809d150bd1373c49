"""A game's positions for a replay, rebuilt from the stored log.

Positions are rebuilt from the seed and the log (the engines are deterministic); a replay
only ever shows public views, so a hidden-information game's hands never appear.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.services.core import Core
from bot.services.refusal import Refusal
from bot.storage.rows import GameRow, LogEntry
from rules import Game, get_game
from rules.record import Entry, effective, positions
from rules.said import Said


def entries_of(log: list[LogEntry]) -> list[Entry]:
    return [Entry(e.kind, e.seat, e.move, e.at) for e in log]


@dataclass(frozen=True)
class Replay:
    """A game's positions for a replay: frames[0] is the start, frames[k] the position
    after the k-th standing log entry (undone moves are not shown)."""

    row: GameRow
    game: Game
    frames: list[dict[str, Any]]  # states
    steps: list[Entry]  # the standing entries; steps[k - 1] led to frames[k]

    @property
    def last(self) -> int:
        return len(self.frames) - 1

    def view(self, index: int) -> dict[str, Any]:
        return self.game.view(self.frames[index], None)  # public, always


async def load_replay(core: Core, row: GameRow) -> Replay:
    game = get_game(row.game_key)
    entries = entries_of(await core.store.games.log(row.id))
    try:
        states = positions(game, len(row.seats), row.seed, row.options, entries)
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise Refusal(Said("replay-refuse-log", id=str(row.id), error=str(exc))) from None
    return Replay(row, game, states, effective(entries))
