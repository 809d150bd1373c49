"""The pictures of a page: the board, the viewer's own hand, the preview of a move and a
finished game's positions. Each is checked like every request (a hand only to its owner
while the game runs) and drawn off the event loop; a picture of the current version may
be cached by the browser (its address names the version)."""

from __future__ import annotations

from aiohttp import web

from bot.services import drawing
from bot.services.lru import LRU
from bot.services.refusal import Refusal
from bot.services.wording import seat_names
from bot.web.access import NotFound, viewer_of
from bot.web.replay import Replays
from bot.web.routes import page_language, path_of
from bot.web.security import not_found
from bot.web.views import walk

CACHED = {"Cache-Control": "private, max-age=86400, immutable"}
FRESH = {"Cache-Control": "no-store"}


class Pictures:
    def __init__(self, replays: Replays) -> None:
        self.replays = replays
        self.core = replays.core
        # Boards drawn lately, by (game, version, names, language): every page of a game asks
        # for the same one.
        self._boards: LRU[tuple[int, int, str, str], bytes] = LRU(64)

    @staticmethod
    def png(data: bytes, request: web.Request, version: int) -> web.Response:
        headers = CACHED if request.query.get("v") == str(version) else FRESH
        return web.Response(body=data, content_type="image/png", headers=headers)

    async def board(self, request: web.Request) -> web.Response:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        row = viewer.row
        lang = await page_language(self.core, viewer, request)
        key = (row.id, row.version, repr(sorted(row.names.items())), lang)  # names and words: drawn on it
        data = self._boards.get(key)
        if data is None:
            view = viewer.game.view(viewer.state, None)
            data = await drawing.board_png(row.game_key, view, seat_names(row), lang=lang)
            self._boards.put(key, data)
        return self.png(data, request, row.version)

    async def hand(self, request: web.Request) -> web.Response:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        if viewer.seat is None or not viewer.game.has_hands or not viewer.running:
            return not_found(request)
        names = seat_names(viewer.row)
        view = viewer.game.view(viewer.state, viewer.seat)
        lang = await page_language(self.core, viewer, request)
        data = await drawing.hand_png(viewer.row.game_key, view, names[viewer.seat], names, lang=lang)
        return self.png(data, request, viewer.row.version)

    async def preview(self, request: web.Request) -> web.Response:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        if viewer.seat is None or request.query.get("v") != str(viewer.row.version) or not viewer.running:
            return not_found(request)
        try:
            _, picked = walk(viewer, path_of(request.query.get("path")))
        except Refusal:
            return not_found(request)
        if picked is None or picked.move is None:
            return not_found(request)
        after = viewer.game.apply(viewer.state, viewer.seat, picked.move)
        view = viewer.game.view(after, None)
        lang = await page_language(self.core, viewer, request)
        data = await drawing.board_png(viewer.row.game_key, view, seat_names(viewer.row), lang=lang)
        return self.png(data, request, viewer.row.version)

    async def replay(self, request: web.Request) -> web.Response:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        shown = await self.replays.position(viewer, request.match_info["n"])
        if shown is None:
            return not_found(request)
        _, state = shown
        view = viewer.game.view(state, None)
        lang = await page_language(self.core, viewer, request)
        data = await drawing.board_png(viewer.row.game_key, view, seat_names(viewer.row), lang=lang)
        return web.Response(body=data, content_type="image/png", headers=CACHED)

    def routes(self, base: str) -> list[web.RouteDef]:
        api = f"{base}/api/t/{{token}}"
        return [
            web.get(f"{api}/board.png", self.board),
            web.get(f"{api}/hand.png", self.hand),
            web.get(f"{api}/preview.png", self.preview),
            web.get(f"{api}/replay/{{n:[0-9]{{1,6}}}}.png", self.replay),
        ]
