"""The SQLite file locked by another process (a backup tool, a `sqlite3` shell left in a
transaction) while moves flow (issue #28): a move that cannot be written gets one clear
private line and nothing is stored; a post whose bookkeeping meets the lock is not posted
again; once the lock is gone the bot serves moves again by itself."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from bot_helpers import actor_for, open_game, public_messages, state_of, texts_of

import bot.delivery.announcer as announcer_module
from bot.storage.sqlite_db import SqliteDatabase
from bot.ui.replies import UNAVAILABLE
from rules import get_game

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()  # held until the test closes our stdin
conn.execute("COMMIT")
"""


class Lock:
    """Another process holding the database file's write lock."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.process: subprocess.Popen[str] | None = None

    def take(self) -> None:
        assert self.process is None
        self.process = subprocess.Popen(
            [sys.executable, "-c", LOCKER, self.path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None and self.process.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.process is not None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            self.process.wait(timeout=10)
            self.process = None


@pytest.fixture
def database_url(tmp_path: Any) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture(autouse=True)
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot waits 5 s for a lock in production; 0.2 s here keeps the test fast."""
    monkeypatch.setattr(SqliteDatabase, "BUSY_TIMEOUT_MS", 200)


@pytest.fixture
def lock(tmp_path: Any) -> Iterator[Lock]:
    held = Lock(str(tmp_path / "games.db"))
    yield held
    held.release()


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


async def stored_moves(table: Any) -> int:
    row, _ = await state_of(table)
    return len([e for e in await table.bot.core.store.games.log(row.id) if e.kind == "move"])


async def test_a_move_while_the_file_is_locked_is_refused_truthfully_then_made(table, lock):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    lock.take()
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.ephemeral and result.response.content == UNAVAILABLE
    assert await stored_moves(table) == 0
    lock.release()
    again = await table.alice.slash(table.channel, "move", move="a1 S")
    assert again.response.content.startswith("Done")
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1


async def test_locks_taken_before_moves_and_between_post_and_bookkeeping(table, lock, monkeypatch):
    """A flow of moves; the file is locked now before a move, now right after Discord took
    a post (before the message id and the item's done are written)."""
    rng = random.Random(8)
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    real_replace_latest = announcer_module.replace_latest
    lock_after_post = [False]

    async def replace_latest(*args: Any, **kwargs: Any) -> None:
        if lock_after_post[0]:
            lock_after_post[0] = False
            lock.take()
        await real_replace_latest(*args, **kwargs)

    monkeypatch.setattr(announcer_module, "replace_latest", replace_latest)
    done = refused = after_post = 0
    for _ in range(12):
        row, state = await state_of(table)
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        move = rng.choice(game.legal_moves(state, seat))
        fault = rng.choice(["none", "before", "after post"])
        if fault == "before":
            lock.take()
        elif fault == "after post":
            lock_after_post[0] = True
        result = await actor_for(table, row, seat).slash(table.channel, "move", move=move)
        text = result.response.content
        if text.startswith("Done"):
            done += 1
        else:
            assert text == UNAVAILABLE, text
            refused += 1
        await table.env.advance_time(2)  # the outbox meets the lock, if any, and waits
        after_post += lock.process is not None and fault == "after post"
        lock.release()
        lock_after_post[0] = False
        await table.env.advance_time(5)
        assert await stored_moves(table) == done
    await table.env.advance_time(60)
    assert refused > 0 and after_post > 0 and done >= 6
    assert await stored_moves(table) == done
    assert len(played_posts(table)) == done  # exactly once, the bookkeeping retried
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_game_in_a_thread_asked_for_while_the_file_is_locked_leaves_no_thread(table, lock):
    """The thread is made before the lobby is stored: a try the lock refuses deletes it
    again, so three refused tries leave no empty threads; the next try opens one lobby
    in one thread."""
    lock.take()
    for _ in range(3):
        refused = await table.alice.slash(table.channel, "game new", game="pylon", thread=True)
        assert refused.ephemeral and refused.response.content == UNAVAILABLE
    assert table.channel.threads == []
    lock.release()
    opened = await table.alice.slash(table.channel, "game new", game="pylon", thread=True)
    assert "Opened a Pylon lobby" in opened.response.content, opened.response.content
    (thread,) = table.channel.threads
    row = await table.bot.core.store.games.open_in_channel(thread.id)
    assert row is not None and row.status == "lobby"
