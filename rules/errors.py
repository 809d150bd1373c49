"""The one exception every engine raises for a move it refuses."""

from __future__ import annotations

from rules.said import Said


class IllegalMove(ValueError):
    """A refused move: what was wrong and, where it helps, what would be legal.

    Raised with what to say, a message key of the catalogue and its arguments:
    `IllegalMove(Said("pylon-refuse-occupied", square="b3"))`, which the caller words in the
    reader's language (`said`, through i18n.say). Older code passes one English sentence
    with `seat N` placeholders; `said` is then that string."""

    def __init__(self, message: str | Said, /) -> None:
        self.said: str | Said = message
        super().__init__(str(message))
