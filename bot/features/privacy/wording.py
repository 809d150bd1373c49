"""What /privacy and its buttons say, in plain words and the reader's language
(docs/privacy.md says the same for admins)."""

from __future__ import annotations

import i18n
from bot.services.privacy import FORMER_PLAYER, Forgotten, StoredAbout
from bot.storage.preferences import NOTIFY_MODES
from rules import GAMES


def _hands_stored(lang: str) -> str:
    """Where seats hold cards (`Game.has_hands`), the hand is in the saved game."""
    titles = [game.title for game in GAMES.values() if game.has_hands]
    return i18n.text(lang, "privacy-hands", games=i18n.joined(lang, titles)) if titles else ""


def privacy_text(about: StoredAbout, forget_days: int, lang: str = i18n.ENGLISH) -> str:
    if about.names:
        shown = ", ".join(f"“{n}”" for n in about.names[:5])
        names = i18n.text(lang, "privacy-names", names=shown)
    else:
        names = i18n.text(lang, "privacy-names-none")
    notify = (
        i18n.text(lang, "privacy-notify", how=NOTIFY_MODES[about.notify])
        if about.notify is not None and 0 <= about.notify < len(NOTIFY_MODES)
        else i18n.text(lang, "privacy-notify-none")
    )
    language = (
        i18n.text(lang, "privacy-language", language=i18n.NATIVE_NAMES.get(about.language, about.language))
        if about.language
        else i18n.text(lang, "privacy-language-none")
    )
    if about.noted_locale:
        language += i18n.text(lang, "privacy-language-locale", locale=about.noted_locale)
    counts = {"running": len(about.unfinished), "finished": about.finished}
    games = i18n.text(lang, "privacy-games", hands=_hands_stored(lang), **counts)
    return "\n".join(
        [
            i18n.text(lang, "privacy-title"),
            names,
            games,
            i18n.text(lang, "privacy-ratings", ratings=about.ratings, changes=about.rating_changes),
            i18n.text(lang, "privacy-settings", notify=notify, language=language),
            i18n.text(lang, "privacy-plans", plans=about.plans),
            "",
            i18n.text(lang, "privacy-how-long-title"),
            i18n.text(lang, "privacy-how-long", days=forget_days),
            "",
            i18n.text(lang, "privacy-delete-explained", former=FORMER_PLAYER),
        ]
    )


def confirm_text(lang: str = i18n.ENGLISH) -> str:
    return i18n.text(lang, "privacy-confirm", former=FORMER_PLAYER)


def kept_text(lang: str = i18n.ENGLISH) -> str:
    return i18n.text(lang, "privacy-kept")


def done_text(done: Forgotten, lang: str = i18n.ENGLISH) -> str:
    parts = []
    if done.resigned:
        parts.append(i18n.text(lang, "privacy-resigned", count=len(done.resigned), ids=_ids(done.resigned)))
    if done.lobbies:
        parts.append(i18n.text(lang, "privacy-left", count=len(done.lobbies), ids=_ids(done.lobbies)))
    did = i18n.text(lang, "privacy-did", actions=i18n.joined(lang, parts)) if parts else ""
    return i18n.text(lang, "privacy-done", did=did, former=FORMER_PLAYER)


def _ids(ids: tuple[int, ...]) -> str:
    return ", ".join(f"#{i}" for i in ids)
