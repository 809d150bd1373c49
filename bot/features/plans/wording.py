"""What the plan commands and the plan steps say back (the same words either way), in the
reader's language (i18n/locales/*/plans.ftl)."""

from __future__ import annotations

from bot.services.plans import Added
from bot.services.wording import say
from rules.said import Said


def added_text(lang: str, added: Added) -> str:
    parts = [say(lang, Said("plans-added", line=added.words))]
    if added.replaced:
        parts.append(say(lang, Said("plans-added-replaces")))
    parts.append(say(lang, Said("plans-added-how", count=added.total)))
    return " ".join(parts)


def line_text(lang: str, line: Said) -> str:
    """A line of a plan as a sentence of its own (a capital first, a full stop)."""
    words = say(lang, line)
    return words[:1].upper() + words[1:]


def list_text(lang: str, lines: list[tuple[int, Said]]) -> str:
    """/plan list: each if/then pair on its line, chained ones indented under their parent."""
    out = [say(lang, Said("plans-list-title"))]
    for depth, line in lines:
        words = say(lang, line)
        words = words if depth else words[:1].upper() + words[1:]
        out.append(f"{'  ' * depth}- {words}.")
    return "\n".join(out)
