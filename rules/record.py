"""Game records: build, validate and replay the JSON record of a finished game (and
build the partial record a player may export of a game in progress).

Pure (no I/O, no Discord): the bot builds a record from its stored row and log, the
terminal (`python -m rules replay`, rules/record_cli.py) replays one. The format is
documented in docs/record-format.md; `SCHEMA` is its JSON Schema.

A finished game has no secrets left: its record is complete (a Connections record holds the
deal's seed and every action with its cards) and replays like any other. A game in progress
has only partial records, each what one seat may see (no seed, others' trade cards hidden,
that seat's view of the position), marked by `partial`; they are not replayed.
Records written before that (`"replayable": false`, no seed, trade cards hidden) cannot be
checked; the replay refuses them with one line.

Seats in a record are the documented 0-based numbers; what a person reads (the refusal
lines, `person`) counts players from 1.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar

from rules import GAMES, IllegalMove, get_game
from rules.base import Game
from rules.said import Said
from rules.state import State

FORMAT = "pyramid-table-record"
VERSION = 1
KINDS = ("move", "resign", "end", "undo", "timeout")
REASONS = ("play", "resign", "agreement", "timeout")


class RecordError(ValueError):
    """A record that is malformed or does not replay: one line saying where. `reason`:
    the engine's refusal of the move that does not replay, as the engine said it (the
    caller words it, with `names` for the seats)."""

    def __init__(self, message: str, reason: Said | None = None, names: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.reason = reason
        self.names = tuple(names)


@dataclass(frozen=True)
class Entry:
    """One logged action: `move` (a move), `resign`, `timeout` (dropped on time, as by
    resignation), `end` (ended by agreement; no seat) or `undo` (takes back the entry
    before it; its move repeats the move taken back)."""

    kind: str
    seat: int | None
    move: str
    at: float


def iso(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


class Logged(Protocol):
    """A logged action as the bot stores it and a record carries it."""

    @property
    def kind(self) -> str: ...
    @property
    def seat(self) -> int | None: ...
    @property
    def move(self) -> str: ...


L = TypeVar("L", bound=Logged)


def effective(entries: Sequence[L]) -> list[L]:
    """The entries that stand: an `undo` takes back the entry before it."""
    out: list[L] = []
    for entry in entries:
        if entry.kind == "undo":
            if out:
                out.pop()
        else:
            out.append(entry)
    return out


def apply_entry(game: Game, state: State, entry: Logged) -> State:
    """One standing entry applied; a `timeout` (a claim on time) drops the seat exactly as
    its resignation would."""
    if entry.kind == "move":
        return game.apply(state, int(entry.seat or 0), entry.move)
    if entry.kind in ("resign", "timeout"):
        return game.resign(state, int(entry.seat or 0))
    if entry.kind == "end":
        return game.end_now(state)
    raise RecordError(f"unknown entry kind {entry.kind!r}")


def positions(
    game: Game, players: int, seed: int, options: dict[str, Any], entries: Sequence[Entry]
) -> list[State]:
    """The start position and the position after every standing entry (frames of a replay)."""
    state = game.new(players, seed, options)
    out = [state]
    for entry in effective(entries):
        state = apply_entry(game, state, entry)
        out.append(state)
    return out


def result_of(game: Game, state: State, reason: str | None = None) -> dict[str, Any] | None:
    result = game.result(state)
    if result is None:
        return None
    scores, winners = result
    return {
        "reason": reason or state["finish"]["reason"],
        "winners": list(winners),
        "scores": None if scores is None else list(scores),
        "draw": not winners,
    }


def build_record(
    *,
    game_key: str,
    game_id: int | None,
    server_id: int | None,
    seed: int,
    options: dict[str, Any],
    players: Sequence[dict[str, Any]],
    entries: Sequence[Entry],
    started_at: float,
    ended_at: float,
) -> dict[str, Any]:
    """The complete record of a finished game: seed, options and every logged action as
    stored (cards included). `players` by seat: {"name", "discord_id" (int or None),
    "computer" (level or None)}. Only for a finished game: while a game runs, its seed and
    moves would rebuild every hidden hand (`build_partial_record` is what a player gets)."""
    game = get_game(game_key)
    states = positions(game, len(players), seed, options, entries)
    final = states[-1]
    last = effective(entries)[-1] if effective(entries) else None
    reason = "timeout" if last is not None and last.kind == "timeout" and game.is_over(final) else None
    return _record(game, game_id, server_id, seed, final, players, entries, started_at, ended_at, reason)


def build_partial_record(
    *,
    game_key: str,
    game_id: int | None,
    server_id: int | None,
    seed: int,
    options: dict[str, Any],
    players: Sequence[dict[str, Any]],
    entries: Sequence[Entry],
    started_at: float,
    exported_at: float,
    seat: int,
) -> dict[str, Any]:
    """The partial record of a game in progress, as `seat` may see it: no seed (it would
    rebuild every hand), the seat's own actions as played and everyone else's as the table
    saw them (`public_move`: trade cards hidden), no result, and `partial` holding the
    seat's view of the position now (the rules' `view`: its own hand only). Not
    replayable: `replay` refuses it in one line."""
    game = get_game(game_key)
    final = positions(game, len(players), seed, options, entries)[-1]
    shown = [e if e.seat == seat else Entry(e.kind, e.seat, game.public_move(e.move), e.at) for e in entries]
    record = _record(game, game_id, server_id, None, final, players, shown, started_at, None, None)
    name = record["players"][seat]["name"]
    record["replayable"] = False
    record["result"] = None
    record["partial"] = {
        "seat": seat,
        "player": name,
        "exported_at": iso(exported_at),
        "note": (
            f"A game in progress, as {name} (player {seat + 1}) may see it"
            + (
                ": the other players' hands, the cards of trades between others and the deal's seed "
                "are left out"
                if game.hidden_information
                else "; the deal's seed is left out"
            )
            + ". It cannot be replayed: export the game again once it is over for its complete record."
        ),
        "view": game.view(final, seat),
    }
    return record


def _record(
    game: Game,
    game_id: int | None,
    server_id: int | None,
    seed: int | None,
    final: State,
    players: Sequence[dict[str, Any]],
    entries: Sequence[Entry],
    started_at: float,
    ended_at: float | None,
    reason: str | None,
) -> dict[str, Any]:
    names = [str(p["name"]) for p in players]
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": {
            "key": game.key,
            "title": game.title,
            "id": game_id,
            "server_id": None if server_id is None else str(server_id),
            "options": dict(final["options"]),
            "seed": seed,
        },
        "replayable": True,
        "players": [
            {
                "seat": seat,
                "name": names[seat],
                # Computer seats sit under negative ids: they are nobody on Discord.
                "discord_id": str(p["discord_id"]) if int(p.get("discord_id") or 0) > 0 else None,
                "computer": p.get("computer"),
            }
            for seat, p in enumerate(players)
        ],
        "started_at": iso(started_at),
        "ended_at": None if ended_at is None else iso(ended_at),
        "moves": [
            {
                "n": n,
                "kind": e.kind,
                "seat": e.seat,
                "player": names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else None,
                "move": e.move,
                "at": iso(e.at),
            }
            for n, e in enumerate(entries, start=1)
        ],
        "result": result_of(game, final, reason),
        "partial": None,
    }
    return record


# ---- validation ---------------------------------------------------------------------------
_TIME = {"type": "string", "pattern": r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"}
_SEATS = {"type": "array", "items": {"type": "integer", "minimum": 0}}
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Pyramid Table game record",
    "type": "object",
    "required": [
        "format", "version", "game", "replayable", "players", "started_at", "ended_at", "moves", "result"
    ],
    "additionalProperties": False,
    "properties": {
        "format": {"const": FORMAT},
        "version": {"const": VERSION},
        "game": {
            "type": "object",
            "required": ["key", "title", "id", "server_id", "options", "seed"],
            "additionalProperties": False,
            "properties": {
                "key": {"enum": sorted(GAMES)},
                "title": {"type": "string"},
                "id": {"type": ["integer", "null"]},
                "server_id": {"type": ["string", "null"], "pattern": "^[0-9]+$"},
                "options": {"type": "object"},
                "seed": {"type": ["integer", "null"]},
            },
        },
        "replayable": {"type": "boolean"},
        "players": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["seat", "name", "discord_id", "computer"],
                "additionalProperties": False,
                "properties": {
                    "seat": {"type": "integer", "minimum": 0},
                    "name": {"type": "string"},
                    "discord_id": {"type": ["string", "null"], "pattern": "^[0-9]+$"},
                    "computer": {"type": ["string", "null"]},
                },
            },
        },
        "started_at": _TIME,
        "ended_at": {**_TIME, "type": ["string", "null"]},
        "moves": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["n", "kind", "seat", "player", "move", "at"],
                "additionalProperties": False,
                "properties": {
                    "n": {"type": "integer", "minimum": 1},
                    "kind": {"enum": list(KINDS)},
                    "seat": {"type": ["integer", "null"], "minimum": 0},
                    "player": {"type": ["string", "null"]},
                    "move": {"type": "string"},
                    "at": _TIME,
                },
            },
        },
        "result": {
            "type": ["object", "null"],
            "required": ["reason", "winners", "scores", "draw"],
            "additionalProperties": False,
            "properties": {
                "reason": {"enum": list(REASONS)},
                "winners": _SEATS,
                "scores": {"type": ["array", "null"], "items": {"type": "integer"}},
                "draw": {"type": "boolean"},
            },
        },
        # null (or absent, in records made before it existed) in a complete record.
        "partial": {
            "type": ["object", "null"],
            "required": ["seat", "player", "exported_at", "note", "view"],
            "additionalProperties": False,
            "properties": {
                "seat": {"type": "integer", "minimum": 0},
                "player": {"type": "string"},
                "exported_at": _TIME,
                "note": {"type": "string"},
                "view": {"type": "object"},
            },
        },
    },
}


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise RecordError(message)


def _whole(value: Any) -> bool:
    """A JSON integer: not `true`/`false`, which Python counts as 1 and 0."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_shape(record: Any) -> None:
    """The checks the replay relies on (the full format is `SCHEMA`); one line on failure."""
    _need(isinstance(record, dict), "the record is not a JSON object")
    _need(record.get("format") == FORMAT, f"not a {FORMAT} file (format {record.get('format')!r})")
    _need(record.get("version") == VERSION, f"record version {record.get('version')!r} is not {VERSION}")
    info = record.get("game")
    _need(
        isinstance(info, dict) and isinstance(info.get("key"), str) and info["key"] in GAMES,
        "the record names no known game",
    )
    _need(isinstance(info.get("options", {}), dict), "the game's options are not an object")
    players = record.get("players")
    _need(isinstance(players, list) and len(players) > 0, "the record lists no players")
    _need(all(isinstance(p, dict) for p in players), "a player in the record is not an object")
    moves = record.get("moves")
    _need(isinstance(moves, list), "the record has no list of moves")
    for n, move in enumerate(moves, start=1):
        _need(isinstance(move, dict), f"move {n} is not an object")
        _need(move.get("kind") in KINDS, f"move {n} has an unknown kind {move.get('kind')!r}")
        seat = move.get("seat")
        _need("seat" in move, f"move {n} has no seat (null for everyone)")
        _need(
            seat is None or (_whole(seat) and 0 <= seat < len(players)),
            f"move {n} names seat {seat!r}, but the record's seats are 0 to {len(players) - 1}",
        )
        _need(isinstance(move.get("move"), str), f"move {n} has no move text")
    if record.get("replayable"):
        _need(_whole(info.get("seed")), "a replayable record needs the game's seed (a whole number)")
    result = record.get("result")
    _need(result is None or isinstance(result, dict), "the record's result is not an object")
    if isinstance(result, dict):
        winners, scores = result.get("winners"), result.get("scores")
        _need(
            isinstance(winners, list) and all(_whole(w) for w in winners),
            f"the record's winners {winners!r} are not a list of seat numbers",
        )
        _need(
            scores is None or (isinstance(scores, list) and all(_whole(v) for v in scores)),
            f"the record's scores {scores!r} are not a list of whole numbers",
        )
        _need(isinstance(result.get("draw"), bool), "the record's result says neither draw: true nor false")


def entries_of(record: dict[str, Any]) -> list[Entry]:
    return [Entry(m["kind"], m["seat"], m["move"], 0.0) for m in record["moves"]]


def people(record: dict[str, Any]) -> list[str]:
    """How a person reads each seat: the player's name, or "player N" counted from 1."""
    out = []
    for seat, player in enumerate(record["players"]):
        name = player.get("name") if isinstance(player, dict) else None
        out.append(str(name) if name else f"player {seat + 1}")
    return out


_SEAT = re.compile(r"\b[Ss]eat (\d+)\b")


def in_words(text: str, names: Sequence[str]) -> str:
    """Engines write 0-based `seat N`; a person reads the player's name."""
    return _SEAT.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], text)


def _label(names: Sequence[str], n: int, entry: Entry) -> str:
    who = "everyone" if entry.seat is None else f"{names[entry.seat]}, player {entry.seat + 1}"
    what = {"move": f"`{entry.move}`", "resign": "resigns", "timeout": "times out", "end": "end by agreement"}
    return f"move {n} ({who}: {what.get(entry.kind, entry.kind)})"


# What an engine may raise on a move text it was never meant to see (a tampered record).
_BAD_MOVE = (IllegalMove, ValueError, KeyError, IndexError, TypeError)


def replay(record: Any) -> tuple[Game, State]:
    """Replay a record through its engine: every move must be legal, every undo must take
    back the move before it, and the final result (winners and scores) must be the
    recorded one. Returns the game and its final position; RecordError names the first
    bad move in one line."""
    check_shape(record)
    partial = record.get("partial")
    if partial is not None:
        who = partial.get("player") if isinstance(partial, dict) else None
        raise RecordError(
            f"this is a partial record of a game still in progress (what {who or 'one player'} could see "
            "when it was exported: no seed, other players' cards hidden), so it cannot be replayed; "
            "export the game again with /export once it is over"
        )
    _need(
        bool(record.get("replayable")) and _whole(record["game"].get("seed")),
        "this record was exported without its seed and cards (an export made before records were "
        "complete), so it cannot be checked; export the game again with /export",
    )
    info = record["game"]
    game = get_game(info["key"])
    names = people(record)
    try:
        state = game.new(len(record["players"]), int(info["seed"]), info.get("options") or {})
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"the game cannot be set up from this record: {exc}") from None
    stack: list[tuple[State, Entry]] = []
    for n, entry in enumerate(entries_of(record), start=1):
        if entry.kind == "undo":
            _need(bool(stack), f"move {n} takes back a move, but there is none to take back")
            state, taken = stack.pop()
            _need(
                (taken.seat, taken.move) == (entry.seat, entry.move),
                f"{_label(names, n, entry)} takes back `{taken.move}`, not the move it names",
            )
            continue
        if entry.kind != "end":
            _need(entry.seat is not None, f"move {n} ({entry.kind}) names no player")
        _need(not game.is_over(state), f"{_label(names, n, entry)} comes after the game was over")
        try:
            after = apply_entry(game, state, entry)
        except _BAD_MOVE as exc:
            said = exc.said if isinstance(exc, IllegalMove) else str(exc)
            if isinstance(said, Said):
                raise RecordError(f"{_label(names, n, entry)} does not replay", said, names) from None
            why = in_words(said, names).rstrip(".")
            raise RecordError(f"{_label(names, n, entry)} does not replay: {why}") from None
        stack.append((state, entry))
        state = after
    _need(game.is_over(state), f"the game is not over after its {len(record['moves'])} moves")
    recorded = record.get("result")
    last = effective(entries_of(record))
    replayed = result_of(game, state, "timeout" if last and last[-1].kind == "timeout" else None)
    _need(
        recorded == replayed,
        f"the recorded result {_brief(recorded, names)} is not the replayed one {_brief(replayed, names)}",
    )
    return game, state


def _brief(result: Any, names: Sequence[str]) -> str:
    if not isinstance(result, dict):
        return "(none)"
    winners = result.get("winners")
    if isinstance(winners, list):
        who = ", ".join(names[w] if isinstance(w, int) and 0 <= w < len(names) else str(w) for w in winners)
        won = f"won by {who}" if winners else "a draw"
    else:
        won = f"winners {winners!r}"
    scores = f", scores {result.get('scores')}" if result.get("scores") is not None else ""
    return f"({won}{scores}, {result.get('reason')})"
