"""Planning replies on the web table (docs/planned-replies.md, docs/web-table.md): the
steps of a plan (their move, then yours, as the Play picker's steps), its picture, Confirm
plan, the planner's list and Clear. Every request is checked on the server like a move:
the player's own link (never a watch link), the player waiting in a two-player game, the
version the page was drawn at, each move legal in turn. Plans are stored only through
`PlanService` (bot/services/plans.py), and no answer carries them to anyone but the
planner; saving one changes no version, so the live stream says nothing of it."""

from __future__ import annotations

from typing import Any

from aiohttp import web

import render
from bot.services import drawing
from bot.services.plan_steps import Draft, back_of, code_of, draft
from bot.services.plans import PlanService, Position
from bot.services.refusal import Refusal
from bot.services.wording import say
from bot.storage.db import DatabaseUnavailable
from bot.web.access import NotFound, Viewer, viewer_of
from bot.web.plan_state import plans_of, sentence
from bot.web.routes import MAX_BODY, GameApi, path_of, refused
from bot.web.security import not_found
from rules.said import Said

FRESH = {"Cache-Control": "no-store"}


class PlanApi:
    def __init__(self, api: GameApi) -> None:
        self.api = api
        self.core = api.core
        self.base = api.urls.base

    async def planner(self, request: web.Request) -> tuple[Viewer, str]:
        viewer = await viewer_of(self.core, request.match_info["token"])
        return viewer, await self.api.language(viewer, request)

    async def position(self, viewer: Viewer, lang: str, version: str | int | None) -> Position | web.Response:
        """The planner's position, or the answer that refuses it."""
        if viewer.seat is None or viewer.user_id is None:
            return refused(say(lang, Said("web-watching")), 403)
        if str(version) != str(viewer.row.version):
            return refused(say(lang, Said("web-stale-plan")), 409)
        try:
            return await self.core.plans.position(viewer.row.id, viewer.user_id)
        except Refusal as refusal:
            return refused(refusal.text(lang), 403)

    def picture_url(self, request: web.Request, d: Draft) -> str:
        token = request.match_info["token"]
        return (
            f"{self.base}/api/t/{token}/plan/board.png?v={d.pos.row.version}&line={code_of(d.pos, d.earlier)}"
            f"&them={'.'.join(d.them)}&mine={'.'.join(d.mine)}"
        )

    async def step(self, request: web.Request) -> web.Response:
        """GET plan/step?v=V&line=CODE&them=a.b&mine=c: the next choice of a plan, or its
        preview when both moves are chosen."""
        try:
            viewer, lang = await self.planner(request)
        except NotFound:
            return not_found(request)
        q = request.query
        pos = await self.position(viewer, lang, q.get("v"))
        if isinstance(pos, web.Response):
            return pos
        try:
            d = draft(pos, q.get("line", ""), path_of(q.get("them")), path_of(q.get("mine")))
            body = self.step_json(request, lang, d)
        except Refusal as refusal:
            return refused(refusal.text(lang), 400)
        return web.json_response(body, headers=FRESH)

    def step_json(self, request: web.Request, lang: str, d: Draft) -> dict[str, Any]:
        pos, names, game = d.pos, d.pos.names, d.pos.game
        back = None
        if d.them or d.mine:
            them, mine = back_of(d.them, d.mine)
            back = {"them": list(them), "mine": list(mine)}
        earlier = None
        if d.earlier:
            earlier_line = PlanService.line_words(pos, PlanService.walk(pos, d.earlier))
            earlier = say(lang, Said("plans-web-after", line=earlier_line))
        answer: dict[str, Any] = {
            "stage": d.stage,
            "line": code_of(pos, d.earlier),
            "them": list(d.them),
            "mine": list(d.mine),
            "back": back,
            "after": earlier,
            "so_far": [],
            "prompt": None,
            "choices": [],
            "board": None,
            "preview": None,
        }
        if d.complete:
            assert d.theirs is not None and d.reply is not None
            walked = [(pos.them, d.start, d.theirs), (pos.me, d.between, d.reply)]
            view = game.view(d.after(), None)
            answer["preview"] = {
                "words": sentence(lang, PlanService.line_words(pos, walked)),
                "url": self.picture_url(request, d),
                "alt": render.alt_text(pos.row.game_key, view, names),
            }
            return answer
        state, _seat, _chosen = d.step()
        opponent = names[pos.them]
        if d.theirs is None:
            prompt = say(lang, Said("plans-web-if", player=opponent))
        else:
            theirs = say(lang, game.move_label(d.start, pos.them, d.theirs), names)
            prompt = say(lang, Said("plans-web-if-you", player=opponent, theirs=theirs))
        choices = d.choices()
        view = game.view(state, None)
        spots = [c.spot for c in choices if c.spot]
        boxes = (
            {
                spot: box
                for spot, box in render.spot_boxes(pos.row.game_key, view, spots, names=names).items()
                if box.picture == "board"
            }
            if spots
            else {}
        )
        answer["prompt"] = prompt
        answer["so_far"] = [say(lang, label, names) for label in d.labels()]
        answer["board"] = {
            "url": self.picture_url(request, d),
            "alt": render.alt_text(pos.row.game_key, view, names),
        }
        for c in choices:
            box = boxes.get(c.spot) if c.spot else None
            answer["choices"].append(
                {
                    "token": c.token,
                    "label": say(lang, c.label, names),
                    "spot": c.spot,
                    "picture": box.picture if box is not None else None,
                    "box": list(box.box) if box is not None else None,
                    "completes": c.move is not None,
                }
            )
        return answer

    async def picture(self, request: web.Request) -> web.Response:
        """GET plan/board.png: the position a plan's step is chosen in (the board after
        their move while choosing the reply; after both on the preview). The planner's
        alone, like every plan answer."""
        try:
            viewer = await viewer_of(self.core, request.match_info["token"])
        except NotFound:
            return not_found(request)
        q = request.query
        if viewer.user_id is None or q.get("v") != str(viewer.row.version):
            return not_found(request)
        try:
            pos = await self.core.plans.position(viewer.row.id, viewer.user_id)
            d = draft(pos, q.get("line", ""), path_of(q.get("them")), path_of(q.get("mine")))
        except Refusal:
            return not_found(request)
        state = d.after() if d.complete else d.step()[0]
        view = pos.game.view(state, None)
        data = await drawing.board_png(pos.row.game_key, view, pos.names)
        return web.Response(body=data, content_type="image/png", headers=FRESH)

    async def save(self, request: web.Request) -> web.Response:
        """POST plan {"version", "line", "them", "mine"}: Confirm plan."""
        try:
            viewer, lang = await self.planner(request)
        except NotFound:
            return not_found(request)
        try:
            if (request.content_length or 0) > MAX_BODY:
                raise ValueError("too long")
            payload = await request.json()
            version = int(payload["version"])
            code = str(payload.get("line") or "")
            them = tuple(str(t) for t in payload["them"])
            mine = tuple(str(t) for t in payload["mine"])
        except (ValueError, TypeError, KeyError, AttributeError):
            return refused(say(lang, Said("web-unreadable-plan")), 400)
        pos = await self.position(viewer, lang, version)
        if isinstance(pos, web.Response):
            return pos
        assert viewer.user_id is not None
        try:
            d = draft(pos, code, them, mine)
            if not d.complete:
                raise Refusal(Said("plans-refuse-gone"))
            line = d.line()
            added = await self.core.plans.add(pos.row.id, viewer.user_id, line, version=version)
        except Refusal as refusal:
            return refused(refusal.text(lang), 409 if refusal.said == Said("plans-refuse-stale") else 403)
        except DatabaseUnavailable:
            return refused(say(lang, Said("web-away-plan")), 503)
        parts = [say(lang, Said("plans-web-added", line=added.words))]
        if added.replaced:
            parts.append(say(lang, Said("plans-added-replaces")))
        parts.append(say(lang, Said("plans-web-added-how", count=added.total)))
        then = not pos.game.is_over(d.after())
        return web.json_response(
            {
                "ok": True,
                "words": " ".join(parts),
                "total": added.total,
                "line": code_of(pos, line),
                "then": then,
            },
            headers=FRESH,
        )

    async def listing(self, request: web.Request) -> web.Response:
        """GET plans: the planner's own plans in words."""
        try:
            viewer, lang = await self.planner(request)
        except NotFound:
            return not_found(request)
        plans = await plans_of(self.core, viewer, lang)
        if plans is None:
            return refused(say(lang, Said("web-watching")), 403)
        return web.json_response(plans, headers=FRESH)

    async def clear(self, request: web.Request) -> web.Response:
        """POST plans/clear: drop the planner's plans in this game."""
        try:
            viewer, lang = await self.planner(request)
        except NotFound:
            return not_found(request)
        if viewer.user_id is None or viewer.seat is None:
            return refused(say(lang, Said("web-watching")), 403)
        try:
            gone = await self.core.plans.clear(viewer.row.id, viewer.user_id)
        except Refusal as refusal:
            return refused(refusal.text(lang), 403)
        except DatabaseUnavailable:
            return refused(say(lang, Said("web-away-plan")), 503)
        key = "plans-web-cleared" if gone else "plans-cleared-none"
        return web.json_response({"ok": True, "words": say(lang, Said(key, count=gone)), "dropped": gone})

    def routes(self, base: str) -> list[web.RouteDef]:
        api = f"{base}/api/t/{{token}}"
        return [
            web.get(f"{api}/plan/step", self.step),
            web.get(f"{api}/plan/board.png", self.picture),
            web.post(f"{api}/plan", self.save),
            web.get(f"{api}/plans", self.listing),
            web.post(f"{api}/plans/clear", self.clear),
        ]
