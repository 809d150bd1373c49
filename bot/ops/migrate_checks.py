"""What migrate-db reads in batches and checks before it commits: every started game
replays from its log to its stored state (as Sessions._verify checks it)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any, cast

from bot.services.sessions import replay
from bot.storage.db import Row, Tx
from bot.storage.kinds import ChangeKind
from bot.storage.rows import GameRow, LogEntry
from rules import IllegalMove, get_game

BATCH = 1000


def batch_query(table: str, key: tuple[str, ...], after: bool) -> str:
    order = ", ".join(key)
    where = f" WHERE ({order}) > ({', '.join('?' * len(key))})" if after else ""
    return f"SELECT * FROM {table}{where} ORDER BY {order} LIMIT ?"


async def batches(tx: Tx, table: str, key: tuple[str, ...]) -> AsyncIterator[list[Row]]:
    """The table's rows in primary-key order, BATCH at a time."""
    last: tuple[Any, ...] | None = None
    while True:
        params = (*(last or ()), BATCH)
        rows = await tx.fetchall(batch_query(table, key, last is not None), params)
        if not rows:
            return
        yield rows
        if len(rows) < BATCH:
            return
        last = tuple(rows[-1][column] for column in key)


async def game_log(tx: Tx, game_id: int) -> list[LogEntry]:
    # GameRepo.log's query, run in the open target transaction (the repository reads
    # through the pool, which would not see the uncommitted copy).
    rows = await tx.fetchall(
        "SELECT n, seat, move, kind, at FROM moves WHERE game_id = ? ORDER BY n", (game_id,)
    )
    return [LogEntry(r["n"], r["seat"], r["move"], cast(ChangeKind, r["kind"]), r["at"]) for r in rows]


def replays(row: GameRow, entries: list[LogEntry]) -> str | None:
    """None when the log rebuilds the stored state (as Sessions._verify checks it), else why not."""
    assert row.state is not None
    try:
        game = get_game(row.game_key)
        rebuilt = replay(game, row, entries)
        if game.decode(game.encode(rebuilt)) == game.decode(row.state):
            return None
        return "its log rebuilds another position than the stored one"
    except (IllegalMove, ValueError, KeyError, IndexError, TypeError, AssertionError) as exc:
        return f"its log does not replay ({exc.__class__.__name__}: {exc})"


async def replay_problems(tx: Tx) -> tuple[list[str], list[str]]:
    """Games whose log does not replay to their stored state, one line each: (those not
    marked broken, those already marked broken in the source)."""
    failed: list[str] = []
    broken: list[str] = []
    async for rows in batches(tx, "games", ("id",)):
        for raw in rows:
            row = GameRow.from_row(raw)
            if row.state is None:
                continue  # a lobby: nothing to replay
            why = replays(row, await game_log(tx, row.id))
            if why is None:
                continue
            line = f"game #{row.id} ({row.game_key}, {row.status}): {why}"
            (broken if row.broken_at is not None else failed).append(line)
    return failed, broken
