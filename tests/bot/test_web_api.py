"""The web table's API against a real bot (SimCord) on both backends: the state a page
reads, the steps of a move, Confirm through the path /move takes, stale pages refused."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import actor_for, open_game, public_messages, texts_of
from web_helpers import browser, get_json, post_json, root_of

from bot import PyramidBot, Settings
from rules import get_game


@pytest.fixture
def settings(database_url: str) -> Settings:
    # A WEB_URL with a path: everything is served under it.
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1/play", web_port=0
    )


async def walk_to_preview(http: Any, api: str, state: dict[str, Any]) -> tuple[list[str], dict[str, Any]]:
    """Tap the first choice at every step until the preview of a move."""
    version = state["game"]["version"]
    step = state["step"]
    path: list[str] = []
    while step["preview"] is None:
        path = [*step["path"], step["choices"][0]["token"]]
        status, step = await get_json(http, f"{api}/step?v={version}&path={'.'.join(path)}")
        assert status == 200, step
    return step["path"], step["preview"]


async def test_a_player_sees_the_game_and_plays_a_move_announced_once(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    game = get_game(row.game_key)
    mover = actor_for(table, row, game.to_move(game.decode(row.state))[0])
    other = table.bob if mover is table.alice else table.alice
    api = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, mover.id)}"
    before = len(public_messages(table.channel))
    async with browser(bot) as http:
        status, state = await get_json(http, f"{api}/state")
        assert status == 200
        assert state["game"]["id"] == row.id and state["viewer"]["may_act"] is True
        assert [p["name"] for p in state["players"]] == [row.name_of(u) for u in row.seats]
        assert state["step"]["choices"], state["step"]
        async with http.get(state["board"]["url"].replace("/play", root_of(bot), 1)) as picture:
            assert picture.status == 200 and picture.content_type == "image/png"
        path, preview = await walk_to_preview(http, api, state)
        assert preview["words"]
        status, answer = await post_json(http, f"{api}/move", {"version": row.version, "path": path})
        assert status == 200 and answer["ok"], answer
        await table.env.settle()
        stored = await bot.core.store.games.get(row.id)
        assert stored is not None and stored.version == row.version + 1
        posts = public_messages(table.channel)[before:]
        assert len(posts) == 1, [texts_of(p) for p in posts]
        # The other player's page: nothing to choose now that it is... their turn.
        other_api = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, other.id)}"
        status, theirs = await get_json(http, f"{other_api}/state")
        assert status == 200 and theirs["viewer"]["may_act"] is True


async def test_a_stale_confirm_is_refused_and_stores_nothing(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    game = get_game(row.game_key)
    mover = actor_for(table, row, game.to_move(game.decode(row.state))[0])
    api = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, mover.id)}"
    async with browser(bot) as http:
        _, state = await get_json(http, f"{api}/state")
        path, _ = await walk_to_preview(http, api, state)
        status, answer = await post_json(http, f"{api}/move", {"version": row.version - 1, "path": path})
    assert status == 409 and answer["ok"] is False and "moved on" in answer["error"]
    stored = await bot.core.store.games.get(row.id)
    assert stored is not None and stored.version == row.version
