"""DMs exactly once when the database or Discord fails around them (issue #28): a DM a
delivery sends is a slot of its outbox item (its intent stored before it is sent, looked
for in the DM channel before a second send), and a hook that fails is tried again with
its item, never swallowed. Each test counts the DMs, the posts and what is stored."""

from __future__ import annotations

from typing import Any

from bot_helpers import open_game, play, public_messages, texts_of
from test_bot_cards_support import hand_dms

from bot import create_bot
from bot.features.connections.delivery import HAND_KEY
from bot.storage.db import DatabaseUnavailable
from bot.storage.delivery import user_slot
from bot.storage.meta import MetaRepo
from bot.storage.outbox import OutboxRepo
from bot.storage.preferences import PreferenceRepo


def turn_dms(actor: Any) -> list[Any]:
    channel = actor.user.dm_channel
    return [m for m in (channel.history() if channel else []) if m.author.bot and "your turn" in m.content]


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


def fail_first(monkeypatch: Any, owner: Any, name: str, times: int = 1) -> list[int]:
    """`owner.name` raises DatabaseUnavailable on its first `times` calls, then works."""
    real = getattr(owner, name)
    calls: list[int] = []

    async def flaky(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) <= times:
            raise DatabaseUnavailable("injected: the database went away")
        return await real(*args, **kwargs)

    monkeypatch.setattr(owner, name, flaky)
    return calls


async def test_a_turn_dm_whose_database_read_fails_is_sent_once_when_it_answers(table, monkeypatch):
    """Before, the hook's failure was logged and dropped: the DM was never sent."""
    await table.bob.slash(table.channel, "notify", how="dm")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    calls = fail_first(monkeypatch, PreferenceRepo, "notify_wanted")
    await play(table, "a1 S")
    await table.env.advance_time(30)
    assert len(calls) >= 2
    assert len(played_posts(table)) == 1 and len(turn_dms(table.bob)) == 1
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_dm_discord_refused_once_is_sent_again_once(table):
    await table.bob.slash(table.channel, "notify", how="dm")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")  # bob's first turn DM opens the DM channel
    await play(table, "b2 S")
    await table.env.advance_time(5)
    assert len(turn_dms(table.bob)) == 1
    table.env.inject_error("POST", f"/channels/{table.bob.user.dm_channel.id}/messages", status=503, times=1)
    await play(table, "c3 S")
    await table.env.advance_time(30)
    assert len(played_posts(table)) == 3 and len(turn_dms(table.bob)) == 2
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_dms_are_not_sent_again_after_a_crash_before_the_bookkeeping(table, settings, monkeypatch):
    """Discord took the post and the DM, then the process died before the item was marked
    done: the new process finds both (the channel's and the DM channel's history) and
    sends neither again. Before, the hooks ran again and the DM came twice."""
    await table.bob.slash(table.channel, "notify", how="dm")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def never(*args: Any, **kwargs: Any) -> None:
        raise DatabaseUnavailable("injected: the database went away for good")

    real_done = OutboxRepo.done
    monkeypatch.setattr(OutboxRepo, "done", never)
    await play(table, "a1 S")
    await table.env.advance_time(5)
    assert len(played_posts(table)) == 1 and len(turn_dms(table.bob)) == 1
    # The move's item, and the edit of the previous post (buttons off) it enqueued.
    assert await table.bot.outbox.repo.count("pending") == 2
    old = table.bot
    await old.outbox.stop()  # the process is gone: it neither retries nor remembers
    # Only this patch undone: undo() would drop conftest's tracking of opened databases too.
    monkeypatch.setattr(OutboxRepo, "done", real_done)
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(10)
    assert len(played_posts(table)) == 1 and len(turn_dms(table.bob)) == 1
    assert await table.bot.outbox.repo.count("pending") == 0
    rows = await table.bot.core.store.db.fetchall("SELECT item_id, slot, message_id FROM sends")
    dm = turn_dms(table.bob)[0]
    (recorded,) = [r for r in rows if r["message_id"] == dm.id]  # the DM, recorded for its item
    assert recorded["slot"] == user_slot(recorded["item_id"], table.bob.id, "turn")


async def test_hand_dms_whose_message_id_write_fails_are_sent_once(table, monkeypatch):
    """A Connections deal: each hand DM is sent, then its message id is saved (to edit it
    later in the round). The first save fails: before, the hook stopped there and the
    other players got no hand; now the start is delivered again, each hand once."""
    players = [table.alice, table.bob, table.carol]
    table.bot.new_seed = lambda: 3
    real = MetaRepo.set
    calls: list[str] = []

    async def flaky(self: MetaRepo, key: str, value: str) -> None:
        if key.startswith("cards:hand:"):
            calls.append(key)
            if len(calls) == 1:
                raise DatabaseUnavailable("injected: the database went away")
        await real(self, key, value)

    monkeypatch.setattr(MetaRepo, "set", flaky)
    row = await open_game(table, "connections", players, order="joined")
    await table.env.advance_time(30)
    assert len(calls) == 4  # the first failed, and was written again
    assert [len(hand_dms(p)) for p in players] == [1, 1, 1]
    for p in players:
        where = await table.bot.core.store.meta.get(HAND_KEY.format(game=row.id, user=p.id))
        channel_id, message_id, _round = where.split(":")
        assert (int(channel_id), int(message_id)) == (p.user.dm_channel.id, hand_dms(p)[0].id)
    assert await table.bot.outbox.repo.count("pending") == 0
