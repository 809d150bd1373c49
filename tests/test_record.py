"""Game records (rules/record.py): built from a log, valid against the documented schema,
replayed by `python -m rules replay`, refused at the first bad move."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from bench.shards_bench import trade_pair
from rules import GAMES, get_game
from rules.record import SCHEMA, Entry, RecordError, build_partial_record, build_record, replay

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
    with pytest.raises(RecordError, match=r"^move 4 \(p1, player 2: `"):
        replay(record)
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "move 4 (p1, player 2: `" in done.stderr


def test_a_move_out_of_turn_is_refused_naming_players_not_seat_numbers(tmp_path: Path) -> None:
    record = record_of("synapse", play_log("synapse", 2, seed=3))
    record["moves"][2]["seat"] = 1  # seat 0 (p0) is on turn
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stderr.count("\n") == 1, done.stderr
    assert "move 3 (p1, player 2:" in done.stderr and "p0" in done.stderr
    assert "seat 0" not in done.stderr and "seat 1" not in done.stderr


def test_a_changed_result_is_refused() -> None:
    record = record_of("synapse", play_log("synapse", 2, seed=2))
    record["result"]["winners"] = [1 - record["result"]["winners"][0]] if record["result"]["winners"] else [0]
    with pytest.raises(RecordError, match="recorded result"):
        replay(record)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_partial_record_of_a_running_game_validates_and_is_refused_by_the_replay(key: str) -> None:
    game = get_game(key)
    players = 3 if key == "connections" else 2
    entries = play_log(key, players, seed=5)[:6]
    people = [{"name": f"p{s}", "discord_id": 1000 + s, "computer": None} for s in range(players)]
    record = build_partial_record(
        game_key=key, game_id=7, server_id=99, seed=5, options={}, players=people, entries=entries,
        started_at=1_700_000_000, exported_at=1_700_000_600, seat=1,
    )
    record = json.loads(json.dumps(record))
    jsonschema.validate(record, SCHEMA)
    assert record["game"]["seed"] is None and record["replayable"] is False and record["result"] is None
    assert record["partial"]["seat"] == 1 and record["partial"]["exported_at"] == "2023-11-14T22:23:20Z"
    state = game.new(players, 5)
    for e in entries:
        state = game.apply(state, e.seat, e.move)
    assert record["partial"]["view"] == json.loads(json.dumps(game.view(state, 1)))
    assert [m["move"] for m in record["moves"]] == [
        e.move if e.seat == 1 else game.public_move(e.move) for e in entries
    ]
    with pytest.raises(RecordError, match="is a partial record of a game still in progress"):
        replay(record)


def test_true_and_false_are_not_seat_numbers(tmp_path: Path) -> None:
    """JSON's false is not seat 0 (Python counts bool as int): a seat, a winner, a score or
    the seed written as true/false is refused in one line, not read as 0 or 1."""
    good = record_of("synapse", play_log("synapse", 2, seed=2))
    assert replay(json.loads(json.dumps(good)))
    first = good["moves"][0]["seat"]
    cases = [
        (lambda r: r["moves"][0].update(seat=bool(first)), f"move 1 names seat {bool(first)!r}"),
        (lambda r: r["result"].update(winners=[bool(w) for w in r["result"]["winners"]]), "winners"),
        (lambda r: r["result"].update(scores=[True, False]), "scores [True, False]"),
        (lambda r: r["game"].update(seed=True), "needs the game's seed"),
    ]
    for change, says in cases:
        record = json.loads(json.dumps(good))
        change(record)
        with pytest.raises(RecordError, match=re.escape(says)):
            replay(record)
    record = json.loads(json.dumps(good))
    record["moves"][0]["seat"] = bool(first)
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == "" and done.stderr.count("\n") == 1, done
    assert f"move 1 names seat {bool(first)!r}, but the record's seats are 0 to 1" in done.stderr


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


def trading_log(seed: int, options: dict[str, Any], every: int = 5) -> list[Entry]:
    """A whole Connections game in which, every few turns, a seat not on turn offers a card
    and the receiver accepts it: the record must carry both with their cards."""
    game = get_game("connections")
    state = game.new(3, seed, options)
    entries: list[Entry] = []
    for i in range(3000):
        if game.is_over(state):
            return entries
        pair = trade_pair(game, state) if i % every == 0 else None
        if pair is not None:
            giver, receiver, give, want = pair
            offer = f"offer {give} for {want} to {receiver}"
            state = game.apply(state, giver, offer)
            accept = next(m for m in game.legal_moves(state, receiver) if m.startswith("accept"))
            entries += [Entry("move", giver, offer, 0), Entry("move", receiver, accept, 0)]
            state = game.apply(state, receiver, accept)
        seat = game.to_move(state)[0]
        move = game.legal_moves(state, seat)[0]
        entries.append(Entry("move", seat, move, 0))
        state = game.apply(state, seat, move)
    raise AssertionError("no end")


OPTIONS = {"rounds_per_player": 1}


def test_a_finished_connections_record_is_complete_and_replays(tmp_path: Path) -> None:
    game = get_game("connections")
    entries = trading_log(4, OPTIONS)
    record = record_of("connections", entries, players=3, seed=4, options=OPTIONS)
    jsonschema.validate(record, SCHEMA)
    assert record["replayable"] is True and record["game"]["seed"] == 4
    # Every action as played, trade offers and answers with their cards.
    assert [m["move"] for m in record["moves"]] == [e.move for e in entries]
    offers = [m["move"] for m in record["moves"] if m["move"].startswith(("offer", "accept"))]
    assert offers and not any("hidden" in m for m in offers)
    final = replay(json.loads(json.dumps(record)))[1]
    scores = list(game.result(final)[0])
    assert record["result"]["scores"] == scores
    done = cli(record, tmp_path)
    assert done.returncode == 0, done.stderr
    expected = ", ".join(f"p{s} {v}" for s, v in enumerate(scores))
    assert f"Scores: {expected}." in done.stdout and f"All {len(entries)} moves replay." in done.stdout
    # Per-seat counts are named by player, never by 0-based position ("hands: 0:8 1:8").
    hands = ", ".join(f"p{s} ({len(h)} cards)" for s, h in enumerate(final["hands"]))
    assert f"hands: {hands}" in done.stdout
    assert not re.search(r"\b\d+:\d+\b", done.stdout), done.stdout


def test_a_tampered_connections_record_is_refused_at_its_first_illegal_action(tmp_path: Path) -> None:
    entries = trading_log(4, OPTIONS)
    record = record_of("connections", entries, players=3, seed=4, options=OPTIONS)
    n, accept = next((i, m) for i, m in enumerate(record["moves"]) if m["move"].startswith("accept"))
    giver_hand = get_game("connections").new(3, 4, OPTIONS)["hands"][record["moves"][n - 1]["seat"]]
    # The receiver pays with a card the giver holds, which the receiver never had.
    accept["move"] = f"accept {accept['move'].split()[1]} {giver_hand[-1]}"
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == "", done.stdout
    assert done.stderr.count("\n") == 1 and f"move {n + 1} (" in done.stderr, done.stderr
    # A changed score is refused too: the replay re-derives them.
    record = record_of("connections", entries, players=3, seed=4, options=OPTIONS)
    record["result"]["scores"][0] += 1
    done = cli(record, tmp_path)
    assert done.returncode == 1 and "recorded result" in done.stderr and done.stderr.count("\n") == 1


def test_an_old_record_without_its_seed_is_refused_not_listed(tmp_path: Path) -> None:
    record = record_of("connections", trading_log(4, OPTIONS), players=3, seed=4, options=OPTIONS)
    record["replayable"], record["game"]["seed"] = False, None
    done = cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "cannot be checked" in done.stderr
