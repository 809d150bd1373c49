"""/tournament list: this server's tournaments in words, live ones first, then the ones
that are over (newest first), within one message."""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from bot.features.tournaments.words import format_words
from bot.storage.tournaments import TournamentRow
from rules import get_game

# Discord's limit for a message's text, less room for the "more" line.
TEXT_LIMIT = 1900


def state_words(lang: str, t: TournamentRow) -> str:
    if t.status == "signup":
        return i18n.text(lang, "tournaments-state-signup")
    if t.status == "running":
        return i18n.text(lang, "tournaments-state-round", round=t.round, rounds=t.rounds or 0)
    return i18n.text(
        lang, "tournaments-state-finished" if t.status == "finished" else "tournaments-state-cancelled"
    )


def tournament_line(lang: str, t: TournamentRow) -> str:
    """ "#3 Synapse-Ice, Swiss: round 2 of 3, in #games"."""
    return i18n.text(
        lang,
        "tournaments-list-line",
        tournament=str(t.id),
        title=get_game(t.game_key).title,
        format=format_words(lang, t.format),
        state=state_words(lang, t),
        channel=f"<#{t.channel_id}>",
    )


def tournament_list(found: Sequence[TournamentRow], lang: str = i18n.ENGLISH) -> str:
    live = [t for t in found if t.status in ("signup", "running")]
    over = sorted((t for t in found if t not in live), key=lambda t: t.id, reverse=True)
    lines = [tournament_line(lang, t) for t in live] or [i18n.text(lang, "tournaments-list-none-live")]
    if over:
        lines += ["", i18n.text(lang, "tournaments-list-over")]
        lines += [tournament_line(lang, t) for t in over]
    kept: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in kept) + len(line) > TEXT_LIMIT:
            kept.append(i18n.text(lang, "tournaments-more", count=len(lines) - len(kept)))
            break
        kept.append(line)
    return "\n".join(kept)
