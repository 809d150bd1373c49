"""PostgreSQL failing around the COMMIT (issue #28): a change whose COMMIT was acknowledged
is never reported as not made, whatever fails afterwards; a COMMIT of unknown outcome is
checked before the player is answered; connections terminated while moves flow (a
failover, a pooler restart, `pg_terminate_backend`) lose and double nothing.
Each test counts stored changes, answers and posts."""

from __future__ import annotations

import asyncio
import importlib
import random
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import asyncpg
import pytest
from asyncpg.transaction import Transaction
from bot_helpers import actor_for, last_post, lobby_post, open_game, play, public_messages, state_of, texts_of

from bot.storage import landed, postgres_db
from bot.storage.db import DatabaseUnavailable
from bot.storage.postgres_db import PostgresDatabase
from bot.storage.proposals import ProposalRepo
from bot.ui.replies import APOLOGY, APOLOGY_STORED, UNAVAILABLE, UNCONFIRMED
from rules import get_game


@pytest.fixture
def database_url(postgres_url: str) -> str:
    return postgres_url


@pytest.fixture
async def admin(postgres_url: str) -> AsyncIterator[asyncpg.Connection]:
    """A connection of the test's own, to terminate the bot's."""
    conn = await asyncpg.connect(postgres_url)
    yield conn
    await conn.close()


async def terminate(admin: asyncpg.Connection, pid: int | None = None) -> int:
    """End one backend (or every backend of the bot's database but ours), as an operator's
    `pg_terminate_backend` does; returns how many were ended."""
    if pid is not None:
        rows = await admin.fetch("SELECT pg_terminate_backend($1) AS ok", pid)
    else:
        rows = await admin.fetch(
            "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    return sum(1 for r in rows if r["ok"])


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


async def stored_moves(table: Any) -> int:
    row, _ = await state_of(table)
    return len([e for e in await table.bot.core.store.games.log(row.id) if e.kind == "move"])


Commit = Callable[[Transaction], Awaitable[None]]


def around_commit(monkeypatch: Any, fault: Callable[[Transaction, Commit], Awaitable[None]]) -> list[int]:
    """The next COMMIT of the bot goes through `fault(transaction, real_commit)`."""
    real: Commit = Transaction.commit
    armed = [1]

    async def commit(self: Transaction) -> None:
        if armed:
            armed.clear()
            await fault(self, real)
        else:
            await real(self)

    monkeypatch.setattr(Transaction, "commit", commit)
    return armed


async def test_a_connection_dying_after_the_commit_is_not_a_failure(table, monkeypatch, admin):
    """The issue's traceback: COMMIT succeeds, handing the connection back fails."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def then_die(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        assert await terminate(admin, tx._connection.get_server_pid()) == 1
        await asyncio.sleep(0.05)

    armed = around_commit(monkeypatch, then_die)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.response.content.startswith("Done"), result.response.content
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1
    nxt = await table.bob.slash(table.channel, "move", move="b2 S")  # the pool serves again
    assert nxt.response.content.startswith("Done")


async def test_a_commit_whose_answer_was_lost_is_found_stored(table, monkeypatch, admin):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        await terminate(admin, tx._connection.get_server_pid())
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    armed = around_commit(monkeypatch, lost_answer)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.response.content.startswith("Done"), result.response.content
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1


async def test_a_commit_that_never_happened_says_so_and_the_move_can_be_made(table, monkeypatch, admin):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def died_first(tx: Transaction, commit: Commit) -> None:
        await terminate(admin, tx._connection.get_server_pid())
        await asyncio.sleep(0.05)
        await commit(tx)

    armed = around_commit(monkeypatch, died_first)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.ephemeral and result.response.content == UNAVAILABLE
    await table.env.advance_time(10)
    assert await stored_moves(table) == 0 and played_posts(table) == []
    again = await table.alice.slash(table.channel, "move", move="a1 S")
    assert again.response.content.startswith("Done")
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1


def nobody_answers_about_commits(monkeypatch: Any) -> list[int]:
    """Asking what became of a COMMIT gets no answer (the server is away for longer than
    the bot waits, shortened here to 0.3 s), until the returned list is emptied."""
    away = [1]
    real_outcome, real_landed = PostgresDatabase.outcome, landed.move_landed

    async def outcome(self: PostgresDatabase, txid: int) -> bool | None:
        if away:
            raise DatabaseUnavailable("injected: still away")
        return await real_outcome(self, txid)

    async def move_landed(*args: Any) -> bool:
        if away:
            raise DatabaseUnavailable("injected: still away")
        return await real_landed(*args)

    monkeypatch.setattr(PostgresDatabase, "outcome", outcome)
    monkeypatch.setattr(landed, "move_landed", move_landed)
    monkeypatch.setattr(postgres_db, "COMMIT_CONFIRM_SECONDS", 0.3)
    return away


async def test_an_unknown_commit_that_cannot_be_checked_is_not_called_unmade(table, monkeypatch):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    armed = around_commit(monkeypatch, lost_answer)
    nobody_answers_about_commits(monkeypatch)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.ephemeral and result.response.content == UNCONFIRMED
    assert "nothing was changed" not in result.response.content
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1  # it was stored


async def slow_commits(admin: asyncpg.Connection, seconds: float) -> None:
    """Every COMMIT that stored a move takes `seconds` on the server (a deferred trigger
    runs at commit time), as a loaded server's commit (an fsync) may."""
    await admin.execute(
        "CREATE FUNCTION slow_commit() RETURNS trigger AS $$ BEGIN "
        f"PERFORM pg_sleep({seconds}); RETURN NULL; END $$ LANGUAGE plpgsql"
    )
    await admin.execute(
        "CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON moves DEFERRABLE INITIALLY DEFERRED "
        "FOR EACH ROW EXECUTE FUNCTION slow_commit()"
    )


async def network_cut(tx: Transaction, commit: Commit) -> None:
    """The bot's end of the connection is gone 0.3 s into the COMMIT (a network cut): the
    server, busy committing, does not notice, and commits."""
    loop = asyncio.get_running_loop()
    # From a thread, in real time: SimCord's clock holds a timer of the bot's back while
    # a database call is in flight.
    threading.Timer(0.3, loop.call_soon_threadsafe, (tx._connection.terminate,)).start()
    await commit(tx)


async def test_a_slow_commit_cut_off_is_asked_about_until_the_server_says(table, monkeypatch, admin):
    """The audit's case: the check on a fresh connection ran while the server was still
    committing, found nothing, and answered "try again"; then the move landed and nothing
    posted it. Now the bot asks the server what became of the transaction (by its id)
    until the server says: committed."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await slow_commits(admin, 1.5)
    armed = around_commit(monkeypatch, network_cut)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.ephemeral and result.response.content.startswith("Done"), (
        result.response.content
    )
    assert await stored_moves(table) == 1
    await table.env.advance_time(10)
    assert len(played_posts(table)) == 1
    await admin.execute("DROP TRIGGER slow_commit ON moves")
    nxt = await table.bob.slash(table.channel, "move", move="b2 S")
    assert nxt.response.content.startswith("Done")
    await table.env.advance_time(10)
    assert await stored_moves(table) == 2 and len(played_posts(table)) == 2


async def test_a_commit_still_running_after_the_wait_is_unconfirmed_and_posted_when_it_lands(
    table, monkeypatch, admin
):
    """Still committing when the bot stops waiting: "could not confirm", never "not made";
    once the server has committed, the outbox is woken again (nothing else would wake it:
    one process, no other change) and the move is posted once."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    # The COMMIT waits for a lock the test holds: it lands when the test lets it.
    await admin.execute(
        "CREATE FUNCTION held_commit() RETURNS trigger AS $$ BEGIN "
        "PERFORM pg_advisory_xact_lock(28); RETURN NULL; END $$ LANGUAGE plpgsql"
    )
    await admin.execute(
        "CREATE CONSTRAINT TRIGGER held_commit AFTER INSERT ON moves DEFERRABLE INITIALLY DEFERRED "
        "FOR EACH ROW EXECUTE FUNCTION held_commit()"
    )
    await admin.execute("SELECT pg_advisory_lock(28)")
    monkeypatch.setattr(postgres_db, "COMMIT_CONFIRM_SECONDS", 1.0)
    table.env.settle_timeout = 30.0
    armed = around_commit(monkeypatch, network_cut)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.ephemeral and result.response.content == UNCONFIRMED
    assert await stored_moves(table) == 0
    await admin.execute("SELECT pg_advisory_unlock(28)")
    for _ in range(100):  # the server finishes its COMMIT
        if await admin.fetchval("SELECT COUNT(*) FROM moves WHERE kind = 'move'"):
            break
        await asyncio.to_thread(time.sleep, 0.05)
    assert await stored_moves(table) == 1 and played_posts(table) == []
    await table.env.advance_time(10)
    assert len(played_posts(table)) == 1
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_lost_commit_answer_then_an_error_says_saved(table, monkeypatch):
    """Found stored, the change is marked stored: an error after it (here, the private
    answer fails) never tells the player that nothing was changed."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    async def broken_confirm(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom after the commit")

    armed = around_commit(monkeypatch, lost_answer)
    monkeypatch.setattr(importlib.import_module("bot.features.play.move"), "confirm", broken_confirm)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and result.response.content == APOLOGY_STORED, result.response.content
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1
    assert any("boom after the commit" in str(e) for e in table.env.errors)


async def test_a_change_found_stored_by_the_last_look_is_marked_stored(table, monkeypatch):
    """The server did not answer while the bot waited, then did at its last look
    (bot/storage/landed.py): the move is stored, marked stored and posted once."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    real_settle, real_outcome = PostgresDatabase._settle, PostgresDatabase.outcome
    away = [True]

    async def settle(self: PostgresDatabase, txid: int, lost: BaseException) -> None:
        try:
            await real_settle(self, txid, lost)
        finally:
            away.clear()  # back for the last look

    async def outcome(self: PostgresDatabase, txid: int) -> bool | None:
        if away:
            raise DatabaseUnavailable("injected: still away")
        return await real_outcome(self, txid)

    async def broken_confirm(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom after the commit")

    armed = around_commit(monkeypatch, lost_answer)
    monkeypatch.setattr(PostgresDatabase, "_settle", settle)
    monkeypatch.setattr(PostgresDatabase, "outcome", outcome)
    monkeypatch.setattr(postgres_db, "COMMIT_CONFIRM_SECONDS", 0.3)
    monkeypatch.setattr(importlib.import_module("bot.features.play.move"), "confirm", broken_confirm)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert not armed and not away and result.response.content == APOLOGY_STORED, result.response.content
    await table.env.advance_time(10)
    assert await stored_moves(table) == 1 and len(played_posts(table)) == 1
    assert any("boom after the commit" in str(e) for e in table.env.errors)


async def test_connections_terminated_while_moves_flow(table, admin):
    """Every connection of the bot ended again and again, at random moments during moves:
    each answer is true, each stored move is announced exactly once."""
    rng = random.Random(28)
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    done = unavailable = terminated = 0
    for _ in range(14):
        row, state = await state_of(table)
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        move = rng.choice(game.legal_moves(state, seat))

        async def cut(delay: float) -> None:
            nonlocal terminated
            await asyncio.sleep(delay)
            terminated += await terminate(admin)

        cutter = asyncio.create_task(cut(rng.choice([0.0, 0.002, 0.01, 0.03])))
        result = await actor_for(table, row, seat).slash(table.channel, "move", move=move)
        await cutter
        text = result.response.content
        if text.startswith("Done"):
            done += 1
        else:
            assert text == UNAVAILABLE, text  # nothing else, and never an internal error
            unavailable += 1
        await table.env.advance_time(rng.choice([0, 1, 3]))
        assert await stored_moves(table) == done  # told stored == stored
    await table.env.advance_time(60)
    assert terminated > 0 and done >= 7
    assert await stored_moves(table) == done
    assert len(played_posts(table)) == done  # each stored move announced exactly once
    assert await table.bot.outbox.repo.count("pending") == 0


@pytest.mark.parametrize("checkable", [True, False])
async def test_a_lost_commit_answer_outside_moves_is_not_called_unmade(table, monkeypatch, checkable):
    """Any other change (here: the join that starts a game) whose COMMIT answer is lost is
    asked about too: found stored, the usual answer; no answer, "could not confirm". What
    it stored is announced once either way."""
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined")
    lobby = lobby_post(table.channel)

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    armed = around_commit(monkeypatch, lost_answer)
    if not checkable:
        nobody_answers_about_commits(monkeypatch)
    result = await table.bob.click(lobby, label="Join")
    if checkable:
        assert not armed and result.response.content not in (UNCONFIRMED, UNAVAILABLE, APOLOGY)
        assert "begins" in result.response.content, result.response.content
    else:
        assert not armed and result.response.content == UNCONFIRMED
    await table.env.advance_time(10)
    row, _ = await state_of(table)
    assert row.status == "active"
    assert len([m for m in public_messages(table.channel) if "begins" in texts_of(m)]) == 1


async def undo_asked(table: Any) -> Any:
    """Alice has moved and asks to take it back: the proposal's message, for Bob."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await table.alice.slash(table.channel, "undo")
    await table.env.advance_time(5)
    proposal = last_post(table.channel)
    assert "asks to take back" in proposal.content
    return proposal


async def undos(table: Any) -> tuple[int, int]:
    """(undo rows stored, the game's ply)."""
    row, state = await state_of(table)
    log = await table.bot.core.store.games.log(row.id)
    return len([e for e in log if e.kind == "undo"]), int(state["ply"])


async def test_an_undo_found_stored_is_answered_done_whatever_fails_after(table, monkeypatch):
    """The accepted take-back is stored (its COMMIT's answer lost, then found); marking the
    proposal accepted fails: the answer is the change's, never "try again"."""
    proposal = await undo_asked(table)
    posts = len(public_messages(table.channel))

    async def lost_answer(tx: Transaction, commit: Commit) -> None:
        await commit(tx)
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    real_update = ProposalRepo.update_proposal

    async def flaky(self: ProposalRepo, proposal: Any, accepted: Any, status: str, *a: Any, **k: Any) -> bool:
        if status == "accepted":
            raise DatabaseUnavailable("injected: away again")
        return await real_update(self, proposal, accepted, status, *a, **k)

    armed = around_commit(monkeypatch, lost_answer)
    monkeypatch.setattr(ProposalRepo, "update_proposal", flaky)
    result = await table.bob.click(proposal, label="Accept")
    assert not armed and result.response.content.startswith("Done: the move is taken back"), (
        result.response.content
    )
    await table.env.advance_time(10)
    assert await undos(table) == (1, 0)
    assert len(public_messages(table.channel)) == posts + 1  # the table after the take-back, once


async def test_an_unconfirmed_undo_leaves_the_proposal_open(table, monkeypatch, admin):
    """The take-back's COMMIT never reached the server, which then did not answer: "could
    not confirm", and the proposal is not voided (it may be accepted again)."""
    proposal = await undo_asked(table)

    async def died_first(tx: Transaction, commit: Commit) -> None:
        await terminate(admin, tx._connection.get_server_pid())
        await asyncio.sleep(0.05)
        await commit(tx)

    armed = around_commit(monkeypatch, died_first)
    away = nobody_answers_about_commits(monkeypatch)
    result = await table.bob.click(proposal, label="Accept")
    assert not armed and result.response.content == UNCONFIRMED
    away.clear()
    await table.env.advance_time(10)
    assert await undos(table) == (0, 1)
    row, _ = await state_of(table)
    assert (await table.bot.core.store.proposals.open_proposal(row.id, "undo")) is not None
    again = await table.bob.click(proposal, label="Accept")
    assert again.response.content.startswith("Done: the move is taken back"), again.response.content
    await table.env.advance_time(10)
    assert await undos(table) == (1, 0)
