"""Fixtures of the browser tests: one Chromium for the whole test session (Debian's, at
/usr/bin/chromium: Playwright's own download is not reachable), and per test a bot with
the web table on a free port of 127.0.0.1, a SimCord server with players, and phone-sized
pages. Everything runs on the session's event loop, since the browser lives there.

These tests run on SQLite only: what they test is the page, not the storage (the web
API's own tests in tests/bot/ run on both backends)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
import simcord
from playwright.async_api import Browser, async_playwright
from web_page import WebTable

from bot import Settings, create_bot
from bot.storage import Database

CHROMIUM = Path("/usr/bin/chromium")


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def chromium() -> AsyncIterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail("Chromium is missing: install it with `apt-get install chromium` (.ci/run does).")
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM))
        yield browser
        await browser.close()


@pytest_asyncio.fixture(loop_scope="session")
async def web_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chromium: Browser
) -> AsyncIterator[WebTable]:
    opened: list[Database] = []
    original = Database.open.__func__  # type: ignore[attr-defined]

    async def tracking_open(cls: type[Database], url: str) -> Database:
        db = await original(cls, url)
        opened.append(db)
        return db

    # SimCord does not close bots: an open aiosqlite thread would keep pytest from exiting.
    monkeypatch.setattr(Database, "open", classmethod(tracking_open))
    settings = Settings(
        database_url=f"sqlite:///{tmp_path / 'games.db'}",
        reminder_check_minutes=30,
        web_url="http://127.0.0.1/play",
        web_port=0,
    )
    env = simcord.Env(create_bot(settings))
    await env.start()
    table = WebTable(env, chromium)
    # Every player of a test shares 127.0.0.1 and plays far faster than people do: the
    # limit per address (tested with the API) would stop a whole game played in seconds.
    assert table.bot.web is not None
    table.bot.web.limit.per_minute = 1_000_000
    try:
        yield table
        await table.close_pages()
    finally:
        await table.close_pages()
        await env.shutdown()
        for db in opened:
            with contextlib.suppress(Exception):
                await db.close()
    if env.check_errors:
        env._raise_errors_since(env._errors_acknowledged)
