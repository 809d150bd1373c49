"""The page's own words in the reader's language: bot/web/static/words.js names each by a
short key and keeps the English ones to fall back on; the state answer carries these,
from the catalogue (i18n/locales/*/web.ftl). Placeholders stay `{name}` for the page."""

from __future__ import annotations

import i18n

# words.js key -> catalogue key, and the page's placeholders each message takes.
PAGE_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "gone": ("web-gone", ()),
    "offline": ("web-offline", ()),
    "stale": ("web-stale", ()),
    "done": ("web-done", ("words",)),
    "changed": ("web-changed", ()),
    "yourTurn": ("web-your-turn", ()),
    "choose": ("web-choose", ()),
    "confirm": ("web-confirm", ()),
    "back": ("web-back", ()),
    "first": ("web-first", ()),
    "forward": ("web-forward", ()),
    "last": ("web-last", ()),
    "position": ("web-position", ("n", "total")),
    "start": ("web-start", ()),
    "handAlt": ("web-hand-alt", ()),
    "signingIn": ("web-signing-in", ()),
    "signInFailed": ("web-sign-in-failed", ()),
    "handTitle": ("web-hand-title", ()),
    "offersTitle": ("web-offers-title", ()),
    "playersTitle": ("web-players-title", ()),
    "movesTitle": ("web-moves-title", ()),
    "replayControls": ("web-replay-controls", ()),
    "toMove": ("web-to-move", ()),
    "computer": ("web-computer", ()),
    "planStart": ("web-plan-start", ()),
    "planConfirm": ("web-plan-confirm", ()),
    "planThen": ("web-plan-then", ()),
    "planAnother": ("web-plan-another", ()),
    "planDone": ("web-plan-done", ()),
    "plansTitle": ("web-plans-title", ()),
    "plansClear": ("web-plans-clear", ()),
}


def page_words(lang: str) -> dict[str, str]:
    return {
        name: i18n.text(lang, key, **{slot: "{" + slot + "}" for slot in slots})
        for name, (key, slots) in PAGE_WORDS.items()
    }


def browser_language(accept_language: str | None) -> str:
    """The language of an answer that knows no reader yet (a bad address, the Activity's
    sign-in): the browser's first, else English."""
    return i18n.language_of(first_language(accept_language))


def first_language(accept_language: str | None) -> str | None:
    """The browser's first language ("de-DE,de;q=0.9,en;q=0.8" -> "de-DE"), if any."""
    if not accept_language:
        return None
    first = accept_language.split(",")[0].split(";")[0].strip()
    return first or None
