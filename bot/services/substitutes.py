"""Computer substitutes: in a 3+ player game with replace:computer (the default where the
game declares `replaces_leavers`), a player who resigns, drops out or times out hands their
seat to a computer (medium) and the others play on. The engine's state is untouched (the
seat goes on playing), so the move log still replays; the row records who left the seat
(`GameRow.replaced`): their result is a loss, and the computer's place is not rated
(bot/storage/ratings.py)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import i18n
from bot.services.computer_names import computer_name
from bot.storage.outbox import Announcement, line
from bot.storage.rows import GameRow, computers_json
from rules import Game
from rules.said import Said

LEVEL = "medium"


def replaces(row: GameRow, game: Game) -> bool:
    """Whether a leaver of this game is replaced by a computer."""
    wanted = row.replace_leavers if row.replace_leavers is not None else game.replaces_leavers
    return wanted and len(row.seats) >= 3


@dataclass(frozen=True)
class Substitution:
    seat: int
    leaver: int
    computer_id: int
    seats: str  # the row's new columns, as stored
    names: str
    computers: str
    replaced: str
    announce: Announcement


def plan(row: GameRow, seat: int, why: str, lang: str = i18n.ENGLISH) -> Substitution:
    """The row's columns once a computer has taken `seat`; `why` is 'resign' or 'timeout'."""
    leaver = row.seats[seat]
    computer_id = min([0, *row.seats, *row.replaced.values()]) - 1
    seats = list(row.seats)
    seats[seat] = computer_id
    name = row.name_of(leaver)
    # Not named after the leaver: a player who deletes their data leaves no name behind.
    number = len(row.computers) + 1
    names = {
        **row.names,
        str(computer_id): computer_name(LEVEL, number, lang),
    }
    computers = {**row.computers, computer_id: LEVEL}
    replaced = {**row.replaced, seat: leaver}
    key = "computers-substitute-resigned" if why == "resign" else "computers-substitute-timeout"
    args = {"name": name, "level": LEVEL, "id": str(row.id)}
    return Substitution(
        seat=seat,
        leaver=leaver,
        computer_id=computer_id,
        seats=json.dumps(seats),
        names=json.dumps(names),
        computers=computers_json(computers),
        replaced=json.dumps({str(k): v for k, v in replaced.items()}),
        # Names only, no ping: the others learn it on their next turn post anyway. Worded in
        # the server's language when it is posted.
        announce=line(row.channel_id, Said(key, **args)),
    )
