"""The JSON API of a game's page (docs/web-table.md): state, step, move, replay. Each
handler reads the token first (bot/web/access.py); a bad one gets the one 404 answer."""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web

from bot.services.core import Core
from bot.services.lru import LRU
from bot.services.refusal import Refusal, Unconfirmed
from bot.services.stored import STORED
from bot.services.wording import say, seat_names
from bot.storage.db import DatabaseUnavailable
from bot.web.access import NotFound, Viewer, viewer_of
from bot.web.page_words import first_language, page_words
from bot.web.plan_state import plans_of
from bot.web.security import not_found
from bot.web.views import may_act, move_lines, state_json, step_json, walk
from rules.record import positions
from rules.said import Said

log = logging.getLogger(__name__)

# The page's refusals (i18n/locales/*/web.ftl), in the reader's language.
STALE = Said("web-stale-move")
WATCHING = Said("web-watching")
NOT_YOURS = Said("web-not-yours")
AWAY = Said("web-away")
UNREADABLE = Said("web-unreadable-move")
INCOMPLETE = Said("web-incomplete-move")
UNCONFIRMED = Said("web-unconfirmed")
MAX_BODY = 4096


def path_of(text: str | None) -> tuple[str, ...]:
    return tuple(text.split(".")) if text else ()


def refused(message: str, status: int) -> web.Response:
    return web.json_response({"ok": False, "error": message}, status=status)


class Urls:
    """Where a viewer's pictures and streams are, under the server's base path."""

    def __init__(self, base: str) -> None:
        self.base = base

    def of(self, token: str, version: int) -> dict[str, str]:
        api = f"{self.base}/api/t/{token}"
        return {
            "board": f"{api}/board.png?v={version}",
            "hand": f"{api}/hand.png?v={version}",
            "preview": f"{api}/preview.png?v={version}&path=",  # + the path, joined by "."
            "replay": f"{api}/replay",
            "events": f"{api}/events",
        }


async def page_language(core: Core, viewer: Viewer, request: web.Request) -> str:
    """A player's page: their /language choice, else their browser's language, else
    the one their DMs use; a watch page: the server's, else the browser's. The page's
    pictures are drawn in it too (bot/web/pictures.py)."""
    browser = first_language(request.headers.get("Accept-Language"))
    languages = core.languages
    if viewer.user_id is None:
        return await languages.public(viewer.row.guild_id, browser)
    if browser is not None:
        return await languages.private(viewer.user_id, browser)
    return await languages.unasked_dm(viewer.user_id, viewer.row.guild_id)


class GameApi:
    def __init__(self, core: Core, base: str) -> None:
        self.core = core
        self.urls = Urls(base)
        self._moves: LRU[tuple[int, int, str], list[str]] = LRU(128)

    async def viewer(self, request: web.Request) -> Viewer:
        return await viewer_of(self.core, request.match_info["token"])

    async def language(self, viewer: Viewer, request: web.Request) -> str:
        return await page_language(self.core, viewer, request)

    async def state(self, request: web.Request) -> web.Response:
        try:
            viewer = await self.viewer(request)
        except NotFound:
            return not_found(request)
        token = request.match_info["token"]
        row = viewer.row
        lang = await self.language(viewer, request)
        entries = await self.core.store.games.log(row.id)
        # Every page of a game reads the same move list after each change: words once per
        # language. The names are in the key: deleting one's data renames seats without a
        # new version.
        key = (row.id, row.version, lang + repr(sorted(row.names.items())))
        moves = self._moves.get(key)
        if moves is None:
            moves = move_lines(row, viewer.game, entries, lang)
            self._moves.put(key, moves)
        body = state_json(viewer, self.urls.of(token, row.version), entries, self.core.now(), moves, lang)
        body["events"] = self.urls.of(token, viewer.row.version)["events"]
        body["language"] = lang
        body["words"] = page_words(lang)
        # Only the planner's own page hears of their plans (None elsewhere).
        body["plans"] = await plans_of(self.core, viewer, lang)
        return web.json_response(body, headers={"Cache-Control": "no-store"})

    async def step(self, request: web.Request) -> web.Response:
        try:
            viewer = await self.viewer(request)
        except NotFound:
            return not_found(request)
        lang = await self.language(viewer, request)
        if viewer.seat is None:
            return refused(say(lang, WATCHING), 403)
        if request.query.get("v") != str(viewer.row.version):
            return refused(say(lang, STALE), 409)
        if not may_act(viewer):
            return refused(say(lang, NOT_YOURS), 403)
        path = path_of(request.query.get("path"))
        token = request.match_info["token"]
        lang = await self.language(viewer, request)
        try:
            body = step_json(viewer, path, self.urls.of(token, viewer.row.version), lang)
        except Refusal as refusal:
            return refused(refusal.text(lang), 400)
        return web.json_response(body, headers={"Cache-Control": "no-store"})

    async def move(self, request: web.Request) -> web.Response:
        """Confirm: stored through `Sessions.play`, the path /move and the Play button take
        (same checks, refusals and one announcement), at the version the page showed."""
        try:
            viewer = await self.viewer(request)
        except NotFound:
            return not_found(request)
        lang = await self.language(viewer, request)
        if viewer.seat is None or viewer.user_id is None:
            return refused(say(lang, WATCHING), 403)
        try:
            if (request.content_length or 0) > MAX_BODY:
                raise ValueError("too long")
            payload = await request.json()
            version = int(payload["version"])
            path = tuple(str(t) for t in payload["path"])
        except (ValueError, TypeError, KeyError, AttributeError):
            return refused(say(lang, UNREADABLE), 400)
        if version != viewer.row.version:
            done = await self.already_played(viewer, version, path, lang)
            if done is not None:
                return web.json_response({"ok": True, "words": done, "already": True})
            return refused(say(lang, STALE), 409)
        if not may_act(viewer):
            return refused(say(lang, NOT_YOURS), 403)
        # Shielded: a browser that goes away mid-Confirm (the server cancels its request)
        # must not cut a store in half; the change is stored or refused as if it stayed.
        return await asyncio.shield(self.store(viewer, version, path, lang))

    async def store(self, viewer: Viewer, version: int, path: tuple[str, ...], lang: str) -> web.Response:
        assert viewer.seat is not None and viewer.user_id is not None
        # This attempt has stored nothing yet (its task may have inherited the flag from the
        # server's start); the commit path sets it once the change is stored.
        STORED.set(False)
        try:
            _, picked = walk(viewer, path)
            if picked is None or picked.move is None:
                raise Refusal(INCOMPLETE)
            change = await self.core.sessions.play(
                viewer.row.id,
                viewer.user_id,
                picked.move,
                viewer.row.name_of(viewer.user_id),
                expected_version=version,
            )
        except Unconfirmed:
            return refused(say(lang, UNCONFIRMED), 503)
        except Refusal as refusal:
            # The English of a refusal tells a stale page apart (Sessions words it so).
            stale = refusal.message.startswith(("The game changed", "Someone else's move"))
            return refused(say(lang, STALE) if stale else refusal.text(lang), 409 if stale else 403)
        except DatabaseUnavailable:
            if STORED.get():
                return refused(say(lang, UNCONFIRMED), 503)
            return refused(say(lang, AWAY), 503)
        names = seat_names(change.row)
        words = say(lang, change.game.move_words(change.before, viewer.seat, change.move), names)
        return web.json_response({"ok": True, "words": words, "version": change.row.version})

    async def already_played(
        self, viewer: Viewer, version: int, path: tuple[str, ...], lang: str
    ) -> str | None:
        """A Confirm sent again (the answer to the first was lost): when the change right
        after `version` is this very move by this player, say it is played, not stale."""
        if viewer.row.version != version + 1 or viewer.seat is None:
            return None
        entries = await self.core.store.games.log(viewer.row.id)
        last = entries[-1] if entries else None
        if last is None or last.kind != "move" or last.seat != viewer.seat:
            return None
        row = viewer.row
        states = positions(viewer.game, len(row.seats), row.seed, row.options, entries)  # type: ignore[arg-type]
        if len(states) < 2:
            return None
        from_positions = states[-2]
        before = Viewer(viewer.link, viewer.row, viewer.game, from_positions, viewer.seat)
        try:
            _, picked = walk(before, path)
        except Refusal:
            return None
        if picked is None or picked.move != last.move:
            return None
        names = seat_names(viewer.row)
        return say(lang, viewer.game.move_words(from_positions, viewer.seat, last.move), names)

    def routes(self, base: str) -> list[web.RouteDef]:
        api = f"{base}/api/t/{{token}}"
        return [
            web.get(f"{api}/state", self.state),
            web.get(f"{api}/step", self.step),
            web.post(f"{api}/move", self.move),
        ]
