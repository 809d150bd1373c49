"""Refusals: a request the bot turns down, in one or two sentences for the player."""

from __future__ import annotations

from bot.storage.rows import GameRow


class Refusal(Exception):
    """A request the bot turns down: one or two sentences for the player; nothing changed.
    `public` refusals (a broken game) are posted in the channel, the rest are ephemeral."""

    def __init__(self, message: str, *, public: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.public = public


class Unconfirmed(Refusal):
    """The connection broke during the commit and the database did not answer again in
    time: the change may be stored. Never "nothing was changed"."""

    def __init__(self) -> None:
        super().__init__(
            "I could not confirm that your change was saved: the game store stopped answering. "
            "Check the game with `/board` in a moment before you try again."
        )


class GameCorrupt(Refusal):
    def __init__(self, row: GameRow) -> None:
        super().__init__(
            f"Game #{row.id} ({row.game_key}) cannot continue: its saved position does not match its "
            "move log. A moderator can close it with `/game cancel`.",
            public=True,
        )
