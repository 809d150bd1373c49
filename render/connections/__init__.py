"""Connections' drawings: the public table (table.py) and a player's hand (hand.py),
with what both use: which region each card belongs to and the regions' colours
(deck.py), and the cards themselves (cards.py).

render/__init__.py finds `draw` here, as it does for every game in rules.GAMES; since
Connections has hands (`Game.has_hands`), it finds `draw_hand` and `hand_alt_text` too."""

from render.connections.hand import alt_text as hand_alt_text
from render.connections.hand import draw as draw_hand
from render.connections.spots import spots
from render.connections.table import draw

__all__ = ["draw", "draw_hand", "hand_alt_text", "spots"]
