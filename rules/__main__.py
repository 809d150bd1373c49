"""`python -m rules replay RECORD.json`: replay a game record (see rules/record_cli.py).
Hot-seat play is `python -m terminal <game>`."""

import sys

from rules.record_cli import main as replay_main

USAGE = "usage: python -m rules replay RECORD.json (to play a game: python -m terminal <game>)"
HELP = f"""{USAGE}

Replays a game record (a /export file, see docs/record-format.md) move by move and says
whether it checks out. `python -m rules replay --help` says more."""


def main(argv: list[str]) -> int:
    if argv[:1] == ["replay"]:
        return replay_main(argv[1:])
    if argv[:1] in (["-h"], ["--help"]):
        print(HELP)
        return 0
    print(USAGE, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
