"""Helpers of the web table's tests: a bot with WEB_URL set, listening on a free port,
and a client for its API."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import pytest

from bot import PyramidBot


@pytest.fixture(autouse=True)
async def stop_web_after(table: Any) -> AsyncIterator[None]:
    """Import into a test module: its bot's web server stops after each test, ending open
    event streams (SimCord does not close bots)."""
    yield
    bot = table.bot
    if bot.web is not None:
        await bot.web.stop()


def web_of(bot: PyramidBot) -> Any:
    assert bot.web is not None and bot.web.port is not None, "the web table is not running"
    return bot.web


def root_of(bot: PyramidBot) -> str:
    web = web_of(bot)
    return f"http://127.0.0.1:{web.port}{web.base}"


@asynccontextmanager
async def browser(bot: PyramidBot) -> AsyncIterator[aiohttp.ClientSession]:
    # No kept-alive connections: the bot's side of each closes after its answer, so the
    # test world settles (SimCord waits for every task the bot started).
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        yield http


async def get_json(http: aiohttp.ClientSession, url: str) -> tuple[int, Any]:
    async with http.get(url) as answer:
        return answer.status, await answer.json()


async def post_json(http: aiohttp.ClientSession, url: str, body: Any) -> tuple[int, Any]:
    async with http.post(url, json=body) as answer:
        return answer.status, await answer.json()


async def next_event(stream: aiohttp.ClientResponse) -> dict[str, str]:
    """The next server-sent event (comments skipped) as its fields."""
    fields: dict[str, str] = {}
    while True:
        line = (await stream.content.readline()).decode()
        if not line:
            raise EOFError("the stream ended")
        line = line.rstrip("\n")
        if not line:
            if "event" in fields or "data" in fields:
                return fields
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        fields[name] = value.strip()
