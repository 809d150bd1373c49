"""`python -m rules replay RECORD.json`: replay a game record (see rules/record_cli.py).
Hot-seat play is `python -m terminal <game>`."""

import sys

if len(sys.argv) > 1 and sys.argv[1] == "replay":
    from rules.record_cli import main as replay_main

    sys.exit(replay_main(sys.argv[2:]))

sys.exit("usage: python -m rules replay RECORD.json (to play a game: python -m terminal <game>)")
