"""`python -m bot migrate-db`: a whole database copied between SQLite and PostgreSQL (both
ways), checked (row counts, every game replayed from its log), and refused when the target
is not empty, is the source, or the arguments are wrong."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import main
from bot.ops import migrate_checks, migrate_db
from bot.ops.writer_lock import hold_writer_lock
from bot.storage import Database, GameRow, Storage, delivery
from bot.storage.db import redacted
from bot.storage.meta import MetaRepo
from bot.storage.migrations import LATEST
from bot.storage.privacy import note_departure
from rules import get_game

NOW = 1_700_000_000  # an int on purpose: REAL columns must still arrive as floats
PYLON = get_game("pylon")


# ---- a source database with real content ------------------------------------------------
async def play(repo: Storage, row: GameRow, moves: int, now: float) -> GameRow:
    """`moves` legal moves, stored as Sessions stores them (state, log row, version + 1)."""
    for _ in range(moves):
        assert row.state is not None
        state = PYLON.decode(row.state)
        seat = PYLON.to_move(state)[0]
        move = PYLON.legal_moves(state, seat)[0]
        after = PYLON.apply(state, seat, move)
        stored = await repo.games.record(
            row, state=PYLON.encode(after), finished=PYLON.is_over(after), seat=seat, move=move,
            kind="move", now=now,
        )
        assert stored is not None
        row = stored
    return row


async def started_game(repo: Storage, channel_id: int, seed: int) -> GameRow:
    lobby = await repo.lobbies.create_lobby(
        game_key="pylon", guild_id=10, channel_id=channel_id, creator_id=1, creator_name="Alice",
        seed=seed, options=PYLON.resolve_options({}), order_mode="joined", opponent_id=None, now=NOW,
        time_limit_hours=24,
    )
    state = PYLON.encode(PYLON.new(2, seed, lobby.options))
    assert await repo.lobbies.start(lobby, [1, 2], {"1": "Alice", "2": "Bob"}, state, NOW + 1)
    row = await repo.games.get(lobby.id)
    assert row is not None
    return row


async def finish_by_resignation(repo: Storage, row: GameRow) -> GameRow:
    assert row.state is not None
    state = PYLON.decode(row.state)
    after = PYLON.resign(state, 1)
    stored = await repo.games.record(
        row, state=PYLON.encode(after), finished=True, seat=1, move="resign", kind="resign", now=NOW + 99.5
    )
    assert stored is not None and stored.status == "finished"
    return stored


async def build_source(path: Path) -> None:
    """An active game with moves, an open proposal and a plan, a finished rated game (results,
    ratings, their history), a lobby, outbox items (one with its post recorded),
    preferences, server settings, meta, a departed server, a tournament with its entrants
    and a pairing."""
    db = await Database.open(f"sqlite:///{path}")
    try:
        repo = Storage.over(db)
        active = await play(repo, await started_game(repo, 100, seed=7), 3, NOW + 2.25)
        await repo.proposals.create_proposal(active.id, "end", 0, [1], active.version, NOW + 3)
        tree = {"b1 S": {"reply": "b2 S", "then": {}}}  # a planned reply (what the bot checks is not)
        assert await repo.plans.save(active.id, 1, active.version, tree, None, NOW + 3.5)
        finished = await play(repo, await started_game(repo, 101, seed=8), 4, NOW + 5)
        await finish_by_resignation(repo, finished)
        await repo.lobbies.create_lobby(
            game_key="pylon", guild_id=10, channel_id=102, creator_id=3, creator_name="Carol", seed=9,
            options={}, order_mode="random", opponent_id=None, now=NOW + 6,
        )
        await repo.prefs.set_notify(1, "dm")
        await repo.prefs.set_reminder_hours(10, 12)
        await repo.prefs.set_threads(10, True)
        await repo.meta.set("announced_version", "0.1.0")
        await note_departure(db, 20, NOW + 7)  # a server that removed the bot, to be forgotten
        await repo.away.set_allowance(10, 20)
        await repo.away.start(2, NOW + 8, 3)  # bob is away: the break and the game's copy of it
        assert await repo.digests.claim(1, "2023-11-14", NOW + 9)
        tid = await repo.tournaments.create(
            guild_id=10, channel_id=103, organiser_id=1, game_key="pylon", fmt="swiss", rounds=1,
            table_size=2,
            time_limit_hours=None, signup_until=None, max_players=None, rated=True, options={}, now=NOW + 8,
        )
        for user in (1, 2):
            await repo.tournaments.enter(tid, user, f"user {user}", None, NOW + 8, None)
        await repo.tournaments.pair_round(tid, 0, [(1, 2)], NOW + 9)
        # An outbox item's post: its intent, then the message it became.
        item = await db.fetchone("SELECT MIN(id) AS id FROM outbox")
        assert item is not None and item["id"] is not None
        intent = delivery.Intent(NOW + 10, "0" * 32)
        assert await delivery.claim(db, int(item["id"]), delivery.POST, intent) is None
        await repo.outbox.done(int(item["id"]), {delivery.POST: 555})
    finally:
        await db.close()


# ---- helpers ------------------------------------------------------------------------------
async def migrate(*argv: str) -> int:
    # main() runs its own event loop (asyncio.run): in a thread, beside the test's loop.
    return await asyncio.to_thread(main, ["migrate-db", *argv])


async def dump(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every copied table's rows in key order, as plain tuples (the same on both backends)."""
    db = await Database.open(url)
    try:
        out = {}
        for table, key in migrate_db.TABLES:
            rows = await db.fetchall(f"SELECT * FROM {table} ORDER BY {', '.join(key)}")
            out[table] = [tuple(r) for r in rows]
        return out
    finally:
        await db.close()


async def games_and_logs(url: str) -> list[tuple[GameRow, list[Any]]]:
    db = await Database.open(url)
    try:
        repo = Storage.over(db)
        rows = await db.fetchall("SELECT id FROM games ORDER BY id")
        found = []
        for r in rows:
            game = await repo.games.get(int(r["id"]))
            assert game is not None
            found.append((game, await repo.games.log(game.id)))
        return found
    finally:
        await db.close()


def counts(data: dict[str, list[tuple[Any, ...]]]) -> dict[str, int]:
    return {table: len(rows) for table, rows in data.items()}


# ---- the table list -----------------------------------------------------------------------
async def test_tables_cover_the_schema(tmp_path: Path) -> None:
    """A migration that adds a table fails here until TABLES copies it (with its real key,
    after the tables it references)."""
    path = tmp_path / "schema.db"
    db = await Database.open(str(path))
    await db.close()
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == LATEST
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        expected = sorted(n for n in names if migrate_db.is_copied(n) and not n.startswith("sqlite_"))
        order = [table for table, _ in migrate_db.TABLES]
        assert sorted(order) == expected
        for position, (table, key) in enumerate(migrate_db.TABLES):
            columns = conn.execute(f"PRAGMA table_info({table})").fetchall()
            # (cid, name, type, notnull, default, pk): pk is the column's place in the key.
            assert key == tuple(c[1] for c in sorted(columns, key=lambda c: c[5]) if c[5]), table
            for parent in {r[2] for r in conn.execute(f"PRAGMA foreign_key_list({table})")}:
                assert order.index(parent) < position, f"{table} is copied before its parent {parent}"
    finally:
        conn.close()
    assert not migrate_db.is_copied("schema_version")
    assert not migrate_db.is_copied("shard_leases")


def test_values_fit_postgresql_columns() -> None:
    """SQLite's loose typing against PostgreSQL's strict columns (asyncpg checks types)."""
    fit = migrate_db.for_postgres
    assert fit(5, "double precision") == 5.0 and isinstance(fit(5, "double precision"), float)
    assert fit(5.0, "bigint") == 5 and isinstance(fit(5.0, "bigint"), int)
    assert fit(5.5, "bigint") == 5.5  # never rounded: the database refuses it, loudly
    assert fit(None, "double precision") is None
    assert fit("5", "text") == "5"


# ---- copies -------------------------------------------------------------------------------
async def test_sqlite_to_postgresql_and_back(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Small batches: the paging over composite (and text) keys is exercised too.
    monkeypatch.setattr(migrate_checks, "BATCH", 2)
    source = tmp_path / "games.db"
    await build_source(source)
    before = await dump(str(source))
    assert all(before.values()), "every table has content to copy"

    assert await migrate("--from", f"sqlite:///{source}", "--to", postgres_url) == 0
    out, err = capsys.readouterr()
    assert err == ""
    total = sum(counts(before).values())
    assert out.splitlines()[-1] == (
        f"Copied 3 games ({len(migrate_db.TABLES)} tables, {total} rows) "
        f"from sqlite:///{source} to {redacted(postgres_url)}; "
        "every game replays from its log."
    )
    assert len(out.splitlines()) == len(migrate_db.TABLES) + 1
    assert ["moves", str(len(before["moves"])), "rows"] in [line.split() for line in out.splitlines()]

    # The same rows, read through the repository the bot uses.
    assert counts(await dump(postgres_url)) == counts(before)
    assert await games_and_logs(postgres_url) == await games_and_logs(str(source))

    # And back to SQLite (the `--from=` spelling): exactly the rows we started with.
    back = tmp_path / "back" / "games.db"
    assert await migrate(f"--from={postgres_url}", "--to", str(back)) == 0
    assert "every game replays from its log." in capsys.readouterr().out
    assert await dump(str(back)) == before

    # Identity sequences moved past the copied ids: new rows get fresh ones.
    db = await Database.open(postgres_url)
    try:
        repo = Storage.over(db)
        lobby = await repo.lobbies.create_lobby(
            game_key="pylon", guild_id=10, channel_id=999, creator_id=4, creator_name="Dave", seed=1,
            options={}, order_mode="random", opponent_id=None, now=NOW + 10,
        )
        assert lobby.id > max(g[0] for g in before["games"])
        proposal = await repo.proposals.create_proposal(1, "undo", 0, [1], 1, NOW + 11)
        assert proposal.id > max(p[0] for p in before["proposals"])
        outbox = await db.fetchone("SELECT MAX(id) FROM outbox")
        assert outbox is not None and outbox[0] > max(o[0] for o in before["outbox"])
    finally:
        await db.close()


async def test_refuses_a_target_that_is_not_empty(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "games.db"
    await build_source(source)
    db = await Database.open(postgres_url)
    try:
        await MetaRepo(db).set("already", "here")
    finally:
        await db.close()
    before = await dump(postgres_url)

    assert await migrate("--from", str(source), "--to", postgres_url) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [
        f"The target {redacted(postgres_url)} is not empty (rows in meta): "
        "migrate into an empty database only."
    ]
    assert await dump(postgres_url) == before


async def test_refuses_the_same_database_and_bad_arguments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "games.db"
    await build_source(source)
    before = await dump(str(source))
    (tmp_path / "link.db").symlink_to(source)
    pg = "postgresql://bot:secret@db.example:5432/games"
    for a, b in (
        (f"sqlite:///{source}", str(source)),
        (str(source), str(tmp_path / "link.db")),
        (pg, "postgresql://other@DB.example/games"),
    ):
        assert await migrate("--from", a, "--to", b) == 1
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1 and "the same database" in err
        assert "secret" not in err
    assert await dump(str(source)) == before

    usage = "usage: python -m bot migrate-db --from URL --to URL\n"
    wrong = ([], ["--from", str(source)], ["--from", str(source), "--to"], ["--to", "x.db", "--into", "y"])
    for argv in wrong:
        assert await migrate(*argv) == 1
        assert capsys.readouterr() == ("", usage)

    missing = tmp_path / "typo.db"
    assert await migrate("--from", str(missing), "--to", str(tmp_path / "new.db")) == 1
    assert capsys.readouterr().err == f"There is no database at {missing}: check --from.\n"
    assert not missing.exists() and not (tmp_path / "new.db").exists()

    # A bot running on the file holds its writer lock: its later moves would be lost.
    lock = hold_writer_lock(str(source))
    try:
        assert await migrate("--from", str(source), "--to", str(tmp_path / "new.db")) == 1
        assert capsys.readouterr().err == f"A bot is running on {source}: stop it before migrating.\n"
    finally:
        assert lock is not None
        lock.close()
    assert not (tmp_path / "new.db").exists()


async def test_a_game_that_does_not_replay(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A tampered log fails the copy (nothing written) unless the game is already marked
    broken in the source: then it is copied as it is, and reported."""
    source = tmp_path / "games.db"
    await build_source(source)
    conn = sqlite3.connect(source)
    with conn:
        # Another legal first move: the log replays, but not to the stored position.
        first = conn.execute("SELECT move FROM moves WHERE game_id = 1 AND n = 1").fetchone()[0]
        legal = PYLON.legal_moves(PYLON.new(2, 7, PYLON.resolve_options({})), 0)
        conn.execute("UPDATE moves SET move = ? WHERE game_id = 1 AND n = 1", (legal[-1],))
        assert legal[-1] != first
    conn.close()

    assert await migrate("--from", str(source), "--to", postgres_url) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines()[0].startswith("game #1 (pylon, active): ")
    assert err.splitlines()[-1].startswith("Nothing was copied: 1 game(s) above do not replay")
    assert not any(counts(await dump(postgres_url)).values())

    conn = sqlite3.connect(source)
    with conn:
        conn.execute("UPDATE games SET broken_at = ? WHERE id = 1", (NOW + 50,))
    conn.close()
    assert await migrate("--from", str(source), "--to", postgres_url) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "game #1 (pylon, active): " in out and "already marked broken in the source" in out
    assert out.splitlines()[-1].endswith(
        "every game replays from its log except 1 already marked broken (listed above)."
    )


def test_the_summary_never_shows_a_password() -> None:
    report = migrate_db.Report(counts={"games": 1_204, "moves": 57_107})
    lines = migrate_db.summary(report, "sqlite:///data/games.db", "postgresql://bot:hunter2@db/games")
    assert lines[-1] == (
        "Copied 1,204 games (2 tables, 58,311 rows) from sqlite:///data/games.db "
        "to postgresql://bot@db/games; every game replays from its log."
    )
    assert not any("hunter2" in line for line in lines)
    assert migrate_db.scrubbed("connect to bot:hunter2@db failed", ["postgresql://bot:hunter2@db/x"]) == (
        "connect to bot:***@db failed"
    )


def test_a_short_password_is_masked_by_parsing_not_by_replacing_letters():
    url = "postgresql://bot:a@db/games"
    message = migrate_db.scrubbed(f"Migration failed, nothing was copied: cannot reach {url} at all", [url])
    assert message == "Migration failed, nothing was copied: cannot reach postgresql://bot@db/games at all"
    assert migrate_db.scrubbed("login bot:a@db failed as a rule", [url]) == (
        "login bot:***@db failed as a rule"
    )
    # A password spelt with %-escapes in the URL, quoted by a driver as typed or decoded.
    url = "postgresql://bot:p%40ss@db/games"
    assert migrate_db.scrubbed("to bot:p@ss@db: refused", [url]) == "to bot:***@db: refused"
    assert migrate_db.scrubbed(f"dsn {url}", [url]) == "dsn postgresql://bot@db/games"
    # Any other URL with a password in a driver's message is masked too.
    assert migrate_db.scrubbed("via postgres://x:yz@h/d", []) == "via postgres://x:***@h/d"
