"""The Discord Activity's sign-in. Inside Discord the page asks the Embedded App SDK to
authorize, sends us the code with the channel it was launched in, and this exchanges the
code at Discord's OAuth2 token endpoint (with the application's secret, which never
leaves the server), reads who the player is, and answers with a link to the channel's
game: their own when they play in it, else a watch link."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
from aiohttp import web

import i18n
from bot.services.core import Core
from bot.services.web_links import WATCH, may_hold
from bot.web.page_words import first_language, page_words
from bot.web.routes import refused
from bot.web.security import reader_of

log = logging.getLogger(__name__)

# Whether a user may see a channel (the bot asks Discord; the web layer knows no Discord).
ChannelCheck = Callable[[int, int], Awaitable[bool]]
# The catalogue's keys (web.ftl), said in the browser's language, else the player's once known.
OFF = "web-activity-off"
FAILED = "web-activity-failed"
NO_GAME = "web-activity-no-game"
UNREADABLE = "web-activity-unreadable"
TIMEOUT = aiohttp.ClientTimeout(total=10)


class Activity:
    def __init__(self, core: Core, application_id: Callable[[], int | None], can_see: ChannelCheck) -> None:
        self.core = core
        self.application_id = application_id
        self.can_see = can_see

    @property
    def on(self) -> bool:
        return self.core.settings.client_secret is not None and self.application_id() is not None

    async def config(self, request: web.Request) -> web.Response:
        """What the page needs to start the SDK: the application (client) id."""
        lang = reader_of(request)
        if not self.on:
            return refused(i18n.text(lang, OFF), 404)
        # The page's words before anyone is signed in: the browser's language.
        return web.json_response({"client_id": str(self.application_id()), "words": page_words(lang)})

    async def session(self, request: web.Request) -> web.Response:
        lang = reader_of(request)
        if not self.on:
            return refused(i18n.text(lang, OFF), 404)
        try:
            payload = await request.json()
            code = str(payload["code"])
            channel_id = int(payload["channel_id"])
            if not 0 < len(code) <= 200:
                raise ValueError(code)
        except (ValueError, TypeError, KeyError):
            return refused(i18n.text(lang, UNREADABLE), 400)
        signed_in = await self.exchange(code)
        if signed_in is None:
            return refused(i18n.text(lang, FAILED), 403)
        access_token, user_id = signed_in
        browser = first_language(request.headers.get("Accept-Language"))
        lang = await self.core.languages.private(user_id, browser)
        if not await self.can_see(user_id, channel_id):
            return refused(i18n.text(lang, NO_GAME), 404)  # as for a channel without a game: nothing learnt
        games = self.core.store.games
        row = await games.open_in_channel(channel_id) or await games.latest_in_channel(channel_id)
        if row is None or row.status not in ("active", "finished") or row.state is None:
            return refused(i18n.text(lang, NO_GAME), 404)
        state = await self.core.sessions.state_of(row)
        who = user_id if may_hold(row, user_id, state) else WATCH
        token = await self.core.links.make(row.id, who)
        # The access token goes back to the page alone: the SDK's authenticate() needs it.
        return web.json_response(
            {"ok": True, "token": token, "access_token": access_token, "watch": who == WATCH},
            headers={"Cache-Control": "no-store"},
        )

    async def exchange(self, code: str) -> tuple[str, int] | None:
        """(access token, user id) from Discord for the code, or None when Discord says no."""
        api = self.core.settings.discord_api_url.rstrip("/")
        form = {
            "client_id": str(self.application_id()),
            "client_secret": self.core.settings.client_secret or "",
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            async with aiohttp.ClientSession(timeout=TIMEOUT) as http:
                async with http.post(f"{api}/oauth2/token", data=form) as answer:
                    if answer.status != 200:
                        log.info("activity sign-in: the token endpoint answered %s", answer.status)
                        return None
                    grant: dict[str, Any] = await answer.json()
                access_token = str(grant["access_token"])
                headers = {"Authorization": f"Bearer {access_token}"}
                async with http.get(f"{api}/users/@me", headers=headers) as answer:
                    if answer.status != 200:
                        log.info("activity sign-in: users/@me answered %s", answer.status)
                        return None
                    user: dict[str, Any] = await answer.json()
                return access_token, int(user["id"])
        except (aiohttp.ClientError, TimeoutError, KeyError, ValueError, TypeError) as exc:
            log.info("activity sign-in failed: %s", type(exc).__name__)  # no code or token logged
            return None

    def routes(self, base: str) -> list[web.RouteDef]:
        return [
            web.get(f"{base}/api/activity/config", self.config),
            web.post(f"{base}/api/activity/session", self.session),
        ]
