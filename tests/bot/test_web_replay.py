"""A finished game on the web table: its pages step through every position, with the
exact value for the player to move in a solved game; a running game has no replay."""

from __future__ import annotations

import pytest
from bot_helpers import open_game, play_to_end
from web_helpers import browser, get_json, root_of, stop_web_after  # noqa: F401

from ai.epicycle import exact_value
from bot import PyramidBot, Settings
from rules import get_game
from rules.record import positions


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


async def test_a_finished_solved_game_steps_through_with_exact_values(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "epicycle", [table.alice, table.bob])
    token = await bot.core.links.make(row.id)  # a watch link: anyone holding one
    api = f"{root_of(bot)}/api/t/{token}"
    async with browser(bot) as http:
        status, answer = await get_json(http, f"{api}/replay/0")
        assert status == 409 and "still running" in answer["error"]
    row, final = await play_to_end(table)
    game = get_game("epicycle")
    log = await bot.core.store.games.log(row.id)
    frames = positions(game, len(row.seats), row.seed, row.options, log)  # type: ignore[arg-type]
    names = [row.name_of(u) for u in row.seats]
    async with browser(bot) as http:
        status, state = await get_json(http, f"{api}/state")
        assert status == 200 and state["game"]["over"] and state["replay"]["length"] == len(frames)
        status, first = await get_json(http, f"{api}/replay/0")
        assert status == 200 and first["words"] == "The starting position."
        expected = {1: "A win", 0: "A draw", -1: "A loss"}[exact_value(frames[0])]
        mover = names[game.to_move(frames[0])[0]]
        assert first["value"] == f"{expected} for {mover}, with perfect play."
        status, second = await get_json(http, f"{api}/replay/1")
        assert status == 200 and second["words"].startswith(names[log[0].seat or 0] + ": ")
        status, last = await get_json(http, f"{api}/replay/{len(frames) - 1}")
        assert status == 200 and last["value"] is None  # the game is over there: nobody to move
        async with http.get(f"{root_of(bot)}{first['url'].removeprefix(bot.web.base)}") as picture:
            assert picture.status == 200 and picture.content_type == "image/png"
        status, _ = await get_json(http, f"{api}/replay/{len(frames)}")
        assert status == 400
    assert game.is_over(final)
