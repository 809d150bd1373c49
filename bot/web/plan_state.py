"""What a page's state says about planned replies: nothing but on the planner's own page
(never a watch link, never the opponent's), there whether they may plan now and their
plans in words (bot/web/plan_api.py answers the planning itself)."""

from __future__ import annotations

from typing import Any

from bot.services.core import Core
from bot.services.plans import plannable
from bot.services.wording import say
from bot.web.access import Viewer
from rules.said import Said


def sentence(lang: str, said: Said) -> str:
    words = say(lang, said)
    return words[:1].upper() + words[1:]


def plans_json(lang: str, lines: list[tuple[int, Said]]) -> list[dict[str, Any]]:
    return [
        {"depth": depth, "words": sentence(lang, line) if not depth else say(lang, line)}
        for depth, line in lines
    ]


async def plans_of(core: Core, viewer: Viewer, lang: str) -> dict[str, Any] | None:
    """What the state answer carries about plans: only on a player's own page (never a
    watch link): whether they may plan now, and their own plans."""
    if viewer.user_id is None or viewer.seat is None or len(viewer.row.seats) != 2:
        return None
    may_plan = plannable(viewer.row, viewer.game, viewer.state, viewer.user_id)
    lines = await core.plans.lines(viewer.row.id, viewer.user_id) if viewer.running else []
    return {"may_plan": may_plan, "lines": plans_json(lang, lines)}
