"""/export: a finished game's JSON record, valid against the documented schema, that
`python -m rules replay` replays to the same result; a finished Connections game's record is
complete (seed, every action with its cards). A running game: a player of it gets a partial
record of what their seat may see (never another hand's card), marked as such, which the
replay refuses in one line; anyone else is refused."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
from bot_helpers import open_game, play, play_to_end
from test_bot_cards_leaks import TURN_WORDS, random_trade_action
from test_bot_cards_support import GAME, cards_in, current, dms, message_texts, public

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
    running = await table.carol.slash(table.channel, "export")  # not a player of it
    assert running.ephemeral and "not finished yet" in running.response.content
    assert not running.response.attachments
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
    refused = await table.dave.slash(table.channel, "export")
    # While it runs, no one but its players gets anything: the seed and moves would rebuild
    # every hand.
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


async def test_a_player_exports_a_running_game_as_their_seat_sees_it(table, tmp_path):
    row = await open_game(table, "pylon", [table.alice, table.bob])
    await play(table, "a1 S")
    await play(table, "b2 M")
    seat = row.seat_of(table.bob.id)
    result, record = await export(table.bob, table.channel)
    text = result.response.content
    assert "partial record of game" in text and "still running" in text and f"(player {seat + 1})" in text
    assert result.response.attachments[0].filename == f"game-{row.id}-partial.json"
    jsonschema.validate(record, SCHEMA)
    assert record["partial"]["seat"] == seat and record["partial"]["player"] == "bob"
    assert "in progress" in record["partial"]["note"]
    assert record["game"]["seed"] is None and record["replayable"] is False
    assert record["result"] is None and record["ended_at"] is None
    assert [m["move"] for m in record["moves"]] == ["a1 S", "b2 M"]  # nothing hidden in Pylon
    game = get_game("pylon")
    state = game.decode((await table.bot.core.store.games.get(row.id)).state)
    assert record["partial"]["view"] == json.loads(json.dumps(game.view(state, seat)))
    done = replay_cli(record, tmp_path)
    assert done.returncode == 1 and done.stdout == "" and done.stderr.count("\n") == 1, done
    assert "is a partial record of a game still in progress" in done.stderr
    assert "what bob could see" in done.stderr


async def test_a_running_connections_export_never_names_a_card_another_player_may_hide(table):
    """Over a game with trades, a player's export names no card in another player's hand
    beyond what that player was shown: the table's log as everyone may see it (a card played
    or discarded, then picked up), the bot's posts and their own DMs (an offer made to them)
    and their own actions (a card they traded away). At the deal, before anyone acted, it
    names none at all."""
    members = [table.alice, table.bob, table.carol, table.dave]
    table.bot.new_seed = lambda: 5  # a fixed deal
    row = await open_game(table, "connections", members, rounds_per_player=1)
    watcher = members[1]
    seat = row.seat_of(watcher.id)

    async def exported() -> tuple[dict[str, Any], set[str], dict[str, Any]]:
        _, state = await current(table)
        others = {card for s, hand in enumerate(state["hands"]) if s != seat for card in hand}
        _, record = await export(watcher, table.channel)
        return record, others, state

    record, others, state = await exported()
    text = json.dumps(record)
    assert record["game"]["seed"] is None and record["partial"]["view"]["hand"] == state["hands"][seat]
    assert others and not set(cards_in(text)) & others
    rng = random.Random(27)
    checked = 0
    for step in range(90):
        _, state = await current(table)
        if GAME.is_over(state):
            break
        if rng.random() < 0.35:
            await random_trade_action(table, members, state, rng)
        else:
            turn = state["turn"]
            moves = [m for m in GAME.legal_moves(state, turn) if m.split()[0] in TURN_WORDS]
            await members[turn].slash(table.channel, "move", move=rng.choice(moves))
        await table.env.settle()
        if step % 6:
            continue
        record, others, state = await exported()
        # What the table may see of the log (/history shows it), and what this player did.
        log = await table.bot.core.store.games.log(row.id)
        table_saw = " ".join(GAME.public_move(e.move) for e in log)
        own = " ".join(e.move for e in log if e.seat == seat)
        shown = " ".join(t for m in [*public(table.channel), *dms(watcher)] for t in message_texts(m))
        known = set(cards_in(table_saw)) | set(cards_in(own)) | set(cards_in(shown))
        leaked = set(cards_in(json.dumps(record))) & (others - known)
        assert not leaked, (step, leaked)
        assert record["partial"]["view"]["hand"] == state["hands"][seat]
        hidden_trades = [m for m in record["moves"] if m["seat"] != seat and m["move"].startswith("accept")]
        assert all(m["move"] == "accept (cards hidden)" for m in hidden_trades)
        checked += 1
    assert checked >= 10
