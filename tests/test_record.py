"""Game records (rules/record.py): built from a log, valid against the documented schema,
replayed by `python -m rules replay`, refused at the first bad move."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rules import get_game
from rules.record import SCHEMA, Entry, RecordError, build_record, replay

ROOT = Path(__file__).resolve().parents[1]


def play_log(key: str, players: int, seed: int, pick: int = 0, options: dict[str, Any] | None = None,
             limit: int = 400) -> list[Entry]:
    game = get_game(key)
    state = game.new(players, seed, options)
    entries = []
    for i in range(limit):
        if game.is_over(state):
            return entries
        seat = game.to_move(state)[0]
        moves = game.legal_moves(state, seat)
        move = moves[pick % len(moves)]
        entries.append(Entry("move", seat, move, 1_700_000_000 + 60 * i))
        state = game.apply(state, seat, move)
    raise AssertionError("no end")


def record_of(key: str, entries: list[Entry], players: int = 2, seed: int = 5, **kw: Any) -> dict[str, Any]:
    people = [{"name": f"p{s}", "discord_id": 1000 + s, "computer": None} for s in range(players)]
    return build_record(
        game_key=key, game_id=7, server_id=99, seed=seed, options=kw.pop("options", {}), players=people,
        entries=entries, started_at=1_700_000_000, ended_at=1_700_100_000, **kw,
    )


def cli(record: dict[str, Any], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(path)], cwd=ROOT, capture_output=True, text=True,
        timeout=60,
    )


@pytest.mark.parametrize(("key", "pick"), [("pylon", 0), ("synapse", 0), ("epicycle", -1), ("cardinal", -1)])
def test_a_whole_game_records_validates_and_replays(key: str, pick: int) -> None:
    entries = play_log(key, 2, seed=5, pick=pick)
    record = record_of(key, entries)
    jsonschema.validate(record, SCHEMA)
    assert [m["move"] for m in record["moves"]] == [e.move for e in entries]
    assert record["game"]["seed"] == 5 and record["players"][1]["discord_id"] == "1001"
    game, state = replay(json.loads(json.dumps(record)))
    assert game.is_over(state) and record["result"]["winners"] == list(game.result(state)[1])


def test_cli_prints_the_final_position_and_result(tmp_path: Path) -> None:
    record = record_of("pylon", play_log("pylon", 2, seed=3))
    done = cli(record, tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"All {len(record['moves'])} moves replay." in done.stdout and "Result: p" in done.stdout


def test_a_bad_move_is_refused_in_one_line_naming_it(tmp_path: Path) -> None:
    record = record_of("pylon", play_log("pylon", 2, seed=3))
    record["moves"][3]["move"] = record["moves"][1]["move"]  # that square is taken by then
    with pytest.raises(RecordError, match=r"^move 4 \(seat 1 \(p1\): `"):
        replay(record)
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "move 4 (seat 1 (p1)" in done.stderr


def test_a_changed_result_is_refused() -> None:
    record = record_of("synapse", play_log("synapse", 2, seed=2))
    record["result"]["winners"] = [1 - record["result"]["winners"][0]] if record["result"]["winners"] else [0]
    with pytest.raises(RecordError, match="recorded result"):
        replay(record)


def test_resign_undo_end_and_timeout_replay_to_the_same_result() -> None:
    game = get_game("pylon")
    moves = play_log("pylon", 2, seed=1)[:4]
    undo = [*moves, Entry("undo", moves[-1].seat, moves[-1].move, 0), moves[-1],
            Entry("resign", 0, "resign", 0)]
    record = record_of("pylon", undo, seed=1)
    _, state = replay(record)
    assert state["finish"]["reason"] == "resign" and record["result"]["winners"] == [1]
    timeout = record_of("pylon", [*moves, Entry("timeout", 0, "timeout", 0)], seed=1)
    assert replay(timeout)[1]["finish"]["winners"] == [1] and timeout["result"]["reason"] == "timeout"
    ended = record_of("pylon", [*moves, Entry("end", None, "end", 0)], seed=1)
    assert replay(ended)[1]["finish"]["reason"] == "agreement"
    assert game.is_over(replay(ended)[1])


def test_connections_record_is_public_with_only_the_exporters_own_hands(tmp_path: Path) -> None:
    options = {"rounds_per_player": 1}
    game = get_game("connections")
    entries = play_log("connections", 3, seed=4, options=options, limit=3000)
    record = record_of("connections", entries, players=3, seed=4, options=options, own_seat=1)
    jsonschema.validate(record, SCHEMA)
    assert record["replayable"] is False and record["game"]["seed"] is None
    start = game.new(3, 4, options)
    hands = record["private"]["hands"]
    assert record["private"]["seat"] == 1 and hands[0]["cards"] == start["hands"][1]
    assert [h["round"] for h in hands] == [1, 2, 3]
    text = json.dumps({k: v for k, v in record.items() if k != "private"})
    for other in (0, 2):
        assert not any(f'"{card}"' in text for card in start["hands"][other])
    public = record_of("connections", entries, players=3, seed=4, options=options)
    assert "private" not in public
    done = cli(public, tmp_path)
    assert done.returncode == 0 and "(as recorded)" in done.stdout
    with pytest.raises(RecordError, match="cannot be replayed"):
        replay(public)
