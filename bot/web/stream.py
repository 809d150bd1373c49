"""GET .../events: server-sent events, one `version` event per stored change of the game
(from any process: bot/web/events.py), a comment line as a keep-alive, and a limit of
open streams per address."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Awaitable, Callable

from aiohttp import web

from bot.services.core import Core
from bot.web.access import NotFound, viewer_of
from bot.web.events import Changes
from bot.web.security import STREAMS_PER_ADDRESS, add_headers, client_address, not_found, too_many

KEEP_ALIVE_SECONDS = 15.0
# The browser reconnects after this long when a stream breaks (a restart of the bot).
RETRY_MS = 1000


# Which game's pages a published event is for; CLOSING: every page (the server stops).
CLOSING = -1
# Waits until `publish(game)` for the game (or CLOSING), or raises TimeoutError.
WaitFor = Callable[[int, float], Awaitable[object]]


class Streams:
    def __init__(
        self, core: Core, changes: Changes, wait_for: WaitFor, keep_alive: float = KEEP_ALIVE_SECONDS
    ) -> None:
        self.core = core
        self.changes = changes
        self.wait_for = wait_for
        self.keep_alive = keep_alive
        self.open: Counter[str] = Counter()
        self.closing = False

    async def events(self, request: web.Request) -> web.StreamResponse:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        address = client_address(request)
        if self.open[address] >= STREAMS_PER_ADDRESS:
            return web.json_response({"ok": False, "error": too_many(request)}, status=429)
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
        sent = version
        try:
            with self.changes.watching(game_id, version):
                await response.write(f"retry: {RETRY_MS}\nevent: version\ndata: {version}\n\n".encode())
                while not self.closing:
                    newest = self.changes.known(game_id)
                    if newest is not None and newest != sent:
                        sent = newest
                        await response.write(f"event: version\ndata: {newest}\n\n".encode())
                        continue
                    try:
                        # Nothing between the look above and this wait yields: no change slips by.
                        await self.wait_for(game_id, self.keep_alive)
                    except TimeoutError:
                        await response.write(b": keep-alive\n\n")
        except ConnectionResetError:
            return response  # the browser went away
        with contextlib.suppress(ConnectionResetError, RuntimeError):
            await response.write_eof()
        return response

    def routes(self, base: str) -> list[web.RouteDef]:
        return [web.get(f"{base}/api/t/{{token}}/events", self.events)]
