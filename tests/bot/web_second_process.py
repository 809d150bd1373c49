"""The other bot process of the two-process test (tests/bot/test_web_two_processes.py):
shard 0 of 2 on the same PostgreSQL database, with its web table, under a simulated
Discord of its own. Started with multiprocessing's spawn; it says its web port on
`ready` and runs until `stop` is set."""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

from bot import Settings, create_bot


def serve(url: str, ready: Any, stop: Any) -> None:
    try:
        asyncio.run(_serve(url, ready, stop))
    except BaseException as exc:  # told to the parent, which fails the test with it
        ready.put(("error", "".join(traceback.format_exception(exc))[-3000:]))


async def _serve(url: str, ready: Any, stop: Any) -> None:
    import simcord  # the test extra

    settings = Settings(
        database_url=url, shard_count=2, shard_ids=(0,), web_url="http://127.0.0.1", web_port=0,
        reminder_check_minutes=30,
    )
    bot = create_bot(settings)
    # Commands are the application's, synced by the other process already (its stored hash).
    async with simcord.run(bot, strict_sync=False, check_errors=False):
        assert bot.web is not None
        ready.put(("port", bot.web.port))
        await asyncio.to_thread(stop.wait, 120)
        await bot.web.stop()
