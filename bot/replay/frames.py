"""Finding the game a replay or export is about, and its positions from the stored log.

Positions are rebuilt from the seed and the log (the engines are deterministic); a replay
only ever shows public views, so a hidden-information game's hands never appear.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot.sessions import Refusal
from bot.storage import GameRow, LogEntry
from rules import Game, get_game
from rules.record import Entry, effective, positions

if TYPE_CHECKING:
    from bot.app import PyramidBot

SHOWN = ("active", "finished", "abandoned")
# The `game:` option of /replay and /export: "#12" as players see it in posts.
GameNumber = app_commands.Range[str, 1, 40]


def parse_game_number(text: str) -> int:
    """'#12', '12' or 'game 12' -> 12; anything else is refused."""
    digits = text.strip().lstrip("#").removeprefix("game").strip().lstrip("#")
    if not digits.isdigit() or len(digits) > 18:
        shown = discord.utils.escape_markdown(text[:40])
        raise Refusal(f"{shown} is not a game number: give it like `#12` (the number in the game's posts).")
    return int(digits)


async def find_game(
    interaction: discord.Interaction, number: str | None, *, finished_only: bool = False
) -> GameRow:
    """The game by number (any channel of this server), else this channel's current or
    last game. A game of another server is answered as unknown."""
    bot = cast("PyramidBot", interaction.client)
    if number:
        row = await bot.repo.get(parse_game_number(number))
        if row is None or row.guild_id != interaction.guild_id or row.status not in SHOWN:
            raise Refusal(f"There is no game #{parse_game_number(number)} on this server to show.")
    else:
        row = await bot.repo.latest_in_channel(interaction.channel_id or 0)
        if row is None or row.status not in SHOWN:
            raise Refusal(
                "There is no game in this channel to show. Name one by number, like `game:#12`, "
                "or start one with `/game new`."
            )
    if finished_only and row.status != "finished":
        raise Refusal(f"Game #{row.id} is not finished yet: a record can be exported once it has ended.")
    return row


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


async def load_replay(bot: PyramidBot, row: GameRow) -> Replay:
    game = get_game(row.game_key)
    entries = entries_of(await bot.repo.log(row.id))
    try:
        states = positions(game, len(row.seats), row.seed, row.options, entries)
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise Refusal(f"Game #{row.id} cannot be replayed: its move log does not replay ({exc}).") from None
    return Replay(row, game, states, effective(entries))
