"""The "Plan a reply" button offered with the private answer to a confirmed move, where
the mover may plan replies now (bot/services/plans.py decides; the plans feature answers
the button, bot/features/plans/flow.py)."""

from __future__ import annotations

import discord

import i18n
from bot.delivery.custom_ids import TABLE, PostedButton
from bot.services.plans import plannable
from bot.services.sessions import Change


def plan_offer(change: Change, user_id: int, lang: str = i18n.ENGLISH) -> discord.ui.View | None:
    """`lang`: the mover's (the answer is private)."""
    if not plannable(change.row, change.game, change.after, user_id):
        return None
    view = discord.ui.View(timeout=None)
    label = i18n.text(lang, "plans-button")
    custom_id = TABLE.format(action="plan", game=change.row.id)
    view.add_item(PostedButton(label, discord.ButtonStyle.secondary, custom_id))
    return view
