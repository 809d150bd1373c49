"""What the terminal shows players, in their language (the catalogue's `terminal-`
messages, and what the engines say): seats numbered from 1 ("Seat 1", as the pictures
name them), seat numbers typed in moves, the list of legal moves grouped when it is
long, and the end of a game in words."""

from __future__ import annotations

import re

import i18n
from rules.base import EXAMPLES_HINT, Game
from rules.errors import IllegalMove
from rules.said import Arg, Said
from rules.state import State

_ENGINE_SEAT = re.compile(r"\bseat (\d+)\b")
_SQUARE = re.compile(r"^(?:[a-z]\d+|-?\d+,-?\d+)$")
LONG_LIST = 24  # more legal moves than this are grouped instead of listed
MAX_SEATS = 8  # more than any game seats: every Seat an engine says has a name
# What the engines word for the bot and the terminal words its own way: the list of legal
# moves is `help` here, not /move or the Play button.
TERMINAL_KEYS = {EXAMPLES_HINT: "terminal-hint-examples"}


def seat_name(seat: int, lang: str = i18n.ENGLISH) -> str:
    """Seat 0 of an engine is "Seat 1" on screen."""
    return i18n.text(lang, "terminal-seat", seat=seat + 1)


def seat_names(lang: str) -> list[str]:
    return [seat_name(seat, lang) for seat in range(MAX_SEATS)]


def at_terminal(said: Said) -> Said:
    """`said` with the bot's pointers (/move, Play) swapped for the terminal's own."""

    def swapped(value: Arg) -> Arg:
        if isinstance(value, Said):
            return at_terminal(value)
        if isinstance(value, tuple):
            return tuple(swapped(item) for item in value)
        return value

    key = TERMINAL_KEYS.get(said.key, said.key)
    return Said(key, **{name: swapped(value) for name, value in said.args})


def for_players(text: str | Said, lang: str = i18n.ENGLISH) -> str:
    """What an engine said, in `lang`, seats as "Seat N+1". An older engine's English
    (`seat N` counting from 0) keeps its words."""
    if isinstance(text, Said):
        return i18n.say(lang, at_terminal(text), seat_names(lang))
    return _ENGINE_SEAT.sub(lambda m: seat_name(int(m.group(1)), lang), text)


def say(lang: str, key: str, **args: object) -> str:
    """A terminal message of the catalogue in `lang`."""
    return i18n.text(lang, key, **args)


def typed_seat(text: str) -> int | None:
    """A seat number as typed (from 1) -> the engine's seat, or None."""
    text = text.strip()
    if text.lower().startswith("seat"):
        text = text[4:].strip()
    return int(text) - 1 if text.isdigit() and int(text) >= 1 else None


def _engine_seat(match: re.Match[str]) -> str:
    number = int(match.group(2))
    if number < 1:
        raise ValueError("seats are numbered from 1")
    return match.group(1) + str(number - 1)


def move_for_engine(game: Game, text: str) -> str:
    """A typed move with its seat numbers (counted from 1) turned into the engine's;
    ValueError for seat 0."""
    for pattern in game.seat_in_move:
        text = pattern.sub(_engine_seat, text)
    return text


def move_for_players(game: Game, move: str) -> str:
    """A canonical move as the player would type it (seat numbers counted from 1)."""
    for pattern in game.seat_in_move:
        move = pattern.sub(lambda m: m.group(1) + str(int(m.group(2)) + 1), move)
    return move


def label(game: Game, state: State, seat: int, move: str, lang: str = i18n.ENGLISH) -> str:
    """A legal move in words, with what to type in brackets."""
    said = game.move_label(state, seat, move)
    if isinstance(said, Said):  # the pyramid games' labels end with what to type
        return for_players(said, lang)
    words = said
    if words != move and not _ends_with_typing(game, state, seat, words):
        words += f" ({move_for_players(game, move)})"
    return for_players(words, lang)


def _ends_with_typing(game: Game, state: State, seat: int, words: str) -> bool:
    """Whether a label already ends with what to type, e.g. `... (M N)` in Synapse."""
    if not words.endswith(")") or "(" not in words:
        return False
    try:
        game.parse(state, seat, words[words.rindex("(") + 1 : -1])
    except IllegalMove:
        return False
    return True


def _group_index(moves: list[str]) -> int:
    """Which word of the moves tells them apart best: the square, or the verb."""
    spread = [len({m.split()[i] for m in moves if len(m.split()) > i}) for i in (0, 1)]
    return 0 if spread[0] >= spread[1] else 1


def _group_key(move: str, index: int) -> str:
    words = move.split()
    return words[index] if len(words) > index else words[0]


def help_lines(
    game: Game, state: State, seat: int, moves: list[str], word: str = "", lang: str = i18n.ENGLISH
) -> list[str]:
    """The legal moves for `help` (or `help <word>`): listed in words when few, else
    counted by square (or first word) with how to see one group."""
    who = seat_name(seat, lang)
    if word:
        index = _group_index(moves)
        picked = [m for m in moves if _group_key(m, index).lower() == word.lower()]
        picked = picked or [m for m in moves if word.lower() in m.lower().split()]
        if not picked:
            return [say(lang, "terminal-help-none", count=len(moves), seat=who, word=word)]
        moves = picked
    if len(moves) <= LONG_LIST:
        head = (say(lang, "terminal-help-with", seat=who, word=word, count=len(moves)) if word
                else say(lang, "terminal-help", seat=who, count=len(moves)))
        return [head, *(f"  {label(game, state, seat, m, lang)}" for m in moves)]
    index = _group_index(moves)
    groups: dict[str, int] = {}
    for move in moves:
        key = _group_key(move, index)
        groups[key] = groups.get(key, 0) + 1
    kind = "square" if all(_SQUARE.match(k.lower()) for k in groups) else "word"
    counts = ", ".join(f"{key} ({n})" for key, n in groups.items())
    return [
        say(lang, "terminal-help-grouped", seat=who, count=len(moves), kind=kind, first=next(iter(groups))),
        *_wrap(counts),
    ]


def _wrap(text: str, width: int = 78) -> list[str]:
    lines, line = [], ""
    for part in text.split(", "):
        if line and len(line) + len(part) + 2 > width:
            lines.append("  " + line + ",")
            line = part
        else:
            line = f"{line}, {part}" if line else part
    return [*lines, "  " + line] if line else lines


def describe_result(game: Game, state: State, lang: str = i18n.ENGLISH) -> str:
    """The end of a game in words: who won (or a draw), why it ended, and the scores."""
    result = game.result(state)
    if result is None:
        return say(lang, "terminal-result-not-over")
    scores, winners = result
    if not winners:
        words = say(lang, "terminal-result-draw")
    else:
        who = i18n.joined(lang, [seat_name(w, lang) for w in winners])
        words = say(lang, "terminal-result-wins", seats=who, count=len(winners))
    reason = state["finish"]["reason"]
    if reason in ("resign", "agreement"):
        words = say(lang, f"terminal-result-{reason}", result=words)
    else:
        why = game.end_phrase(state)
        if why:
            words = say(lang, "terminal-result-why", result=words, why=for_players(why, lang))
    if scores is not None:
        listed = ", ".join(say(lang, "terminal-score", seat=seat_name(s, lang), score=v)
                           for s, v in enumerate(scores))
        words = say(lang, "terminal-result-scores", result=words, scores=listed)
    return words
