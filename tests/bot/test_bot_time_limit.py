"""The per-game move time limit: shown in the lobby and on the board, /game claim refused
until the clock runs out, then a win (2 players) or a drop-out (3+), stored as a
`timeout` log entry that replays after a restart."""

import aiosqlite
from bot_helpers import last_post, lobby_post, open_game, play, public_messages, state_of, texts_of

from bot import create_bot
from bot.services.clock import clocked_seats, duration_text, new_turn
from bot.services.sessions import replay
from bot.storage import Database
from bot.storage.migrations import LATEST, MIGRATIONS
from rules import get_game

HOUR = 3600


async def claim(actor, table):
    return await actor.slash(table.channel, "game claim")


def refusal_text(result) -> str:
    assert result.ephemeral, result
    return result.response.content


async def test_limit_shown_in_lobby_start_board_and_games(table):
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined", time_limit_hours=24)
    lobby = lobby_post(table.channel)
    assert "**Time limit:** 24 h per move" in lobby.embeds[0].description
    await table.bob.click(lobby, label="Join")
    row, _ = await state_of(table)
    assert row.time_limit_hours == 24 and row.deadline == row.updated_at + 24 * HOUR
    start = last_post(table.channel)
    assert "begins" in texts_of(start)
    deadline = int(row.deadline)
    assert f"alice must move by <t:{deadline}:f> (<t:{deadline}:R>)" in texts_of(start)
    listing = await table.bob.slash(table.channel, "games")
    assert f"alice to move, time runs out <t:{deadline}:R>" in listing.response.content


async def test_claim_refusals_then_two_player_win_on_time(table):
    started = await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=2)
    before = len(public_messages(table.channel))
    assert "alice still has 2 hours to move" in refusal_text(await claim(table.bob, table))
    assert "you cannot claim" in refusal_text(await claim(table.alice, table))
    assert "not a player" in refusal_text(await claim(table.carol, table))
    await table.env.advance_time(HOUR + 15 * 60)
    assert "alice still has 45 minutes to move" in refusal_text(await claim(table.bob, table))
    row, _ = await state_of(table)
    assert (
        row.status == "active"
        and row.version == started.version
        and await table.bot.core.store.games.log(row.id) == []
    )
    assert len(public_messages(table.channel)) == before

    await table.env.advance_time(HOUR)
    result = await claim(table.bob, table)
    assert result.ephemeral and result.response.content.startswith("Done")
    last = last_post(table.channel)
    assert "alice ran out of time." in texts_of(last)
    assert "**bob** wins on time" in texts_of(last)
    assert last.attachments[0].filename == "board.png"
    row, state = await state_of(table)
    assert row.status == "finished" and get_game("pylon").result(state)[1] == (1,)
    assert [(e.kind, e.seat) for e in await table.bot.core.store.games.log(row.id)] == [("timeout", 0)]
    assert "is over" in refusal_text(await claim(table.bob, table))
    history = await table.alice.slash(table.channel, "history")
    assert "- alice ran out of time" in history.response.content and "1. " not in history.response.content
    await table.alice.slash(table.channel, "board")
    assert "wins on time" in texts_of(last_post(table.channel))


async def test_no_limit_nothing_to_claim(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.env.advance_time(2 * HOUR)
    assert "no time limit" in refusal_text(await claim(table.bob, table))


async def test_a_move_in_time_resets_the_clock(table):
    await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=2)
    await table.env.advance_time(HOUR + 30 * 60)
    await play(table, "a1 S")
    row, _ = await state_of(table)
    deadline = int(row.deadline)
    assert f"bob must move by <t:{deadline}:f>" in texts_of(last_post(table.channel))
    # 2.5 h after the start but 1 h after alice's move: bob is still in time.
    await table.env.advance_time(HOUR)
    assert "bob still has 1 hour to move" in refusal_text(await claim(table.alice, table))
    await table.env.advance_time(HOUR + 60)
    await claim(table.alice, table)
    row, _ = await state_of(table)
    assert row.status == "finished"
    text = texts_of(last_post(table.channel))
    assert "bob ran out of time." in text and "**alice** wins on time" in text


async def test_three_players_drop_out_then_replay_after_restart(table, settings):
    game = get_game("cardinal")
    players = [table.alice, table.bob, table.carol]
    # replace:none: the drop-out itself (replace:computer is tests/bot/test_bot_substitutes.py).
    await open_game(table, "cardinal", players, time_limit_hours=1, replace="none")
    await table.env.advance_time(HOUR + 60)
    await claim(table.carol, table)
    row, state = await state_of(table)
    assert row.status == "active" and state["resigned"] == [0] and game.to_move(state) == (1,)
    last = last_post(table.channel)
    assert "alice ran out of time and drops out of the game." in texts_of(last)
    assert f"<@{table.bob.id}>, it is your turn." in texts_of(last)
    # Bob's clock started at the claim; alice is out of the game.
    assert "bob still has 1 hour to move" in refusal_text(await claim(table.carol, table))
    assert "no longer playing" in refusal_text(await claim(table.alice, table))

    # A fresh process checks the stored state against seed + log, `timeout` included.
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    row, state = await state_of(table)
    log = await table.bot.core.store.games.log(row.id)
    assert [e.kind for e in log] == ["timeout"]
    assert game.encode(replay(game, row, log)) == row.state
    await play(table, game.legal_moves(state, 1)[0])
    row, state = await state_of(table)
    assert "played" in texts_of(last_post(table.channel)) and state["ply"] == 1
    assert game.to_move(state) == (2,)

    # Carol runs out too: bob is the one left and wins.
    await table.env.advance_time(HOUR + 60)
    await claim(table.bob, table)
    row, state = await state_of(table)
    assert row.status == "finished" and game.result(state)[1] == (1,)
    text = texts_of(last_post(table.channel))
    assert "carol ran out of time." in text and "**bob** wins on time" in text
    assert [e.kind for e in await table.bot.core.store.games.log(row.id)] == ["timeout", "move", "timeout"]


async def test_reminder_says_the_time_left(table):
    await table.bot.core.store.prefs.set_reminder_hours(table.guild.id, 1)
    await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=3)
    await table.env.advance_time(HOUR + 30 * 60)
    reminders = [m for m in table.channel.history() if "a reminder" in m.content]
    assert len(reminders) == 1 and "Time left for alice: 2 hours (until <t:" in reminders[0].content
    await table.env.advance_time(2 * HOUR)
    reminders = [m for m in table.channel.history() if "a reminder" in m.content]
    assert "alice's time has run out: another player may now `/game claim`" in reminders[-1].content


def test_connections_only_the_seat_on_turn_is_on_the_clock():
    game = get_game("connections")
    state = game.new(3, 7, {})
    turn = state["turn"]
    other = (turn + 1) % 3
    state["offers"] = [{"id": 1, "from": turn, "to": other, "give": "Lagos", "want": "Mediterranea"}]
    assert game.to_move(state) == (turn, other)
    assert clocked_seats(game, state) == (turn,)


def test_duration_text():
    assert duration_text(3 * HOUR + 11 * 60 + 5) == "3 hours 12 minutes"
    assert duration_text(2 * HOUR) == "2 hours" and duration_text(10) == "1 minute"
    assert duration_text(50 * HOUR) == "2 days 2 hours" and duration_text(49 * HOUR) == "2 days 1 hour"


async def test_old_database_migrates_and_keeps_its_log(tmp_path):
    path = str(tmp_path / "old.db")
    conn = await aiosqlite.connect(path)
    for statement in MIGRATIONS[0]:
        await conn.execute(statement)
    await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    await conn.execute("INSERT INTO schema_version (version) VALUES (1)")
    await conn.execute(
        "INSERT INTO games (id, game_key, channel_id, creator_id, seats, names, status, seed, options, "
        "created_at, updated_at) VALUES (1, 'pylon', 5, 1, '[1, 2]', '{}', 'active', 3, '{}', 0, 0)"
    )
    await conn.execute(
        "INSERT INTO moves (game_id, n, seat, move, kind, at) VALUES (1, 1, 0, 'a1 S', 'move', 1)"
    )
    await conn.commit()
    await conn.close()
    db = await Database.open(path)
    try:
        assert (await db.fetchone("SELECT version FROM schema_version"))[0] == LATEST
        row = await db.fetchone("SELECT time_limit_hours FROM games WHERE id = 1")
        assert row[0] is None
        assert [tuple(r) for r in await db.fetchall("SELECT n, move, kind FROM moves")] == [
            (1, "a1 S", "move")
        ]
        async with db.transaction() as tx:
            # The new kind passes the rebuilt table's CHECK.
            await tx.execute(
                "INSERT INTO moves (game_id, n, seat, move, kind, at) "
                "VALUES (1, 2, 1, 'timeout', 'timeout', 2)"
            )
    finally:
        await db.close()


def play_through(game, state, moves):
    for move in moves:
        state = game.apply(state, game.to_move(state)[0], move)
    return state


def test_a_new_turn_starts_when_the_clocked_seat_changes_or_moves_again():
    pylon = get_game("pylon")
    state = pylon.new(2, 1, {})
    squares = [f"{c}{r}" for c in "abcdef" for r in range(1, 6)]
    sizes = ["S", "M", "L"] * 10
    before = play_through(pylon, state, [f"{sq} {sz}" for sq, sz in zip(squares[:29], sizes, strict=False)])
    after = pylon.apply(before, 1, f"{squares[29]} {sizes[29]}")
    # Seat 1 places last and stacks first: the same seat, but a new turn.
    assert pylon.to_move(before) == pylon.to_move(after) == (1,)
    assert new_turn(pylon, before, after, 1)
    epicycle = get_game("epicycle")
    start = epicycle.new(2, 1, {})
    assert new_turn(epicycle, start, epicycle.apply(start, 0, "L ccw"), 0)


def test_a_connections_turn_is_two_actions_and_offers_do_not_restart_the_clock():
    game = get_game("connections")
    start = game.new(3, 7, {})
    turn = start["turn"]
    drawn = game.apply(start, turn, "draw deck")
    assert not new_turn(game, start, drawn, turn)  # the same turn goes on
    offerer, receiver = [s for s in range(3) if s != turn]
    give = drawn["hands"][offerer][0]
    asked = next(c for c in drawn["hands"][receiver])
    offered = game.apply(drawn, offerer, f"offer {give} for {asked} to {receiver}")
    assert game.to_move(offered) != game.to_move(drawn)  # the receiver may answer now
    assert not new_turn(game, drawn, offered, offerer)
    card = offered["hands"][turn][0]
    done = game.apply(offered, turn, f"discard {card}")
    assert new_turn(game, offered, done, turn)


async def test_an_offer_off_turn_does_not_move_the_deadline_of_the_seat_on_turn(table):
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", [table.alice, table.bob, table.carol], time_limit_hours=2)
    row, state = await state_of(table)
    deadline = row.deadline
    await table.env.advance_time(HOUR)
    give, asked = state["hands"][1][0], state["hands"][2][0]
    await table.bob.slash(table.channel, "move", move=f"offer {give} for {asked} to 2")
    row, after = await state_of(table)
    assert len(after["offers"]) == 1
    assert row.deadline == deadline
