"""What the terminal shows players: seats numbered from 1 ("Seat 1", as the pictures
name them), seat numbers typed in moves, the list of legal moves grouped when it is
long, and the end of a game in words."""

from __future__ import annotations

import re

import i18n
from rules.base import Game
from rules.errors import IllegalMove
from rules.state import State

_ENGINE_SEAT = re.compile(r"\bseat (\d+)\b")
_SQUARE = re.compile(r"^(?:[a-z]\d+|-?\d+,-?\d+)$")
LONG_LIST = 24  # more legal moves than this are grouped instead of listed


def seat_name(seat: int) -> str:
    """Seat 0 of an engine is "Seat 1" on screen."""
    return f"Seat {seat + 1}"


def for_players(text: str) -> str:
    """Engines write `seat N` counting from 0; players read `Seat N+1`."""
    return _ENGINE_SEAT.sub(lambda m: seat_name(int(m.group(1))), text)


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


def label(game: Game, state: State, seat: int, move: str) -> str:
    """A legal move in words, with what to type in brackets."""
    words = i18n.say(i18n.ENGLISH, game.move_label(state, seat, move))
    if words != move and not _ends_with_typing(game, state, seat, words):
        words += f" ({move_for_players(game, move)})"
    return for_players(words)


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


def help_lines(game: Game, state: State, seat: int, moves: list[str], word: str = "") -> list[str]:
    """The legal moves for `help` (or `help <word>`): listed in words when few, else
    counted by square (or first word) with how to see one group."""
    who = seat_name(seat)
    if word:
        index = _group_index(moves)
        picked = [m for m in moves if _group_key(m, index).lower() == word.lower()]
        picked = picked or [m for m in moves if word.lower() in m.lower().split()]
        if not picked:
            return [f"none of the {len(moves)} legal moves of {who} is on or starts with `{word}`"]
        moves = picked
    if len(moves) <= LONG_LIST:
        head = f"legal moves for {who}" + (f" with {word}" if word else "") + f" ({len(moves)}):"
        return [head, *(f"  {label(game, state, seat, m)}" for m in moves)]
    index = _group_index(moves)
    groups: dict[str, int] = {}
    for move in moves:
        key = _group_key(move, index)
        groups[key] = groups.get(key, 0) + 1
    kind = "square" if all(_SQUARE.match(k.lower()) for k in groups) else "first word"
    counts = ", ".join(f"{key} ({n})" for key, n in groups.items())
    return [
        f"legal moves for {who} ({len(moves)}), by {kind}; type `help <{kind}>` for one group, "
        f"e.g. `help {next(iter(groups))}`:",
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


def describe_result(game: Game, state: State) -> str:
    """The end of a game in words: who won (or a draw), why it ended, and the scores."""
    result = game.result(state)
    if result is None:
        return "the game is not over"
    scores, winners = result
    if not winners:
        words = "the game is a draw"
    elif len(winners) == 1:
        words = f"{seat_name(winners[0])} wins"
    else:
        words = " and ".join(seat_name(w) for w in winners) + " share the win"
    reason = state["finish"]["reason"]
    if reason == "resign":
        words += " (by resignation)"
    elif reason == "agreement":
        words += " (ended by agreement)"
    else:
        why = game.end_reason(state)
        if why:
            words += f": {for_players(i18n.say(i18n.ENGLISH, why))}"
    if scores is not None:
        words += "; scores: " + ", ".join(f"{seat_name(s)} {v}" for s, v in enumerate(scores))
    return words
