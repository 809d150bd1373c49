"""Ratings: one update per finished rated game (also across a restart before the end is
posted), none for unrated games; leaderboard paging; head-to-head; /stats."""

from __future__ import annotations

import re

from bot_helpers import open_game, play, play_to_end, public_messages
from test_bot_replay import restart

from bot.storage.ratings import RatingRepo
from rules import get_game


async def history_rows(table):
    return await table.bot.core.store.db.fetchall("SELECT * FROM rating_history")


async def test_a_finished_game_updates_both_ratings_once(table):
    await open_game(table, "synapse", [table.alice, table.bob])
    row, state = await play_to_end(table)
    assert await RatingRepo(table.bot.core.store.db).rated_count(row.id) == 2
    winner = row.seats[get_game("synapse").result(state)[1][0]]
    top = await RatingRepo(table.bot.core.store.db).leaderboard(table.guild.id, "synapse", 0, 10)
    ratings = {r.user_id: r for r in top}
    assert ratings[winner].wins == 1 and ratings[winner].streak == 1 and ratings[winner].provisional
    loser = next(u for u in row.seats if u != winner)
    assert ratings[loser].losses == 1 and ratings[winner].shown > ratings[loser].shown
    board = await table.carol.slash(table.channel, "leaderboard", game="synapse")
    text = board.response.content
    assert board.ephemeral and text.index(str(winner)) < text.index(str(loser)) and "?**" in text
    profile = await table.carol.slash(table.channel, "profile", user=table.alice)
    assert "Synapse" in profile.response.content and profile.response.attachments[0].filename == "rating.png"
    stats = await table.carol.slash(table.channel, "stats", game="synapse")
    assert "1 game finished (1 rated)" in stats.response.content


async def test_short_games_are_not_rated(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    await play(table, "a1 S")
    await table.bob.slash(table.channel, "resign")
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    assert row.status == "finished" and await history_rows(table) == []
    result = await table.bot.core.store.db.fetchone(
        "SELECT rated, unrated_reason FROM game_results WHERE game_id = ?", (row.id,)
    )
    assert result["rated"] == 0 and "fewer than 3 moves" in result["unrated_reason"]
    stats = await table.alice.slash(table.channel, "stats", game="pylon")
    assert "1 game finished (0 rated)" in stats.response.content


async def test_no_double_update_when_the_bot_restarts_before_posting_the_end(table, settings):
    await open_game(table, "synapse", [table.alice, table.bob])
    game = get_game("synapse")
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    while True:
        row = await table.bot.core.store.games.get(row.id)
        state = game.decode(row.state)
        seat = game.to_move(state)[0]
        after = game.apply(state, seat, game.legal_moves(state, seat)[0])
        if game.is_over(after):
            break
        await table.bot.core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0])
        await table.env.settle()  # each move's post before the next (one wait per move, not per game)
    posts = len(public_messages(table.channel))
    await table.bot.outbox.stop()  # the end is stored, its post not yet delivered
    await table.bot.core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0])
    assert len(public_messages(table.channel)) == posts
    await restart(table, settings)
    await table.env.settle()
    assert len(public_messages(table.channel)) > posts  # the end went out after the restart
    assert len(await history_rows(table)) == 2
    games = await table.bot.core.store.db.fetchall("SELECT games FROM ratings")
    assert sorted(g["games"] for g in games) == [1, 1]


async def test_leaderboard_pages_and_head_to_head(table):
    for _ in range(2):
        await open_game(table, "synapse", [table.alice, table.bob])
        await play_to_end(table)
    h2h = await table.carol.slash(table.channel, "profile", user=table.alice, versus=table.bob)
    # Head to head as sports write it: won-lost from the first player's side (no draw yet).
    counts = re.search(r"2 games · alice (\d)-(\d) \(won-lost\)", h2h.response.content)
    assert counts and int(counts[1]) + int(counts[2]) == 2
    # 23 more rated players: three pages of ten.
    async with table.bot.core.store.db.transaction() as tx:
        await tx.executemany(
            "INSERT INTO ratings VALUES (?, 'synapse', ?, ?, 5.0, 9, 5, 0, 4, 1, 0)",
            [(table.guild.id, 10_000 + i, 20.0 + i) for i in range(23)],
        )
    board = await table.alice.slash(table.channel, "leaderboard", game="synapse")
    message = board.response
    assert "page 1 of 3" in message.content and "1. <@10022>" in message.content
    await table.alice.click(message, label="Next ▶")
    assert "page 2 of 3" in message.content and "11. <@10012>" in message.content
    await table.alice.click(message, label="Next ▶")
    assert "page 3 of 3" in message.content and "?" in message.content  # the two new players
    await table.alice.click(message, label="◀ Previous")
    assert "page 2 of 3" in message.content
