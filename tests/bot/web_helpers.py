"""Helpers of the web table's tests: a bot with WEB_URL set, listening on a free port,
and a client for its API."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp

from bot import PyramidBot


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
