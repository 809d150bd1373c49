"""Tournaments and the rest of the bot's rules (issue 24's audit): /away pauses a
tournament game's clock, a computer substitute in a 3+ player table, `rated:false`,
automatic timeouts that bring in a computer, sign-up that closes, who may press what,
and a Swiss that cannot be paired any further."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from bot_helpers import last_post, public_messages, run_sql, texts_of
from test_bot_tournament import active_games, open_tournament, signup_post, standings_post, thread_of

from bot import Settings
from rules import get_game

HOUR = 3600


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


@pytest.fixture(autouse=True)
def patient(table: Any) -> None:
    # A round's pairing, threads and games settle within one interaction (see test_bot_tournament).
    table.env.settle_timeout = 60.0


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def sweep(table: Any) -> None:
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()


async def test_an_away_player_does_not_lose_a_tournament_game_on_time(table):
    assert "You are away until" in answer(await table.alice.slash(table.channel, "away", days=3))
    tid = await open_tournament(
        table, [table.alice, table.bob], game="pylon", format="round-robin", time_limit_hours=2
    )
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    store = table.bot.core.store
    (pairing,) = await store.tournaments.pairings(tid)
    row = await store.games.get(pairing.game_id)
    thread = thread_of(table, row.channel_id)
    assert row.away_until(table.alice.id, table.bot.core.now()) is not None
    game = get_game(row.game_key)
    if row.seats[0] != table.alice.id:  # bob moves first: then alice is on the clock
        move = game.legal_moves(game.decode(row.state), 0)[0]
        assert answer(await table.bob.slash(thread, "move", move=move)).startswith("Done")
        await table.env.settle()
    assert "alice is away until <t:" in texts_of(last_post(thread))
    await table.env.advance_time(3 * HOUR)  # well past her 2 hours, but she is away
    await sweep(table)
    row = await store.games.get(pairing.game_id)
    assert row.status == "active"
    (pairing,) = await store.tournaments.pairings(tid)
    assert pairing.places is None


async def test_swiss_rounds_are_capped_at_players_less_one_and_the_start_says_so(table):
    tid = await open_tournament(table, table.players(), game="synapse", format="swiss", rounds=5)
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "running" and t.rounds == 3
    said = str(signup_post(table.channel).embeds[0].description)
    assert "It has 3 rounds, not the 5 asked: 4 players can meet in at most 3 rounds" in said
    assert "Round 1 of 3." in str(standings_post(table.channel).content)
    # With max_players the most rounds are known at once: more is refused.
    r = await table.alice.slash(
        table.channel, "tournament new", game="synapse", format="swiss", rounds=4, max_players=4
    )
    assert "4 players can meet in at most 3 rounds without a repeat" in answer(r)


async def test_a_swiss_that_cannot_be_paired_again_finishes_with_a_note(table):
    tid = await open_tournament(table, table.players(), game="synapse", format="swiss", rounds=3)
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    store = table.bot.core.store
    tables = {frozenset(p.seats) for p in await store.tournaments.pairings(tid)}
    assert tables == {frozenset((table.alice.id, table.bob.id)), frozenset((table.carol.id, table.dave.id))}
    for leaver in (table.carol, table.dave):  # alice and bob are left, and they have met
        done = await leaver.slash(table.channel, "tournament withdraw", tournament=tid)
        assert answer(done).startswith("Done")
        await table.env.settle()
    (game,) = await active_games(table, tid)
    await table.alice.slash(thread_of(table, game.channel_id), "resign")
    await table.env.settle()
    await sweep(table)
    t = await store.tournaments.get(tid)
    assert t.status == "finished" and t.round == 1
    final = public_messages(table.channel)[-1]
    assert f"Tournament #{tid} is over: <@{table.bob.id}>" in final.content  # dave beat carol: level
    assert "Round 2 cannot be paired without a repeat" in final.content and final.attachments
    assert "Finished. Round 2 cannot be paired" in str(standings_post(table.channel).content)


async def test_round_robin_in_tables_takes_only_the_players_it_can_seat(table, settings):
    options = {"game": "connections", "format": "round-robin", "table_size": 5}
    r = await table.alice.slash(table.channel, "tournament new", max_players=11, **options)
    assert answer(r) == (
        "A round robin in tables of 5 takes at most 10 players: with more, the tables cannot be chosen "
        "so that every two players meet about as often. Choose max_players up to that."
    )
    tid = await open_tournament(table, [], **options)
    assert (await table.bot.core.store.tournaments.get(tid)).max_players == 10
    assert "(0 of 10)" in str(signup_post(table.channel).embeds[0].description)
    # A tournament stored without that cap (before it existed) is refused at Start.
    store = table.bot.core.store
    await run_sql(store.db, "UPDATE tournaments SET max_players = NULL WHERE id = ?", (tid,))
    for i in range(11):
        assert await store.tournaments.enter(tid, 1000 + i, f"p{i}", None, table.bot.core.now(), None)
    refused = await table.alice.click(signup_post(table.channel), label="Start")
    assert "takes at most 10 players" in answer(refused) and f"Tournament #{tid} has 11." in answer(refused)
    assert (await store.tournaments.get(tid)).status == "signup"


async def test_signup_that_closes_with_too_few_players_cancels_with_a_note(table):
    tid = await open_tournament(table, [table.bob], game="pylon", format="round-robin", signup_hours=2)
    await table.env.advance_time(3 * HOUR)
    await sweep(table)
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "cancelled"
    note = "Sign-up closed with 1 player, fewer than the 2 it needs, so it is cancelled."
    assert public_messages(table.channel)[-1].content == f"Tournament #{tid} was cancelled. {note}"
    assert note in str(signup_post(table.channel).embeds[0].description)
    assert not signup_post(table.channel).components  # no more buttons


async def play_moves(table: Any, row: Any, count: int) -> None:
    """`count` moves in a tournament game's thread, each by the player on turn."""
    by_id = {m.id: m for m in table.players()}
    thread = thread_of(table, row.channel_id)
    game = get_game(row.game_key)
    for _ in range(count):
        row = await table.bot.core.store.games.get(row.id)
        state = game.decode(row.state)
        seat = game.to_move(state)[0]
        move = game.legal_moves(state, seat)[0]
        assert answer(await by_id[row.seats[seat]].slash(thread, "move", move=move)).startswith("Done")
        await table.env.settle()


async def test_a_tournament_opened_with_rated_false_rates_none_of_its_games(table):
    store = table.bot.core.store
    for rated in (False, True):
        tid = await open_tournament(
            table, [table.alice, table.bob], game="pylon", format="round-robin", rated=rated
        )
        await table.alice.click(signup_post(table.channel), label="Start")
        await table.env.settle()
        (row,) = await active_games(table, tid)
        await play_moves(table, row, 4)  # enough moves to be rated by the usual rules
        await table.alice.slash(thread_of(table, row.channel_id), "resign")
        await table.env.settle()
        result = await store.db.fetchone(
            "SELECT rated, unrated_reason FROM game_results WHERE game_id = ?", (row.id,)
        )
        ratings = await store.ratings.ratings_of(table.guild.id, table.alice.id)
        if not rated:
            assert result["rated"] == 0
            assert result["unrated_reason"] == "a tournament game, and the tournament is not rated"
            assert ratings == []
        else:  # the same game in a rated tournament is rated
            assert result["rated"] == 1 and [r.games for r in ratings] == [1]


async def test_a_timeout_in_a_tournament_table_brings_in_a_computer(table):
    three = [table.alice, table.bob, table.carol]
    tid = await open_tournament(
        table, three, game="cardinal", format="round-robin", table_size=3, time_limit_hours=2
    )
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    (row,) = await active_games(table, tid)
    game = get_game(row.game_key)
    late = row.seats[game.to_move(game.decode(row.state))[0]]
    await table.env.advance_time(3 * HOUR)
    await sweep(table)
    row = await table.bot.core.store.games.get(row.id)
    # As a claim on time would: a computer takes the seat and the others play on.
    assert row.status == "active" and late not in row.seats and late in row.replaced.values()
    name = {m.id: m.name for m in three}[late]
    assert any(
        f"{name} ran out of time: a computer (medium) takes their seat" in texts_of(m)
        for m in public_messages(thread_of(table, row.channel_id))
    )
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    assert pairing.places is None


async def manager(table: Any) -> Any:
    role = table.guild.create_role("managers", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("ada"), roles=[role])


async def test_signup_past_its_closing_time_takes_nobody_but_the_organiser_may_start(table):
    options = {"game": "pylon", "format": "round-robin", "signup_hours": 2, "time_limit_hours": 2}
    tid = await open_tournament(table, [table.alice, table.bob], **options)
    described = str(signup_post(table.channel).embeds[0].description)
    assert "**Time limit:** 2 h per move; out of time loses the game." in described
    table.bot.get_cog("TournamentCog").runner.stop()  # no sweep starts it in between
    await table.env.advance_time(3 * HOUR)  # past the closing time
    closed = f"Sign-up for tournament #{tid} has closed; `/tournament list` shows open ones."
    assert answer(await table.carol.click(signup_post(table.channel), label="Join")) == closed
    assert answer(await table.bob.slash(table.channel, "tournament leave", tournament=tid)) == closed
    entrants = await table.bot.core.store.tournaments.entrants(tid)
    assert [e.user_id for e in entrants] == [table.alice.id, table.bob.id]
    # The repository refuses it too (a join racing the close).
    now = table.bot.core.now()
    assert not await table.bot.core.store.tournaments.enter(tid, table.carol.id, "carol", None, now, None)
    started = await table.alice.click(signup_post(table.channel), label="Start")
    assert answer(started).startswith("Done")


async def test_start_and_add_computer_are_the_organisers_and_cancel_also_manage_servers(table):
    ada = await manager(table)
    tid = await open_tournament(table, [table.bob, table.carol], game="pylon", format="round-robin")
    for label, what in (("Start", "start"), ("Add computer", "add a computer to")):
        refused = await ada.click(signup_post(table.channel), label=label)
        assert answer(refused) == f"Only the organiser (<@{table.alice.id}>) can {what} tournament #{tid}."
    assert (await table.bot.core.store.tournaments.get(tid)).status == "signup"
    no = await table.bob.slash(table.channel, "tournament cancel", tournament=tid)
    assert answer(no) == (
        f"Only the organiser (<@{table.alice.id}>) or a member with Manage Server can cancel "
        f"tournament #{tid}."
    )
    assert answer(await ada.slash(table.channel, "tournament cancel", tournament=tid)).startswith("Done")


async def test_a_table_left_too_small_by_withdrawals_before_it_started_is_counted(table):
    three = [table.alice, table.bob, table.carol]
    tid = await open_tournament(table, three, game="connections", format="round-robin", table_size=3)
    # Discord refuses the thread: the table's game has not started when bob withdraws.
    table.env.inject_error("POST", f"/channels/{table.channel.id}/threads", status=403, times=1)
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    assert pairing.game_id is None
    done = await table.bob.slash(table.channel, "tournament withdraw", tournament=tid)
    assert answer(done).startswith("Done")
    await table.env.settle()
    await sweep(table)
    # Two cannot play Connections: the table is not played, bob loses it, the others share first.
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    assert pairing.game_id is None
    assert pairing.places == {table.alice.id: 0, table.carol.id: 0, table.bob.id: 1}
    assert (await table.bot.core.store.tournaments.get(tid)).status == "finished"
    assert len(table.channel.threads) == 0
