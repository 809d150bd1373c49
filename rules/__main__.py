"""`python -m rules <game>`: hot-seat play in a terminal (see rules/cli.py);
`python -m rules replay RECORD.json`: replay a game record (see rules/record_cli.py)."""

import sys

if len(sys.argv) > 1 and sys.argv[1] == "replay":
    from rules.record_cli import main as replay_main

    sys.exit(replay_main(sys.argv[2:]))

from rules.cli import main

sys.exit(main())
