"""`python -m rules replay RECORD.json`: replay a game record in the terminal.

Every move is checked against the engine; the final position and the result, with the
final scores the replay re-derived, are printed with the players' names. A record that does
not replay (an illegal action, a changed result, a record without its seed) is refused
with one line naming the first problem (exit status 1). See docs/record-format.md.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

import i18n
from rules.base import Game
from rules.record import RecordError, effective, entries_of, in_words, people, replay, result_of
from rules.state import State

USAGE = "usage: python -m rules replay RECORD.json"


def result_line(result: dict[str, Any] | None, names: Sequence[str]) -> str:
    if not result:
        return "Result: the game did not finish."
    how = {"resign": " by resignation", "agreement": " by agreement", "timeout": " on time"}.get(
        result["reason"], ""
    )
    winners = [names[s] for s in result["winners"]]
    if not winners:
        line = f"Result: a draw{how}."
    elif len(winners) == 1:
        line = f"Result: {winners[0]} wins{how}."
    else:
        line = f"Result: {' and '.join(winners)} share the win{how}."
    if result.get("scores") is not None:
        line += " Scores: " + ", ".join(f"{names[s]} {v}" for s, v in enumerate(result["scores"])) + "."
    return line


def report(record: dict[str, Any], game: Game, state: State) -> str:
    """What a person reads after a successful replay: players counted from 1, by name."""
    names = people(record)
    info = record["game"]
    title = game.title + (f" game #{info['id']}" if info.get("id") is not None else "")
    seated = ", ".join(f"{i}. {name}" for i, name in enumerate(names, start=1))
    standing = effective(entries_of(record))
    timeout = bool(standing) and standing[-1].kind == "timeout"
    replayed = result_of(game, state, "timeout" if timeout else None)
    return (
        f"{title}: players {seated}; {len(record['moves'])} logged moves.\n"
        + "\n".join(in_words(line, names) if isinstance(line, str) else i18n.say(i18n.ENGLISH, line, names)
                    for line in game.picture(state, None))
        + "\n"
        + f"All {len(record['moves'])} moves replay. {result_line(replayed, names)}\n"
    )


def run(record: Any, out: TextIO) -> int:
    game, state = replay(record)  # a refusal is one line (RecordError), printed by main
    out.write(report(record, game, state))
    return 0


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    argv = sys.argv[2:] if argv is None else argv
    out = out or sys.stdout
    if argv in (["-h"], ["--help"]):
        out.write(f"{USAGE}\n\n{(__doc__ or '').split(chr(10), 2)[2]}")
        return 0
    if len(argv) != 1:
        print(USAGE, file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as file:
            record = json.load(file)
    except (OSError, ValueError, RecursionError) as exc:
        print(f"python -m rules replay: cannot read {argv[0]}: {exc}", file=sys.stderr)
        return 2
    try:
        return run(record, out)
    except RecordError as exc:
        why = "" if exc.reason is None else ": " + i18n.say(i18n.ENGLISH, exc.reason, exc.names).rstrip(".")
        print(f"python -m rules replay: {exc}{why}", file=sys.stderr)
        return 1
