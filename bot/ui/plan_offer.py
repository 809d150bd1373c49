"""The "Plan a reply" button offered with the private answer to a confirmed move, where
the mover may plan replies now (bot/services/plans.py decides; the plans feature answers
the button, bot/features/plans/flow.py)."""

from __future__ import annotations

import discord

from bot.delivery.custom_ids import table_button
from bot.services.plans import plannable
from bot.services.sessions import Change


def plan_offer(change: Change, user_id: int) -> discord.ui.View | None:
    if not plannable(change.row, change.game, change.after, user_id):
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(table_button("plan", change.row.id))
    return view
