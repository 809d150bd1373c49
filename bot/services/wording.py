"""Wording shared by every feature: what engines said, with the players' names, in the
reader's language; results and whose turn. Every function that words takes `lang` (an
i18n language code; English by default, for the callers not yet moved to the reader's)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import i18n
from bot.storage.rows import GameRow
from rules import Game, get_game
from rules.said import Said

_STARTS_WITH_SEAT = re.compile(r"seat \d")


def seat_names(row: GameRow) -> list[str]:
    return [row.name_of(uid) for uid in row.seats]


def substitute(text: str | Said, names: Sequence[str]) -> str:
    """Engines write `seat N` (or say a Seat); players read names. English: for a
    reader's language use `say`."""
    return i18n.say(i18n.ENGLISH, text, names)


def say(lang: str, said: str | Said, names: Sequence[str] | None = None) -> str:
    """What an engine or a service said, in `lang`, with the players' names."""
    return i18n.say(lang, said, names)


def capital_first(text: str | Said) -> str | Said:
    """An engine's sentence (with `seat N` placeholders, before names go in) with a capital
    first letter, unless it starts with a seat: a name keeps its player's own case. A Said
    is returned as it is: the catalogue writes each phrase as it stands (a line's start,
    or `end_phrase`/`move_phrase` inside a sentence)."""
    if isinstance(text, Said):
        return text
    return text if _STARTS_WITH_SEAT.match(text) else text[:1].upper() + text[1:]


def small_first(text: str | Said) -> str | Said:
    """The same for words that go inside a sentence ("alice played: small on f3")."""
    if isinstance(text, Said):
        return text
    return text if _STARTS_WITH_SEAT.match(text) else text[:1].lower() + text[1:]


def public_move(game_key: str, move: str) -> str:
    """A move as it may be shown to everyone: the engine hides what must stay private."""
    return get_game(game_key).public_move(move)


def join_names(names: list[str], lang: str = i18n.ENGLISH) -> str:
    """"alice, bob and carol" in `lang`."""
    return i18n.joined(lang, names)


def result_text(
    game: Game,
    state: dict[str, Any],
    names: list[str],
    reason: str | None = None,
    lang: str = i18n.ENGLISH,
) -> str:
    """The end of a game in plain words: who won (or a draw), how, and the final scores.
    `reason` overrides the engine's (a claim on time is a resignation to the engine)."""
    result = game.result(state)
    if result is None:
        return ""
    scores, winners = result
    reason = reason or state["finish"]["reason"]
    how = reason if reason in ("resign", "agreement", "timeout") else "play"
    if not winners:
        line = i18n.text(lang, "words-result-draw", how=how)
    else:
        who = join_names([names[s] for s in winners], lang)
        line = i18n.text(lang, "words-result-won", winners=who, count=len(winners), how=how)
    if scores is not None:
        listed = ", ".join(i18n.text(lang, "words-result-score", name=names[s], score=scores[s])
                           for s in range(len(scores)))
        line += " " + i18n.text(lang, "words-result-scores", scores=listed)
    return line
