"""The web table's server, inside the bot process: on only when WEB_URL is set. It
serves the page (bot/web/static/), the JSON API, the pictures, the live updates and the
Activity's sign-in, all under the path of WEB_URL (docs/web-table.md)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import web

from bot.services.core import Core
from bot.web.access import NotFound, viewer_of
from bot.web.activity import Activity, ChannelCheck
from bot.web.events import Changes, Wait
from bot.web.pictures import Pictures
from bot.web.plan_api import PlanApi
from bot.web.replay import Replays
from bot.web.routes import GameApi
from bot.web.security import RateLimit, middleware, not_found
from bot.web.stream import CLOSING, Streams, WaitFor

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
PAGE = "index.html"
ACTIVITY_PAGE = "activity.html"


def base_path(web_url: str) -> str:
    """WEB_URL's path ("" for none), without its last slash: everything is served under it."""
    return urlsplit(web_url).path.rstrip("/")


class WebServer:
    def __init__(
        self,
        core: Core,
        *,
        application_id: Callable[[], int | None],
        can_see: ChannelCheck,
        signal: Callable[[], None],
        wait: Wait,
        publish: Callable[[int], None],
        wait_for: WaitFor,
        limit: RateLimit | None = None,
    ) -> None:
        settings = core.settings
        assert settings.web_url is not None
        self.core = core
        self.base = base_path(settings.web_url)
        self.changes = Changes(core.store.games.versions, signal, wait, publish)
        self.publish = publish
        self.streams = Streams(core, self.changes, wait_for)
        self.limit = limit or RateLimit()
        self.activity = Activity(core, application_id, can_see)
        self.app = self.build()
        self.runner: web.AppRunner | None = None
        self.port: int | None = None  # the port listened on (WEB_PORT; tests ask for any free one)

    def build(self) -> web.Application:
        app = web.Application(middlewares=[middleware(self.limit)], client_max_size=64 * 1024)
        api = GameApi(self.core, self.base)
        replays = Replays(self.core, self.base, api)
        app.add_routes(
            [
                web.get(f"{self.base}/t/{{token}}", self.page),
                web.get(f"{self.base}/activity", self.activity_page),
                web.get(f"{self.base}/", self.root),
                *([web.get(self.base, self.root)] if self.base else []),
                web.get(f"{self.base}/static/{{name:.+}}", self.static),
                *api.routes(self.base),
                *PlanApi(api).routes(self.base),
                *replays.routes(self.base),
                *Pictures(replays).routes(self.base),
                *self.streams.routes(self.base),
                *self.activity.routes(self.base),
            ]
        )
        app.on_shutdown.append(self._closing)
        return app

    async def page(self, request: web.Request) -> web.StreamResponse:
        """The page's shell, the same file for every game; its script reads the token from
        the address. A bad address gets the one not-found page."""
        try:
            await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request, page=True)
        return self.shell(PAGE)

    async def activity_page(self, request: web.Request) -> web.StreamResponse:
        return self.shell(ACTIVITY_PAGE)

    async def root(self, request: web.Request) -> web.StreamResponse:
        """Discord opens an Activity at the root of its URL mapping, with a `frame_id` in
        the query (the SDK needs it): the Activity's shell. Anyone else finds nothing."""
        if "frame_id" in request.query:
            return self.shell(ACTIVITY_PAGE)
        return not_found(request, page=True)

    async def static(self, request: web.Request) -> web.StreamResponse:
        """A file of bot/web/static (the page's script, styles, the vendored SDK); nothing
        outside that folder, whatever the path says."""
        root = STATIC.resolve()
        path = (root / request.match_info["name"]).resolve()
        if not path.is_relative_to(root) or not path.is_file():
            return not_found(request, page=True)
        return web.FileResponse(path, headers={"Cache-Control": "no-cache"})

    @staticmethod
    def shell(name: str) -> web.StreamResponse:
        path = STATIC / name
        if not path.is_file():
            return not_found(page=True)
        return web.FileResponse(path, headers={"Cache-Control": "no-cache"})

    async def _closing(self, app: web.Application) -> None:
        # Open streams end, so the shutdown does not wait on them.
        self.streams.closing = True
        self.publish(CLOSING)

    async def start(self, host: str, port: int) -> None:
        self.changes.start()
        # handler_cancellation: a request whose browser went away ends (an event stream
        # frees its place at once); a Confirm is shielded from it (routes.GameApi.move).
        self.runner = web.AppRunner(
            self.app, access_log=None, shutdown_timeout=5.0, handler_cancellation=True
        )
        await self.runner.setup()
        site = web.TCPSite(self.runner, host, port)
        await site.start()
        server = site._server  # the port actually bound when asked for 0 (any free port)
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1]) if sockets else port
        log.info("web table listening on %s:%s for %s", host, port, self.core.settings.web_url)

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None
        await self.changes.stop()


