"""The page shell under WEB_URL's path, and the web table off when WEB_URL is unset
(nothing listens, no button names it)."""

from __future__ import annotations

import pytest
from bot_helpers import open_game
from test_web_links import buttons
from web_helpers import browser, root_of, stop_web_after  # noqa: F401

import bot.web.server as web_server
from bot import PyramidBot, Settings

SHELL = "<!doctype html><title>Pyramid Table</title><script src='../static/table.js'></script>"


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="https://example.org/games/", web_port=0
    )


async def test_the_page_is_served_under_the_path_of_web_url(table, tmp_path, monkeypatch):
    (tmp_path / "index.html").write_text(SHELL)
    (tmp_path / "table.js").write_text("// the page's script")
    (tmp_path / "activity.html").write_text("<!doctype html><title>Activity</title>")
    monkeypatch.setattr(web_server, "STATIC", tmp_path)
    bot: PyramidBot = table.bot
    assert bot.web is not None and bot.web.base == "/games"
    row = await open_game(table, "pylon", [table.alice, table.bob])
    token = await bot.core.links.make(row.id, table.alice.id)
    async with browser(bot) as http:
        async with http.get(f"{root_of(bot)}/t/{token}") as page:
            assert page.status == 200 and await page.text() == SHELL
            assert "script-src 'self'" in page.headers["Content-Security-Policy"]
        async with http.get(f"{root_of(bot)}/static/table.js") as script:
            assert script.status == 200 and await script.text() == "// the page's script"
        async with http.get(f"{root_of(bot)}/static/..%2F..%2Fsettings.py") as escape:
            assert escape.status == 404  # nothing outside the static folder
        # Discord opens an Activity at the root of its mapping, with a frame_id.
        async with http.get(f"{root_of(bot)}/?frame_id=1&instance_id=i-1&platform=mobile") as activity:
            assert activity.status == 200 and "Activity" in await activity.text()
        async with http.get(f"{root_of(bot)}/") as plain:
            assert plain.status == 404
        async with http.get(f"http://127.0.0.1:{bot.web.port}/t/{token}") as outside:
            assert outside.status == 404  # nothing outside WEB_URL's path
    board = await table.alice.slash(table.channel, "board", private=True)
    link = next(b["url"] for b in buttons(board.response.components) if b.get("label") == "Open the board")
    assert link.startswith("https://example.org/games/t/")
