"""/export: a finished game's JSON record, valid against the documented schema, that
`python -m rules replay` replays to the same result; Connections keeps hands private."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
from bot_helpers import open_game, play, play_to_end
from test_bot_replay import finish_quickly

from rules import get_game
from rules.record import SCHEMA

ROOT = Path(__file__).resolve().parents[2]


async def export(actor, channel, **kw):
    result = await actor.slash(channel, "export", **kw)
    assert result.ephemeral, result
    attachment = result.response.attachments[0]
    return result, json.loads(await attachment.read())


def replay_cli(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    return subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


async def test_export_of_a_finished_game_replays_to_its_result(table, tmp_path):
    row = await open_game(table, "synapse", [table.alice, table.bob])
    row, state = await play_to_end(table)
    _, record = await export(table.carol, table.channel)
    jsonschema.validate(record, SCHEMA)
    assert record["game"]["key"] == "synapse" and record["game"]["seed"] == row.seed
    assert [p["discord_id"] for p in record["players"]] == [str(u) for u in row.seats]
    assert [m["move"] for m in record["moves"]] == [
        e.move for e in await table.bot.core.store.games.log(row.id)
    ]
    assert record["result"]["winners"] == list(get_game("synapse").result(state)[1])
    done = replay_cli(record, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "moves replay" in done.stdout and "wins" in done.stdout


async def test_export_carries_resign_and_undo(table, tmp_path):
    await open_game(table, "pylon", [table.alice, table.bob])
    await play(table, "a1 S")
    await play(table, "b2 M")
    await table.bob.slash(table.channel, "undo")
    from bot_helpers import last_post

    await table.alice.click(last_post(table.channel), label="Accept")
    await play(table, "c3 L")
    await table.alice.slash(table.channel, "resign")
    _, record = await export(table.alice, table.channel)
    assert [m["kind"] for m in record["moves"]] == ["move", "move", "undo", "move", "resign"]
    assert record["result"]["reason"] == "resign"
    done = replay_cli(record, tmp_path)
    assert done.returncode == 0 and "by resignation" in done.stdout, done.stderr


async def test_export_refusals(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    running = await table.alice.slash(table.channel, "export")
    assert running.ephemeral and "not finished yet" in running.response.content
    other = table.env.create_guild("Elsewhere")
    outsider = other.add_member(table.env.create_user("eve"))
    channel = other.create_text_channel("x")
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    foreign = await outsider.slash(channel, "export", game=f"#{row.id}")
    assert foreign.ephemeral and f"no game #{row.id} on this server" in foreign.response.content


async def test_connections_export_holds_only_the_callers_own_hands(table):
    players = [table.alice, table.bob, table.carol]
    row = await finish_quickly(table, "connections", players, rounds_per_player=1)
    start = get_game("connections").new(3, row.seed, row.options)
    _, mine = await export(table.bob, table.channel)
    jsonschema.validate(mine, SCHEMA)
    seat = row.seats.index(table.bob.id)
    assert mine["replayable"] is False and mine["game"]["seed"] is None
    assert mine["private"]["seat"] == seat and mine["private"]["hands"][0]["cards"] == start["hands"][seat]
    trades = [m["move"] for m in mine["moves"] if m["move"].startswith(("offer", "accept"))]
    assert all("(cards hidden)" in move for move in trades)
    _, public = await export(table.dave, table.channel)
    assert "private" not in public
