"""Planned replies (docs/planned-replies.md): `/plan add|list|clear`, and "Plan a reply"
after a move confirmed with Play (the opponent's move, then yours, in the picker's steps).
The planning itself is the Discord-free PlanService's; the firing is Sessions'."""

from __future__ import annotations

from bot.features.plans.commands import PlanCog
from bot.features.plans.flow import PlanBack, PlanConfirm, PlanSelect, PlanStart
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    await bot.add_cog(PlanCog())
    bot.add_dynamic_items(PlanStart, PlanSelect, PlanBack, PlanConfirm)
