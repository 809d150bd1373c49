"""GET .../events: server-sent events, one `version` event per stored change of the game
(from any process: bot/web/events.py), a comment line as a keep-alive, and a limit of
open streams per address."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter

from aiohttp import web

from bot.services.core import Core
from bot.web.access import NotFound, viewer_of
from bot.web.events import Changes
from bot.web.security import STREAMS_PER_ADDRESS, TOO_MANY, add_headers, client_address, not_found

KEEP_ALIVE_SECONDS = 15.0
# The browser reconnects after this long when a stream breaks (a restart of the bot).
RETRY_MS = 1000


class Streams:
    def __init__(self, core: Core, changes: Changes, keep_alive: float = KEEP_ALIVE_SECONDS) -> None:
        self.core = core
        self.changes = changes
        self.keep_alive = keep_alive
        self.open: Counter[str] = Counter()
        self.closing = asyncio.Event()

    async def events(self, request: web.Request) -> web.StreamResponse:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found()
        address = client_address(request)
        if self.open[address] >= STREAMS_PER_ADDRESS:
            return web.json_response({"ok": False, "error": TOO_MANY}, status=429)
        self.open[address] += 1
        try:
            return await self._serve(request, viewer.row.id, viewer.row.version)
        finally:
            self.open[address] -= 1
            if self.open[address] <= 0:
                del self.open[address]

    async def _serve(self, request: web.Request, game_id: int, version: int) -> web.StreamResponse:
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",  # nginx: pass each event on at once
            }
        )
        add_headers(response)
        await response.prepare(request)
        closing = asyncio.ensure_future(self.closing.wait())
        try:
            async with self.changes.watching(game_id, version) as queue:
                await response.write(f"retry: {RETRY_MS}\nevent: version\ndata: {version}\n\n".encode())
                while not self.closing.is_set():
                    getting = asyncio.ensure_future(queue.get())
                    done, _ = await asyncio.wait(
                        {getting, closing}, timeout=self.keep_alive, return_when=asyncio.FIRST_COMPLETED
                    )
                    if getting in done:
                        await response.write(f"event: version\ndata: {getting.result()}\n\n".encode())
                    else:
                        getting.cancel()
                        if not self.closing.is_set():
                            await response.write(b": keep-alive\n\n")
        except ConnectionResetError:
            pass  # the browser went away
        finally:
            closing.cancel()
        with contextlib.suppress(ConnectionResetError, RuntimeError):
            await response.write_eof()
        return response

    def routes(self, base: str) -> list[web.RouteDef]:
        return [web.get(f"{base}/api/t/{{token}}/events", self.events)]
