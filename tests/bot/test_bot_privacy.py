"""Privacy (bot.md "Privacy"): /privacy says what is stored; Delete my data (with Confirm)
resigns the user's games, takes them out of lobbies and leaves no row naming them; a server
that removed the bot is in test_bot_privacy_servers.py. On both backends (the fixtures run
each test on SQLite and PostgreSQL)."""

from __future__ import annotations

import json
from typing import Any

import discord
from bot_helpers import open_game, play, play_to_end, public_messages, texts_of

from bot.services.privacy import FORMER_PLAYER, PrivacyService
from bot.storage.db import SQLITE
from bot.storage.privacy import UNNAMED_CANCEL
from rules import get_game


async def every_row(db: Any) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, as the database holds it."""
    if db.dialect == SQLITE:
        listed = await db.fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")
    else:
        listed = await db.fetchall(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
        )
    names = [r["name"] for r in listed]
    return {name: [tuple(row) for row in await db.fetchall(f"SELECT * FROM {name}")] for name in names}


def rows_naming(tables: dict[str, list[tuple[Any, ...]]], *needles: str) -> list[tuple[str, Any]]:
    return [
        (name, row)
        for name, rows in tables.items()
        for row in rows
        if any(needle in str(value) for value in row for needle in needles)
    ]


def service(table: Any) -> PrivacyService:
    return table.bot.core.privacy


async def test_delete_my_data_leaves_no_row_naming_the_user(table):
    alice, bob, carol, dave = table.players()
    # A finished (rated) game, a running one, a lobby she opened, one she joined, a setting.
    await open_game(table, "synapse", [alice, bob])
    finished, _ = await play_to_end(table)
    running_channel = table.guild.create_text_channel("running")
    running = await open_game(table, "pylon", [carol, alice], channel=running_channel)
    await play(table, "a1 S", channel=running_channel)
    own_lobby = table.guild.create_text_channel("own-lobby")
    await alice.slash(own_lobby, "game new", game="cardinal")
    other_lobby = table.guild.create_text_channel("other-lobby")
    await dave.slash(other_lobby, "game new", game="cardinal")
    await alice.slash(other_lobby, "game join")
    await alice.slash(table.channel, "notify", how="dm")
    await table.env.settle()
    before = await every_row(table.bot.core.store.db)
    assert rows_naming(before, str(alice.id)) and rows_naming(before, "alice")

    shown = await alice.slash(table.channel, "privacy")
    assert shown.ephemeral
    text = shown.response.content
    assert "user id" in text and "“alice”" in text and "3 open or running games" in text
    assert "1 earlier game" in text and "(a DM)" in text and "after 30 days" in text
    asked = await alice.click(shown.response, label="Delete my data")
    assert asked.ephemeral and "Confirm" in asked.response.content
    done = await alice.click(asked.response, label="Confirm")
    assert done.ephemeral and done.response.content.startswith("Done: I resigned 1 game")
    await table.env.settle()

    after = await every_row(table.bot.core.store.db)
    assert rows_naming(after, str(alice.id), "alice") == []
    # Her running game was resigned like /resign (carol wins, the table is told); her own
    # lobby closed, the other one lost her seat.
    row = await table.bot.core.store.games.get(running.id)
    assert row.status == "finished" and FORMER_PLAYER in row.names.values()
    assert "resigned" in texts_of(running_channel.history()[-1])
    assert (await table.bot.core.store.games.open_in_channel(own_lobby.id)) is None
    lobby = await table.bot.core.store.games.open_in_channel(other_lobby.id)
    assert lobby is not None and lobby.seats == [dave.id]
    # The others keep their games and ratings: the finished game shows a former player.
    old = await table.bot.core.store.games.get(finished.id)
    assert FORMER_PLAYER in old.names.values() and bob.id in old.seats
    assert rows_naming(after, str(bob.id))
    again = await alice.slash(table.channel, "privacy")
    assert "0 open or running games" in again.response.content
    assert "0 earlier games" in again.response.content


async def test_keep_my_data_deletes_nothing(table):
    await table.alice.slash(table.channel, "notify", how="dm")
    shown = await table.alice.slash(table.channel, "privacy")
    asked = await table.alice.click(shown.response, label="Delete my data")
    kept = await table.alice.click(asked.response, label="Keep my data")
    assert "Nothing was deleted" in (kept.response.content or asked.response.content)
    assert (await table.bot.core.store.prefs.notify_modes([table.alice.id]))[table.alice.id] == "dm"


async def test_the_others_play_on_after_a_player_of_three_deleted_their_data(table):
    alice, bob, carol, _ = table.players()
    row = await open_game(table, "connections", [bob, alice, carol], rounds_per_player=1)
    done = await service(table).forget_user(alice.id, ["alice"])
    assert done.resigned == (row.id,)
    await table.env.settle()
    row = await table.bot.core.store.games.get(row.id)
    game = get_game("connections")
    state = game.decode(row.state)
    assert row.status == "active" and 1 in state["resigned"] and row.names[str(row.seats[1])] == FORMER_PLAYER
    seat = game.to_move(state)[0]
    change = await table.bot.core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0])
    assert change.row.version == row.version + 1
    await table.env.settle()
    board = await bob.slash(table.channel, "board", private=True)
    assert board.ephemeral and "alice" not in texts_of(board.response)
    assert rows_naming(await every_row(table.bot.core.store.db), str(alice.id), "alice") == []


async def test_delete_my_data_reaches_tournament_sign_ups(table):
    """A tournament she signed up for keeps its entry (the others' pairings hold), under no
    id or name of hers; one she organised keeps no id of hers either."""
    alice, bob, carol, _ = table.players()
    events = table.guild.create_text_channel("events")
    await alice.slash(events, "tournament new", game="synapse", format="swiss")
    other = table.guild.create_text_channel("other-events")
    await bob.slash(other, "tournament new", game="synapse", format="swiss")
    for channel in (events, other):
        await alice.slash(channel, "tournament join")
        await carol.slash(channel, "tournament join")
    await table.env.settle()
    before = await every_row(table.bot.core.store.db)
    assert [name for name, _ in rows_naming(before, str(alice.id)) if name.startswith("tournament")]
    shown = await alice.slash(table.channel, "privacy")
    asked = await alice.click(shown.response, label="Delete my data")
    await alice.click(asked.response, label="Confirm")
    await table.env.settle()
    after = await every_row(table.bot.core.store.db)
    assert rows_naming(after, str(alice.id), "alice") == []
    entrants = await table.bot.core.store.db.fetchall("SELECT name FROM tournament_entrants ORDER BY name")
    # bob organised one event without entering it.
    assert sorted(r["name"] for r in entrants) == sorted([FORMER_PLAYER, FORMER_PLAYER, "carol", "carol"])


async def test_a_cancelled_tournament_keeps_no_name_of_who_cancelled_it(table):
    """Cancelling stores words that name nobody (the note, its announcement), so nothing
    of the organiser, or of a member with Manage Server who cancelled, stays after they
    delete their data."""
    alice, bob, carol, _ = table.players()
    events = table.guild.create_text_channel("events")
    await alice.slash(events, "tournament new", game="synapse", format="swiss")
    await bob.slash(events, "tournament join")
    other = table.guild.create_text_channel("other-events")
    await carol.slash(other, "tournament new", game="synapse", format="swiss")
    boss_role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("bossman"), roles=[boss_role])
    await table.env.settle()
    assert "Done" in (await alice.slash(events, "tournament cancel")).response.content
    assert "Done" in (await boss.slash(other, "tournament cancel")).response.content
    await table.env.settle()
    notes = await table.bot.core.store.db.fetchall("SELECT note FROM tournaments ORDER BY id")
    assert [r["note"] for r in notes] == [
        "The organiser cancelled the tournament.",
        "A member with Manage Server cancelled the tournament.",
    ]
    assert "The organiser cancelled the tournament." in texts_of(public_messages(events)[-1])
    for member, name in ((alice, "alice"), (boss, "bossman")):
        shown = await member.slash(table.channel, "privacy")
        asked = await member.click(shown.response, label="Delete my data")
        await member.click(asked.response, label="Confirm")
        await table.env.settle()
        assert rows_naming(await every_row(table.bot.core.store.db), str(member.id), name) == []


async def test_deleting_data_rewrites_a_cancel_note_that_named_them(table):
    """Notes stored before cancelling named nobody ("alice cancelled the tournament.", in
    the tournament and in its announcement) lose the name when alice deletes her data; a
    note naming someone else stays."""
    alice, bob, carol, _ = table.players()
    db = table.bot.core.store.db
    for channel_name, organiser in (("events", alice), ("other-events", carol)):
        channel = table.guild.create_text_channel(channel_name)
        await organiser.slash(channel, "tournament new", game="synapse", format="swiss")
        await bob.slash(channel, "tournament join")
        await table.env.settle()
        await organiser.slash(channel, "tournament cancel")
    tids = [int(r["id"]) for r in await db.fetchall("SELECT id FROM tournaments ORDER BY id")]
    old = dict(zip(tids, ("alice cancelled the tournament.", "carol cancelled the tournament."), strict=True))
    async with db.transaction() as tx:  # as an older version of the bot stored them
        for tid, note in old.items():
            await tx.execute("UPDATE tournaments SET note = ? WHERE id = ?", (note, tid))
            await tx.execute(
                "INSERT INTO outbox (game_id, channel_id, kind, payload, status, next_at, created_at) "
                "VALUES (NULL, 1, 'tournament', ?, 'done', 0, 0)",
                (json.dumps({"tournament": tid, "note": note}),),
            )
    before = await every_row(db)
    assert rows_naming(before, "alice cancelled") and rows_naming(before, str(alice.id))
    await service(table).forget_user(alice.id, ["alice"])
    after = await every_row(db)
    assert rows_naming(after, str(alice.id), "alice") == []
    notes = await db.fetchall("SELECT id, note FROM tournaments ORDER BY id")
    assert [r["note"] for r in notes] == [UNNAMED_CANCEL, "carol cancelled the tournament."]
    payloads = await db.fetchall(
        "SELECT payload FROM outbox WHERE kind = 'tournament' AND payload LIKE '%cancelled%'"
    )
    # The two announcements made just now (named nobody) and the two older ones.
    nameless = "The organiser cancelled the tournament."
    assert sorted(json.loads(r["payload"])["note"] for r in payloads) == sorted(
        [nameless, nameless, UNNAMED_CANCEL, "carol cancelled the tournament."]
    )
