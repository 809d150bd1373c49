"""Pure, deterministic game engines behind one interface (docs/rules-interface.md)."""

from rules.base import Game, Option
from rules.cardinal import CARDINAL
from rules.connections import CONNECTIONS
from rules.epicycle import EPICYCLE
from rules.errors import IllegalMove
from rules.pylon import PYLON
from rules.samples import Sample
from rules.synapse import SYNAPSE

GAMES: dict[str, Game] = {
    game.key: game for game in (EPICYCLE, SYNAPSE, PYLON, CARDINAL, CONNECTIONS)
}


def get_game(key: str) -> Game:
    """The game for a key; an unknown key raises ValueError naming the known ones."""
    try:
        return GAMES[key.strip().lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"unknown game {key!r}; the games are {', '.join(GAMES)}") from None


__all__ = ["GAMES", "Game", "IllegalMove", "Option", "Sample", "get_game"]
