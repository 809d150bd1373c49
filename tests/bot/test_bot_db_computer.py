"""A computer's move that meets a database that is away (issue #28: recovery by itself):
nothing else would wake that game's computer, so it tries again by itself."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import public_messages, texts_of

from bot import Settings
from bot.services import computers
from bot.storage.db import DatabaseUnavailable
from rules import get_game


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


async def test_a_computer_whose_move_met_the_database_away_moves_once_it_is_back(table, monkeypatch):
    await table.alice.slash(table.channel, "game new", game="pylon", computer="easy")
    await table.env.settle()
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    real_record = table.bot.core.store.games.record
    refused: list[int] = []

    async def record(row: Any, **kwargs: Any) -> Any:
        if row.seats[kwargs["seat"]] < 0 and not refused:
            refused.append(1)
            raise DatabaseUnavailable("injected: the database went away")
        return await real_record(row, **kwargs)

    monkeypatch.setattr(table.bot.core.store.games, "record", record)
    # The retry's timer set past SimCord's settle deadline: only the test clock brings it.
    # At 2 s of real time it fired inside alice's move's settle, which then spent 2 s idle
    # and thought twice within one 5 s deadline (too little on a busy machine).
    retry = 2 * table.env.settle_timeout
    monkeypatch.setattr(computers, "DATABASE_RETRY_SECONDS", retry)
    game = get_game("pylon")
    row = await table.bot.core.store.games.get(row.id)
    state = game.decode(row.state)
    if row.seats[game.to_move(state)[0]] == table.alice.id:
        seat = game.to_move(state)[0]
        await table.alice.slash(table.channel, "move", move=game.legal_moves(state, seat)[0])
    await table.env.settle()
    waiting = await table.bot.core.store.games.get(row.id)
    assert refused and waiting.seats[game.to_move(game.decode(waiting.state))[0]] < 0  # until its retry
    await table.env.advance_time(retry + 5)
    row = await table.bot.core.store.games.get(row.id)
    state = game.decode(row.state)
    assert refused and [row.seats[s] for s in game.to_move(state)] == [table.alice.id]
    computer_seat = next(s for s, user in enumerate(row.seats) if user < 0)
    computer_moves = [e for e in await table.bot.core.store.games.log(row.id) if e.seat == computer_seat]
    computer_posts = [m for m in public_messages(table.channel) if "Computer (easy) played: " in texts_of(m)]
    assert computer_moves and len(computer_posts) == len(computer_moves)
