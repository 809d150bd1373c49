"""Storage: schema and pragmas, one transaction per move with a version check, the log
rebuilds the state, a damaged game is refused, a move survives a failing message API."""

import asyncio
import logging

from bot_helpers import last_post, open_game, play, public_messages, run_sql, state_of, texts_of

from bot import create_bot
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions, replay
from bot.storage import Database, GameRepo
from bot.storage.migrations import LATEST
from rules import get_game


async def test_schema_pragmas_and_indexes(tmp_path):
    path = str(tmp_path / "x" / "games.db")
    db = await Database.open(path)
    try:
        assert (await db.fetchone("SELECT version FROM schema_version"))[0] == LATEST
        assert (await db.fetchone("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
        indexes = {r[0] for r in await db.fetchall("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"games_open_by_channel", "game_players_by_user", "games_by_channel"} <= indexes
    finally:
        await db.close()
    # Opening again migrates nothing and keeps the version.
    db = await Database.open(path)
    try:
        assert len(await db.fetchall("SELECT version FROM schema_version")) == 1
    finally:
        await db.close()


async def test_two_submissions_at_once_apply_once(table):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    sessions = table.bot.core.sessions
    results = await asyncio.gather(
        sessions.play(row.id, table.alice.id, "a1 S"),
        sessions.play(row.id, table.alice.id, "a1 S"),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert sum(isinstance(r, Refusal) for r in results) == 1
    log = await table.bot.core.store.games.log(row.id)
    assert [(e.seat, e.move) for e in log] == [(0, "a1 S")]


async def test_version_check_stops_a_second_process(table):
    """Two sessions objects (as two processes would have) share only the database."""
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    other = Sessions(GameRepo(table.bot.core.store.db), table.bot.now)
    results = await asyncio.gather(
        table.bot.core.sessions.play(row.id, table.alice.id, "a1 S"),
        other.play(row.id, table.alice.id, "b1 S"),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Refusal) for r in results) == 1
    assert len(await table.bot.core.store.games.log(row.id)) == 1
    stale = await table.bot.core.store.games.record(
        row, state="{}", finished=False, seat=0, move="c1 S", kind="move", now=0.0
    )
    assert stale is None


async def test_log_rebuilds_the_state(table):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    for _ in range(4):
        _, state = await state_of(table)
        await play(table, game.legal_moves(state, game.to_move(state)[0])[-1])
    row, state = await state_of(table)
    assert replay(game, row, await table.bot.core.store.games.log(row.id)) == state


async def test_damaged_game_is_refused(table, settings, caplog):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await run_sql(table.bot.core.store.db, "UPDATE moves SET move = 'b1 S' WHERE game_id = ?", (row.id,))
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    with caplog.at_level(logging.ERROR):
        result = await table.bob.slash(table.channel, "move", move="c1 S")
    assert result.ephemeral and "cannot continue" in result.response.content
    # Everyone at the table is told too, once.
    assert "cannot continue" in last_post(table.channel).content
    assert any("disagree" in r.getMessage() for r in caplog.records)
    assert len(await table.bot.core.store.games.log(row.id)) == 1
    assert await table.bob.autocomplete(table.channel, "move", "move", "") == []


async def test_move_stored_while_message_api_fails_and_board_reposts(table):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    before = len(public_messages(table.channel))
    # The mover's private confirmation fails: the stored move is still announced, once.
    table.env.inject_error("POST", "/webhooks/*", times=1)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.acknowledged
    row, state = await state_of(table)
    assert state["ply"] == 1 and [e.move for e in await table.bot.core.store.games.log(row.id)] == ["a1 S"]
    posted = [m for m in public_messages(table.channel)[before:] if "played" in texts_of(m)]
    assert len(posted) == 1
    board = await table.bob.slash(table.channel, "board")
    assert not board.ephemeral
    assert board.response.attachments[0].filename == "board.png"
    assert f"<@{table.bob.id}>, it is your turn." in texts_of(last_post(table.channel))


async def test_double_click_through_discord_applies_once(table):
    """Two /move interactions delivered before the bot handles either (a double submit).
    SimCord's actors run one operation at a time, so both are emitted by hand (SimCord
    internals: the same calls its `slash` makes)."""
    from simcord import actors, interactions
    from simcord.enums import AppCommandType, InteractionType

    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    actor, channel = table.alice, table.channel
    root = actors._resolve_visible_command(actor, channel.id, "move", AppCommandType.CHAT_INPUT)
    options, _ = interactions.build_options(actor, "move", root, {"move": "a1 S"}, channel_id=channel.id)
    data = {"id": root["id"], "name": root["name"], "type": 1, "options": options}
    records = []
    for _ in range(2):
        record, payload = interactions.base_payload(
            table.env.backend,
            type=InteractionType.APPLICATION_COMMAND,
            channel_id=channel.id,
            guild_id=table.guild.id,
            user_id=actor.id,
            data=data,
        )
        records.append(record)
        table.env.backend.emit("INTERACTION_CREATE", payload)
    await table.env.settle()
    assert [e.move for e in await table.bot.core.store.games.log(row.id)] == ["a1 S"]
    assert all(r.responded for r in records)
    played = [m for m in public_messages(channel) if "played: small on a1 (a1 S)" in texts_of(m)]
    assert len(played) == 1
