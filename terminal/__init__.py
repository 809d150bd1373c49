"""Hot-seat play at one keyboard: `python -m terminal <game>` (see terminal/hotseat.py).

Above `rules/` (and `ai/` for computer seats): nothing imports this package.
"""
