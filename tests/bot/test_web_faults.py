"""A move from the web table through faults and restarts: stored exactly once, announced
exactly once, and told truthfully (a repeated Confirm is answered as played; a database
that fails before the commit stores nothing and says so)."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import actor_for, open_game, public_messages, texts_of
from web_helpers import browser, get_json, post_json, root_of, stop_web_after  # noqa: F401

from bot import PyramidBot, Settings, create_bot
from bot.storage.db import DatabaseUnavailable
from rules import get_game


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


async def first_move(http: Any, api: str) -> tuple[int, list[str]]:
    """The version and the path of the first move a page offers."""
    status, state = await get_json(http, f"{api}/state")
    assert status == 200 and state["step"], state
    version, step, path = state["game"]["version"], state["step"], []
    while step["preview"] is None:
        path = [*step["path"], step["choices"][0]["token"]]
        _, step = await get_json(http, f"{api}/step?v={version}&path={'.'.join(path)}")
    return version, step["path"]


async def test_a_confirm_survives_a_failed_post_and_a_restart_exactly_once(table, settings):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    game = get_game(row.game_key)
    mover = actor_for(table, row, game.to_move(game.decode(row.state))[0])
    token = await table.bot.core.links.make(row.id, mover.id)
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    async with browser(table.bot) as http:
        api = f"{root_of(table.bot)}/api/t/{token}"
        version, path = await first_move(http, api)
        status, answer = await post_json(http, f"{api}/move", {"version": version, "path": path})
        assert status == 200 and answer["ok"], answer
    assert played_posts(table) == []  # Discord failed; the announcement waits in the outbox
    old: PyramidBot = table.bot
    assert old.web is not None
    await old.web.stop()
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(5)
    assert len(played_posts(table)) == 1
    # The page sends its Confirm again (its answer was lost): played, not stored twice.
    async with browser(table.bot) as http:
        api = f"{root_of(table.bot)}/api/t/{token}"
        status, again = await post_json(http, f"{api}/move", {"version": version, "path": path})
    assert status == 200 and again["already"] is True and again["words"] == answer["words"]
    await table.env.advance_time(60)
    log = await table.bot.core.store.games.log(row.id)
    assert len([e for e in log if e.kind == "move"]) == 1 and len(played_posts(table)) == 1


async def test_a_database_failing_before_the_commit_stores_nothing_and_says_so(table, monkeypatch):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    game = get_game(row.game_key)
    mover = actor_for(table, row, game.to_move(game.decode(row.state))[0])
    token = await bot.core.links.make(row.id, mover.id)

    async def away(*args: Any, **kwargs: Any) -> None:
        raise DatabaseUnavailable("the server went away")

    async with browser(bot) as http:
        api = f"{root_of(bot)}/api/t/{token}"
        version, path = await first_move(http, api)
        with monkeypatch.context() as patch:
            patch.setattr(bot.core.store.games, "record", away)
            status, answer = await post_json(http, f"{api}/move", {"version": version, "path": path})
        assert status == 503 and "nothing was played" in answer["error"]
        stored = await bot.core.store.games.get(row.id)
        assert stored is not None and stored.version == version
        status, answer = await post_json(http, f"{api}/move", {"version": version, "path": path})
        assert status == 200 and answer["ok"] and "already" not in answer
    await table.env.advance_time(5)
    assert len(played_posts(table)) == 1
