"""Connections, the card game (games.md "Connections"): deck.py holds the cards,
actions.py the notation, moves.py what each action needs, effects.py what it does, rounds.py the
flow of rounds, scoring.py the round scores, views.py what a seat sees."""

from rules.connections.engine import Connections

CONNECTIONS = Connections()

__all__ = ["CONNECTIONS", "Connections"]
