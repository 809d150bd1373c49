"""A finished game's pages: step through its positions, with the exact value of each one
for the player to move where the game is solved (bot/web/solved.py)."""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import Any

from aiohttp import web

import i18n
from bot.computer_pool import shared_pool
from bot.services.core import Core
from bot.services.lru import LRU
from bot.services.wording import say, seat_names
from bot.web.access import NotFound, Viewer, viewer_of
from bot.web.routes import GameApi, refused
from bot.web.security import not_found
from bot.web.solved import exact_values, solvable
from bot.web.views import ENTRY_WORDS
from rules.record import apply_entry
from rules.record import effective as effective_entries

log = logging.getLogger(__name__)
State = dict[str, Any]
# An exact value for the player to move, as the catalogue's selector names it.
VALUES = {1: "win", 0: "draw", -1: "loss"}


class Replays:
    def __init__(self, core: Core, base: str, api: GameApi | None = None) -> None:
        self.core = core
        self.base = base
        self.api = api or GameApi(core, base)
        self._values: LRU[int, list[int | None]] = LRU(64)  # finished games never change

    async def frames(self, viewer: Viewer) -> list[tuple[Any, State]]:
        """(the entry that led to it or None, the position) for the start and every step."""
        row, game = viewer.row, viewer.game
        state = game.new(len(row.seats), row.seed, row.options)
        out: list[tuple[Any, State]] = [(None, state)]
        for entry in effective_entries(await self.core.store.games.log(row.id)):
            state = apply_entry(game, state, entry)
            out.append((entry, state))
        return out

    async def position(self, viewer: Viewer, n_text: str) -> tuple[Any, State] | None:
        if viewer.running:
            return None
        frames = await self.frames(viewer)
        n = int(n_text)
        return frames[n] if 0 <= n < len(frames) else None

    async def values(self, viewer: Viewer) -> list[int | None] | None:
        row = viewer.row
        if not solvable(row.game_key):
            return None
        cached = self._values.get(row.id)
        if cached is not None:
            return cached
        entries = effective_entries(await self.core.store.games.log(row.id))
        if any(e.kind != "move" for e in entries):
            return None  # a resignation or a claim on time: no solver's question
        moves = [(int(e.seat or 0), e.move) for e in entries]
        job = functools.partial(exact_values, row.game_key, len(row.seats), row.seed, row.options, moves)
        pool = shared_pool(self.core.settings.computer_workers)
        values = await asyncio.get_running_loop().run_in_executor(pool, job)
        self._values.put(row.id, values)
        return values

    async def replay(self, request: web.Request) -> web.Response:
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        lang = await self.api.language(viewer, request)
        if viewer.running:
            return refused(i18n.text(lang, "web-replay-running"), 409)
        frames = await self.frames(viewer)
        n = int(request.match_info["n"])
        if not 0 <= n < len(frames):
            return refused(i18n.text(lang, "web-replay-range", last=len(frames) - 1), 400)
        entry, state = frames[n]
        names = seat_names(viewer.row)
        game = viewer.game
        words = None
        if entry is not None and n >= 1:
            who = names[entry.seat] if entry.seat is not None and entry.seat < len(names) else ""
            before = frames[n - 1][1]
            if entry.kind == "move":
                said = game.move_words(before, int(entry.seat or 0), entry.move)
                words = f"{who}: {say(lang, said, names)}"
            else:
                key = ENTRY_WORDS.get(entry.kind)
                words = i18n.text(lang, key, player=who) if key else f"{who}: {entry.kind}"
        value = None
        try:
            values = await self.values(viewer)
        except Exception:
            log.exception("game %s: exact values failed", viewer.row.id)
            values = None
        to_move = game.to_move(state)
        here = values[n] if values is not None and n < len(values) else None
        if here is not None and to_move:
            value = i18n.text(lang, "web-replay-value", value=VALUES[here], player=names[to_move[0]])
        token = request.match_info["token"]
        return web.json_response({
            "n": n,
            "length": len(frames),
            "url": f"{self.base}/api/t/{token}/replay/{n}.png",
            "alt": None,
            "words": words or i18n.text(lang, "web-start"),
            "value": value,
        })

    def routes(self, base: str) -> list[web.RouteDef]:
        return [web.get(f"{base}/api/t/{{token}}/replay/{{n:[0-9]{{1,6}}}}", self.replay)]
