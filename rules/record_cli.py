"""`python -m rules replay RECORD.json`: replay a game record in the terminal.

Every move is checked against the engine; the final position and the result are printed
with the players' names. A record that does not replay is refused with one line naming
the first bad move (exit status 1). A public record of a hidden-information game (no seed,
cards hidden) is listed with its recorded result instead (see docs/record-format.md).
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from rules import get_game
from rules.record import RecordError, check_shape, replay


def names_in(text: str, names: list[str]) -> str:
    """Engines write `seat N`; the record knows the players' names."""
    import re

    return re.sub(r"\bseat (\d+)\b", lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], text)


def result_line(result: dict[str, Any] | None, names: list[str]) -> str:
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


def run(record: Any, out: TextIO) -> int:
    check_shape(record)
    names = [str(p.get("name", f"seat {i}")) for i, p in enumerate(record["players"])]
    info = record["game"]
    title = f"{get_game(info['key']).title}" + (f" game #{info['id']}" if info.get("id") is not None else "")
    header = f"{title}: {', '.join(names)}; {len(record['moves'])} logged moves.\n"
    if not record.get("replayable"):
        out.write(header)
        out.write("This record hides private cards, so it cannot be checked move by move. The moves:\n")
        for move in record["moves"]:
            out.write(f"{move['n']}. {move.get('player') or 'everyone'}: {move['kind']} {move['move']}\n")
        out.write(result_line(record.get("result"), names) + " (as recorded)\n")
        return 0
    game, state = replay(record)  # a refusal prints one line and nothing else
    out.write(header)
    out.write(names_in(game.text(state, None), names) + "\n")
    out.write(f"All {len(record['moves'])} moves replay. " + result_line(record["result"], names) + "\n")
    return 0


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    argv = sys.argv[2:] if argv is None else argv
    out = out or sys.stdout
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print("usage: python -m rules replay RECORD.json", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as file:
            record = json.load(file)
    except (OSError, ValueError) as exc:
        print(f"python -m rules replay: cannot read {argv[0]}: {exc}", file=sys.stderr)
        return 2
    try:
        return run(record, out)
    except RecordError as exc:
        print(f"python -m rules replay: {exc}", file=sys.stderr)
        return 1
