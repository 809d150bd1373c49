"""Wording shared by every feature: what engines said, with the players' names, in the
reader's language; results and whose turn. Every function that words takes `lang` (an
i18n language code; English by default, for the callers not yet moved to the reader's)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import i18n
from bot.services.refusal import Refusal
from bot.storage.rows import GameRow
from rules import Game, IllegalMove, get_game
from rules.base import EXAMPLES_HINT, NO_MOVE_HINT
from rules.pages import rules_page
from rules.said import Arg, Said, Seat

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


def said_with_names(said: Said, names: Sequence[str]) -> Said:
    """The same Said with each Seat replaced by its player's name: for a Refusal, which is
    worded later (in the reader's language) without the table's names."""

    def named(value: Arg) -> Arg:
        if isinstance(value, Seat):
            return names[value.index] if 0 <= value.index < len(names) else value
        if isinstance(value, Said):
            return said_with_names(value, names)
        if isinstance(value, tuple):
            return tuple(named(item) for item in value)
        return value

    return Said(said.key, **{name: named(value) for name, value in said.args})


def say_start(lang: str, said: str | Said, names: Sequence[str]) -> str:
    """`said` worded to start a sentence: a capital first letter, unless it starts with a
    name (a name keeps its player's own case). Names go in after the capital."""
    if isinstance(said, str):
        return i18n.say(lang, capital_first(said), names)
    marks = [f"\x00{i}\x00" for i in range(len(names))]
    text = i18n.say(lang, said, marks)
    if not text.startswith("\x00"):
        text = text[:1].upper() + text[1:]
    for mark, name in zip(marks, names, strict=True):
        text = text.replace(mark, name)
    return text


def illegal_move(
    error: IllegalMove, game: Game, state: dict[str, Any], seat: int, names: Sequence[str]
) -> Refusal:
    """An engine's refusal of a move as the player reads it, in their language: "That move
    is not legal: ...", with one legal example and where the rest are unless the engine
    said so already. The names go in now (the Refusal is worded where it is answered)."""
    said = error.said
    if isinstance(said, str):  # an older engine's English, with `seat N` placeholders
        reason = substitute(said, names).rstrip(".")
        if "/move shows" in said or "no legal move" in said:
            return Refusal(Said("words-refuse-illegal", reason=reason))
        return Refusal(Said("words-refuse-illegal-hint", reason=reason, hint=game.examples_hint(state, seat)))
    reason_said = said_with_names(said, names)
    if said.says(EXAMPLES_HINT, NO_MOVE_HINT):
        return Refusal(Said("words-refuse-illegal", reason=reason_said))
    return Refusal(Said("words-refuse-illegal-hint",
                        reason=reason_said, hint=game.examples_hint(state, seat)))


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


def whose_turn(
    game: Game,
    state: dict[str, Any],
    row: GameRow,
    seats: tuple[int, ...] | None = None,
    lang: str = i18n.ENGLISH,
) -> str:
    seats = game.to_move(state) if seats is None else seats
    if not seats:
        return i18n.text(lang, "words-whose-nobody")
    return join_names([row.name_of(row.seats[s]) for s in seats], lang)


def turn_prompt(
    people: list[str], computers: list[str], away: list[str] | None = None, lang: str = i18n.ENGLISH
) -> str:
    """Whom a turn post is up to. People are addressed (mentions or names); a computer is
    only said to be moving: nobody reads "your turn" for it, and it needs no ping; nor
    does a player on a break (`away`), whose turn is only said."""
    parts = []
    if away:
        parts.append(i18n.text(lang, "words-prompt-away", who=join_names(away, lang), count=len(away)))
    if people:
        parts.append(i18n.text(lang, "words-prompt-people", who=join_names(people, lang), count=len(people)))
    if computers:
        parts.append(i18n.text(lang, "words-prompt-computers", who=join_names(computers, lang),
                               count=len(computers)))
    return " ".join(parts)


def rules_summary(key: str, lang: str = i18n.ENGLISH) -> str:
    """What the game is, in one line: the first paragraph of its rules page (in `lang`'s
    page where there is one)."""
    text = rules_page(key, lang) or ""
    paragraphs = [p for p in text.split("\n\n") if p.strip() and not p.startswith("#")]
    if not paragraphs:
        return get_game(key).title
    return " ".join(line.strip() for line in paragraphs[0].splitlines())
