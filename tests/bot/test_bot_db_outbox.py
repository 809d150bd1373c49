"""The database failing between Discord's answer and the outbox's bookkeeping (issue #28):
every post exactly once. SimCord ignores `nonce` / `enforce_nonce` (it records them in the
request log but does not deduplicate), so these tests see the record-and-look-up path,
and check that the nonce is sent and is the same on every attempt of one item."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
from bot_helpers import open_game, public_messages, state_of, texts_of

import bot.delivery.announcer as announcer_module
from bot import create_bot
from bot.delivery.announcer import LATEST_POST
from bot.delivery.posting import Poster
from bot.storage import Database
from bot.storage.db import DatabaseUnavailable
from bot.storage.migrations import statements
from bot.storage.outbox import Announcement, OutboxRepo


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


def fail_once(monkeypatch: Any, owner: Any, name: str) -> list[int]:
    """`owner.name` raises DatabaseUnavailable on its first call, then works; the calls are counted."""
    real = getattr(owner, name)
    calls: list[int] = []

    async def flaky(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:
            raise DatabaseUnavailable("injected: the database went away")
        return await real(*args, **kwargs)

    monkeypatch.setattr(owner, name, flaky)
    return calls


async def moved(table: Any) -> Any:
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    return table.channel


async def test_the_message_id_write_failing_after_the_post_does_not_post_again(table, monkeypatch):
    await moved(table)
    # The write after the post: the game's latest post (and the old one's unbutton edit).
    calls = fail_once(monkeypatch, announcer_module, "replace_latest")
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.response.content.startswith("Done")
    await table.env.advance_time(30)
    posts = played_posts(table)
    assert len(calls) >= 2 and len(posts) == 1  # the write was retried, the post was not
    row, state = await state_of(table)
    assert state["ply"] == 1
    assert await table.bot.core.store.meta.get(LATEST_POST.format(game=row.id)) == str(posts[0].id)
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_marking_the_item_done_failing_does_not_post_again(table, monkeypatch):
    await moved(table)
    calls = fail_once(monkeypatch, OutboxRepo, "done")
    await table.alice.slash(table.channel, "move", move="a1 S")
    await table.env.advance_time(30)
    assert len(calls) >= 2 and len(played_posts(table)) == 1
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_crash_before_the_bookkeeping_finds_the_post_after_the_restart(table, settings, monkeypatch):
    """Discord took the post, then the process died before anything was written: the new
    process finds the post in the channel's history by the recorded intent."""
    await moved(table)

    async def never(*args: Any, **kwargs: Any) -> None:
        raise DatabaseUnavailable("injected: the database went away for good")

    real = announcer_module.replace_latest
    monkeypatch.setattr(announcer_module, "replace_latest", never)
    await table.alice.slash(table.channel, "move", move="a1 S")
    await table.env.advance_time(5)
    assert len(played_posts(table)) == 1
    assert await table.bot.outbox.repo.count("pending") == 1
    old = table.bot
    await old.outbox.stop()  # the process is gone: it neither retries nor remembers
    # The new process's database answers. Only this patch is undone: monkeypatch.undo()
    # would also undo conftest's tracking of opened databases, and the new bot's aiosqlite
    # thread, never closed, would keep the test process from exiting.
    monkeypatch.setattr(announcer_module, "replace_latest", real)
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(10)
    posts = played_posts(table)
    assert len(posts) == 1
    row, _ = await state_of(table)
    assert await table.bot.core.store.meta.get(LATEST_POST.format(game=row.id)) == str(posts[0].id)
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_post_whose_answer_was_lost_is_found_not_repeated(table, monkeypatch):
    """Discord made the message but its answer never arrived (a timeout): the next attempt
    looks in the channel first. Real Discord would also return the first message for the
    repeated nonce; SimCord does not, so this is the look-up's work alone."""
    await moved(table)
    real_send = Poster.send
    lost: list[int] = []

    async def lossy(self: Poster, item_id: int, channel: Any, content: Any = None, **kwargs: Any) -> Any:
        message = await real_send(self, item_id, channel, content, **kwargs)
        if not lost:
            lost.append(item_id)
            self._posted.clear()  # as if the answer, and so the message, never came back
            raise aiohttp.ClientConnectionError("injected: the answer was lost")
        return message

    monkeypatch.setattr(Poster, "send", lossy)
    await table.alice.slash(table.channel, "move", move="a1 S")
    await table.env.advance_time(30)
    assert lost and len(played_posts(table)) == 1
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_every_attempt_of_an_item_carries_the_same_nonce(table):
    await moved(table)
    path = f"/channels/{table.channel.id}/messages"
    table.env.inject_error("POST", path, status=503, times=1)
    await table.alice.slash(table.channel, "move", move="a1 S")
    await table.env.advance_time(10)
    assert len(played_posts(table)) == 1
    sends = [r.json for r in table.env.http_requests if r.method == "POST" and r.path == path]
    nonces = [s.get("nonce") for s in sends[-2:]]
    assert nonces[0] and nonces[0] == nonces[1], nonces  # the failed attempt and the retry
    assert all(s.get("enforce_nonce") is True for s in sends[-2:])
    assert len({s.get("nonce") for s in sends}) == len(sends) - 1  # one nonce per item


def lines_saying(table: Any, text: str) -> list[Any]:
    return [m for m in public_messages(table.channel) if m.content == text]


async def add_line(table: Any, text: str, game_id: int | None = None) -> None:
    line = Announcement("line", table.channel.id, {"content": text, "users": []})
    await table.bot.outbox.repo.add(game_id, [line], table.bot.core.now())
    table.bot.outbox.kick()


async def recorded_posts(table: Any) -> list[int]:
    rows = await table.bot.core.store.db.fetchall(
        "SELECT message_id FROM sends WHERE slot = 'post' AND message_id IS NOT NULL ORDER BY item_id"
    )
    return [int(r["message_id"]) for r in rows]


async def test_two_items_that_say_the_same_thing_get_a_message_each(table):
    """The audit's case: the second item's first attempt fails (503); its retry looks in
    the channel and must not take the first item's identical message for its own."""
    await moved(table)
    await table.env.advance_time(5)
    text = "Bob declined the end proposal; the game goes on."
    await add_line(table, text)
    await table.env.advance_time(5)
    assert len(lines_saying(table, text)) == 1
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    await add_line(table, text)
    await table.env.advance_time(60)
    posted = lines_saying(table, text)
    assert len(posted) == 2
    assert await table.bot.outbox.repo.count("pending") == 0
    recorded = await recorded_posts(table)
    assert {m.id for m in posted} <= set(recorded) and len(set(recorded)) == len(recorded)


async def test_identical_posts_found_after_a_restart_are_matched_one_each(table, settings, monkeypatch):
    """Two items that say the same thing (one of the game, one of the channel: they are
    delivered side by side) are both posted, then the process dies before either is
    marked done. The new process finds both posts, one for each item, and posts nothing."""
    await moved(table)
    row, _ = await state_of(table)
    await table.env.advance_time(5)

    async def never(*args: Any, **kwargs: Any) -> None:
        raise DatabaseUnavailable("injected: the database went away for good")

    real_done = OutboxRepo.done
    monkeypatch.setattr(OutboxRepo, "done", never)
    text = "The table is quiet."
    await add_line(table, text, row.id)
    await add_line(table, text)
    await table.env.advance_time(5)
    assert len(lines_saying(table, text)) == 2
    assert await table.bot.outbox.repo.count("pending") == 2
    old = table.bot
    await old.outbox.stop()
    monkeypatch.setattr(OutboxRepo, "done", real_done)  # not undo(): see above
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(10)
    posted = lines_saying(table, text)
    assert len(posted) == 2
    assert await table.bot.outbox.repo.count("pending") == 0
    recorded = await recorded_posts(table)
    assert {m.id for m in posted} <= set(recorded) and len(set(recorded)) == len(recorded)


async def test_intents_kept_in_meta_by_an_earlier_version_move_to_sends(database_url):
    """An item whose post was in flight when the bot was upgraded keeps its intent: the
    migration step moves it from `meta` to `sends` (SQLite and PostgreSQL read the JSON
    their own ways)."""
    db = await Database.open(database_url)
    step = [s for s in statements(10, db.dialect) if "outbox-post:" in s]
    assert len(step) == 2  # the copy, then the clean-up
    repo = OutboxRepo(db)
    await repo.add(None, [Announcement("line", 5, {"content": "hi", "users": []})], 100.0)
    (item,) = await repo.pending()
    async with db.transaction() as tx:
        await tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)",
            (f"outbox-post:{item.id}", json.dumps({"at": 123.5, "signature": "abc"})),
        )
        await tx.execute("INSERT INTO meta (key, value) VALUES ('outbox-post:999999', '{}')")
        for statement in step:
            await tx.execute(statement)
    rows = await db.fetchall("SELECT item_id, slot, at, signature, message_id FROM sends")
    assert [tuple(r) for r in rows] == [(item.id, "post", 123.5, "abc", None)]
    assert await db.fetchall("SELECT key FROM meta WHERE key LIKE 'outbox-post:%'") == []
    await db.close()
