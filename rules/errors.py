"""The one exception every engine raises for a move it refuses."""


class IllegalMove(ValueError):
    """A refused move. The message is written for a player: what was wrong and,
    where it helps, what would be legal. Seats are written ``seat N`` (0-based, as in
    the notation) so the bot can put display names in their place."""
