"""`python -m rules <game>`: hot-seat play in a terminal (see rules/cli.py)."""

import sys

from rules.cli import main

sys.exit(main())
