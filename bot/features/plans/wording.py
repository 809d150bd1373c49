"""What the plan commands and the plan steps say back (the same words either way)."""

from __future__ import annotations

from bot.services.plans import Added


def added_text(added: Added) -> str:
    replaced = " It replaces your earlier reply to that move." if added.replaced else ""
    count = "1 planned reply" if added.total == 1 else f"{added.total} planned replies"
    return (
        f"Planned, privately: {added.words}.{replaced} It is played at once if that move comes; any other "
        f"move drops your plans, and I tell you by DM. You have {count} here "
        "(`/plan list` shows them, `/plan clear` drops them)."
    )
