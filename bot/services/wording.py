"""Wording shared by every feature: names in place of `seat N`, results, whose turn."""

from __future__ import annotations

import re
from typing import Any

import i18n
from bot.storage.rows import GameRow
from rules import Game, get_game
from rules.pages import rules_page
from rules.said import Said

_STARTS_WITH_SEAT = re.compile(r"seat \d")


def seat_names(row: GameRow) -> list[str]:
    return [row.name_of(uid) for uid in row.seats]


def substitute(text: str | Said, names: list[str]) -> str:
    """Engines write `seat N` (or say a Seat); players read names. English: for a
    reader's language use `say`."""
    return i18n.say(i18n.ENGLISH, text, names)


def say(lang: str, said: str | Said, names: list[str] | None = None) -> str:
    """What an engine or a service said, in `lang`, with the players' names."""
    return i18n.say(lang, said, names)


def english(said: str | Said) -> str:
    """What an engine said, in English with `seat N` placeholders (names go in after, by
    `substitute`): for the call sites still to be worded in the reader's language."""
    return i18n.say(i18n.ENGLISH, said)


def capital_first(text: str | Said) -> str:
    """An engine's sentence (with `seat N` placeholders, before names go in) with a capital
    first letter, unless it starts with a seat: a name keeps its player's own case."""
    text = english(text)
    return text if _STARTS_WITH_SEAT.match(text) else text[:1].upper() + text[1:]


def small_first(text: str | Said) -> str:
    """The same for words that go inside a sentence ("alice played: small on f3")."""
    text = english(text)
    return text if _STARTS_WITH_SEAT.match(text) else text[:1].lower() + text[1:]


def public_move(game_key: str, move: str) -> str:
    """A move as it may be shown to everyone: the engine hides what must stay private."""
    return get_game(game_key).public_move(move)


def join_names(names: list[str]) -> str:
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def result_text(game: Game, state: dict[str, Any], names: list[str], reason: str | None = None) -> str:
    """The end of a game in plain words: who won (or a draw), how, and the final scores.
    `reason` overrides the engine's (a claim on time is a resignation to the engine)."""
    result = game.result(state)
    if result is None:
        return ""
    scores, winners = result
    reason = reason or state["finish"]["reason"]
    how = {"resign": " by resignation", "agreement": " by agreement", "timeout": " on time"}.get(reason, "")
    if not winners:
        line = f"Game over: a draw{how}."
    elif len(winners) == 1:
        line = f"Game over: **{names[winners[0]]}** wins{how}."
    else:
        line = f"Game over: **{join_names([names[s] for s in winners])}** share the win{how}."
    if scores is not None:
        line += " Final scores: " + ", ".join(f"{names[s]} {scores[s]}" for s in range(len(scores))) + "."
    return line


def whose_turn(game: Game, state: dict[str, Any], row: GameRow, seats: tuple[int, ...] | None = None) -> str:
    seats = game.to_move(state) if seats is None else seats
    if not seats:
        return "nobody (the game is over)"
    return join_names([row.name_of(row.seats[s]) for s in seats])


def turn_prompt(people: list[str], computers: list[str], away: list[str] | None = None) -> str:
    """Whom a turn post is up to. People are addressed (mentions or names); a computer is
    only said to be moving: nobody reads "your turn" for it, and it needs no ping; nor
    does a player on a break (`away`), whose turn is only said."""
    parts = []
    if away:
        who = join_names(away)
        parts.append(f"It is {who}'s turn." if len(away) == 1 else f"It is up to {who}.")
    if len(people) == 1:
        parts.append(f"{people[0]}, it is your turn.")
    elif people:
        parts.append(f"{join_names(people)}: you may act now.")
    if len(computers) == 1:
        parts.append(f"{computers[0]} is choosing its move.")
    elif computers:
        parts.append(f"{join_names(computers)} are choosing their moves.")
    return " ".join(parts)


def rules_summary(key: str) -> str:
    """What the game is, in one line: the first paragraph of its rules page."""
    text = rules_page(key) or ""
    paragraphs = [p for p in text.split("\n\n") if p.strip() and not p.startswith("#")]
    if not paragraphs:
        return get_game(key).title
    return " ".join(line.strip() for line in paragraphs[0].splitlines())
