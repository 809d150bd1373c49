"""`python -m terminal <game>`: hot-seat play in a terminal (see terminal/hotseat.py)."""

import sys

from terminal.hotseat import main

sys.exit(main())
