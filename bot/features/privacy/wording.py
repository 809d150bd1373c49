"""What /privacy and its buttons say, in plain words (docs/privacy.md says the same for
admins)."""

from __future__ import annotations

import i18n
from bot.services.privacy import FORMER_PLAYER, Forgotten, StoredAbout
from bot.services.wording import join_names
from bot.storage.preferences import NOTIFY_MODES
from rules import GAMES

NOTIFY_WORDS = {
    "mention": "a mention in the channel",
    "both": "a mention and a DM",
    "dm": "a DM",
    "off": "nothing",
    "digest": "one digest DM a day",
}


def _count(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else words or word + 's'}"


def _hands_stored() -> str:
    """Where seats hold cards (`Game.has_hands`), the hand is in the saved game."""
    titles = [game.title for game in GAMES.values() if game.has_hands]
    return f" In {join_names(titles)} your hand is part of the saved game while it runs." if titles else ""


def privacy_text(about: StoredAbout, forget_days: int) -> str:
    if about.names:
        shown = ", ".join(f"“{n}”" for n in about.names[:5])
        names = f"the display name you had when you played ({shown})"
    else:
        names = "your display name once you play"
    notify = (
        f"your `/notify` choice ({NOTIFY_WORDS.get(NOTIFY_MODES[about.notify], 'set')})"
        if about.notify is not None and 0 <= about.notify < len(NOTIFY_MODES)
        else "no `/notify` choice (you never set one)"
    )
    language = (
        f"your `/language` choice ({i18n.NATIVE_NAMES.get(about.language, about.language)})"
        if about.language
        else "no `/language` choice"
    )
    if about.noted_locale:
        language += f", and your Discord app's language when you set it ({about.noted_locale}), for DMs"
    return "\n".join(
        [
            "**What this bot stores about you**",
            f"- Your Discord user id and {names}.",
            f"- Your games: {_count(len(about.unfinished), 'open or running game')} and "
            f"{_count(about.finished, 'earlier game')}, with every move and when it was made."
            + _hands_stored(),
            f"- Ratings: {_count(about.ratings, 'rating')} (one per server and game), "
            f"with {_count(about.rating_changes, 'rating change')}.",
            f"- Settings: {notify}; {language}.",
            f"- Planned replies: {_count(about.plans, 'planned reply', 'planned replies')} waiting in "
            "running games, seen by nobody else until played; they go when the game moves on.",
            "",
            "**For how long**",
            "Games, moves and ratings are kept as the server's history while the bot is in that server. "
            f"If the bot is removed from a server, everything of that server is deleted after "
            f"{_count(forget_days, 'day')}. Messages waiting to be sent are kept 7 days after they went out.",
            "",
            "**Delete my data** resigns your running games (the tables are told), takes you out of your "
            f"lobbies, shows you as “{FORMER_PLAYER}” in finished games, and deletes your ratings, "
            "settings and planned replies. It cannot be undone.",
        ]
    )


CONFIRM_TEXT = (
    "Delete your data? Your running games are resigned, you leave your lobbies, finished games show "
    f"“{FORMER_PLAYER}” instead of your name, and your ratings and settings are deleted. "
    "Press **Confirm** to do it; it cannot be undone."
)
KEPT_TEXT = "Nothing was deleted: your data stays as it was."


def done_text(done: Forgotten) -> str:
    parts = []
    if done.resigned:
        parts.append(f"resigned {_count(len(done.resigned), 'game')} ({_ids(done.resigned)})")
    if done.lobbies:
        lobbies = "a lobby" if len(done.lobbies) == 1 else f"{len(done.lobbies)} lobbies"
        parts.append(f"left {lobbies} ({_ids(done.lobbies)})")
    did = f"I {' and '.join(parts)}, and " if parts else ""
    return (
        f"Done: {did}nothing stored here names you any more: finished games show “{FORMER_PLAYER}”, "
        "and your ratings and settings are deleted. Playing again starts afresh."
    )


def _ids(ids: tuple[int, ...]) -> str:
    return ", ".join(f"#{i}" for i in ids)
