"""A tournament, an entrant and a pairing as the rest of the bot reads them."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from bot.storage.db import Row
from bot.storage.kinds import TournamentFormat, TournamentStatus
from bot.storage.said_json import said_from_json, said_to_json
from rules.said import Said


@dataclass(frozen=True)
class TournamentRow:
    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    game_key: str
    format: TournamentFormat
    rounds: int | None
    table_size: int
    time_limit_hours: int | None
    signup_until: float | None
    max_players: int | None
    rated: bool
    options: dict[str, Any]
    status: TournamentStatus
    round: int
    signup_message_id: int | None
    standings_message_id: int | None
    note: str | None

    @classmethod
    def from_row(cls, r: Row) -> TournamentRow:
        return cls(
            id=int(r["id"]),
            guild_id=int(r["guild_id"]),
            channel_id=int(r["channel_id"]),
            organiser_id=int(r["organiser_id"]),
            game_key=r["game_key"],
            format=cast(TournamentFormat, r["format"]),
            rounds=r["rounds"],
            table_size=int(r["table_size"]),
            time_limit_hours=r["time_limit_hours"],
            signup_until=r["signup_until"],
            max_players=r["max_players"],
            rated=bool(r["rated"]),
            options=json.loads(r["options"]),
            status=cast(TournamentStatus, r["status"]),
            round=int(r["round"]),
            signup_message_id=r["signup_message_id"],
            standings_message_id=r["standings_message_id"],
            note=r["note"],
        )


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    computer: str | None
    joined_at: float
    withdrawn: bool


@dataclass(frozen=True)
class Pairing:
    tournament_id: int
    round: int
    slot: int
    leg: int
    seats: tuple[int, ...]
    thread_id: int | None
    game_id: int | None
    places: dict[int, int] | None

    @property
    def bye(self) -> bool:
        return len(self.seats) == 1

    @classmethod
    def from_row(cls, r: Row) -> Pairing:
        places = json.loads(r["places"]) if r["places"] is not None else None
        return cls(
            tournament_id=int(r["tournament_id"]),
            round=int(r["round"]),
            slot=int(r["slot"]),
            leg=int(r["leg"]),
            seats=tuple(json.loads(r["seats"])),
            thread_id=r["thread_id"],
            game_id=r["game_id"],
            places={int(k): int(v) for k, v in places.items()} if places is not None else None,
        )


@dataclass(frozen=True)
class NewGame:
    """What a pairing's game is stored as when it starts (in the pairing's transaction)."""

    game_key: str
    guild_id: int
    channel_id: int
    creator_id: int
    seats: list[int]
    names: dict[str, str]
    seed: int
    options: dict[str, Any]
    state: str
    time_limit_hours: int | None
    computers: dict[int, str]
    # A line posted before the first board, telling the players their game exists, and
    # whom it pings (the first mover's ping comes with the board).
    greeting: Said | None = None
    greeted: tuple[int, ...] = ()


def note_to_store(note: str | Said | None) -> str | None:
    """A tournament's note as the `note` column and its announcements keep it: what to say
    (a Said, as JSON), worded where it is shown; a plain string is stored as it is."""
    if isinstance(note, Said):
        return json.dumps(said_to_json(note))
    return note


def stored_note(note: str | None) -> Said | str | None:
    """A stored note: a Said, or the English of a note stored before notes were worded
    where they are shown (or one of the cancel notes kept in English, kinds.CancelNote)."""
    if note and note.startswith("{"):
        try:
            return said_from_json(json.loads(note))
        except ValueError:
            return note
    return note
