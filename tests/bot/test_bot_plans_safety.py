"""Planned replies kept private and exactly once (bot.md "Planned replies", issue #35):
nothing public before a plan fires, /privacy counts and deletes plans, a reply that is no
longer legal, Discord and database faults, a restart before the post, and the clock."""

from __future__ import annotations

from typing import Any

import discord
from bot_helpers import last_post, public_messages, state_of, texts_of
from plan_helpers import dm_texts, line_from, plan, posts_text, waiting_alice

import bot.services.sessions as sessions_module
from bot import create_bot
from bot.storage.db import DatabaseUnavailable
from rules import get_game

HOUR = 3600


def planned_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if "(planned)" in texts_of(m)]


def public_words(table: Any) -> str:
    """Every word of the channel, the pictures' alt text included."""
    parts = [posts_text(table)]
    for message in public_messages(table.channel):
        parts.extend(str(a.description or "") for a in message.attachments)
    return "\n".join(parts)


async def test_nothing_about_a_plan_is_public_before_it_fires(table):
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state, (3, 5))
    await plan(table, [theirs, mine])
    assert "plan" not in public_words(table).lower()
    history = await table.bob.slash(table.channel, "history")
    shown = str(history.response.content)
    assert history.ephemeral and mine not in shown and "plan" not in shown
    await table.bob.slash(table.channel, "board")
    assert "plan" not in public_words(table).lower()
    # The running game's partial export, even the planner's own: no plan in it.
    export = await table.alice.slash(table.channel, "export")
    record = (await export.response.attachments[0].read()).decode()
    assert "partial" in export.response.content and mine not in record and "plan" not in record
    items = await table.bot.core.store.db.fetchall("SELECT payload FROM outbox")
    assert not any(f'"{mine}"' in str(i["payload"]) for i in items)  # nothing queued names it


async def test_privacy_counts_the_plans_and_delete_my_data_deletes_them(table):
    _row, state = await waiting_alice(table)
    await plan(table, line_from("pylon", state, (0, 0, 0, 0)))
    shown = await table.alice.slash(table.channel, "privacy")
    assert "Planned replies: 2 planned replies" in shown.response.content
    asked = await table.alice.click(shown.response, label="Delete my data")
    await table.alice.click(asked.response, label="Confirm")
    await table.env.settle()
    assert await table.bot.core.store.plans.of_planner(table.alice.id) == []
    row, _ = await state_of(table)
    assert row.status == "finished" and await table.bot.core.store.plans.get(row.id) is None
    assert "plan" not in public_words(table).lower()


async def test_a_reply_no_longer_legal_is_dropped_with_a_private_note(table):
    row, state = await waiting_alice(table)
    theirs = line_from("pylon", state)[0]
    # Stored behind the service's check (as if the rules had changed since): the reply
    # takes the very square Bob's move takes.
    tree = {theirs: {"reply": theirs, "then": {}}}
    assert await table.bot.core.store.plans.save(row.id, table.alice.id, row.version, tree, None, 0.0)
    before = len(dm_texts(table.alice))
    await table.bob.slash(table.channel, "move", move=theirs)
    await table.env.settle()
    row, state = await state_of(table)
    assert get_game("pylon").to_move(state) == (0,)  # Alice's own turn, as after any move
    assert [u.id for u in last_post(table.channel).mentions] == [table.alice.id]
    assert await table.bot.core.store.plans.get(row.id) is None
    notes = dm_texts(table.alice)[before:]
    assert len(notes) == 1 and "not legal" in notes[0]
    assert planned_posts(table) == [] and "plan" not in public_words(table).lower()


async def test_a_failing_post_is_retried_and_the_planned_pair_posted_once(table):
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    await plan(table, [theirs, mine])
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=2)
    result = await table.bob.slash(table.channel, "move", move=theirs)
    assert result.response.content.startswith("Done")
    assert planned_posts(table) == []
    await table.env.advance_time(10)
    posts = planned_posts(table)
    assert len(posts) == 1 and [u.id for u in posts[0].mentions] == [table.bob.id]
    await table.env.advance_time(600)
    assert len(planned_posts(table)) == 1


async def test_a_database_fault_during_the_store_stores_nothing_half(table, monkeypatch):
    row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    await plan(table, [theirs, mine])
    real = sessions_module.settle
    calls: list[int] = []

    async def flaky(*args: Any, **kwargs: Any) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise DatabaseUnavailable("injected: the database went away mid-change")
        await real(*args, **kwargs)

    monkeypatch.setattr(sessions_module, "settle", flaky)
    posts = len(public_messages(table.channel))
    failed = await table.bob.slash(table.channel, "move", move=theirs)
    assert failed.ephemeral and "not answering" in failed.response.content
    await table.env.settle()
    after, _ = await state_of(table)
    assert after.version == row.version and len(await table.bot.core.store.games.log(row.id)) == 1
    assert await table.bot.core.store.plans.get(row.id) is not None  # the plan is intact
    assert len(public_messages(table.channel)) == posts
    again = await table.bob.slash(table.channel, "move", move=theirs)
    assert again.response.content.startswith("Done")
    await table.env.settle()
    assert [e.move for e in await table.bot.core.store.games.log(row.id)] == [
        (await table.bot.core.store.games.log(row.id))[0].move,
        theirs,
        mine,
    ]
    assert len(planned_posts(table)) == 1


async def test_a_restart_between_the_move_and_its_post(table, settings):
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    await plan(table, [theirs, mine])
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    await table.bob.slash(table.channel, "move", move=theirs)
    assert planned_posts(table) == []
    old = table.bot
    await old.outbox.stop()
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(5)
    posts = planned_posts(table)
    assert len(posts) == 1 and [u.id for u in posts[0].mentions] == [table.bob.id]
    row, state = await state_of(table)
    assert [e.move for e in (await table.bot.core.store.games.log(row.id))[-2:]] == [theirs, mine]
    assert get_game("pylon").to_move(state) == (1,)
    await table.env.advance_time(600)
    assert len(planned_posts(table)) == 1


async def test_the_clock_and_reminders_treat_the_reply_as_an_ordinary_move(table):
    admin_role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("ada"), roles=[admin_role])
    await admin.slash(table.channel, "settings", reminder_hours=2)
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    await plan(table, [theirs, mine])
    await table.env.advance_time(HOUR)
    await table.bob.slash(table.channel, "move", move=theirs)
    await table.env.settle()
    row, _ = await state_of(table)
    assert row.turn_since == row.updated_at  # Bob's new turn began with the reply

    def reminders() -> list[Any]:
        return [m for m in table.channel.history() if "a reminder" in m.content]

    await table.env.advance_time(2 * HOUR + 1800)
    assert len(reminders()) == 1 and f"<@{table.bob.id}>" in reminders()[0].content
    assert not any(f"<@{table.alice.id}>" in m.content for m in reminders())
