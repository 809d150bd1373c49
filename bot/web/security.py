"""Headers on every answer (a Content-Security-Policy without inline scripts, no
referrer: a personal address must not leak to another site) and a generous limit of
requests per client address."""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any

from aiohttp import web

import i18n
from bot.web.page_words import browser_language

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
TOO_MANY = "web-too-many"
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


NOT_FOUND = "web-not-found"
# The catalogue's words have no markup; the language code is one of ours (i18n.LANGUAGES).
NOT_FOUND_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{title}</title></head><body><p>{text}</p></body></html>
"""


def reader_of(request: web.Request | None) -> str:
    """The language of an answer to someone not known yet: their browser's."""
    return browser_language(request.headers.get("Accept-Language") if request is not None else None)


def too_many(request: web.Request | None) -> str:
    return i18n.text(reader_of(request), TOO_MANY)


def not_found(request: web.Request | None = None, page: bool = False) -> web.Response:
    """The one answer to every bad address (no word about why, nor whether a game exists),
    in the browser's language."""
    lang = reader_of(request)
    text = i18n.text(lang, NOT_FOUND)
    if page:
        title = i18n.text(lang, "web-not-found-title")
        html = NOT_FOUND_PAGE.format(lang=lang, title=escape(title), text=escape(text))
        return web.Response(text=html, status=404, content_type="text/html")
    return web.json_response({"ok": False, "error": text}, status=404)


def middleware(limit: RateLimit) -> Any:
    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not limit.allow(client_address(request)):
            response: web.StreamResponse = web.json_response(
                {"ok": False, "error": too_many(request)}, status=429, headers={"Retry-After": "60"}
            )
        else:
            try:
                response = await handler(request)
            except web.HTTPNotFound:
                response = not_found(request)  # an unknown path answers as a bad link does
            except web.HTTPException as exc:
                # A request the page never makes (a wrong method, a body too large).
                error = i18n.text(reader_of(request), "web-bad-request")
                response = web.json_response({"ok": False, "error": error}, status=exc.status)
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    return guard


def add_headers(response: web.StreamResponse) -> None:
    """For a stream, whose headers go out before the handler returns."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
