"""/export: a finished game's JSON record, valid against the documented schema, that
`python -m rules replay` replays to the same result; a finished Connections game's record is
complete (seed, every action with its cards), a running one is not exported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
from bot_helpers import open_game, play, play_to_end

from bench.shards_bench import trade_pair
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


async def finish_with_a_trade(table, players):
    """A 3-player Connections game through the sessions (the /move store path) in which a
    seat not on turn offers a card and the receiver accepts, then played to its end."""
    row = await open_game(table, "connections", players, rounds_per_player=1)
    game = get_game("connections")
    traded = False
    for _ in range(3000):
        row = await table.bot.core.store.games.get(row.id)
        state = game.decode(row.state)
        if game.is_over(state):
            break
        pair = None if traded else trade_pair(game, state)
        if pair is not None:
            giver, receiver, give, want = pair
            await table.bot.core.sessions.play(
                row.id, row.seats[giver], f"offer {give} for {want} to {receiver}"
            )
            state = game.decode((await table.bot.core.store.games.get(row.id)).state)
            accept = next(m for m in game.legal_moves(state, receiver) if m.startswith("accept"))
            await table.bot.core.sessions.play(row.id, row.seats[receiver], accept)
            traded = True
            continue
        seat = game.to_move(state)[0]
        await table.bot.core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0])
        await table.env.settle()  # each turn's posts and DMs, as a player would wait for them
    return await table.bot.core.store.games.get(row.id)


async def test_a_finished_connections_export_is_complete_and_replays_to_its_scores(table, tmp_path):
    players = [table.alice, table.bob, table.carol]
    running = await open_game(table, "connections", players, rounds_per_player=1)
    refused = await table.bob.slash(table.channel, "export")
    # While it runs, nothing is exported: the seed and moves would rebuild every hand.
    assert refused.ephemeral and "not finished yet" in refused.response.content
    assert not refused.response.attachments
    await table.alice.slash(table.channel, "game cancel")
    row = await finish_with_a_trade(table, players)
    assert row.id != running.id and row.status == "finished"
    _, record = await export(table.dave, table.channel)
    jsonschema.validate(record, SCHEMA)
    assert record["replayable"] is True and record["game"]["seed"] == row.seed
    log = await table.bot.core.store.games.log(row.id)
    assert [m["move"] for m in record["moves"]] == [e.move for e in log]
    trades = [m["move"] for m in record["moves"] if m["move"].startswith(("offer", "accept"))]
    assert len(trades) == 2 and not any("hidden" in t for t in trades)
    game = get_game("connections")
    scores = list(game.result(game.decode(row.state))[0])
    done = replay_cli(record, tmp_path)
    assert done.returncode == 0, done.stderr
    names = [row.name_of(u) for u in row.seats]
    assert "Scores: " + ", ".join(f"{n} {v}" for n, v in zip(names, scores, strict=True)) in done.stdout
    # A tampered record is refused with one line naming the first bad action.
    offer = next(m for m in record["moves"] if m["move"].startswith("offer"))
    offer["seat"] = (offer["seat"] + 1) % 3  # offered by a seat that does not hold the card
    refused_cli = replay_cli(record, tmp_path)
    assert refused_cli.returncode == 1 and refused_cli.stdout == ""
    assert refused_cli.stderr.count("\n") == 1 and f"move {offer['n']} (" in refused_cli.stderr
