"""Headers on every answer (a Content-Security-Policy without inline scripts, no
referrer: a personal address must not leak to another site) and a generous limit of
requests per client address."""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

# Inside Discord the Activity's page is framed by Discord's own sites.
FRAMERS = "https://discord.com https://*.discord.com https://*.discordsays.com"
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    f"form-action 'none'; frame-ancestors {FRAMERS}"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
}
# A player's few open pages (a state, a picture and a step per tap, one stream each)
# stay far below these.
REQUESTS_PER_MINUTE = 600
STREAMS_PER_ADDRESS = 20
TOO_MANY = "Too many requests from your address. Wait a minute and reload the page."
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def client_address(request: web.Request) -> str:
    """The browser's address. Behind a reverse proxy on this machine (the peer is a
    loopback address) the proxy's X-Forwarded-For says it; from anyone else it is ignored,
    so a client cannot dodge the limit by sending one."""
    peer = request.remote or "?"
    forwarded = request.headers.get("X-Forwarded-For")
    try:
        local = ipaddress.ip_address(peer).is_loopback
    except ValueError:
        local = False
    if forwarded and local:
        return forwarded.split(",")[-1].strip() or peer
    return peer


class RateLimit:
    """A token bucket per address: `per_minute` requests a minute, as a burst too."""

    def __init__(self, per_minute: int = REQUESTS_PER_MINUTE, remembered: int = 10_000) -> None:
        self.per_minute = per_minute
        self.remembered = remembered
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, address: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        tokens, at = self._buckets.pop(address, (float(self.per_minute), now))
        tokens = min(float(self.per_minute), tokens + (now - at) * self.per_minute / 60.0)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        while len(self._buckets) > self.remembered:
            self._buckets.popitem(last=False)
        return allowed


NOT_FOUND = (
    "This address does not open a game: it may have expired. "
    "Ask the bot for a new one with `/board private:true`."
)
NOT_FOUND_PAGE = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Not found</title></head><body><p>{NOT_FOUND}</p></body></html>
"""


def not_found(page: bool = False) -> web.Response:
    """The one answer to every bad address (no word about why, nor whether a game exists)."""
    if page:
        return web.Response(text=NOT_FOUND_PAGE, status=404, content_type="text/html")
    return web.json_response({"ok": False, "error": NOT_FOUND}, status=404)


def middleware(limit: RateLimit) -> Any:
    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not limit.allow(client_address(request)):
            response: web.StreamResponse = web.json_response(
                {"ok": False, "error": TOO_MANY}, status=429, headers={"Retry-After": "60"}
            )
        else:
            try:
                response = await handler(request)
            except web.HTTPNotFound:
                response = not_found()  # an unknown path answers as a bad link does
            except web.HTTPException as exc:
                response = web.json_response({"ok": False, "error": exc.reason}, status=exc.status)
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    return guard


def add_headers(response: web.StreamResponse) -> None:
    """For a stream, whose headers go out before the handler returns."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
